#!/usr/bin/env bash
# Regenerates Documentation/bookkitty-flows.svg, the picture of BookKitty's declared flow graph
# the README shows, with Graphviz (Debian: apt-get install graphviz).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "dot is missing: install Graphviz (apt-get install graphviz)" >&2; exit 1; }
swift build --product bookkitty
mkdir -p Documentation
"$(swift build --show-bin-path)/bookkitty" graph --format dot | dot -Tsvg > Documentation/bookkitty-flows.svg
echo "wrote Documentation/bookkitty-flows.svg"
