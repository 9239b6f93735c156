#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine (Chromium, for the report's
# browser test), runs `mvn -q verify` (the tests, then the archives built and their own tests run on them), and exits
# non-zero when a test fails. Prints a closing
# "tests: N passed, N failed, N skipped" line from the Surefire reports, since `mvn -q` is silent on success.
# Arguments go to Maven, e.g. scripts/test.sh -Dtest='tilesearch.search.*Test'.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
rm -rf target/surefire-reports

# The report's browser test drives Debian's Chromium through chromedriver; a fresh machine has neither.
scripts/install-chromium.sh

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

mvn -q -B -Dstyle.color=never verify "${runtime_jdk[@]}" "$@"
status=$?

# Counted per <testcase>, not from each suite's header: a class that mixes jqwik properties with JUnit tests
# gets a header that counts only one engine's tests.
count() { cat target/surefire-reports/TEST-*.xml 2>/dev/null | grep -c "^[[:space:]]*$1"; }
tests=$(count '<testcase[ >]')
failures=$(count '<failure[ />]')
errors=$(count '<error[ />]')
skipped=$(count '<skipped[ />]')
failed=$(( failures + errors ))
printf "\n"
echo "tests: $(( tests - failed - skipped )) passed, $failed failed, $skipped skipped"

if [[ $status -eq 0 && $tests -eq 0 ]]; then
  echo "no test ran" >&2
  exit 1
fi
exit $status
