#!/usr/bin/env bash
# Compiles the UIKit and SwiftUI adapters and the BookKitty samples on Linux, for real: type
# checks, warnings as errors, and code generation to object files.
#
# UIKit and SwiftUI do not exist here, so `Apple/StandIns/` holds small stand-in modules that
# declare exactly the Apple API the adapters (and the docs' code blocks) use, each declaration
# transcribed from Apple's documentation (the page is cited above it). They are built the way Apple ships its SDK:
# Swift 5 language mode, library evolution, a textual .swiftinterface that clients compile
# against (the binary module is deleted), and, for UIKit, Objective-C interoperability with an
# Objective-C NSObject and `@objc optional` delegate requirements. The adapters and samples
# are then compiled against them in Swift 6 mode with warnings as errors, down to object files:
# a compiler crash in code generation (swiftlang/swift#88027, which `Binding(get: { @MainActor
# in … })` triggers) fails here as it fails in Xcode.
#
# The UIKit and SwiftUI code blocks of the README, the DocC articles and the doc comments (the
# adapters' among them) are type-checked against
# the same stand-ins, each as an app would hold it (Scripts/doc-snippets.py --apple, with
# Scripts/doc-snippets-prelude.swift and Scripts/doc-snippets-prelude-apple.swift); a summary
# line counts them. The stand-ins also declare the Apple API those blocks use.
#
# A review also compiles them against Apple's real iOS SDK; the stand-ins only ever shrink what
# can be checked here, never widen it: a declaration missing from them fails here first. What
# Linux cannot check: iOS availability (`@available(iOS 18, *)` is not enforced when the target
# is Linux), which the review's SDK build does.
#
# It checks Wayfinder's own code, not an app's: the stand-ins declare only the Apple API that
# code uses, so an app's own UIKit or SwiftUI file fails on the first declaration they lack
# (README, "UIKit and SwiftUI, checked on Linux").
#
#   Scripts/check-apple.sh              the check
#   Scripts/check-apple.sh --fixtures   the check of the check: each file in Apple/CheckFixtures
#                                       must fail it, with the message its first line names
#   Scripts/check-apple.sh --help       this text (also -h); runs nothing
set -euo pipefail
case "${1:-}" in
  -h | --help)
    # The comment above, from the line after `#!` to the first line that is not a comment.
    sed -n '2,/^[^#]/s/^# \{0,1\}//p' "$0"
    exit 0
    ;;
esac
cd "$(dirname "$0")/.."

out=.build-apple
rm -rf "$out" && mkdir -p "$out/interfaces" "$out/modules" "$out/objects" "$out/graphs"
objc=(-Xfrontend -enable-objc-interop -I Apple/StandIns/ObjectiveC/include)
client=(-swift-version 6 -warnings-as-errors -parse-as-library "${objc[@]}"
  -I "$out/interfaces" -I "$out/modules")

echo "== building the modules the adapters and the samples depend on"
# In the examples' package, which builds Wayfinder's modules beside BookKitty's: the samples
# are its targets, and one build gives every module the same compiler's view of the others.
# `bookkitty` brings the modules the docs' app imports too (Scripts/doc-snippets-prelude.swift).
# SwiftPM prints compile errors on standard output: kept, and shown when the build fails.
if ! swift build --package-path Examples --product bookkitty > "$out/build.log" 2>&1; then
  tail -n 40 "$out/build.log" >&2
  echo "check-apple: building the modules failed (whole log: $out/build.log)" >&2
  exit 1
fi
modules=Examples/.build/debug/Modules
[ -d "$modules" ] || modules=Examples/.build/debug
client+=(-I "$modules")
# SwiftPM compiles every target of a package with one package name (the root package's
# identity, from its directory's name), so that `package` declarations reach across its
# modules. The adapters are targets of this package: they get the name the core was built
# with. Apps — the samples, the docs' blocks, the fixtures — do not, and see public API only.
package_name=$(grep '"-module-name","Wayfinder"' Examples/.build/debug.yaml |
  grep -o '"-package-name","[^"]*"' | head -1 | cut -d'"' -f4)
