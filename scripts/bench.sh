#!/usr/bin/env bash
# Builds target/benchmarks.jar and runs the JMH benchmarks; the output also goes to outputs/bench-jmh.txt.
#
#   scripts/bench.sh                      all benchmarks
#   scripts/bench.sh MoveBenchmark        only the benchmarks matching a regex
#   scripts/bench.sh -wi 1 -i 2           a quick run; any JMH option works (java -jar target/benchmarks.jar -h)
#
# Defaults suit a small, noisy machine: one fork, 3 warmup and 5 measured iterations of 1 s each. An option
# given on the command line replaces its default.
set -euo pipefail

cd "$(dirname "$0")/.."

defaults=(-f 1 -wi 3 -i 5 -w 1s -r 1s)

# Keeps a default only when the caller did not give the same option (JMH rejects an option given twice).
options=()
for ((i = 0; i < ${#defaults[@]}; i += 2)); do
    name=${defaults[i]}
    given=false
    for arg in "$@"; do
        if [[ $arg == "$name" ]]; then
            given=true
        fi
    done
    if [[ $given == false ]]; then
        options+=("$name" "${defaults[i + 1]}")
    fi
done

mvn -q -Pbench -DskipTests package

mkdir -p outputs
java -jar target/benchmarks.jar "${options[@]}" "$@" 2>&1 | tee outputs/bench-jmh.txt
