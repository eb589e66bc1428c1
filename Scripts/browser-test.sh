#!/usr/bin/env bash
# The inspector's viewer in a real browser: headless Chromium (Debian's `chromium`) driven by
# Playwright for Python with the system's Chromium (never a browser Playwright downloads),
# against `bookkitty --inspect 0` fed a script step by step. Scripts/browser_test.py does the
# checks (the tree shows Login; after the script logs in and opens a book, Library › Book Detail
# with its owning flow and the cause; the journal's filter and its before/after/difference;
# export; a link typed in the page opens in the app; Back and a section chosen in the page;
# "jump here", confirmed, brings the app back to Login and its own --dump agrees) and saves the
# README's screenshot. Installs Chromium and Playwright when they are missing. Ends with
# `browser test: N checks, F failures, …`; exits non-zero on any failure.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: Scripts/browser-test.sh [--runs N] [--seed S] [--screenshot PATH | --no-screenshot]

  --runs N           how many times to run the whole scenario, each on a fresh app (default 1)
  --seed S           picks the catalog books the typed links open (default 1)
  --screenshot PATH  where to save the viewer's PNG (default Documentation/inspector.png)
  --no-screenshot    save none
  --help             this text

Short seeded run for CI:  Scripts/browser-test.sh --seed 1 --no-screenshot
The figures:              Scripts/browser-test.sh --runs 20 --seed 7 --no-screenshot
The README's picture:     Scripts/browser-test.sh
USAGE
}

runs=1
seed=1
screenshot=Documentation/inspector.png
while [[ $# -gt 0 ]]; do
  case "$1" in
    --runs) runs=${2:?--runs needs a count}; shift 2 ;;
    --seed) seed=${2:?--seed needs a seed}; shift 2 ;;
    --screenshot) screenshot=${2:?--screenshot needs a path}; shift 2 ;;
    --no-screenshot) screenshot=; shift ;;
    --help | -h) usage; exit 0 ;;
    *) echo "browser-test.sh: unknown argument '$1'" >&2; usage >&2; exit 2 ;;
  esac
done
if ! [[ $runs =~ ^[0-9]+$ ]] || [[ $runs -eq 0 ]]; then
  echo "browser-test.sh: '$runs' is not a count of runs (a whole number above 0)" >&2
  exit 2
fi
if ! [[ $seed =~ ^[0-9]+$ ]]; then
  echo "browser-test.sh: '$seed' is not a seed (a whole number)" >&2
  exit 2
fi

cd "$(dirname "$0")/.."

# Chromium from Debian; Playwright from PyPI, which drives it through executable_path.
if ! command -v chromium >/dev/null; then
  echo "== installing chromium (apt-get)"
  SUDO=$([ "$(id -u)" = 0 ] || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! python3 -c 'import playwright.sync_api' 2>/dev/null; then
  echo "== installing playwright for Python (pip; the system's Chromium is the browser)"
  python3 -m pip install --quiet playwright \
    || python3 -m pip install --quiet --break-system-packages playwright
fi
export CHROMIUM
CHROMIUM=$(command -v chromium)

echo "== building bookkitty (debug: --inspect is a debug build's)"
swift build --package-path Examples --product bookkitty >/dev/null
bookkitty="$(swift build --package-path Examples --show-bin-path)/bookkitty"

arguments=(--bookkitty "$bookkitty" --runs "$runs" --seed "$seed")
[[ -n $screenshot ]] && arguments+=(--screenshot "$screenshot")
echo "== the viewer in $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
exec python3 Scripts/browser_test.py "${arguments[@]}"
