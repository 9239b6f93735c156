#!/usr/bin/env bash
# The report bench, too heavy for `mvn test`: `report` on a million-row results CSV, the baseline build (the commit
# scripts/baseline.sh names, or BASELINE_COMMIT) beside the current one, on the same files in the same run, whole
# process (JVM start included), interleaved, ROUNDS times each.
#
#   scripts/report-bench.sh               1M rows, 3 rounds: about 25 minutes on 2 cores, most of it the old build
#   ROWS=200000 ROUNDS=1 scripts/report-bench.sh    a quicker look
#   KINDS="html md" scripts/report-bench.sh         only some kinds of report (html, md, baseline)
#   MODES=jar scripts/report-bench.sh               only some ways of running the builds (jar, launcher, launcher17)
#   TABLE_ONLY=1 scripts/report-bench.sh            only the table, from the measurements under target/
#
# The ways of running both builds (MODES, default "jar launcher"), each old and current side by side:
#   jar         `java -jar`, the java of the PATH (Java 17 here), both with the JVM options of the old launcher
#               (-XX:+UseParallelGC -XX:-UseOnStackReplacement): the same JVM and flags, so only the code differs;
#               the current build also under -Xmx256m (--baseline: -Xmx512m), the heaps the issue promises.
#   launcher    each build through its own launcher, as a user runs it: the old one from scripts/baseline.sh (the
#               java of the PATH), the current scripts/tilesearch (the newest JDK of 25 or later when there is one,
#               with its AOT cache, and the JVM options it gives a report).
#   launcher17  the same, the current launcher made to run the java of the PATH (TILESEARCH_JAVA), as on a machine
#               with Java 17 only (with the report's class data archive).
#
# Everything it makes is cached under target/report-bench/: the old jar (built from `git archive` of the old
# commit, so no worktree is left registered), the boards and two results CSVs of the same boards (the second
# is the baseline); the old launcher's tree is scripts/baseline.sh's. It prints, per report kind, mode and build,
# the wall time, the CPU time (user + system, steadier than wall time on a loaded machine), the peak resident set
# size and the output's size, each the median over the rounds, and the speed-up in wall time over the old build in
# the same mode; the table also goes to outputs/report-bench.txt.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
ROWS=${ROWS:-1000000}
ROUNDS=${ROUNDS:-3}
KINDS=${KINDS:-html md baseline}
MODES=${MODES:-jar launcher}
TABLE_ONLY=${TABLE_ONLY:-}
old_commit=$(scripts/baseline.sh --commit)
work=target/report-bench
data="$work/data-$ROWS"
mkdir -p "$work" "$data" outputs
# the launcher's JVM options, so both builds run as a user runs them
jvm=(java -XX:+UseParallelGC -XX:-UseOnStackReplacement)

# Builds target/tilesearch.jar when it is missing or stale and trains the report's AOT cache (Java 25) or class data
# archive (Java 17 to 24), so that no measured run pays for either; prints the Java the launcher runs.
launcher_java() {
  TILESEARCH_JAVA_OPTS=-XshowSettings:properties "$@" scripts/tilesearch report --help 2>&1 >/dev/null \
    | sed -n 's/^ *java\.runtime\.version = //p' | head -n 1
}
current_java=$(launcher_java env)
[[ -n $current_java ]] || { echo "report-bench: scripts/tilesearch report --help failed" >&2; exit 1; }
[[ " $MODES " != *" launcher17 "* ]] || launcher_java env TILESEARCH_JAVA="$(command -v java)" >/dev/null
path_java=$(java -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java\.runtime\.version = //p' | head -n 1)
new_jar=target/tilesearch.jar
old_jar="$work/old-$old_commit.jar"
if [[ ! -f $old_jar ]]; then
  echo "building the report of $old_commit ..." >&2
  rm -rf "$work/old-src"
  mkdir -p "$work/old-src"
  git archive "$old_commit" | tar -x -C "$work/old-src"
  (cd "$work/old-src" && mvn -q -B -Dstyle.color=never -DskipTests package) >&2
  cp "$work/old-src/target/tilesearch.jar" "$old_jar"
  rm -rf "$work/old-src"
fi
old_launcher=
[[ " $MODES " != *" launcher"* ]] || old_launcher=$(scripts/baseline.sh)

if [[ ! -f $data/baseline.csv ]]; then
  echo "making $ROWS 4x4 boards and solving them twice at K = 10 ..." >&2
  "${jvm[@]}" -jar "$new_jar" generate --size 4 --count "$ROWS" --format csv --out "$data/boards.csv" >/dev/null
  "${jvm[@]}" -jar "$new_jar" solve --moves 10 --force --out "$data/results.csv" "$data/boards.csv" 2>/dev/null
  "${jvm[@]}" -jar "$new_jar" solve --moves 10 --force --out "$data/baseline.tmp" "$data/boards.csv" 2>/dev/null
  mv "$data/baseline.tmp" "$data/baseline.csv"
fi

# measure FILE MODE BUILD KIND [JVM_OPTION...]: runs one report of KIND with BUILD (old or new) in MODE and appends
# "seconds peak_kb output_bytes exit cpu_seconds" to FILE.
measure() {
  local into=$1 mode=$2 build=$3 kind=$4
  shift 4
  local run
  case $mode/$build in
    jar/old) run=("${jvm[@]}" "$@" -jar "$old_jar") ;;
    jar/new) run=("${jvm[@]}" "$@" -jar "$new_jar") ;;
    launcher*/old) run=("$old_launcher") ;;
    launcher/new) run=(scripts/tilesearch) ;;
    launcher17/new) run=(env TILESEARCH_JAVA="$(command -v java)" scripts/tilesearch) ;;
  esac
  local args output
  case $kind in
    html) output="$work/out.html"; args=("$data/results.csv" --out "$output") ;;
    md) output="$work/out.md"; args=("$data/results.csv" --format md --out "$output") ;;
    baseline) output="$work/out-baseline.html"
      args=("$data/results.csv" --baseline "$data/baseline.csv" --out "$output") ;;
  esac
  rm -f "$output"
  local status=0
  /usr/bin/time -f "%e %M %U %S" -o "$work/time.txt" "${run[@]}" report "${args[@]}" \
      >/dev/null 2>"$work/stderr.txt" || status=$?
  if [[ $status -ne 0 && $status -ne 1 ]]; then
    echo "report ($kind, $mode, $build) failed with exit $status:" >&2
    cat "$work/stderr.txt" >&2
    exit 1
  fi
  local wall rss user sys
  read -r wall rss user sys < <(tail -n 1 "$work/time.txt")
  echo "$wall $rss $(stat -c %s "$output" 2>/dev/null || echo 0) $status $(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')" \
      >>"$into"
}

