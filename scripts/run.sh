#!/usr/bin/env bash
# The main job: solves every board under inputs/ at the default move budget into outputs/results.csv, prints
# the summary, then writes the HTML report outputs/report.html. Extra arguments go to `tilesearch solve`
# (e.g. --moves 10, --threads 2, --resume).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# The main job solves everything again each time, replacing the last results unless asked to resume them; its
# report is made anew each time.
mode=--force
for arg in "$@"; do
  if [[ $arg == --resume ]]; then
    mode=
  fi
done
status=0
scripts/tilesearch solve --out outputs/results.csv ${mode:+"$mode"} "$@" inputs || status=$?
# A run with failed boards, or stopped at its deadline, still gets its report; a usage or I/O failure has
# nothing to report on.
if [[ $status -eq 0 || $status -eq 1 || $status -eq 3 ]]; then
  scripts/tilesearch report outputs/results.csv --out outputs/report.html --force
fi
exit "$status"
