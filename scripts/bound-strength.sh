#!/usr/bin/env bash
# How far the search's bounds are from the truth at its frontier: nodes drawn by random walks from the seed-1 board
# (the first board of generate --size 20 --density 1 --seed 1, answer 16384 at K = 22), and for each the largest
# tile the moves left reach, found by exhaustive search, beside the share of them each bound cuts at the target
# 32768 after 0 to 3 moves played exactly. See BoundStrength.java.
#
#   scripts/bound-strength.sh                     K = 22's nodes with 5, 6 and 7 moves left (1000, 1000, 300)
#   scripts/bound-strength.sh DEPTH LEFT TARGET NODES    one row: e.g. 12 5 15 1000 for bench's deep board
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/tilesearch --version >/dev/null          # builds the jar when the sources changed
run() { java -cp target/tilesearch.jar scripts/BoundStrength.java "$@"; }
if (($# > 0)); then
  run "$@"
else
  run 17 5 15 1000
  run 16 6 15 1000
  run 15 7 15 300
fi
