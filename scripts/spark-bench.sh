#!/usr/bin/env bash
# The Spark job's targets, measured side by side in one run (ratios are what to compare: the machine is shared).
#
#   scripts/spark-bench.sh [a] [d] [c] [cost]     default: all four
#
#   a     1,000 random full 20x20 boards at K = 10: a standalone cluster of 2 workers of 1 core each (started
#         beforehand, not timed; the submission is timed) against solve --threads 2. Target: at most 1.5x.
#   d     one random full 20x20 board at K = $SPARK_BENCH_DEEP_K (18): 2 workers against 1 worker. Target: 1.7x. Also the
#         fixed cost of each submission, its wall time less the board's own search (elapsed_ms), which a second worker
#         cannot shrink.
#   c     100,000 random 4x4 boards at K = 10 in one CSV: spark-solve in local[*] against solve; the rows must be
#         identical but for elapsed_ms.
#   cost  per-board costs on one thread, for the README's capacity table: 4x4 at K = 5, 20x20 at K = 10, and
#         one 20x20 board at K = 14 to 17, whose growth per move projects K = 20.
#
# Each timed pair runs $SPARK_BENCH_RUNS times (3), interleaved. Prints a table and writes it to
# outputs/spark-bench.txt. Boards come from generate with fixed seeds. Sets a and d also give each run's CPU time:
# the command's own (for a submission, the driver's) and, for a submission to a cluster, its executors' (what the
# workers reaped from them once they ended). With SPARK_BENCH_TIMELINE=1 every submission to a cluster writes
# Spark's event log, and a timeline of each (scripts/spark/timeline.py) goes to outputs/spark-bench-timeline.txt;
# the log costs the driver some CPU time.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs="${SPARK_BENCH_RUNS:-3}"
deep_k="${SPARK_BENCH_DEEP_K:-18}"
work="$root/target/spark-bench"
report="$root/outputs/spark-bench.txt"
timelines="$root/outputs/spark-bench-timeline.txt"
sets=("$@")
[[ ${#sets[@]} -gt 0 ]] || sets=(a d c cost)

mkdir -p "$work" "$root/outputs"
[[ -z "${SPARK_BENCH_TIMELINE:-}" ]] || : > "$timelines"
scripts/tilesearch --version > /dev/null
# The jars, the class data archive and the executors' AOT cache are made before anything is timed.
(source scripts/spark/env.sh && spark_prepare && spark_prepare_executor_cache)
# Every cluster folder of the benchmark: cluster, which starts them, runs in a subshell ($(cluster N)), so a list
# that it kept would not reach this trap.
cleanup() {
  local state
  for state in "$work"/cluster-*; do
    [[ ! -d "$state" ]] || SPARK_CLUSTER_DIR="$state" scripts/spark-cluster.sh stop > /dev/null || true
  done
}
trap cleanup EXIT

# Seconds (3 decimals) that the command "$@" takes, then its CPU seconds (user and system, 2 decimals); its output
# goes to $work/last.log and its start (milliseconds since the epoch) to $work/last.start, and a failure stops the
# benchmark. Exit code 1 (a board failed) is not expected from these inputs either.
timed() {
  local start end
  start=$(date +%s%N)
  echo $((start / 1000000)) > "$work/last.start"
  if ! "$@" > "$work/last.log" 2>&1; then
    echo "spark-bench: failed: $*" >&2
    tail -20 "$work/last.log" >&2
    exit 1
  fi
  end=$(date +%s%N)
  # The second line of times: the user and system time of this shell's children, the command, as 1m2.345s. Into a
  # file: in a pipe or a command substitution, times would run in a subshell of its own, which has no children.
  times > "$work/last.times"
  awk -v ns=$((end - start)) 'function s(t) { split(t, p, /[ms]/); return p[1] * 60 + p[2] }
    NR == 2 { printf "%.3f %.2f\n", ns / 1e9, s($1) + s($2) }' "$work/last.times"
}

# The CPU seconds that the workers of the cluster in folder $1 have reaped from their ended children, the
# executors: fields 16 and 17 of their stat, in clock ticks.
reaped() {
  local pidfile ticks=0
  for pidfile in "$1"/worker-*.pid; do
    ticks=$((ticks + $(sed 's/.*) //' "/proc/$(cat "$pidfile")/stat" | awk '{ print $14 + $15 }')))
  done
  awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", t / hz }'
}

# timed for a submission to the cluster in folder $1 (the rest is the command): its seconds, then the CPU seconds
# of its driver and its executors, which are waited for (their workers end them once the driver has gone).
submitted() {
  local state="$1" before after pidfile waited=0
  shift
  before=$(reaped "$state")
  local events=()
  if [[ -n "${SPARK_BENCH_TIMELINE:-}" ]]; then
    rm -rf "$work/events" && mkdir -p "$work/events"
    events=(env "SPARK_SUBMIT_OPTS=${SPARK_SUBMIT_OPTS:-} --conf spark.eventLog.enabled=true --conf spark.eventLog.dir=file:$work/events --conf spark.eventLog.compress=false --conf spark.eventLog.rolling.enabled=false")
  fi
  local wall cpu
  read -r wall cpu < <(timed "${events[@]}" "$@")
  [[ -n $wall ]] || exit 1
  for pidfile in "$state"/worker-*.pid; do
    while pgrep -P "$(cat "$pidfile")" > /dev/null && ((waited++ < 300)); do
      sleep 0.1
    done
  done
  after=$(reaped "$state")
  if [[ -n "${SPARK_BENCH_TIMELINE:-}" ]]; then
    { echo "$*"; python3 scripts/spark/timeline.py "$work"/events/* "$(cat "$work/last.start")"; echo; } >> "$timelines"
  fi
  awk -v w="$wall" -v c="$cpu" -v b="$before" -v a="$after" 'BEGIN { printf "%s %.2f\n", w, c + a - b }'
}

# Starts a cluster of $1 workers of 1 core in its own state folder and prints its master URL.
cluster() {
  local state="$work/cluster-$1"
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

# The ratio of the medians of two lists of numbers, each given as one word list: "$1" over "$2".
ratio() {
  # shellcheck disable=SC2086  # each argument is a list of numbers
  awk -v a="$(median $1)" -v b="$(median $2)" 'BEGIN { printf "%.2f", a / b }'
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
      spark=() solve=() spark_cpu=() solve_cpu=()
      for ((i = 0; i < runs; i++)); do
        read -r wall cpu < <(submitted "$work/cluster-2" scripts/spark-solve --master "$master" --moves 10 --force \
          --out "$work/a-spark.csv" "$work/a")
        spark+=("${wall:?}") spark_cpu+=("$cpu")
        read -r wall cpu < <(timed scripts/tilesearch solve --threads 2 --moves 10 --force --out "$work/a-solve.csv" "$work/a")
        solve+=("${wall:?}") solve_cpu+=("$cpu")
      done
      # Columns 1 to 8 and 11: the board, max_tile and upper_bound. Not path and board_after: solve --threads 2 splits
      # the last boards of a batch over its two threads, and which of equal lines it reports then depends on which
      # thread gets there first (the Spark job's rows equal solve --threads 1's, which SparkSolveTest checks).
      [[ "$(rows "$work/a-spark.csv" | cut -d'|' -f1-8,11 | md5sum)" == "$(rows "$work/a-solve.csv" | cut -d'|' -f1-8,11 | md5sum)" ]] \
        || { echo "spark-bench: set a: max_tile or upper_bound differ between Spark and solve" >&2; exit 1; }
      say "a  1000 20x20 K=10  cluster 2x1 core: ${spark[*]} s   solve --threads 2: ${solve[*]} s   ratio (medians) $(ratio "${spark[*]}" "${solve[*]}")x (target <= 1.5)"
      say "a  CPU time (driver and executors)  cluster: ${spark_cpu[*]} s   solve: ${solve_cpu[*]} s   ratio (medians) $(ratio "${spark_cpu[*]}" "${solve_cpu[*]}")x"
      SPARK_CLUSTER_DIR="$work/cluster-2" scripts/spark-cluster.sh stop > /dev/null
      ;;
    d)
      [[ -d "$work/d" ]] || scripts/tilesearch generate --size 20 --count 1 --density 1 --seed 4 --out "$work/d" > /dev/null
      two="$(cluster 2)"
      one="$(cluster 1)"
      with_two=() with_one=() search_two=() search_one=() cpu_two=() cpu_one=()
      for ((i = 0; i < runs; i++)); do
        read -r wall cpu < <(submitted "$work/cluster-2" scripts/spark-solve --master "$two" --moves "$deep_k" --force \
          --out "$work/d-2.csv" "$work/d")
        with_two+=("${wall:?}") cpu_two+=("$cpu")
        search_two+=("$(searched "$work/d-2.csv")")
        read -r wall cpu < <(submitted "$work/cluster-1" scripts/spark-solve --master "$one" --moves "$deep_k" --force \
          --out "$work/d-1.csv" "$work/d")
        with_one+=("${wall:?}") cpu_one+=("$cpu")
        search_one+=("$(searched "$work/d-1.csv")")
      done
      [[ "$(rows "$work/d-2.csv" | cut -d'|' -f1-11)" == "$(rows "$work/d-1.csv" | cut -d'|' -f1-11)" ]] \
        || { echo "spark-bench: set d: max_tile, path or upper_bound differ between 2 workers and 1" >&2; exit 1; }
      say "d  one 20x20 K=$deep_k  2 workers: ${with_two[*]} s   1 worker: ${with_one[*]} s   speed-up (medians) $(ratio "${with_one[*]}" "${with_two[*]}")x (target >= 1.7)"
      say "d  the board's own search (elapsed_ms)  2 workers: ${search_two[*]} s   1 worker: ${search_one[*]} s   speed-up (medians) $(ratio "${search_one[*]}" "${search_two[*]}")x"
      say "d  CPU time (driver and executors)  2 workers: ${cpu_two[*]} s   1 worker: ${cpu_one[*]} s   ratio (medians) $(ratio "${cpu_two[*]}" "${cpu_one[*]}")x"
      fixed_two=() fixed_one=()
      for ((i = 0; i < runs; i++)); do
        fixed_two+=("$(awk -v w="${with_two[i]}" -v s="${search_two[i]}" 'BEGIN { printf "%.3f", w - s }')")
        fixed_one+=("$(awk -v w="${with_one[i]}" -v s="${search_one[i]}" 'BEGIN { printf "%.3f", w - s }')")
      done
      say "d  fixed cost (wall less the board's search)  2 workers: ${fixed_two[*]} s   1 worker: ${fixed_one[*]} s   difference (medians) $(awk -v a="$(median "${fixed_two[@]}")" -v b="$(median "${fixed_one[@]}")" 'BEGIN { printf "%.2f", a - b }') s"
      SPARK_CLUSTER_DIR="$work/cluster-2" scripts/spark-cluster.sh stop > /dev/null
      SPARK_CLUSTER_DIR="$work/cluster-1" scripts/spark-cluster.sh stop > /dev/null
      ;;
    c)
      [[ -f "$work/c.csv" ]] || scripts/tilesearch generate --size 4 --count 100000 --seed 3 --format csv \
        --out "$work/c.csv" > /dev/null
      spark=() solve=()
      for ((i = 0; i < runs; i++)); do
        read -r wall cpu < <(timed scripts/spark-solve --moves 10 --force --out "$work/c-spark.csv" "$work/c.csv")
        spark+=("${wall:?}")
        read -r wall cpu < <(timed scripts/tilesearch solve --moves 10 --force --out "$work/c-solve.csv" "$work/c.csv")
        solve+=("${wall:?}")
      done
      identical=no
      [[ "$(rows "$work/c-spark.csv" | md5sum)" == "$(rows "$work/c-solve.csv" | md5sum)" ]] && identical=yes
      say "c  100000 4x4 K=10  local[*]: ${spark[*]} s   solve: ${solve[*]} s   ratio (medians) $(ratio "${spark[*]}" "${solve[*]}")x   rows identical but elapsed_ms: $identical"
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