[ -n "$package_name" ] || { echo "no package name for Wayfinder in Examples/.build/debug.yaml" >&2; exit 1; }
in_package() { # name: the package name flags for a module of this package, else none
  case $1 in WayfinderUIKit | WayfinderSwiftUI) echo "-package-name $package_name" ;; esac
}

files() { for dir in "$@"; do if [ -d "$dir" ]; then find "$dir" -name '*.swift'; fi; done | sort; }

# A stand-in framework, as Apple ships one: only its .swiftinterface is left for clients.
compile_sdk_module() { # name, flags -- sources...
  local name=$1; shift
  local extra=()
  while [ "$1" != -- ]; do extra+=("$1"); shift; done; shift
  echo "== $name stand-in ($# files, Swift 5, library evolution, .swiftinterface)"
  swiftc -swift-version 5 -enable-library-evolution -parse-as-library -module-name "$name" \
    "${extra[@]}" -I "$out/interfaces" \
    -emit-module -emit-module-path "$out/interfaces/$name.swiftmodule" \
    -emit-module-interface-path "$out/interfaces/$name.swiftinterface" "$@" 2>&1 |
    { grep -v -e 'was not compiled with library evolution support' -e '^ *[0-9]* |' -e '^$' || true; }
  [ -f "$out/interfaces/$name.swiftinterface" ] || { echo "$name stand-in did not build" >&2; exit 1; }
  rm -f "$out/interfaces/$name.swiftmodule" "$out/interfaces/$name.private.swiftinterface"
}

