#!/usr/bin/env bash
# The steady-state search of the baseline build (built by scripts/baseline.sh) beside the current
# build, in one JVM: what scripts/compare.sh's whole processes measure, less JVM start, reading, writing and the
# JIT's warm-up. Both jars search the same boards on one thread after warm-up passes,
# then pass by pass, alternating which goes first; a pass's time is the thread's CPU time, so the per-pass ratio
# holds on a loaded machine. Prints each round and the medians; ratio = old / new.
#
#   scripts/steady-compare.sh            set (f): 100 random full 20x20 boards (seed 50) at K = 10, 8 rounds
#   scripts/steady-compare.sh d 16       set (d)'s board at K = 16
#   STEADY_ROUNDS=12 STEADY_WARMUP=4 STEADY_JAVA=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java scripts/steady-compare.sh
#
# The Java is STEADY_JAVA or the java of the PATH; both builds run in it, so it compares code, not JVMs.
# SteadyCompare.java runs from source (Java 11 and later).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
set_name=${1:-f}
scripts/tilesearch --version >/dev/null          # builds the jar when the sources changed
old_launcher="$(scripts/baseline.sh)"
old_jar="$(dirname "$old_launcher")/../target/tilesearch.jar"
java=${STEADY_JAVA:-java}
mkdir -p target/compare
case $set_name in
  f)
    boards=target/compare/f-100 moves=${2:-10}
    [[ -e $boards ]] || java -jar "$old_jar" generate --out "$boards" --size 20 --count 100 --seed 50 --density 1 \
      --max-tile 1024 2>/dev/null ;;
  d)
    boards=target/compare/d moves=${2:-16}
    [[ -e $boards ]] || java -jar "$old_jar" generate --out "$boards" --size 20 --count 1 --seed 40 --density 1 \
      --max-tile 1024 2>/dev/null ;;
  *) echo "steady-compare: unknown set '$set_name' (f or d)" >&2; exit 2 ;;
esac
# The launcher's collector and JIT options, so that the search runs as it does in solve.
"$java" -XX:+UseParallelGC -XX:-UseOnStackReplacement "$root/scripts/SteadyCompare.java" "$boards" "$moves" \
  "${STEADY_ROUNDS:-8}" "${STEADY_WARMUP:-3}" "$old_jar" "$root/target/tilesearch.jar" \
  | sed -e 's/ A / old /g; s/ B / new /g; s/A-cpu-s/old-cpu-s/; s/B-cpu-s/new-cpu-s/; s#A/B#old/new#g'
echo "java: $("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.runtime.version = //p');" \
  "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
