#!/usr/bin/env bash
# Issue 3's side-by-side benchmark: runs the classic baseline and the best search on the same board sets in
# one run, through the launcher scripts/tilesearch with its JVM options (JVM start, reading and writing
# included), and prints one table.
#
#   scripts/compare.sh            all sets: (a) (b) (c) (d)
#   scripts/compare.sh a d        only some sets
#
# Sets, all made by `tilesearch generate` with fixed seeds, so every run measures the same boards:
#   a  random full 20x20 boards, tiles 2..1024, K = 10           (COMPARE_A boards, default 1000)
#   b  random half-full 20x20 boards, tiles 2..64, K = 10        (COMPARE_B boards, default 1000)
#   c  100,000 random 4x4 boards in one CSV file, K = 10         (best only: classic would take minutes)
#   d  one random full 20x20 board at K = 13 (both), then K = 15 and K = 16 (best only, on one thread and on
#      all cores; the speed-up there is all cores over one thread), every run with -Xmx64m
# The default sets take 4 to 6 minutes on 2 cores, nearly all of it classic. A run pays a fixed 0.3 s or so of
# JVM start and set-up, and its first boards run before the JIT has compiled the search, so small sets
# understate the speed-up (COMPARE_A=200 gives about 12x and 16x where 1000 boards give 13x and 22x); set
# COMPARE_A and COMPARE_B lower for a quick look.
# Each row: strategy and threads, boards, K, nodes summed from the results, wall seconds of the whole
# process, boards per second, and the speed-up over classic on the same set (classic seconds / seconds).
# It also checks that every row is ok and that classic and best agree on every max_tile.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/tilesearch --version >/dev/null          # builds the jar when the sources changed
jar=target/tilesearch.jar
work=target/compare
mkdir -p "$work"
cores=$(nproc)

sets=("$@")
[[ ${#sets[@]} -gt 0 ]] || sets=(a b c d)

generate() {  # generate DIR ARGS...: makes the boards once; later runs reuse them
  local dir=$1; shift
  [[ -d $dir ]] || java -jar "$jar" generate --out "$dir" "$@" 2>/dev/null
}

classic_seconds=""
last_seconds=""
java_flags=""
printf '%-4s %-8s %7s %8s %3s %12s %9s %10s %8s\n' set strategy threads boards K nodes seconds boards/s speed-up
# run SET STRATEGY THREADS K INPUT: solves INPUT, prints a table row, keeps the results for the agreement check.
run() {
  local set=$1 strategy=$2 threads=$3 k=$4 input=$5
  local out="$work/$set-$strategy-$threads-k$k.csv"
  local start end
  rm -f "$out"
  start=$(date +%s.%N)
  TILESEARCH_JAVA_OPTS="$java_flags" scripts/tilesearch solve --strategy "$strategy" --threads "$threads" --moves "$k" --out "$out" "$input" \
    2>/dev/null || { echo "compare: $strategy on set $set failed (exit $?)" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -F, -v set="$set" -v strategy="$strategy" -v threads="$threads" -v k="$k" \
      -v seconds="$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" -v classic="$classic_seconds" '
    NR > 1 { boards++; nodes += $12; if ($14 != "ok") bad++ }
    END {
      if (bad) { printf "compare: %d rows not ok in set %s\n", bad, set > "/dev/stderr"; exit 1 }
      ratio = (classic == "" || strategy == "classic") ? "" : sprintf("%.1fx", classic / seconds)
      printf "%-4s %-8s %7d %8d %3d %12d %9.2f %10.0f %8s\n", set, strategy, threads, boards, k, nodes, seconds,
             boards / seconds, ratio
    }' "$out"
  last_seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')
  if [[ $strategy == classic ]]; then
    classic_seconds=$last_seconds
  fi
}

# agree SET K: classic and best found the same max_tile for every board.
agree() {
  local set=$1 k=$2 files=("$work/$1"-*-k"$2".csv)
  for file in "${files[@]:1}"; do
    if ! cmp -s <(cut -d, -f1,2,8 "${files[0]}") <(cut -d, -f1,2,8 "$file"); then
      echo "compare: max_tile differs between ${files[0]} and $file" >&2
      exit 1
    fi
  done
}

for set in "${sets[@]}"; do
  classic_seconds=""
  case $set in
    a)
      boards="$work/a-${COMPARE_A:-1000}"
      generate "$boards" --size 20 --count "${COMPARE_A:-1000}" --seed 10 --density 1 --max-tile 1024
      run a classic 1 10 "$boards"
      run a best 1 10 "$boards"
      run a best "$cores" 10 "$boards"
      agree a 10 ;;
    b)
      boards="$work/b-${COMPARE_B:-1000}"
      generate "$boards" --size 20 --count "${COMPARE_B:-1000}" --seed 20 --density 0.5 --max-tile 64
      run b classic 1 10 "$boards"
      run b best 1 10 "$boards"
      run b best "$cores" 10 "$boards"
      agree b 10 ;;
    c)
      [[ -f $work/c.csv ]] || java -jar "$jar" generate --size 4 --count 100000 --seed 30 --density 0.75 \
        --max-tile 1024 --format csv --out "$work/c.csv" 2>/dev/null
      run c best "$cores" 10 "$work/c.csv" ;;
    d)
      java_flags="-Xmx64m"   # shows the search's memory bound: one 20x20 board at K = 15 in a 64 MiB heap
      generate "$work/d" --size 20 --count 1 --seed 40 --density 1 --max-tile 1024
      run d classic 1 13 "$work/d"
      run d best 1 13 "$work/d"
      run d best "$cores" 13 "$work/d"
      agree d 13
      # K = 15 and 16: classic would take minutes, so the speed-up shown is all cores over one thread.
      for k in 15 16; do
        classic_seconds=""
        run d best 1 "$k" "$work/d"
        classic_seconds=$last_seconds
        run d best "$cores" "$k" "$work/d"
      done
      java_flags="" ;;
    *) echo "compare: unknown set '$set' (choose from a b c d)" >&2; exit 2 ;;
  esac
done
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(java -version 2>&1 | head -1)"
