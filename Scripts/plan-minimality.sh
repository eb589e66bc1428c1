#!/usr/bin/env bash
# Runs the plan-minimality property (the planner's plan is legal, reaches the target, and is no
# longer than a brute-force search's) on many seeded random pairs of small trees, in release
# mode. `swift test` runs it on 400 pairs per host; this script on 100,000 by default.
#   Scripts/plan-minimality.sh [PAIRS]
#   PLAN_MINIMALITY_SEED=N Scripts/plan-minimality.sh [PAIRS]   other pairs: batches of a big run
set -euo pipefail
cd "$(dirname "$0")/.."
pairs=${1:-100000}
PLAN_MINIMALITY_PAIRS=$pairs swift test -c release --scratch-path .build-release \
  --filter PlanMinimalityTests.plansAreLegal 2>&1 | grep -E "plan minimality|✘|↳|Test run"
