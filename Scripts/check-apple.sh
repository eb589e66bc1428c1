#!/usr/bin/env bash
# Type-checks the UIKit and SwiftUI adapters and the BookKitty samples on Linux, for real.
#
# UIKit and SwiftUI do not exist here, so `Apple/StandIns/` holds small stand-in modules that
# declare exactly the Apple API the adapters use, each declaration transcribed from Apple's
# documentation (the page is cited above it). This script compiles the stand-ins as modules
# named UIKit and SwiftUI, puts them on the import path — so `#if canImport(UIKit)` is true —
# and compiles the adapters and samples against them in Swift 6 mode with warnings as errors.
# A review also compiles them against Apple's real iOS SDK; the stand-ins only ever shrink what
# can be checked here, never widen it: a declaration missing from them fails here first.
#   Scripts/check-apple.sh
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build-apple
rm -rf "$out" && mkdir -p "$out"
flags=(-swift-version 6 -warnings-as-errors -parse-as-library -enable-testing)

echo "== building the modules the adapters depend on"
swift build --target BookKitty >/dev/null
modules=.build/debug/Modules
[ -d "$modules" ] || modules=.build/debug

compile_module() { # name, sources... : emits $out/<name>.swiftmodule
  local name=$1; shift
  if [ $# = 0 ]; then echo "== $name: no sources, skipped"; return; fi
  echo "== $name ($# files)"
  mkdir -p "$out/graphs/$name"
  swiftc "${flags[@]}" -emit-module -module-name "$name" -emit-module-path "$out/$name.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/$name" -I "$out" -I "$modules" "$@"
}

files() { for dir in "$@"; do if [ -d "$dir" ]; then find "$dir" -name '*.swift'; fi; done | sort; }

mapfile -t uikit < <(files Apple/StandIns/UIKit)
mapfile -t swiftui < <(files Apple/StandIns/SwiftUI)
compile_module UIKit "${uikit[@]}"
compile_module SwiftUI "${swiftui[@]}"

mapfile -t uikitAdapter < <(files Sources/WayfinderUIKit)
mapfile -t swiftuiAdapter < <(files Sources/WayfinderSwiftUI)
compile_module WayfinderUIKit "${uikitAdapter[@]}"
compile_module WayfinderSwiftUI "${swiftuiAdapter[@]}"

for sample in BookKittyUIKit BookKittySwiftUI; do
  mapfile -t sources < <(files "Examples/$sample")
  compile_module "$sample" "${sources[@]}"
done

# The adapters' documentation, built from their symbols as compiled here (on Linux the modules
# are empty, so Scripts/docs.sh cannot build these two catalogs); warnings are errors.
mkdir -p "$out/docs"
for module in WayfinderUIKit WayfinderSwiftUI; do
  echo "== docs: $module"
  docc convert "Sources/$module/$module.docc" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.wayfinder.$module" \
    --additional-symbol-graph-dir "$out/graphs/$module" \
    --output-path "$out/docs/$module.doccarchive" --warnings-as-errors >/dev/null
done

# Each adapter must be wrapped whole in #if canImport(...), so that it builds (empty) elsewhere.
status=0
for file in "${uikitAdapter[@]}" "${swiftuiAdapter[@]}" $(files Examples/BookKittyUIKit Examples/BookKittySwiftUI); do
  # (sed, not head: head would close the pipe early and pipefail would end the script.)
  first=$(grep -v -e '^\s*$' -e '^\s*//' "$file" | sed -n 1p)
  last=$(grep -v -e '^\s*$' "$file" | tail -1)
  if [[ ! $first =~ ^#if\ canImport\((UIKit|SwiftUI)\) ]] || [[ ! $last =~ ^#endif ]]; then
    echo "$file: not wrapped whole in #if canImport(UIKit|SwiftUI) … #endif" >&2
    status=1
  fi
done
[ $status = 0 ] && echo "== check-apple: the adapters and samples type-check against the stand-ins, 0 errors, 0 warnings"
exit $status