median() {
  sort -n | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

if [[ -z $TABLE_ONLY ]]; then
  for kind in $KINDS; do
    for mode in $MODES; do
      rm -f "$work"/m-"$mode"-*-"$kind".txt
    done
    echo "$path_java|$current_java" >"$work/java-$kind.txt"
  done
  for round in $(seq "$ROUNDS"); do
    for kind in $KINDS; do
      for mode in $MODES; do
        echo "round $round: $kind, $mode ..." >&2
        measure "$work/m-$mode-old-$kind.txt" "$mode" old "$kind"
        measure "$work/m-$mode-new-$kind.txt" "$mode" new "$kind"
        [[ $mode == jar ]] || continue
        # the heaps the issue promises: any run in 256 MB, a baseline comparison of two 1M-row files in 512 MB
        case $kind in
          baseline) measure "$work/m-jar-new512-$kind.txt" jar new "$kind" -Xmx512m ;;
          *) measure "$work/m-jar-new256-$kind.txt" jar new "$kind" -Xmx256m ;;
        esac
      done
    done
  done
fi

table="outputs/report-bench.txt"
{
  echo "report on $ROWS rows ($(stat -c %s "$data/results.csv") bytes of CSV), median of the rounds (runs: n);" \
      "$(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg) at the end"
  for kind in html md baseline; do
    [[ -f $work/java-$kind.txt ]] || continue
    IFS='|' read -r jar_java launcher_java <"$work/java-$kind.txt"
    echo "$kind: jar = java -jar, both builds on Java $jar_java; launcher = each build's own launcher, the old on" \
        "Java $jar_java, the current on Java $launcher_java; launcher17 = both launchers on Java $jar_java"
  done
  printf '%-9s %-11s %-18s %4s %9s %9s %13s %14s %9s\n' report mode build runs seconds "CPU s" "peak RSS MB" \
      "output bytes" speed-up
  for kind in html md baseline; do
    for mode in jar launcher launcher17; do
      [[ -f $work/m-$mode-old-$kind.txt ]] || continue
      old_s=$(cut -d' ' -f1 "$work/m-$mode-old-$kind.txt" | median)
      for build in old new new256 new512; do
        file="$work/m-$mode-$build-$kind.txt"
        [[ -f $file ]] || continue
        case $build in
          old) name="$old_commit" ;;
          new) name="current" ;;
          new256) name="current, -Xmx256m" ;;
          new512) name="current, -Xmx512m" ;;
        esac
        s=$(cut -d' ' -f1 "$file" | median)
        rss=$(cut -d' ' -f2 "$file" | median)
        bytes=$(cut -d' ' -f3 "$file" | median)
        cpu=$(cut -d' ' -f5 "$file" | { grep . || true; } | median)
        [[ -n $cpu ]] || cpu="-"
        speedup=$(awk -v o="$old_s" -v n="$s" 'BEGIN { printf "%.1fx", o / n }')
        printf '%-9s %-11s %-18s %4d %9.2f %9s %13.0f %14.0f %9s\n' "$kind" "$mode" "$name" "$(wc -l <"$file")" \
            "$s" "$cpu" "$(awk -v k="$rss" 'BEGIN { print k / 1024 }')" "$bytes" "$speedup"
      done
    done
  done
} | tee "$table"
