#!/usr/bin/env bash
# Shows that a change to the navigator keeps its behaviour: walks the same seeded random walk
# on this tree and on an earlier commit, each writing what the navigator holds after every
# operation (the tree, the running flows and their anchors, the owner of every screen and
# level, the flows that finished; `Tests/WayfinderTests/RandomWalkTrace.swift`), and compares
# the two traces line by line.
#   Scripts/walk-diff.sh BASE [--steps N] [--seed S] [--debug]
# BASE is a commit (the one before the change). Prints `walk diff: N operations, D differ`
# and, for the first difference, both states in full; exits 1 when any line differs.
set -euo pipefail

usage() {
  echo "Usage: Scripts/walk-diff.sh BASE [--steps N] [--seed S] [--debug]" >&2
}
[[ $# -ge 1 ]] || { usage; exit 2; }
base=$1
shift
steps=100000
seed=0x5EED0001
configuration=(-c release --scratch-path .build-release)
while [[ $# -gt 0 ]]; do
  case "$1" in
    --steps) steps=${2:?--steps needs a count}; shift 2 ;;
    --seed) seed=${2:?--seed needs a seed}; shift 2 ;;
    --debug) configuration=(); shift ;;
    *) usage; exit 2 ;;
  esac
done
cd "$(dirname "$0")/.."
here=$(pwd)
work=${WALK_DIFF_DIR:-$(mktemp -d)}
old="$work/base"
if [[ ! -d $old ]]; then
  git worktree add --detach "$old" "$base" >/dev/null
fi
# The base gets this tree's walk and trace, so that both walk the same way.
cp Tests/WayfinderTests/RandomWalkTrace.swift Tests/WayfinderTests/RandomWalkTests.swift \
  "$old/Tests/WayfinderTests/"

trace() {
  (cd "$1" && env SWIFT_DETERMINISTIC_HASHING=1 WAYFINDER_WALK_STEPS="$steps" \
    WAYFINDER_WALK_SEED="$seed" WAYFINDER_WALK_TRACE="$2" WAYFINDER_WALK_TRACE_FROM="${3:-}" \
    swift test "${configuration[@]}" \
    --filter 'RandomWalkTests/randomOperationsKeepFlowsAndTreeInStep' >"$2.log" 2>&1) || true
}
trace "$old" "$work/base.trace"
trace "$here" "$work/head.trace"
lines=$(wc -l <"$work/head.trace")
differ=$(diff "$work/base.trace" "$work/head.trace" | grep -c '^>' || true)
echo "walk diff: $lines operations, $differ differ (base $base, seed $seed)"
if [[ $differ -gt 0 || $lines -lt $steps ]]; then
  first=$(awk 'NR == FNR { line[FNR] = $0; next } line[FNR] != $0 { print FNR - 1; exit }' \
    "$work/base.trace" "$work/head.trace")
  [[ -n $first ]] || { echo "the walk stopped early: see $work/head.trace.log" >&2; exit 1; }
  echo "first difference at operation $first; both states:"
  trace "$old" "$work/base.full" "$first"
  trace "$here" "$work/head.full" "$first"
  diff <(sed -n "/^$first /,/^finished/p" "$work/base.full") \
    <(sed -n "/^$first /,/^finished/p" "$work/head.full") || true
  exit 1
fi
