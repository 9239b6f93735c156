#!/usr/bin/env bash
# The main job: solves every board under inputs/ at the default move budget into outputs/results.csv and
# prints the summary. Extra arguments go to `tilesearch solve` (e.g. --moves 10, --threads 2).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
exec scripts/tilesearch solve --out outputs/results.csv "$@" inputs
