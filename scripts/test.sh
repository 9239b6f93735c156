#!/usr/bin/env bash
# The README's test command: installs what the tests need on a fresh machine (Chromium, for the report's
# browser test), runs `mvn -q test`, and exits non-zero when a test fails. Prints a closing
# "tests: N passed, N failed, N skipped" line from the Surefire reports, since `mvn -q` is silent on success.
# Arguments go to Maven, e.g. scripts/test.sh -Dtest='tilesearch.search.*Test'.
set -uo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
rm -rf target/surefire-reports

# The report's browser test drives Debian's Chromium through chromedriver; a fresh machine has neither.
scripts/install-chromium.sh

mvn -q -B -Dstyle.color=never test "$@"
status=$?

tests=0 failures=0 errors=0 skipped=0
for report in target/surefire-reports/TEST-*.xml; do
  [[ -f "$report" ]] || continue
  header="$(grep -m1 -o '<testsuite [^>]*>' "$report")"
  for field in tests failures errors skipped; do
    value="$(sed -n "s/.* $field=\"\([0-9]*\)\".*/\1/p" <<<"$header")"
    declare "$field=$(( ${!field} + ${value:-0} ))"
  done
done
failed=$(( failures + errors ))
printf "\n"
echo "tests: $(( tests - failed - skipped )) passed, $failed failed, $skipped skipped"

if [[ $status -eq 0 && $tests -eq 0 ]]; then
  echo "no test ran" >&2
  exit 1
fi
exit $status
