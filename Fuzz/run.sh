#!/usr/bin/env bash
# Builds the libFuzzer targets with -sanitize=fuzzer,address and runs each for a bounded time
# (FUZZ_SECONDS per target, 60 by default), starting from its seed corpus in Fuzz/corpus.
# Findings (crash-*, leak-*, timeout-*, oom-* files) land in Fuzz/findings; the script fails if
# there are any. The last line sums up: executions in total, and findings.
#
#   FUZZ_SECONDS=10 Fuzz/run.sh             # CI: 10 s per target
#   FUZZ_SECONDS=900 Fuzz/run.sh            # the figures in RELIABILITY.md
#   FUZZ_TARGETS="FuzzKeys" Fuzz/run.sh     # some targets only
set -euo pipefail
cd "$(dirname "$0")"
if [[ ${1:-} == --help || ${1:-} == -h ]]; then
  sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'
  exit 0
fi
seconds=${FUZZ_SECONDS:-60}
targets=${FUZZ_TARGETS:-"FuzzLinks FuzzSnapshots FuzzKeys FuzzScripts FuzzInspector"}
swift build -c release --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address >&2
bin=$(swift build -c release --scratch-path .build-fuzz --show-bin-path)
mkdir -p findings
# libFuzzer reports a trap itself and saves the input; Swift's backtracer, reading the crashed
# process under AddressSanitizer, can hang instead of letting the run end.
export SWIFT_BACKTRACE=enable=no
total=0
for target in $targets; do
  case $target in
    FuzzLinks) corpus=corpus/links ;;
    FuzzSnapshots) corpus=corpus/snapshots ;;
    FuzzKeys) corpus=corpus/keys ;;
    FuzzScripts) corpus=corpus/scripts ;;
    FuzzInspector) corpus=corpus/inspector ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
  esac
  work=$(mktemp -d)
  cp "$corpus"/* "$work"/
  log=$(mktemp)
  echo "== $target for ${seconds}s"
  # A run slower than 10 s is a hang; leaks are reported by LeakSanitizer (on by default).
  "$bin/$target" "$work" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
    -artifact_prefix="findings/$target-" -print_final_stats=1 >"$log" 2>&1 || true
  grep -E "^(#[0-9]+.*(DONE|INITED)|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY)" \
    "$log" || true
  runs=$(grep -E "^stat::number_of_executed_units" "$log" | awk '{print $2}' | tail -1)
  total=$((total + ${runs:-0}))
  rm -rf "$work" "$log"
done
found=$(find findings -type f | wc -l)
echo "fuzz: $total executions in total, $found findings"
if [ "$found" -gt 0 ]; then
  echo "findings:" && ls findings
  exit 1
fi
