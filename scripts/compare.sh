#!/usr/bin/env bash
# The side-by-side benchmark: runs the current build and the baseline build (the commit scripts/baseline.sh
# names, built once by it into target/) on the same board sets in one run, as whole processes through
# their launchers with the launchers' defaults (JVM start, reading and writing included), and prints tables.
#
#   scripts/compare.sh            sets (a) (b) (c) (d)
#   scripts/compare.sh e f        only some sets; `scripts/compare.sh all` runs (a) to (h)
#   scripts/compare.sh floors     issue 38's floors, PASS or FAIL each; exits 1 when one fails
#
# Sets, all made by `tilesearch generate` with fixed seeds, so every run measures the same boards:
#   a  random full 20x20 boards, tiles 2..1024, K = 10           (COMPARE_A boards, default 1000)
#   b  random half-full 20x20 boards, tiles 2..64, K = 10        (COMPARE_B boards, default 1000)
#   c  100,000 random 4x4 boards in one CSV file, K = 10         (best only: classic would take minutes)
#   d  one random full 20x20 board at K = 13 (both), then K = 15 and K = 16 (best only, on one thread and on
#      all cores; the speed-up there is all cores over one thread), every run with -Xmx64m
# Sets (e) to (h), each run COMPARE_RUNS times (default 3; (e) 5 times as many), old and new interleaved, with
# the median, fastest and slowest seconds, peak RSS and the ratio:
#   e  one 3x3 board through `solve -` (K = 5), beside a JVM that only prints a number (java of the
#      PATH); ratio = the run's median over that JVM's
#   f  100 random full 20x20 boards at K = 10 (seed 50), on one thread and on all cores; ratio = old
#      over new, then all cores over one thread for each build
#   g  1,000,000 random 4x4 boards (`generate --size 4 --count 1000000`, seed 1) in one CSV file and
#      in 10,000 text files of 100 boards, at K = 5 and K = 0; checks that old and new write the same bytes
#      apart from elapsed_ms (COMPARE_G boards, default 1000000, for a quick look)
#   h  set (d)'s board at K = 18, all cores
# floors: the plain archives of both builds (target/tilesearch-VERSION.tar.gz of this tree and of the baseline's,
#   unpacked into target/compare/floors-new and floors-old), their bin/tilesearch on one Java 17 (FLOORS_JAVA_HOME,
#   else the java of the PATH), old and new interleaved, medians of COMPARE_RUNS runs ((5) 5 times as many):
#   1  `bench` prints the signature 10738818
#   2  set (f)'s 100 boards at K = 10: new at most 1.1x old's seconds
#   3  set (g)'s 1,000,000 4x4 boards in one CSV at K = 5 (FLOORS_G boards): new at least half of old's boards per
#      second, with a peak RSS of at most 300 MB, and the same bytes as old apart from elapsed_ms
#   4  `report --format md` of new's rows of (3): new at most 3x old's seconds, and it runs in -Xmx256m
#   5  `solve -` on one 3x3 board: new at most 1.5x old's seconds; beside it, as a lower bound for any build that
#      parses its command line with picocli and logs through Logback, scripts/StartupBound.java alone and with a
#      logger, on the same Java and new's jar
#   6  100,000 one-board 4x4 files (FLOORS_FILES) at K = 5 with -Xmx64m, each build: solved whole, then solved
#      again, killed (kill -9) once its first rows are out, and resumed: every row written before the kill kept,
#      none dropped, and the rows, sorted, the whole run's apart from elapsed_ms
#   The measurements come first, then a table of each floor with old's figure, new's, the ratio and the verdict.
#   GNU time is required (peak RSS).
# Sets (a) to (d) take 4 to 6 minutes on 2 cores, nearly all of it classic; (e) about 10 s, (f) about a minute,
# (g) about 7 minutes and (h) about 2 at today's speeds. A run pays a fixed 0.3 s or so of JVM start and set-up,
# and its first boards run before the JIT has compiled the search, so small sets understate the speed-up over
# classic (COMPARE_A=200 gives about 12x and 16x where 1000 boards give 13x and 22x); set COMPARE_A and COMPARE_B
# lower for a quick look.
# Rows of (a) to (d): build, strategy and threads, boards, K, nodes summed from the results, wall seconds of the
# whole process, boards per second, the speed-up over classic on the same set (classic seconds / seconds), and
# on the current build's rows the speed-up over the baseline build (old seconds / new seconds).
# Every set checks that every row is ok and that all runs agree on every max_tile.
#
# COMPARE_LAUNCHER names the launcher of the current build, by default scripts/tilesearch: e.g. the bin/tilesearch
# of an unpacked archive, to measure what a user installs.
#
# COMPARE_PRIORITY=1 runs every measured command in a session of its own whose scheduling group gets nice -19 (it
# needs root, or CAP_SYS_NICE, and a kernel that groups by session, as sched_autogroup_enabled=1 does): on a machine
# that other builds keep busy, the runs then get the cores nearly to themselves, so wall seconds, and two threads
# over one, mean what they would on an idle machine. The other work on the machine waits meanwhile. Without it, a
# loaded machine's wall seconds follow each run's share of the cores, and only the CPU seconds compare. A nice of
# the process alone does nothing there: the kernel shares the cores between sessions first, and nice counts only
# within one.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
scripts/tilesearch --version >/dev/null          # builds the jar when the sources changed
new_launcher="${COMPARE_LAUNCHER:-$root/scripts/tilesearch}"
if [[ ! -x $new_launcher ]]; then                # the runs' own errors go to /dev/null: say it here
  echo "compare: COMPARE_LAUNCHER is not an executable file: $new_launcher" >&2
  exit 2
