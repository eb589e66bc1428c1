#!/usr/bin/env bash
# Where one hot path's instructions go: callgrind's inclusive cost of Wayfinder's functions per
# operation, and the share spent looking up generic metadata. Benchmarks/PERFORMANCE.md is made
# from its output; Scripts/perf-budget.sh checks the totals.
#
#   Scripts/perf-profile.sh app-push-1-flow        the top 15 functions
#   Scripts/perf-profile.sh app-jump-1-flow 30     the top 30
set -euo pipefail
cd "$(dirname "$0")/.."

path=${1:?usage: Scripts/perf-profile.sh PATH [TOP]}
top=${2:-15}
command -v valgrind > /dev/null || { echo "perf-profile: valgrind is missing" >&2; exit 2; }
(cd Benchmarks && swift build -c release --product Profiles > /dev/null)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
repetitions=$(python3 -c '
import json, sys
print(json.load(open(sys.argv[1])).get(sys.argv[2], {}).get("repetitions", 200))' \
  Benchmarks/budgets.json "$path")
valgrind --tool=callgrind --callgrind-out-file="$work/out" --instr-atstart=no \
  --toggle-collect='*measuredRegion*' Benchmarks/.build/release/Profiles "$path" "$repetitions" \
  > "$work/stdout" 2> /dev/null
operations=$(sed -n 's/^operations //p' "$work/stdout")
callgrind_annotate --inclusive=yes --threshold=100 "$work/out" 2> /dev/null \
  | swift demangle --simplified > "$work/annotated"
python3 - "$work/annotated" "$operations" "$top" "$path" << 'PYTHON'
import re, sys
annotated, operations, top, path = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
total, metadata, rows = None, 0, []
for line in open(annotated):
    match = re.match(r"\s*([\d,]+) \(\s*[\d.]+%\)\s+(.*)", line)
    if not match:
        continue
    cost, name = int(match.group(1).replace(",", "")), match.group(2)
    if "PROGRAM TOTALS" in name:
        total = cost
    elif name.startswith("???:_swift_getGenericMetadata("):
        metadata = max(metadata, cost)
    elif "=>" not in line and ("/Sources/Wayfinder" in name or "RouteKernel" in name):
        # The kernel's functions are specialized in the app's module, where no source is named.
        function = name.split("/Sources/")[1] if "/Sources/" in name else name.split(":", 1)[-1]
        rows.append((cost, re.sub(r"\s*\[.*\]$", "", function)))
print(f"{path}: {round(total / operations):,} instructions an operation, "
      f"{100 * metadata / total:.1f} % looking up generic metadata")
seen = set()
for cost, function in sorted(rows, reverse=True):
    if function in seen:
        continue
    seen.add(function)
    print(f"  {round(cost / operations):>9,}  {function}")
    if len(seen) == top:
        break
PYTHON
