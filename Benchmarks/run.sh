#!/usr/bin/env bash
# Runs Wayfinder's benchmarks in release mode, side by side with their baselines, and ends with
# one summary line per comparison:
#   <name>: wayfinder <value> <unit> vs <baseline> <value> <unit>: ratio <r>
# where ratio = baseline / wayfinder (above 1: Wayfinder is faster or needs fewer steps).
# Extra arguments go to the benchmark plugin (for example: --filter "push.*").
set -euo pipefail
cd "$(dirname "$0")"

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

swift package --allow-writing-to-package-directory benchmark \
  --format influx --path "$results" --no-progress "$@" >&2
swift run -c release PlanStats > "$results/stats.txt"

echo
python3 summarize.py "$results/Current_run.influx.csv" "$results/stats.txt"