fi
old_launcher="$(scripts/baseline.sh)"            # builds the baseline's jar the first time
old_jar="$(dirname "$old_launcher")/../target/tilesearch.jar"
work=target/compare
mkdir -p "$work"
cores=$(nproc)
runs=${COMPARE_RUNS:-3}
gnu_time=/usr/bin/time                           # peak RSS; Debian's package `time`
[[ -x $gnu_time ]] || gnu_time=""
prioritised=()                                   # COMPARE_PRIORITY: what each measured command runs under
if [[ ${COMPARE_PRIORITY:-0} == 1 ]]; then
  # setsid --wait: a command that is its process group's leader is forked, and time must wait for the fork.
  prioritised=(setsid --wait bash -c 'echo -19 >"/proc/$$/autogroup" && exec "$@"' prioritised)
  if ! "${prioritised[@]}" true 2>/dev/null; then
    echo "compare: COMPARE_PRIORITY=1 cannot give a session nice -19 here (/proc/PID/autogroup: root and" \
      "sched_autogroup_enabled=1 needed)" >&2
    exit 2
  fi
fi

sets=("$@")
[[ ${#sets[@]} -gt 0 ]] || sets=(a b c d)
[[ ${sets[*]} != all ]] || sets=(a b c d e f g h)

# generate DIR|FILE ARGS...: makes the boards once, with the baseline's jar so that they never change; later
# runs reuse them.
generate() {
  local target=$1; shift
  [[ -e $target ]] || java -jar "$old_jar" generate --out "$target" "$@" 2>/dev/null
}

launcher() {  # launcher old|new
  if [[ $1 == old ]]; then echo "$old_launcher"; else echo "$new_launcher"; fi
}

# measure COMMAND...: runs COMMAND, setting `seconds` (wall time of the whole process), `peak_mb` (its
# peak resident memory) and `cpu_seconds` (its user + system CPU time, children included), the last two "-"
# without GNU time; exits the benchmark when COMMAND fails.
seconds="" peak_mb="" cpu_seconds=""
measure() {
  local start end status=0
  start=$(date +%s.%N)
  if [[ -n $gnu_time ]]; then
    "$gnu_time" -f '%M %U %S' -o "$work/rss" "${prioritised[@]}" "$@" || status=$?
  else
    "${prioritised[@]}" "$@" || status=$?
  fi
  end=$(date +%s.%N)
  if [[ $status -ne 0 ]]; then
    echo "compare: '$*' failed (exit $status)" >&2
    exit 1
  fi
  seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')
  peak_mb="-" cpu_seconds="-"
  if [[ -n $gnu_time ]]; then
    peak_mb=$(awk 'END { printf "%.0f", $1 / 1024 }' "$work/rss")
    cpu_seconds=$(awk 'END { printf "%.2f", $2 + $3 }' "$work/rss")
  fi
}

# check_ok FILE...: every row of each results CSV is ok.
check_ok() {
  local file
  for file in "$@"; do
    awk -F, -v file="$file" 'NR > 1 && $14 != "ok" { bad++ }
      END { if (bad) { printf "compare: %d rows not ok in %s\n", bad, file > "/dev/stderr"; exit 1 } }' "$file"
  done
}

# agree FILE...: all results CSVs found the same max_tile for every board.
agree() {
  local file
  for file in "${@:2}"; do
    if ! cmp -s <(cut -d, -f1,2,8 "$1") <(cut -d, -f1,2,8 "$file"); then
      echo "compare: max_tile differs between $1 and $file" >&2
      exit 1
    fi
  done
}

# same_bytes FILE...: all results CSVs hold the same bytes apart from elapsed_ms (column 13; no input of the
# sets has a comma in a quoted field).
same_bytes() {
  local file
  for file in "${@:2}"; do
    if ! cmp -s <(cut -d, -f13 --complement "$1") <(cut -d, -f13 --complement "$file"); then
      echo "compare: $1 and $file differ apart from elapsed_ms" >&2
      exit 1
    fi
  done
}

# ---- sets (a) to (d): one run each -------------------------------------------------------------------------

classic_seconds=""
old_seconds=""
last_seconds=""
java_flags=""
header_abcd() {
  printf '%-4s %-5s %-8s %7s %8s %3s %12s %9s %10s %8s %7s\n' \
    set build strategy threads boards K nodes seconds boards/s speed-up vs-old
}
# run SET STRATEGY THREADS K INPUT [BUILD]: solves INPUT with BUILD (new unless old), prints a table row, keeps
# the results for the agreement check.
run() {
  local set=$1 strategy=$2 threads=$3 k=$4 input=$5 build=${6:-new}
  local out="$work/$set-$build-$strategy-$threads-k$k.csv"
  rm -f "$out"
  TILESEARCH_JAVA_OPTS="$java_flags" measure "$(launcher "$build")" solve --strategy "$strategy" \
    --threads "$threads" --moves "$k" --out "$out" "$input" 2>/dev/null
  check_ok "$out"
  awk -F, -v set="$set" -v build="$build" -v strategy="$strategy" -v threads="$threads" -v k="$k" \
      -v seconds="$seconds" -v classic="$classic_seconds" -v old="$old_seconds" '
    NR > 1 { boards++; nodes += $12 }
    END {
      ratio = (classic == "" || strategy == "classic") ? "" : sprintf("%.1fx", classic / seconds)
      versus = (old == "" || build == "old") ? "" : sprintf("%.2fx", old / seconds)
      printf "%-4s %-5s %-8s %7d %8d %3d %12d %9.2f %10.0f %8s %7s\n", set, build, strategy, threads, boards, k,
             nodes, seconds, boards / seconds, ratio, versus
    }' "$out"
  last_seconds=$seconds
  if [[ $strategy == classic ]]; then
    classic_seconds=$last_seconds
  fi
}

# best_pair SET THREADS K INPUT: the baseline's best, then the current best with its speed-up over it.
best_pair() {
  old_seconds=""
  run "$1" best "$2" "$3" "$4" old
  old_seconds=$last_seconds
  run "$1" best "$2" "$3" "$4" new
  old_seconds=""
}

set_abcd() {
  local set=$1 boards
  classic_seconds=""
  case $set in
    a)
      boards="$work/a-${COMPARE_A:-1000}"
      generate "$boards" --size 20 --count "${COMPARE_A:-1000}" --seed 10 --density 1 --max-tile 1024
      run a classic 1 10 "$boards"
      best_pair a 1 10 "$boards"
      best_pair a "$cores" 10 "$boards"
      agree "$work"/a-*-k10.csv ;;
    b)
      boards="$work/b-${COMPARE_B:-1000}"
      generate "$boards" --size 20 --count "${COMPARE_B:-1000}" --seed 20 --density 0.5 --max-tile 64
      run b classic 1 10 "$boards"
      best_pair b 1 10 "$boards"
      best_pair b "$cores" 10 "$boards"
      agree "$work"/b-*-k10.csv ;;
    c)
      generate "$work/c.csv" --size 4 --count 100000 --seed 30 --density 0.75 --max-tile 1024 --format csv
      best_pair c "$cores" 10 "$work/c.csv"
      agree "$work"/c-*-k10.csv ;;
    d)
      java_flags="-Xmx64m"   # shows the search's memory bound: one 20x20 board at K = 15 in a 64 MiB heap
      generate "$work/d" --size 20 --count 1 --seed 40 --density 1 --max-tile 1024
      run d classic 1 13 "$work/d"
      best_pair d 1 13 "$work/d"
      best_pair d "$cores" 13 "$work/d"
      agree "$work"/d-*-k13.csv
      # K = 15 and 16: classic would take minutes, so the speed-up shown is all cores over one thread.
      local k build
      for k in 15 16; do
        for build in old new; do
          classic_seconds=""
          run d best 1 "$k" "$work/d" "$build"
          classic_seconds=$last_seconds
          run d best "$cores" "$k" "$work/d" "$build"
        done
        agree "$work"/d-*-k"$k".csv
      done
      java_flags="" ;;
  esac
}

