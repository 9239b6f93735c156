#!/usr/bin/env bash
# The main job: solves every board under inputs/ at the default move budget into outputs/results.csv, prints
# the summary, then writes the HTML report outputs/report.html. Extra arguments go to `tilesearch solve`
# (e.g. --moves 10, --threads 2).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
status=0
scripts/tilesearch solve --out outputs/results.csv "$@" inputs || status=$?
# A run with failed boards still gets its report; a usage or I/O failure has nothing to report on.
if [[ $status -eq 0 || $status -eq 1 ]]; then
  scripts/tilesearch report outputs/results.csv --out outputs/report.html
fi
exit "$status"
