#!/usr/bin/env bash
# Regenerates Documentation/bookkitty-flows.svg, the picture of BookKitty's declared flow graph,
# and Documentation/bookkitty-states.svg, the states the navigation explorer reaches: the
# pictures the README shows, made with Graphviz (Debian: apt-get install graphviz).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v dot >/dev/null || { echo "dot is missing: install Graphviz (apt-get install graphviz)" >&2; exit 1; }
swift build --package-path Examples --product bookkitty
mkdir -p Documentation
"$(swift build --package-path Examples --show-bin-path)/bookkitty" graph --format dot | dot -Tsvg > Documentation/bookkitty-flows.svg
echo "wrote Documentation/bookkitty-flows.svg"
# The states the navigation explorer reaches within two moves of launch, signed out (the
# first of `bookkitty explore`'s two graphs), grouped by the screen they show.
"$(swift build --package-path Examples --show-bin-path)/bookkitty" explore --depth 2 --format dot \
  | awk '{ print } /^}$/ { exit }' | dot -Tsvg > Documentation/bookkitty-states.svg
echo "wrote Documentation/bookkitty-states.svg"
