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
set -euo pipefail
cd "$(dirname "$0")/.."

write=false
paths=()
for argument in "$@"; do
  case "$argument" in
    --write) write=true ;;
    -h | --help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
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
for line in open(figures_path):
    path, total, operations = line.split()
    figure = round(int(total) / int(operations))
    entry = budgets.setdefault(path, {"repetitions": 200})
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
if write:
    with open(budgets_path, "w") as handle:
        json.dump(budgets, handle, indent=2)
        handle.write("\n")
if write:
    print(f"perf-budget: wrote the budgets of {len(open(figures_path).readlines())} paths")
elif over:
    print(f"perf-budget: {len(over)} over budget (more than 5 %): {', '.join(over)}")
    sys.exit(1)
else:
    print("perf-budget: every path within its budget")
EOF