# ---- sets (e) to (h): repeated runs, old and new interleaved -----------------------------------------------

header_efgh() {
  printf '%-5s %-22s %7s %8s %3s %4s %9s %9s %9s %8s %7s %10s %8s\n' \
    set build threads boards K runs median-s min-s max-s peak-MB cpu-s boards/s ratio
}

declare -A medians=()
# row SET LABEL THREADS BOARDS K RATIO-OVER TIMES-FILE: prints a row from the seconds, peak MiB and CPU seconds
# in TIMES-FILE (one run a line) and remembers its median under "SET LABEL THREADS K"; RATIO-OVER is a key of an
# earlier row (the ratio is that row's median over this one's) or "/KEY" (this one's over that row's). The
# ratio is of wall seconds; cpu-s is the median CPU seconds, which say more than wall time on a loaded machine.
row() {
  local set=$1 label=$2 threads=$3 boards=$4 k=$5 over=$6 times=$7 median ratio="" cpu
  median=$(sort -n "$times" | awk '{ s[NR] = $1 } END { print (NR % 2) ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2 }')
  medians["$set $label $threads $k"]=$median
  if [[ $over == /* ]]; then
    ratio=$(awk -v a="$median" -v b="${medians[${over#/}]}" 'BEGIN { printf "%.2fx", a / b }')
  elif [[ -n $over ]]; then
    ratio=$(awk -v a="${medians[$over]}" -v b="$median" 'BEGIN { printf "%.2fx", a / b }')
  fi
  cpu=$(awk '$3 != "-" { print $3 }' "$times" | sort -n \
    | awk '{ s[NR] = $1 }
      END { if (NR) printf "%.2f", (NR % 2) ? s[(NR + 1) / 2] : (s[NR / 2] + s[NR / 2 + 1]) / 2; else print "-" }')
  sort -n "$times" | awk -v set="$set" -v label="$label" -v threads="$threads" -v boards="$boards" -v k="$k" \
      -v median="$median" -v ratio="$ratio" -v cpu="$cpu" '
    { s[NR] = $1; if ($2 != "-" && $2 > rss) rss = $2 }
    END {
      printf "%-5s %-22s %7s %8s %3s %4d %9.3f %9.3f %9.3f %8s %7s %10.0f %8s\n", set, label, threads, boards, k,
             NR, median, s[1], s[NR], rss == "" ? "-" : rss, cpu, boards / median, ratio
    }'
}

# timed_solve SET BUILD THREADS K INPUT: one solve of INPUT into $work/SET-BUILD-THREADS-kK.csv; adds its seconds
# and peak MiB to $work/SET-BUILD-THREADS-kK.times.
timed_solve() {
  local set=$1 build=$2 threads=$3 k=$4 input=$5
  local out="$work/$set-$build-$threads-k$k.csv"
  rm -f "$out"
  measure "$(launcher "$build")" solve --threads "$threads" --moves "$k" --out "$out" "$input" 2>/dev/null
  check_ok "$out"
  echo "$seconds $peak_mb $cpu_seconds" >>"$work/$set-$build-$threads-k$k.times"
}

# pair_rows SET THREADS BOARDS K [NAME]: the old and new rows of timed_solve's runs, with new's speed-up over old.
pair_rows() {
  local set=$1 threads=$2 boards=$3 k=$4 name=${5:-}
  row "$set" "old${name:+ $name}" "$threads" "$boards" "$k" "" "$work/$set-old-$threads-k$k.times"
  row "$set" "new${name:+ $name}" "$threads" "$boards" "$k" "$set old${name:+ $name} $threads $k" \
    "$work/$set-new-$threads-k$k.times"
}

set_e() {
  local hello="$work/hello"
  if [[ ! -f $hello/PrintNumber.class ]]; then
    mkdir -p "$hello"
    printf 'public class PrintNumber {\n    public static void main(String[] args) {\n        System.out.println(16);\n    }\n}\n' \
      >"$hello/PrintNumber.java"
    javac -d "$hello" "$hello/PrintNumber.java"
  fi
  printf '2 2 2\n4 4 4\n8 8 8\n' >"$work/e-board.txt"
  rm -f "$work"/e-*.times
  local i build
  for ((i = 0; i < runs * 5; i++)); do
    measure java -cp "$hello" PrintNumber >"$work/e-hello.out" <"$work/e-board.txt"
    echo "$seconds $peak_mb $cpu_seconds" >>"$work/e-hello.times"
    for build in old new; do
      measure "$(launcher "$build")" solve - >"$work/e-$build.out" <"$work/e-board.txt"
      echo "$seconds $peak_mb $cpu_seconds" >>"$work/e-$build.times"
      [[ $(cat "$work/e-$build.out") == 16 ]] || { echo "compare: $build printed '$(cat "$work/e-$build.out")', not 16" >&2; exit 1; }
    done
  done
  row e "java PrintNumber" 1 1 - "" "$work/e-hello.times"
  row e "old solve -" "$cores" 1 5 "/e java PrintNumber 1 -" "$work/e-old.times"
  row e "new solve -" "$cores" 1 5 "/e java PrintNumber 1 -" "$work/e-new.times"
  awk -v a="${medians[e old solve - $cores 5]}" -v b="${medians[e new solve - $cores 5]}" \
    'BEGIN { printf "e     new over old: %.2fx faster (goal: new at most 3x the JVM that prints a number)\n", a / b }'
}

set_f() {
  local boards="$work/f-100"
  generate "$boards" --size 20 --count 100 --seed 50 --density 1 --max-tile 1024
  rm -f "$work"/f-*.times
  local i build threads
  for ((i = 0; i < runs; i++)); do
    for threads in 1 "$cores"; do
      for build in old new; do
        timed_solve f "$build" "$threads" 10 "$boards"
      done
    done
  done
  agree "$work"/f-*-k10.csv
  pair_rows f 1 100 10
  pair_rows f "$cores" 100 10
  for build in old new; do
    awk -v build="$build" -v one="${medians[f $build 1 10]}" -v all="${medians[f $build $cores 10]}" -v cores="$cores" \
      'BEGIN { printf "f     %s: %d threads over 1: %.2fx (goal: new 2x faster than old, and 1.6x on 2 threads)\n", build, cores, one / all }'
  done
}

set_g() {
  local count=${COMPARE_G:-1000000} k i build input name
  local csv="$work/g-$count.csv" folder="$work/g-$count-by-100"
  generate "$csv" --size 4 --count "$count" --seed 1 --format csv
  generate "$folder" --size 4 --count "$count" --seed 1 --per-file 100
  rm -f "$work"/g*-*.times
  for input in "$csv" "$folder"; do
    [[ $input == "$csv" ]] && name=csv || name=text
    for k in 5 0; do
      for ((i = 0; i < runs; i++)); do
        for build in old new; do
          timed_solve "g$name" "$build" "$cores" "$k" "$input"
        done
      done
      same_bytes "$work/g$name-old-$cores-k$k.csv" "$work/g$name-new-$cores-k$k.csv"
      rm "$work/g$name-old-$cores-k$k.csv" "$work/g$name-new-$cores-k$k.csv"   # 110 MB each at a million boards
      pair_rows "g$name" "$cores" "$count" "$k"
    done
  done
  echo "g     same bytes out apart from elapsed_ms: yes (goal: 6x at K = 5, 8x at K = 0, peak RSS <= 300 MB)"
}

set_h() {
  generate "$work/d" --size 20 --count 1 --seed 40 --density 1 --max-tile 1024
  rm -f "$work"/h-*.times
  local i build
  for ((i = 0; i < runs; i++)); do
    for build in old new; do
      timed_solve h "$build" "$cores" 18 "$work/d"
    done
  done
  agree "$work"/h-*-k18.csv
  pair_rows h "$cores" 1 18
  echo "h     (goal: new 2x faster than old)"
}

# ---- floors: the current plain archive beside the baseline's, on one Java 17 --------------------------------

floors_failed=0
floor_lines=()
# floor NAME OLD NEW RATIO GOAL PASSED: adds a line to the floors table; PASSED is 1 or 0.
floor() {
  local verdict=PASS
  if [[ $6 != 1 ]]; then
    verdict=FAIL floors_failed=1
  fi
  floor_lines+=("$(printf '%-38s %12s %12s %7s  %-20s %s' "$1" "$2" "$3" "$4" "$5" "$verdict")")
}

# bound NAME OLD FIGURE: adds a line to the floors table for a figure that is not a floor but bounds one from below.
bound() {
  floor_lines+=("$(printf '%-38s %12s %12s %7s  %-20s %s' "$1" "$2" "$3" "$(ratio "$3" "$2")" "(a lower bound)" -)")
}

# ratio A B: A / B to two places.
ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'
}

# at_most A B FACTOR: 1 when A <= B * FACTOR, else 0.
at_most() {
  awk -v a="$1" -v b="$2" -v f="$3" 'BEGIN { print (a <= b * f) ? 1 : 0 }'
}

# unpack BUILD TREE: unpacks TREE's plain archive (target/tilesearch-VERSION.tar.gz, not the bundled runtime's)
# afresh into $work/floors-BUILD and prints the path of its bin/tilesearch.
unpack() {
  local build=$1 tree=$2 archive
  archive=$(find "$tree/target" -maxdepth 1 -name 'tilesearch-*.tar.gz' ! -name '*-linux-*' | head -n 1)
  if [[ -z $archive ]]; then
    echo "compare: no plain archive in $tree/target (mvn -q -B -o -DskipTests package makes it)" >&2
    exit 1
  fi
  rm -rf "$work/floors-$build"
  mkdir -p "$work/floors-$build"
  tar -xzf "$archive" -C "$work/floors-$build"
  echo "$work/floors-$build/$(basename "$archive" .tar.gz)/bin/tilesearch"
}

# killed_and_resumed BUILD FILES FOLDER: floor (6) for one build, all in -Xmx64m: FOLDER solved whole, then solved
# again and killed (the whole process group, kill -9) as soon as its first rows are out, up to three times until
# the kill comes before the last row, then resumed. Prints "rows-at-kill kept dropped rows same(1|0) resume-seconds",
# same when the rows, sorted, are the whole run's apart from elapsed_ms.
killed_and_resumed() {
  local build=$1 files=$2 folder=$3 whole="$work/fl6-$build-whole.csv" out="$work/fl6-$build.csv" pid rows try
  local solve=("$(launcher "$build")" solve --quiet --moves 5)
  rm -f "$whole" "$whole".*
  TILESEARCH_JAVA_OPTS=-Xmx64m "${solve[@]}" --out "$whole" "$folder" 2>/dev/null
  # Rows reach the file a flush at a time, and a small run may flush them all at once: then it is tried again.
  for try in 1 2 3; do
    rm -f "$out" "$out".*
    TILESEARCH_JAVA_OPTS=-Xmx64m setsid "${solve[@]}" --out "$out" "$folder" 2>/dev/null &
    pid=$!
    rows=0
    while kill -0 "$pid" 2>/dev/null && ((rows < 1)); do
      sleep 0.01
      [[ ! -f $out ]] || rows=$(($(wc -l <"$out") - 1))
    done
    kill -9 -- "-$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    rows=$(($(wc -l <"$out") - 1))   # whole lines only: a row cut short by the kill is not kept
    ((rows == files)) || break
  done
  local resume_seconds
  resume_seconds=$(TILESEARCH_JAVA_OPTS=-Xmx64m measure "${solve[@]}" --resume --out "$out" "$folder" 2>/dev/null \
    && echo "$seconds") || resume_seconds=failed
  local kept dropped total same=0
  kept=$(grep -o '"rowsKept": [0-9]*' "$out.run.json" | tail -n 1 | grep -o '[0-9]*$' || echo -)
  dropped=$(grep -o '"rowsDropped": [0-9]*' "$out.run.json" | tail -n 1 | grep -o '[0-9]*$' || echo -)
  total=$(($(wc -l <"$out") - 1))
  # Sorted: rows dropped by the resume come again at the end; whether every row was kept is told apart.
  cmp -s <(cut -d, -f13 --complement "$whole" | sort) <(cut -d, -f13 --complement "$out" | sort) && same=1
  echo "$rows $kept $dropped $total $same $resume_seconds"
}

set_floors() {
  [[ -n $gnu_time ]] || { echo "compare: the floors need GNU time for peak RSS: apt-get install -y time" >&2; exit 2; }
  local java17=${FLOORS_JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")}
  if ! grep -qs '^JAVA_VERSION="17[."]' "$java17/release"; then
    echo "compare: the floors are measured on Java 17, and $java17 is not one: set FLOORS_JAVA_HOME to a JDK 17" >&2
    exit 2
  fi
  # Local to this set, and so to the functions it calls: launcher() gives the archives, on Java 17.
  local old_tree
  old_tree="$(dirname "$old_launcher")/.."
  local old_launcher new_launcher
  old_launcher=$(unpack old "$old_tree")
  new_launcher=$(unpack new "$root")
  local -x JAVA_HOME=$java17
  rm -f "$work"/fl*-*.times
  local build i old new bench_old bench_new resumed_old resumed_new passed_old passed_new

  # (1) the search's signature
  local signature=10738818
  for build in old new; do
    printf -v "bench_$build" '%s' "$("$(launcher "$build")" bench 2>/dev/null | sed -n 's/^Nodes searched *: *//p')"
  done
  local same=0
  [[ $bench_new != "$signature" ]] || same=1
  floor "1 bench signature" "$bench_old" "$bench_new" - "= $signature" "$same"

  # (2) set (f)
  generate "$work/f-100" --size 20 --count 100 --seed 50 --density 1 --max-tile 1024
  for ((i = 0; i < runs; i++)); do
    for build in old new; do
      timed_solve fl2 "$build" "$cores" 10 "$work/f-100"
    done
  done
  agree "$work"/fl2-*-k10.csv
  pair_rows fl2 "$cores" 100 10
  old=${medians[fl2 old $cores 10]} new=${medians[fl2 new $cores 10]}
  floor "2 20x20 (f), K = 10: seconds" "$old" "$new" "$(ratio "$new" "$old")" \
    "new <= 1.1 x old" "$(at_most "$new" "$old" 1.1)"

  # (3) set (g)'s boards in one CSV
  local count=${FLOORS_G:-1000000}
  local csv="$work/g-$count.csv"
  generate "$csv" --size 4 --count "$count" --seed 1 --format csv
  for ((i = 0; i < runs; i++)); do
    for build in old new; do
      timed_solve fl3 "$build" "$cores" 5 "$csv"
    done
  done
  pair_rows fl3 "$cores" "$count" 5
  old=$(awk -v n="$count" -v s="${medians[fl3 old $cores 5]}" 'BEGIN { printf "%.0f", n / s }')
  new=$(awk -v n="$count" -v s="${medians[fl3 new $cores 5]}" 'BEGIN { printf "%.0f", n / s }')
  floor "3 4x4 (g) in one CSV, K = 5: boards/s" "$old" "$new" "$(ratio "$new" "$old")" \
    "new >= 0.5 x old" "$(at_most "$old" "$new" 2)"
  old=$(awk '{ if ($2 > m) m = $2 } END { print m }' "$work/fl3-old-$cores-k5.times")
  new=$(awk '{ if ($2 > m) m = $2 } END { print m }' "$work/fl3-new-$cores-k5.times")
  floor "3 peak RSS, MB" "$old" "$new" - "new <= 300" "$(at_most "$new" 300 1)"
  same=0
  (same_bytes "$work/fl3-old-$cores-k5.csv" "$work/fl3-new-$cores-k5.csv") 2>/dev/null && same=1
  floor "3 rows apart from elapsed_ms" "-" "$([[ $same == 1 ]] && echo same || echo differ)" - "the same bytes" "$same"

  # (4) the Markdown report of new's rows of (3)
  local rows="$work/fl3-new-$cores-k5.csv"
  for ((i = 0; i < runs; i++)); do
    for build in old new; do
      measure "$(launcher "$build")" report --format md --out - "$rows" >"$work/fl4-$build.md" 2>/dev/null
      echo "$seconds $peak_mb $cpu_seconds" >>"$work/fl4-$build.times"
    done
  done
  row fl4 "old report --format md" "$cores" "$count" 5 "" "$work/fl4-old.times"
  row fl4 "new report --format md" "$cores" "$count" 5 "fl4 old report --format md $cores 5" "$work/fl4-new.times"
  old=${medians[fl4 old report --format md $cores 5]} new=${medians[fl4 new report --format md $cores 5]}
  floor "4 report --format md: seconds" "$old" "$new" "$(ratio "$new" "$old")" \
    "new <= 3 x old" "$(at_most "$new" "$old" 3)"
  local small=0
  TILESEARCH_JAVA_OPTS=-Xmx256m "$new_launcher" report --format md --out - "$rows" >"$work/fl4-new-256m.md" 2>/dev/null \
    && small=1
  floor "4 report in -Xmx256m" - "$([[ $small == 1 ]] && echo ran || echo failed)" - "runs" "$small"
  rm -f "$work/fl3-old-$cores-k5.csv" "$rows"   # 110 MB each at a million boards

  # (5) one 3x3 board through standard input, beside the least any picocli command costs to start on the same
  # Java and jar: scripts/StartupBound.java alone ("picocli") and with an SLF4J logger ("+ Logback").
  printf '2 2 2\n4 4 4\n8 8 8\n' >"$work/e-board.txt"
  local new_jar bound_classes="$work/startup-bound"
  new_jar="$(dirname "$new_launcher")/../lib/tilesearch.jar"
  rm -rf "$bound_classes"
  "$java17/bin/javac" -cp "$new_jar" -d "$bound_classes" "$root/scripts/StartupBound.java"
  local -a bound=("$java17/bin/java" -XX:+UseParallelGC -cp "$bound_classes:$new_jar" StartupBound)
  for ((i = 0; i < runs * 5; i++)); do
    for build in old new; do
      measure "$(launcher "$build")" solve - >"$work/fl5-$build.out" <"$work/e-board.txt"
      echo "$seconds $peak_mb $cpu_seconds" >>"$work/fl5-$build.times"
      [[ $(cat "$work/fl5-$build.out") == 16 ]] \
        || { echo "compare: $build printed '$(cat "$work/fl5-$build.out")', not 16" >&2; exit 1; }
    done
    measure "${bound[@]}" - >/dev/null <"$work/e-board.txt"
    echo "$seconds $peak_mb $cpu_seconds" >>"$work/fl5-picocli.times"
    measure "${bound[@]}" --log - >/dev/null <"$work/e-board.txt"
    echo "$seconds $peak_mb $cpu_seconds" >>"$work/fl5-logback.times"
  done
  row fl5 "old solve -" "$cores" 1 5 "" "$work/fl5-old.times"
  row fl5 "new solve -" "$cores" 1 5 "fl5 old solve - $cores 5" "$work/fl5-new.times"
  row fl5 "picocli alone" 1 1 - "fl5 old solve - $cores 5" "$work/fl5-picocli.times"
  row fl5 "picocli + Logback" 1 1 - "fl5 old solve - $cores 5" "$work/fl5-logback.times"
  old=${medians[fl5 old solve - $cores 5]} new=${medians[fl5 new solve - $cores 5]}
  floor "5 solve - on a 3x3 board: seconds" "$old" "$new" "$(ratio "$new" "$old")" \
    "new <= 1.5 x old" "$(at_most "$new" "$old" 1.5)"
  bound "5 picocli alone: seconds" "$old" "${medians[fl5 picocli alone 1 -]}"
  bound "5 picocli + Logback: seconds" "$old" "${medians[fl5 picocli + Logback 1 -]}"

  # (6) a kill -9 and a resume of many one-board files in a small heap
  local files=${FLOORS_FILES:-100000}
  local folder="$work/fl6-$files"
  generate "$folder" --size 4 --count "$files" --seed 6 --per-file 1
  local at_kill kept dropped total resumed_s
  for build in old new; do
    read -r at_kill kept dropped total same resumed_s < <(killed_and_resumed "$build" "$files" "$folder")
    echo "fl6   $build: $files files, killed at $at_kill rows; the resume (${resumed_s} s) kept $kept," \
      "dropped $dropped, $total rows in all; sorted, the whole run's apart from elapsed_ms:" \
      "$([[ $same == 1 ]] && echo yes || echo no)"
    printf -v "resumed_$build" '%s' "$kept of $at_kill"
    printf -v "passed_$build" '%s' "$([[ $at_kill -lt $files && $kept == "$at_kill" && $dropped == 0 \
      && $total == "$files" && $same == 1 ]] && echo 1 || echo 0)"
  done
  floor "6 kill -9, --resume at -Xmx64m: kept" "$resumed_old" "$resumed_new" - "every row, same rows" "$passed_new"

  echo
  echo "floors: old = the plain archive of commit $(scripts/baseline.sh --commit), new = this tree's" \
    "($(git -C "$root" describe --always --dirty)); both bin/tilesearch on Java" \
    "$(sed -n 's/^JAVA_VERSION="\(.*\)"/\1/p' "$java17/release") ($java17); medians of $runs runs ((5): $((runs * 5)))"
  printf '%-38s %12s %12s %7s  %-20s %s\n' floor old new new/old goal verdict
  printf '%s\n' "${floor_lines[@]}"
  if awk -v load="$(cut -d' ' -f1 /proc/loadavg)" -v cores="$cores" 'BEGIN { exit !(load > cores) }'; then
    echo "floors: the machine is loaded (load $(cut -d' ' -f1 /proc/loadavg) on $cores cores), so wall times are" \
      "noisy: the cpu-s column above compares the builds; run the floors again on a quiet machine"
  fi
}

for set in "${sets[@]}"; do
  case $set in
    a|b|c|d|e|f|g|h|floors) ;;
    *) echo "compare: unknown set '$set' (choose from a b c d e f g h floors, or all)" >&2; exit 2 ;;
  esac
done
printed_abcd="" printed_efgh="" compared=""
for set in "${sets[@]}"; do
  case $set in
    a|b|c|d)
      [[ -n $printed_abcd ]] || { header_abcd; printed_abcd=yes; }
      set_abcd "$set"
      compared=yes ;;
    *)
      [[ -n $printed_efgh ]] || { header_efgh; printed_efgh=yes; }
      "set_$set"
      [[ $set == floors ]] || compared=yes ;;
  esac
done
# java_of LAUNCHER: the Java release the launcher runs, as the JVM itself reports it.
java_of() {
  TILESEARCH_JAVA_OPTS=-XshowSettings:properties "$1" --version 2>&1 | sed -n 's/^ *java.runtime.version = //p'
}
if [[ -n $compared ]]; then
  echo "old: commit $(scripts/baseline.sh --commit) through its launcher, Java $(java_of "$old_launcher");" \
    "new: ${COMPARE_LAUNCHER:-scripts/tilesearch}, Java $(java_of "$new_launcher")"
fi
echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), load $(cut -d' ' -f1-3 /proc/loadavg)${prioritised[*]:+, each run at session nice -19 (COMPARE_PRIORITY=1)}"
exit "$floors_failed"
