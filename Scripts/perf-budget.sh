#!/usr/bin/env bash
# Counts the instructions of each hot path under callgrind and checks them against their
# budgets in Benchmarks/budgets.json. Instruction counts do not depend on what else the machine
# does, so this runs in CI where timings would be noise.
#
#   Scripts/perf-budget.sh                 every path; fails when one is over its budget by 5 %
#   Scripts/perf-budget.sh app-push-1-flow  only the paths named
#   Scripts/perf-budget.sh --write          sets every budget named to the figure just measured
#
# Prints one line per path: `<path>: <instructions> instructions (budget <b>)`, the figure
# being the instructions of one operation inside the measured region (setup and warm-up are
# not counted), rounded to the nearest instruction. Lower a budget in the change that makes a
# path faster; raising one needs a reason in the commit message.
#
# A path whose entry names another (`"against": "<path>"`) also gets a ratio line,
# `<path> vs <other>: ratio <r>` with r = other / path (above 1: the path costs less), and
# fails when r is under the entry's `"minimumRatio"`. An entry with `"maximumOverhead": n` instead
# bounds what the path adds to the other one (`<path> vs <other>: ratio <r>, +<d> instructions
# (at most n)`, failing above n by 5 %): for a fixed cost laid on a path, such as the idle
# inspector's, which a ratio would count against every cut of the path under it. Paths named
# `baseline-*` are what the
# timed benchmarks compare with, counted the same way: they have no budget. Naming a path
# measures the path it is compared against too.
set -euo pipefail
cd "$(dirname "$0")/.."

write=false
paths=()
for argument in "$@"; do
  case "$argument" in
    --write) write=true ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) paths+=("$argument") ;;
  esac
done

if ! command -v valgrind > /dev/null; then
  echo "perf-budget: valgrind is missing (apt-get install valgrind)" >&2
  exit 2
fi

budgets=Benchmarks/budgets.json
(cd Benchmarks && swift build -c release --product Profiles > /dev/null)
profiles=Benchmarks/.build/release/Profiles
if [ ${#paths[@]} -eq 0 ]; then
  mapfile -t paths < <(python3 -c 'import json,sys; print("\n".join(json.load(open(sys.argv[1]))))' "$budgets")
else
  # The paths the named ones are compared against, once each, after them.
  mapfile -t paths < <(python3 -c '
import json, sys
budgets = json.load(open(sys.argv[1]))
named = sys.argv[2:]
wanted = list(dict.fromkeys(named + [budgets.get(p, {}).get("against") for p in named]))
print("\n".join(p for p in wanted if p))' "$budgets" "${paths[@]}")
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: > "$work/figures"
for path in "${paths[@]}"; do
  repetitions=$(python3 -c '
import json, sys
entry = json.load(open(sys.argv[1])).get(sys.argv[2], {})
print(entry.get("repetitions", 200))' "$budgets" "$path")
  # Instrumentation starts in Profiles, after the path's setup (`--instr-atstart=no`).
  if ! valgrind --tool=callgrind --callgrind-out-file="$work/out" --instr-atstart=no \
    --toggle-collect='*measuredRegion*' "$profiles" "$path" "$repetitions" \
    > "$work/stdout" 2> "$work/stderr"; then
    cat "$work/stderr" >&2
    echo "perf-budget: $path did not run" >&2
    exit 1
  fi
  total=$(sed -n 's/^summary: //p' "$work/out")
  operations=$(sed -n 's/^operations //p' "$work/stdout")
  echo "$path $total $operations" >> "$work/figures"
done

python3 - "$budgets" "$work/figures" "$write" << 'EOF'
import json
import sys

budgets_path, figures_path, write = sys.argv[1], sys.argv[2], sys.argv[3] == "true"
budgets = json.load(open(budgets_path))
over = []
figures = {}
for line in open(figures_path):
    path, total, operations = line.split()
    figure = round(int(total) / int(operations))
    figures[path] = figure
    entry = budgets.setdefault(path, {"repetitions": 200})
    if path.startswith("baseline-"):
        print(f"{path}: {figure} instructions (baseline)")
        continue
    if write:
        entry["budget"] = figure
    budget = entry.get("budget")
    shown = "none" if budget is None else str(budget)
    mark = ""
    if budget is None:
        mark = "  <- no budget"
        over.append(path)
    elif figure > budget * 1.05:
        mark = f"  <- {figure / budget - 1:.0%} over"
        over.append(path)
    print(f"{path}: {figure} instructions (budget {shown}){mark}")
below = []
for path, figure in figures.items():
    other = budgets[path].get("against")
    if other is None or other not in figures:
        continue
    ratio = figures[other] / figure
    minimum = budgets[path].get("minimumRatio")
    overhead = budgets[path].get("maximumOverhead")
    mark = ""
    if minimum is not None:
        mark = f" (at least {minimum})"
        if ratio < minimum:
            mark += "  <- below"
            below.append(path)
    if overhead is not None:
        added = figure - figures[other]
        mark = f", +{added} instructions (at most {overhead})"
        if added > overhead * 1.05:
            mark += "  <- over"
            below.append(path)
    print(f"{path} vs {other}: ratio {ratio:.2f}{mark}")
if write:
    with open(budgets_path, "w") as handle:
        json.dump(budgets, handle, indent=2)
        handle.write("\n")
    print(f"perf-budget: wrote the budgets of {len(figures)} paths")
    sys.exit(0)
if over:
    print(f"perf-budget: {len(over)} over budget (more than 5 %): {', '.join(over)}")
if below:
    print(f"perf-budget: {len(below)} past their ratio or overhead: {', '.join(below)}")
if over or below:
    sys.exit(1)
print("perf-budget: every path within its budget")
EOF
