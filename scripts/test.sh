#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine (Chromium, for the report's
# browser test), builds, runs `mvn -q verify` (the tests, then the archives built and their own tests run on them),
# and exits non-zero when a test fails. `mvn -q` is silent on success, so this prints a line per phase and, from
# the Surefire reports, the counts of each kind of test and a closing "tests: N passed, N failed, N skipped" line.
# Arguments go to Maven, e.g. scripts/test.sh -Dtest='tilesearch.search.*Test'.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
rm -rf target/surefire-reports

# The report's browser test drives Debian's Chromium through chromedriver; a fresh machine has neither. apt-get's
# own lines are shown only when the install fails.
if installed=$(scripts/install-chromium.sh 2>&1); then
  echo "install: ${installed##*$'\n'}"
else
  echo "$installed"
  echo "install: Chromium could not be installed; the browser tests will fail"
fi

# With a JDK 25 or later under /usr/lib/jvm (and no JDK given), the build also links the archive with a bundled
# runtime from it, so that the tests of the archive users are pointed to first run instead of being skipped.
runtime_jdk=()
if [[ " $* " != *" -Dtilesearch.aot.jdk="* ]]; then
  # shellcheck source=java-release.sh
  source scripts/java-release.sh
  java_newest_25 /usr/lib/jvm
  if [[ -n $java_newest_25 && -x $java_newest_25/bin/jlink ]]; then
    runtime_jdk=("-Dtilesearch.aot.jdk=$java_newest_25")
  fi
fi

echo "build: compiling the program and its tests"
if ! mvn -q -B -Dstyle.color=never test-compile "$@"; then
  echo "build: failed"
  exit 1
fi
echo "verify: unit and process tests, Spark tests, then the archives${runtime_jdk:+ (with a runtime bundled from ${java_newest_25})} and their tests"
mvn -q -B -Dstyle.color=never verify "${runtime_jdk[@]}" "$@"
status=$?

# Counted per <testcase>, not from each suite's header: a class that mixes jqwik properties with JUnit tests
# gets a header that counts only one engine's tests. Process tests are the classes that start the program, its
# launcher or a script as a process of their own.
process_classes=$(grep -rlE 'ProcessBuilder|TileSearchProcess|LauncherProbe' src/test/java --include='*Test.java' \
  | sed 's|^src/test/java/||; s|\.java$||; s|/|.|g')
reports() {
  local report class
  for report in target/surefire-reports/TEST-*.xml; do
    [[ -f $report ]] || continue
    class=${report#target/surefire-reports/TEST-} class=${class%.xml}
    case $1 in
      archive) [[ $class == tilesearch.cli.DistributionTest ]] ;;
      spark) [[ $class == tilesearch.spark.* ]] ;;
      process) [[ $class != tilesearch.spark.* && $class != tilesearch.cli.DistributionTest ]] \
        && grep -qxF "$class" <<<"$process_classes" ;;
      unit) [[ $class != tilesearch.spark.* && $class != tilesearch.cli.DistributionTest ]] \
        && ! grep -qxF "$class" <<<"$process_classes" ;;
      all) true ;;
    esac && echo "$report"
  done
}
count() { reports "$1" | xargs -r cat | grep -c "^[[:space:]]*$2"; }
summary() {
  local tests failed skipped
  tests=$(count "$1" '<testcase[ >]')
  failed=$(( $(count "$1" '<failure[ />]') + $(count "$1" '<error[ />]') ))
  skipped=$(count "$1" '<skipped[ />]')
  echo "$2: $(( tests - failed - skipped )) passed, $failed failed, $skipped skipped"
}
summary unit "unit tests"
summary process "process tests"
summary spark "Spark tests"
summary archive "archive tests"
summary all tests
tests=$(count all '<testcase[ >]')

if [[ $status -eq 0 && $tests -eq 0 ]]; then
  echo "no test ran" >&2
  exit 1
fi
exit $status
