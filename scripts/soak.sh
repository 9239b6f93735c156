#!/usr/bin/env bash
# The overnight soak, too heavy for `mvn test`: a million boards through `solve` with a 256 MB heap,
# once as one CSV file and once as a folder of 10,000 files, then the folder again killed with SIGKILL at
# random points and resumed until done, compared row by row with the uninterrupted run. As root, it also fills
# a small tmpfs to check that a full disk stops the run cleanly and that --resume finishes once there is room.
#
#   scripts/soak.sh                     the whole soak: about 2 minutes on 2 cores
#   BOARDS=100000 scripts/soak.sh       a smaller one (BOARDS must be a multiple of 100)
#   KILLS=5 K=6 scripts/soak.sh         more kills, a deeper search
#
# Prints wall time, boards per second, peak resident memory and the largest heap left after a GC for each run,
# and writes the same table to outputs/soak.txt. Exits non-zero when any check fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
BOARDS=${BOARDS:-1000000}
KILLS=${KILLS:-3}
K=${K:-5}
HEAP=256m
PER_FILE=100
jar=target/tilesearch.jar
work=target/soak

scripts/tilesearch --version >/dev/null # builds the jar when it is missing or stale
rm -rf "$work"
mkdir -p "$work" outputs
report=outputs/soak.txt
: >"$report"

say() {
  echo "$*" | tee -a "$report"
}

fail() {
  say "FAILED: $*"
  exit 1
}

# Runs `tilesearch ARGS...` with the soak's heap in $work (so its run log lands in $work/outputs), recording the
# peak resident set size (VmHWM, polled) and the heap after each GC; sets $status, $seconds and $peak_kb.
run_measured() {
  local name=$1
  shift
  local started
  started=$(date +%s.%N)
  (cd "$work" && exec java -Xmx$HEAP -Xlog:gc:file="$name-gc.log" -jar ../tilesearch.jar "$@" 2>"$name-stderr.txt") &
  local pid=$!
  peak_kb=0
  while kill -0 "$pid" 2>/dev/null; do
    local hwm
    hwm=$(awk '/^VmHWM:/ {print $2}' "/proc/$pid/status" 2>/dev/null || true)
    if [[ -n $hwm && $hwm -gt $peak_kb ]]; then
      peak_kb=$hwm
    fi
    sleep 0.2
  done
  status=0
  wait "$pid" || status=$?
  seconds=$(awk -v end="$(date +%s.%N)" -v start="$started" 'BEGIN { printf "%.2f", end - start }')
}

# The largest heap left after any GC of run $1, in MB: what the program really holds.
heap_after_gc() {
  grep -o -- '->[0-9]*M' "$work/$1-gc.log" | tr -d '>M-' | sort -n | tail -1
}

# Rows of a results CSV with elapsed_ms (column 13) blanked, sorted: what two runs must agree on. Generated
# boards are all ok rows with no quoted fields, so splitting on commas is exact here.
rows_without_times() {
  tail -n +2 "$1" | awk -F, -v OFS=, '{ $13 = ""; print }' | LC_ALL=C sort
}

solve_and_report() {
  local name=$1 input=$2
  run_measured "$name" solve --moves "$K" --out "$name.csv" "$input"
  [[ $status -eq 0 ]] || fail "$name: exit $status: $(tail -3 "$work/$name-stderr.txt")"
  local rows
  rows=$(($(wc -l <"$work/$name.csv") - 1))
  [[ $rows -eq $BOARDS ]] || fail "$name: $rows rows for $BOARDS boards"
  say "$(printf '%-14s %9d boards %8.1f s %9.0f boards/s   peak RSS %4d MB   heap after GC <= %s MB' "$name" \
    "$BOARDS" "$seconds" "$(awk -v n="$BOARDS" -v s="$seconds" 'BEGIN { print n / s }')" $((peak_kb / 1024)) "$(heap_after_gc "$name")")"
}

say "tilesearch soak: $BOARDS random 4x4 boards at K = $K, java -Xmx$HEAP, $(nproc) cores, $(java -version 2>&1 | head -1)"
cp "$jar" "$work/tilesearch.jar"
java -jar "$jar" generate --size 4 --count "$BOARDS" --max-tile 64 --seed 4 --format csv --out "$work/boards.csv" 2>/dev/null
java -jar "$jar" generate --size 4 --count "$BOARDS" --max-tile 64 --seed 4 --per-file "$PER_FILE" \
  --out "$work/folder" 2>/dev/null

