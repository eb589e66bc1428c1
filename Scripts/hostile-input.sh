#!/usr/bin/env bash
# Runs the hostile-input suites (issue 21): hostile links, hostile snapshots, and escapes in every
# text bookkitty takes and every message it prints, then prints one summary line:
#   hostile input: N links, M snapshots, K texts tried, F failures
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/hostile-input.sh [--long] [--seed N] [--help]

Runs HostileLinkTests, HostileSnapshotTests and PrintableTextTests with `swift test`, and
BookKitty's end-to-end HostileTextTests with `swift test --package-path Examples`, and prints the number of links, snapshots and texts tried
and the number of failures. Exits non-zero when anything failed.

  (default)  the short, seeded run CI makes: 12 bit flips of a valid snapshot (seed 21)
  --long     2,000 seeded bit flips instead of 12
  --seed N   the seed of the bit flips (default 21)
  --help     this text
USAGE
}

flips=12
seed=21
while [[ $# -gt 0 ]]; do
  case "$1" in
    --long) flips=2000 ;;
    --seed)
      seed=${2:?--seed needs a number}
      shift
      ;;
    --help | -h)
      usage
      exit 0
      ;;
    *)
      usage >&2
      exit 2
      ;;
  esac
  shift
done

cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT

status=0
HOSTILE_FLIPS=$flips HOSTILE_SEED=$seed swift test \
  --filter 'HostileLinkTests|HostileSnapshotTests|PrintableTextTests' >"$log" 2>&1 || status=$?
# The app's texts: the examples are a package of their own.
swift test --package-path Examples --filter 'HostileTextTests' >>"$log" 2>&1 || status=$?

# The number of rows of a parameterised test, from its "with N test cases" line.
rows() {
  grep -aoE "Test $1\(.*\) with [0-9]+ test cases" "$log" | grep -oE '[0-9]+ test cases' |
    grep -oE '^[0-9]+' | head -1 || true
}
# The number of single tests whose names match, that ran.
singles() {
  grep -acE "^. Test ($1)\(\) (passed|failed)" "$log" || true
}

links=$(rows aHostileLinkGetsItsTypedErrorAndChangesNothing)
snapshots=$(rows aHostileSnapshotGetsItsTypedErrorOrRestores)
app_texts=$(rows nothingTheAppPrintsHoldsAControlCharacter)
messages=$(rows everyErrorWritesOutTheControlCharactersOfWhatItQuotes)
others=$(singles 'theOpenLinkOfIssue21PrintsNoEscapeSequence|anUnknownScriptCommandIsWrittenOut|escapesStoredInTheDatabaseNeverReachTheScreen|aSavedNavigationWithEscapesInItsTabsIsPrintedWrittenOut')
texts=$((${app_texts:-0} + ${messages:-0} + ${others:-0}))

# One summary line for each of the two runs.
failures=$(grep -aoE 'Test run with [0-9]+ tests? .* with [0-9]+ issues?' "$log" |
  grep -oE 'with [0-9]+ issues?' | grep -oE '[0-9]+' | awk '{ sum += $1 } END { print sum + 0 }' || true)
if [[ $status -ne 0 && $failures -eq 0 ]]; then
  # The build or the run failed before any test could record an issue.
  tail -40 "$log" >&2
  failures=1
fi
if [[ $failures -ne 0 ]]; then
  grep -aE '✘|recorded an issue' "$log" | head -40 >&2 || true
fi

echo "hostile input: ${links:-0} links, ${snapshots:-0} snapshots, $texts texts tried, $failures failures"
[[ $failures -eq 0 ]]