# A client: a module and object files, its symbol graph for the docs. Fails on any warning and
# on a compiler crash.
compile_client() { # name, sources...
  local name=$1; shift
  if [ $# = 0 ]; then echo "== $name: no sources, skipped"; return; fi
  echo "== $name ($# files, Swift 6, warnings as errors, object code)"
  mkdir -p "$out/graphs/$name" "$out/objects/$name"
  # shellcheck disable=SC2046 # the flags, or none, split into words
  swiftc "${client[@]}" $(in_package "$name") -module-name "$name" -wmo -c \
    -o "$out/objects/$name/$name.o" \
    -emit-module -emit-module-path "$out/modules/$name.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$out/graphs/$name" "$@"
}

# The ObjectiveC overlay is what the SDK's is: a Swift module over the runtime's clang module.
swiftc -swift-version 5 -parse-as-library -module-name ObjectiveC "${objc[@]}" \
  -emit-module -emit-module-path "$out/interfaces/ObjectiveC.swiftmodule" \
  Apple/StandIns/ObjectiveC/ObjectiveC.swift
mapfile -t uikit < <(files Apple/StandIns/UIKit)
mapfile -t swiftui < <(files Apple/StandIns/SwiftUI)
compile_sdk_module UIKit "${objc[@]}" -- "${uikit[@]}"
compile_sdk_module SwiftUI -- "${swiftui[@]}"

# An app extension, or an extension-safe framework, compiles WayfinderUIKit with
# -application-extension, where API Apple marks NS_EXTENSION_UNAVAILABLE (UIApplication.shared)
# is refused. Linux enforces no iOS availability, so the UIKit stand-in is built a second time
# with APPLICATION_EXTENSION, which makes that API unavailable everywhere.
extension_pass() { # the UIKit adapter's sources
  local ext=$out/extension
  mkdir -p "$ext/interfaces" "$ext/modules" "$ext/objects"
  cp "$out/interfaces/ObjectiveC.swiftmodule" "$ext/interfaces/"
  swiftc -swift-version 5 -enable-library-evolution -parse-as-library -module-name UIKit \
    -D APPLICATION_EXTENSION "${objc[@]}" -I "$ext/interfaces" \
    -emit-module -emit-module-path "$ext/interfaces/UIKit.swiftmodule" \
    -emit-module-interface-path "$ext/interfaces/UIKit.swiftinterface" "${uikit[@]}" 2>&1 |
    { grep -v -e 'was not compiled with library evolution support' -e '^ *[0-9]* |' -e '^$' || true; }
  rm -f "$ext/interfaces/UIKit.swiftmodule" "$ext/interfaces/UIKit.private.swiftinterface"
  # shellcheck disable=SC2046 # the flags, or none, split into words
  swiftc -swift-version 6 -warnings-as-errors -parse-as-library -application-extension \
    "${objc[@]}" -I "$ext/interfaces" -I "$modules" $(in_package "$1") -module-name "$1" -wmo -c \
    -o "$ext/objects/$1.o" -emit-module -emit-module-path "$ext/modules/$1.swiftmodule" "${@:2}"
}
if [ "${1:-}" = --fixtures ]; then
  # Each fixture is a client that the check must refuse: its first line says `// expect: TEXT`,
  # a text the failure's output must contain. The adapters are built first, for fixtures that
  # use them.
  mapfile -t uikitAdapter < <(files Sources/WayfinderUIKit)
  mapfile -t swiftuiAdapter < <(files Sources/WayfinderSwiftUI)
  compile_client WayfinderUIKit "${uikitAdapter[@]}" >/dev/null
  compile_client WayfinderSwiftUI "${swiftuiAdapter[@]}" >/dev/null
  status=0
  for fixture in $(files Apple/CheckFixtures); do
    expect=$(sed -n '1s|^// expect: ||p' "$fixture")
    [ -n "$expect" ] || { echo "$fixture: its first line must be '// expect: TEXT'" >&2; status=1; continue; }
    name=Fixture$(basename "$fixture" .swift)
    compile=compile_client
    if sed -n '2p' "$fixture" | grep -q '^// mode: application-extension'; then compile=extension_pass; fi
    if log=$($compile "$name" "$fixture" 2>&1); then
      echo "FAIL $fixture: the check accepted it" >&2; status=1
    elif grep -qF -- "$expect" <<<"$log"; then
      echo "ok   $fixture: refused ($expect)"
    else
      echo "FAIL $fixture: refused, but without '$expect':" >&2; tail -20 <<<"$log" >&2; status=1
    fi
  done
  [ $status = 0 ] && echo "== check-apple --fixtures: every fixture was refused for its reason"
  exit $status
fi

mapfile -t uikitAdapter < <(files Sources/WayfinderUIKit)
mapfile -t swiftuiAdapter < <(files Sources/WayfinderSwiftUI)
compile_client WayfinderUIKit "${uikitAdapter[@]}"
compile_client WayfinderSwiftUI "${swiftuiAdapter[@]}"

echo "== WayfinderUIKit as an app extension builds it (-application-extension)"
extension_pass WayfinderUIKit "${uikitAdapter[@]}"

for sample in BookKittyUIKit BookKittySwiftUI; do
  mapfile -t sources < <(files "Examples/$sample")
  compile_client "$sample" "${sources[@]}"
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

# The docs' UIKit and SwiftUI blocks, against the stand-ins and the adapters built above.
status=0
python3 Scripts/doc-snippets.py --apple -- "${objc[@]}" -I "$out/interfaces" -I "$out/modules" \
  -I "$modules" || status=1

# Each adapter must be wrapped whole in #if canImport(...), so that it builds (empty) elsewhere.
for file in "${uikitAdapter[@]}" "${swiftuiAdapter[@]}" $(files Examples/BookKittyUIKit Examples/BookKittySwiftUI); do
  # (sed, not head: head would close the pipe early and pipefail would end the script.)
  first=$(grep -v -e '^\s*$' -e '^\s*//' "$file" | sed -n 1p)
  last=$(grep -v -e '^\s*$' "$file" | tail -1)
  if [[ ! $first =~ ^#if\ canImport\((UIKit|SwiftUI)\) ]] || [[ ! $last =~ ^#endif ]]; then
    echo "$file: not wrapped whole in #if canImport(UIKit|SwiftUI) … #endif" >&2
    status=1
  fi
done
[ $status = 0 ] && echo "== check-apple: the adapters and samples compile to object code against the stand-ins, 0 errors, 0 warnings"
exit $status