solve_and_report one-csv boards.csv
solve_and_report folder folder
full_run_ms=$(awk -v s="$seconds" 'BEGIN { printf "%d", s * 1000 }')

# Crashes: kill -9 at a random point of each run (from a tenth to nine tenths of the uninterrupted run's
# time), resume, again; then one last resume to the end.
landed=0
for ((kill = 1; kill <= KILLS; kill++)); do
  (cd "$work" && exec java -Xmx$HEAP -jar tilesearch.jar solve --moves "$K" --resume --out crashed.csv folder \
    2>>crashed-stderr.txt) &
  pid=$!
  delay_ms=$((full_run_ms / 10 + (RANDOM * 32768 + RANDOM) % (full_run_ms * 8 / 10 + 1)))
  sleep "$((delay_ms / 1000)).$(printf '%03d' $((delay_ms % 1000)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  if [[ ! -f $work/crashed.csv ]]; then
    # Killed before it made the results file (a short soak): a crash all the same.
    landed=$((landed + 1))
    say "kill -9 #$kill after $delay_ms ms: no results file yet"
    continue
  fi
  rows=$(($(wc -l <"$work/crashed.csv") - 1))
  if [[ $rows -lt $BOARDS ]]; then
    landed=$((landed + 1))
  fi
  say "kill -9 #$kill after $delay_ms ms: $rows rows on disk, last bytes $(tail -c12 "$work/crashed.csv" | od -An -c | tr -s ' ')"
done
(cd "$work" && java -Xmx$HEAP -jar tilesearch.jar solve --moves "$K" --resume --out crashed.csv folder \
  2>>crashed-stderr.txt) || fail "the last resume failed: $(tail -3 "$work/crashed-stderr.txt")"
if cmp -s <(rows_without_times "$work/folder.csv") <(rows_without_times "$work/crashed.csv"); then
  say "after $landed kill -9 and $((landed + 1)) resumes: the same $BOARDS rows as the uninterrupted run"
else
  fail "the resumed rows differ from the uninterrupted run (diff $work/folder.csv $work/crashed.csv)"
fi

# A full disk: only as root, where a small tmpfs can be mounted, and then grown for the resume.
# The tmpfs holds about a third of the results, so the disk fills up in the middle of the run.
tmpfs_kb=$(($(wc -c <"$work/folder.csv") / 3072))
if [[ $(id -u) -eq 0 ]] && mkdir -p "$work/tmpfs" && mount -t tmpfs -o size=${tmpfs_kb}k tmpfs "$work/tmpfs" 2>/dev/null; then
  trap 'umount "$work/tmpfs" 2>/dev/null || true' EXIT
  full_status=0
  (cd "$work" && java -Xmx$HEAP -jar tilesearch.jar solve --moves "$K" --out tmpfs/results.csv folder \
    2>disk-full-stderr.txt) || full_status=$?
  [[ $full_status -eq 74 ]] || fail "disk full: exit $full_status, expected 74"
  [[ $(tail -c1 "$work/tmpfs/results.csv" | od -An -c | tr -d ' ') == '\n' ]] || fail "disk full: torn last row"
  say "disk full (tmpfs of $tmpfs_kb KB): exit 74, $(($(wc -l <"$work/tmpfs/results.csv") - 1)) whole rows kept: $(grep -m1 'cannot write' "$work/disk-full-stderr.txt")"
  mount -o remount,size=$((tmpfs_kb * 4))k "$work/tmpfs"
  (cd "$work" && java -Xmx$HEAP -jar tilesearch.jar solve --moves "$K" --resume --out tmpfs/results.csv folder \
    2>>disk-full-stderr.txt) || fail "the resume after the full disk failed"
  cmp -s <(rows_without_times "$work/folder.csv") <(rows_without_times "$work/tmpfs/results.csv") ||
    fail "the rows after the full disk differ from the uninterrupted run"
  say "after room was made, --resume finished with the same rows as the uninterrupted run"
else
  say "disk full: skipped (needs root to mount a small tmpfs)"
fi
say "soak passed"
