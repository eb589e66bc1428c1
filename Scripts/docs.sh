#!/usr/bin/env bash
# Builds the DocC archives of the public modules into .build/docs and fails on any
# documentation warning (a broken symbol link, a missing article).
set -euo pipefail
cd "$(dirname "$0")/.."
# Without a prior `swift build --build-tests` it fails on the test bundles' modules, after it has
# written the graphs of the library modules; a missing graph fails the `cp` below instead.
out=$(swift package dump-symbol-graph 2>&1 | tail -1) || true
graphs=${out#Files written to }
rm -rf .build/docs .build/docs-graphs
mkdir -p .build/docs
for module in Wayfinder WayfinderHosting WayfinderGraph WayfinderTesting WayfinderTerminal WayfinderInspector; do
  # Only the module's own graphs, not those of its dependencies.
  mkdir -p ".build/docs-graphs/$module"
  cp "$graphs/$module".symbols.json ".build/docs-graphs/$module/"
  cp "$graphs/$module"@*.symbols.json ".build/docs-graphs/$module/" 2>/dev/null || true
  docc convert "Sources/$module/$module.docc" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.wayfinder.$module" \
    --additional-symbol-graph-dir ".build/docs-graphs/$module" \
    --output-path ".build/docs/$module.doccarchive" \
    --warnings-as-errors
done
echo "docs: .build/docs/{Wayfinder,WayfinderHosting,WayfinderGraph,WayfinderTesting,WayfinderTerminal,WayfinderInspector}.doccarchive"
