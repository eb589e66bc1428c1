#!/usr/bin/env bash
# Runs the test suite under ThreadSanitizer and AddressSanitizer (with LeakSanitizer), each in
# its own build folder, and counts the sanitizers' reports. Fails on any report.
#
#   Scripts/sanitizers.sh                    # the whole suite under both, the examples' package's
#                                            # too (the RELIABILITY.md figures)
#   Scripts/sanitizers.sh --quick            # CI: the package's suites (the core's, the
#                                            # terminal's and the inspector's), not the examples'
#   Scripts/sanitizers.sh --only thread      # one sanitizer
#
# The last line sums up: `sanitizers: <sanitizer> <tests> tests <reports> reports, …`.
# LeakSanitizer exceptions are listed in Scripts/lsan-suppressions.txt, each with its reason.
set -euo pipefail
cd "$(dirname "$0")/.."
filter=()
packages=". Examples"
only="thread address"
while [ $# -gt 0 ]; do
  case $1 in
    --quick)
      filter=(--filter 'WayfinderTests|WayfinderTerminalTests|WayfinderInspectorTests')
      packages=.
      ;;
    --only) only=$2; shift ;;
    -h | --help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done
export LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt:print_suppressions=0"
export TSAN_OPTIONS="halt_on_error=0"
# Swift's backtracer would read a crashed process under a sanitizer; let the sanitizer report.
export SWIFT_BACKTRACE=enable=no
summary=()
status=0
for sanitizer in $only; do
  # Kept for reading the reports: .build-<sanitizer>/sanitizer.log.
  mkdir -p ".build-$sanitizer"
  log=".build-$sanitizer/sanitizer.log"
  start=$SECONDS
  : >"$log"
  for package in $packages; do
    echo "== swift test --sanitize=$sanitizer --package-path $package ${filter[*]}"
    swift test --package-path "$package" --sanitize="$sanitizer" \
      --scratch-path "$PWD/$package/.build-$sanitizer" "${filter[@]}" >>"$log" 2>&1 || status=1
  done
  reports=$(grep -cE "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR: (AddressSanitizer|LeakSanitizer))" "$log" || true)
  # One summary line for each package's run.
  tests=$(grep -oE "Test run with [0-9]+ tests" "$log" | grep -oE "[0-9]+" |
    awk '{ sum += $1 } END { print sum + 0 }' || true)
  grep -E "^(WARNING: ThreadSanitizer|==[0-9]+==ERROR|SUMMARY: )" "$log" | head -20 || true
  if [ "$reports" -ne 0 ]; then
    # Where each leak was made, in this package's code: CI keeps only this output.
    grep -A16 -E "^(Direct|Indirect) leak" "$log" | grep -E "leak of|/(Sources|Tests|Examples)/" \
      | head -40 || true
    echo "the reports are in $log"
  fi
  tail -1 "$log"
  echo "$sanitizer: $((SECONDS - start)) s"
  summary+=("$sanitizer ${tests:-0} tests $reports reports")
  [ "$reports" -eq 0 ] || status=1
done
(IFS=,; echo "sanitizers: ${summary[*]}")
exit $status
