#!/usr/bin/env bash
# A folder of many empty files through `solve` in a small heap, too heavy for `mvn test` at full size: every file
# gets its error row ("empty file: no boards found"), the run exits 1, and its record names every file with its
# hash and the attempt's counts. The run holds its inputs in the heap, at most 300 bytes a file, so the heap is
# 16 MB and 300 bytes a file unless HEAP says otherwise. With RESUME=1, a `--resume` of that run follows in the
# same heap and must keep every row; while it runs, the live heap is sampled (jcmd's class histogram, after a full
# collection) and its largest value printed, per file too: the bytes a resume holds per input file, fixed costs
# included.
#
#   scripts/many-files.sh                      100,000 files at -Xmx44m
#   RESUME=1 FILES=1000000 scripts/many-files.sh   a million files, then their resume, at -Xmx302m
#   FILES=20000 HEAP=8m scripts/many-files.sh
#
# Prints wall time, CPU time and peak resident memory (/usr/bin/time), and exits non-zero when a check fails.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
FILES=${FILES:-100000}
HEAP=${HEAP:-$((16 + FILES * 300 / 1048576))m}
RESUME=${RESUME:-0}
jar=target/tilesearch.jar
work=target/many-files

scripts/tilesearch --version >/dev/null # builds the jar when it is missing or stale
rm -rf "$work"
mkdir -p "$work/in"
(cd "$work/in" && seq -f 'f%07g.txt' 1 "$FILES" | xargs touch)

set +e
/usr/bin/time -f '%e s wall, %U s user, %S s sys, %M KB peak RSS' -o "$work/time.txt" \
  java "-Xmx$HEAP" -jar "$jar" solve --quiet --out "$work/r.csv" "$work/in" 2>"$work/stderr.txt"
exit_code=$?
set -e

fail() {
  echo "many-files: $*" >&2
  exit 1
}
echo "$FILES empty files at -Xmx$HEAP: exit $exit_code, $(tail -n 1 "$work/time.txt")"
[[ $exit_code == 1 ]] || fail "exit $exit_code, not 1 (an error row per empty file): $(tail -n 3 "$work/stderr.txt")"
rows=$(($(wc -l <"$work/r.csv") - 1))
[[ $rows == "$FILES" ]] || fail "$rows rows, not $FILES"
errors=$(grep -c ',error,empty file: no boards found$' "$work/r.csv")
[[ $errors == "$FILES" ]] || fail "$errors error rows, not $FILES"
names=$(grep -c '"name": ' "$work/r.csv.run.json")
[[ $names == "$FILES" ]] || fail "the run record names $names files, not $FILES"
grep -q '"rowsWritten": '"$FILES"',' "$work/r.csv.run.json" || fail "the run record does not count $FILES rows"
grep -q '"exitCode": 1,' "$work/r.csv.run.json" || fail "the run record has not the exit code 1"
echo "many-files: $rows rows, every file in the run record"

[[ $RESUME == 1 ]] || exit 0
/usr/bin/time -f '%e s wall, %U s user, %S s sys, %M KB peak RSS' -o "$work/time.txt" \
  java "-Xmx$HEAP" -jar "$jar" solve --quiet --resume --out "$work/r.csv" "$work/in" 2>"$work/stderr.txt" &
timed=$!
live=0
while kill -0 "$timed" 2>/dev/null; do
  java_pid=$(pgrep -P "$timed" java || true)
  if [[ -n $java_pid ]]; then
    bytes=$(jcmd "$java_pid" GC.class_histogram 2>/dev/null | awk '/^Total/ {print $3}' || true)
    [[ -n $bytes && $bytes -gt $live ]] && live=$bytes
  fi
  sleep 0.5
done
set +e
wait "$timed"
exit_code=$?
set -e
echo "--resume of $FILES empty files at -Xmx$HEAP: exit $exit_code, $(tail -n 1 "$work/time.txt")"
echo "live heap at most $((live / 1048576)) MB: $((live / FILES)) bytes per input file, fixed costs included"
[[ $exit_code == 1 ]] || fail "resume: exit $exit_code, not 1 (the kept error rows): $(tail -n 3 "$work/stderr.txt")"
rows=$(($(wc -l <"$work/r.csv") - 1))
[[ $rows == "$FILES" ]] || fail "resume: $rows rows, not $FILES"
grep -q '"rowsKept": '"$FILES"',' "$work/r.csv.run.json" || fail "resume: the run record does not keep $FILES rows"
echo "many-files: resumed, $rows rows kept"
