#!/usr/bin/env bash
# The Spark job's targets, measured side by side in one run (ratios are what to compare: the machine is shared).
#
#   scripts/spark-bench.sh [a] [d] [c] [cost]     default: all four
#
#   a     1,000 random full 20x20 boards at K = 10: a standalone cluster of 2 workers of 1 core each (started
#         beforehand, not timed; the submission is timed) against solve --threads 2. Target: at most 1.5x.
#   d     one random full 20x20 board at K = $SPARK_BENCH_DEEP_K (18): 2 workers against 1 worker. Target: 1.7x.
#   c     100,000 random 4x4 boards at K = 10 in one CSV: spark-solve in local[*] against solve; the rows must be
#         identical but for elapsed_ms.
#   cost  per-board costs on one thread, for the README's capacity table: 4x4 at K = 5, 20x20 at K = 10, and
#         one 20x20 board at K = 14 to 17, whose growth per move projects K = 20.
#
# Each timed pair runs $SPARK_BENCH_RUNS times (3), interleaved. Prints a table and writes it to
# outputs/spark-bench.txt. Boards come from generate with fixed seeds.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${SPARK_BENCH_RUNS:-3}"
deep_k="${SPARK_BENCH_DEEP_K:-18}"
work="$root/target/spark-bench"
report="$root/outputs/spark-bench.txt"
sets=("$@")
[[ ${#sets[@]} -gt 0 ]] || sets=(a d c cost)

mkdir -p "$work" "$root/outputs"
scripts/tilesearch --version > /dev/null
# The jars, the class data archive and the executors' AOT cache are made before anything is timed.
(source scripts/spark/env.sh && spark_prepare && spark_prepare_executor_cache)
clusters=()
cleanup() {
  local state
  for state in "${clusters[@]}"; do
    SPARK_CLUSTER_DIR="$state" scripts/spark-cluster.sh stop > /dev/null || true
  done
}
trap cleanup EXIT

# Seconds (3 decimals) that the command "$@" takes; its output goes to $work/last.log, and a failure stops the
# benchmark. Exit code 1 (a board failed) is not expected from these inputs either.
timed() {
  local start end
  start=$(date +%s%N)
  if ! "$@" > "$work/last.log" 2>&1; then
    echo "spark-bench: failed: $*" >&2
    tail -20 "$work/last.log" >&2
    exit 1
  fi
  end=$(date +%s%N)
  awk -v ns=$((end - start)) 'BEGIN { printf "%.3f", ns / 1e9 }'
}

# Starts a cluster of $1 workers of 1 core in its own state folder and prints its master URL.
cluster() {
  local state="$work/cluster-$1"
  clusters+=("$state")
  SPARK_CLUSTER_DIR="$state" scripts/spark-cluster.sh stop > /dev/null
  SPARK_CLUSTER_DIR="$state" scripts/spark-cluster.sh start --workers "$1" --cores 1 | tail -1
}

# The rows of results CSV $1 without the elapsed_ms column.
rows() {
  python3 -c 'import csv, sys
rows = csv.reader(open(sys.argv[1], newline=""))
header = next(rows)
elapsed = header.index("elapsed_ms")
for row in rows:
    print("|".join(row[:elapsed] + row[elapsed + 1:]))' "$1"
}

# Seconds (3 decimals) that the boards of results CSV $1 took, summed from their elapsed_ms: the search without
# the job's start.
searched() {
  python3 -c 'import csv, sys
print("%.3f" % (sum(float(row["elapsed_ms"]) for row in csv.DictReader(open(sys.argv[1], newline=""))) / 1000))' "$1"
}

# The median of the numbers given.
median() {
  printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

lines=()
say() {
  lines+=("$1")
  echo "$1"
}

say "spark-bench $(date -u '+%Y-%m-%d %H:%M') UTC, $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $runs runs each"

for set in "${sets[@]}"; do
  case "$set" in
    a)
      [[ -d "$work/a" ]] || scripts/tilesearch generate --size 20 --count 1000 --density 1 --seed 1 --per-file 100 \
        --out "$work/a" > /dev/null
      master="$(cluster 2)"
      spark=() solve=()
      for ((i = 0; i < runs; i++)); do
        spark+=("$(timed scripts/spark-solve --master "$master" --moves 10 --force --out "$work/a-spark.csv" "$work/a")")
        solve+=("$(timed scripts/tilesearch solve --threads 2 --moves 10 --force --out "$work/a-solve.csv" "$work/a")")
      done
      [[ "$(rows "$work/a-spark.csv" | cut -d'|' -f1-11 | md5sum)" == "$(rows "$work/a-solve.csv" | cut -d'|' -f1-11 | md5sum)" ]] \
        || { echo "spark-bench: set a: max_tile, path or upper_bound differ between Spark and solve" >&2; exit 1; }
      say "a  1000 20x20 K=10  cluster 2x1 core: ${spark[*]} s   solve --threads 2: ${solve[*]} s   ratio (medians) $(awk -v s="$(median "${spark[@]}")" -v t="$(median "${solve[@]}")" 'BEGIN { printf "%.2f", s / t }')x (target <= 1.5)"
      SPARK_CLUSTER_DIR="$work/cluster-2" scripts/spark-cluster.sh stop > /dev/null
      ;;
    d)
      [[ -d "$work/d" ]] || scripts/tilesearch generate --size 20 --count 1 --density 1 --seed 4 --out "$work/d" > /dev/null
      two="$(cluster 2)"
      one="$(cluster 1)"
      with_two=() with_one=() search_two=() search_one=()
      for ((i = 0; i < runs; i++)); do
        with_two+=("$(timed scripts/spark-solve --master "$two" --moves "$deep_k" --force --out "$work/d-2.csv" "$work/d")")
        search_two+=("$(searched "$work/d-2.csv")")
        with_one+=("$(timed scripts/spark-solve --master "$one" --moves "$deep_k" --force --out "$work/d-1.csv" "$work/d")")
        search_one+=("$(searched "$work/d-1.csv")")
      done
      [[ "$(rows "$work/d-2.csv" | cut -d'|' -f1-11)" == "$(rows "$work/d-1.csv" | cut -d'|' -f1-11)" ]] \
        || { echo "spark-bench: set d: max_tile, path or upper_bound differ between 2 workers and 1" >&2; exit 1; }
      say "d  one 20x20 K=$deep_k  2 workers: ${with_two[*]} s   1 worker: ${with_one[*]} s   speed-up (medians) $(awk -v a="$(median "${with_one[@]}")" -v b="$(median "${with_two[@]}")" 'BEGIN { printf "%.2f", a / b }')x (target >= 1.7)"
      say "d  the board's own search (elapsed_ms)  2 workers: ${search_two[*]} s   1 worker: ${search_one[*]} s   speed-up (medians) $(awk -v a="$(median "${search_one[@]}")" -v b="$(median "${search_two[@]}")" 'BEGIN { printf "%.2f", a / b }')x"
      SPARK_CLUSTER_DIR="$work/cluster-2" scripts/spark-cluster.sh stop > /dev/null
      SPARK_CLUSTER_DIR="$work/cluster-1" scripts/spark-cluster.sh stop > /dev/null
      ;;
    c)
      [[ -f "$work/c.csv" ]] || scripts/tilesearch generate --size 4 --count 100000 --seed 3 --format csv \
        --out "$work/c.csv" > /dev/null
      spark=() solve=()
      for ((i = 0; i < runs; i++)); do
        spark+=("$(timed scripts/spark-solve --moves 10 --force --out "$work/c-spark.csv" "$work/c.csv")")
        solve+=("$(timed scripts/tilesearch solve --moves 10 --force --out "$work/c-solve.csv" "$work/c.csv")")
      done
      identical=no
      [[ "$(rows "$work/c-spark.csv" | md5sum)" == "$(rows "$work/c-solve.csv" | md5sum)" ]] && identical=yes
      say "c  100000 4x4 K=10  local[*]: ${spark[*]} s   solve: ${solve[*]} s   ratio (medians) $(awk -v s="$(median "${spark[@]}")" -v t="$(median "${solve[@]}")" 'BEGIN { printf "%.2f", s / t }')x   rows identical but elapsed_ms: $identical"
      [[ $identical == yes ]] || exit 1
      ;;
    cost)
      [[ -f "$work/cost-4.csv" ]] || scripts/tilesearch generate --size 4 --count 100000 --seed 5 --format csv \
        --out "$work/cost-4.csv" > /dev/null
      [[ -d "$work/a" ]] || scripts/tilesearch generate --size 20 --count 1000 --density 1 --seed 1 --per-file 100 \
        --out "$work/a" > /dev/null
      [[ -d "$work/d" ]] || scripts/tilesearch generate --size 20 --count 1 --density 1 --seed 4 --out "$work/d" > /dev/null
      # Seconds per board on one thread, from the rows' own times (no JVM start-up).
      per_board() {
        python3 -c 'import csv, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="")))
print("%.6f" % (sum(float(r["elapsed_ms"]) for r in rows) / len(rows) / 1000))' "$1"
      }
      timed scripts/tilesearch solve --threads 1 --moves 5 --force --out "$work/cost-4-k5.csv" "$work/cost-4.csv" > /dev/null
      small="$(per_board "$work/cost-4-k5.csv")"
      timed scripts/tilesearch solve --threads 1 --moves 10 --force --out "$work/cost-20-k10.csv" "$work/a" > /dev/null
      full="$(per_board "$work/cost-20-k10.csv")"
      deep=()
      for k in 14 15 16 17; do
        timed scripts/tilesearch solve --threads 1 --moves "$k" --force --out "$work/cost-deep-$k.csv" "$work/d" > /dev/null
        deep+=("$(per_board "$work/cost-deep-$k.csv")")
      done
      say "cost  seconds per board on one thread: 4x4 K=5 $small, 20x20 K=10 $full, one 20x20 board K=14..17 ${deep[*]}"
      ;;
    *)
      echo "usage: spark-bench.sh [a] [d] [c] [cost]" >&2
      exit 2
      ;;
  esac
done

printf '%s\n' "${lines[@]}" > "$report"
echo "written to $report"
