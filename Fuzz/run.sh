#!/usr/bin/env bash
# Builds the libFuzzer targets with -sanitize=fuzzer,address and runs each for a bounded time
# (FUZZ_SECONDS, 60 by default), starting from the seed corpus in Fuzz/corpus. Findings
# (crash-*, leak-*, timeout-* files) land in Fuzz/findings; the script fails if there are any.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${FUZZ_SECONDS:-60}
swift build -c release --scratch-path .build-fuzz \
  -Xswiftc -sanitize=fuzzer,address >&2
bin=$(swift build -c release --scratch-path .build-fuzz --show-bin-path)
mkdir -p findings
# libFuzzer reports a trap itself and saves the input; Swift's backtracer, reading the crashed
# process under AddressSanitizer, can hang instead of letting the run end.
export SWIFT_BACKTRACE=enable=no
status=0
for target in FuzzLinks FuzzSnapshots; do
  corpus=corpus/$([[ $target == FuzzLinks ]] && echo links || echo snapshots)
  work=$(mktemp -d)
  cp "$corpus"/* "$work"/
  echo "== $target for ${seconds}s"
  "$bin/$target" "$work" -max_total_time="$seconds" -max_len=4096 \
    -artifact_prefix="findings/$target-" -print_final_stats=1 2>&1 \
    | grep -E "^(#[0-9]+.*(DONE|INITED)|stat::number_of_executed_units|stat::peak_rss|==[0-9]+==ERROR|SUMMARY)" \
    || status=$?
  rm -rf "$work"
done
if compgen -G "findings/*" >/dev/null; then
  echo "findings:" && ls findings
  exit 1
fi
exit 0
