#!/usr/bin/env bash
# Random use at scale: the seeded random walk over the navigator (every operation an app and
# its user make, with the invariant and leak checks after each), then every host under random
# use (DrivenHost over UIKit-like and SwiftUI-like drivers, users waiting for plans and racing
# them; the terminal host). Built in release; prints a line per host and, last, the walk's
# summary: `random walk: N operations, S seed, X ops/s, V violations, L leaks`.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/random-walk.sh [--steps N] [--host-steps N] [--seed S] [--debug]

  --steps N       operations in the navigator's walk (default 1000000)
  --host-steps N  operations in each host's walk (default 100000)
  --seed S        the seed, decimal or 0x hexadecimal (default 0x5EED0001)
  --debug         use the debug build `swift test` made, for a short run in CI
  --help          this text

Short seeded run for CI:  Scripts/random-walk.sh --debug --steps 20000 --host-steps 5000
The figures:              /usr/bin/time -v Scripts/random-walk.sh
USAGE
}

steps=1000000
host_steps=100000
seed=0x5EED0001
configuration=(-c release --scratch-path .build-release)
while [[ $# -gt 0 ]]; do
  case "$1" in
    --steps) steps=${2:?--steps needs a count}; shift 2 ;;
    --host-steps) host_steps=${2:?--host-steps needs a count}; shift 2 ;;
    --seed) seed=${2:?--seed needs a seed}; shift 2 ;;
    --debug) configuration=(); shift ;;
    --help | -h) usage; exit 0 ;;
    *) echo "random-walk.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
for count in "$steps" "$host_steps"; do
  if ! [[ $count =~ ^[0-9]+$ ]] || [[ $count -eq 0 ]]; then
    echo "random-walk.sh: '$count' is not a count of operations (a whole number above 0)" >&2
    exit 2
  fi
done
if ! [[ $seed =~ ^(0[xX][0-9a-fA-F]+|[0-9]+)$ ]]; then
  echo "random-walk.sh: '$seed' is not a seed (a whole number, decimal or 0x hexadecimal)" >&2
  exit 2
fi

cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0

# Builds (the first time) and runs the tests matching $1 with $2 operations each. Hashing is
# made deterministic so that a seed walks the same way in every run (the walks draw from
# collections whose order follows hashes).
walk() {
  SWIFT_DETERMINISTIC_HASHING=1 WAYFINDER_WALK_STEPS=$2 WAYFINDER_WALK_SEED=$seed \
    swift test "${configuration[@]}" \
    --filter "$1" >>"$log" 2>&1 || status=1
}

walk 'HostWalkTests|TerminalHostWalkTests' "$host_steps"
walk 'RandomWalkTests/randomOperationsKeepFlowsAndTreeInStep' "$steps"

grep -E '✘|error:' "$log" | grep -v 'known issue' | head -20 >&2 || true
grep -E '^host ' "$log" | sort || true
if ! grep -E '^random walk: ' "$log"; then
  echo "random walk: no summary; the build or the run failed (see above)" >&2
  status=1
fi
exit $status
