#!/usr/bin/env bash
# Prints the path of the baseline build's launcher: the launcher and jar of the baseline commit, named here and
# nowhere else, which scripts/compare.sh, steady-compare.sh and report-bench.sh run beside the current build. The
# first call extracts that commit's tree with `git archive` into target/baseline-COMMIT/ and builds its jar and
# archives there (quietly, tests skipped, a minute or two); later calls only print the path. The old launcher runs
# the old jar with its own JVM options, on the `java` of the PATH, exactly as that build was run.
#
#   scripts/baseline.sh                       prints target/baseline-COMMIT/scripts/tilesearch (absolute)
#   "$(scripts/baseline.sh)" solve --moves 10 --out old.csv boards/
#   scripts/baseline.sh --commit              prints the commit only, building nothing
#   BASELINE_COMMIT=abc1234 scripts/baseline.sh   another commit
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
commit="${BASELINE_COMMIT:-c3eaa70}"   # the build issue 38's floors are measured against
if [[ ${1:-} == --commit ]]; then
  echo "$commit"
  exit 0
fi
home="$root/target/baseline-$commit"
launcher="$home/scripts/tilesearch"

if [[ ! -f "$home/target/tilesearch.jar" ]]; then
  if ! git -C "$root" cat-file -e "$commit^{commit}" 2>/dev/null; then
    echo "baseline: commit $commit is not in this clone (a shallow clone? run git fetch --unshallow)" >&2
    exit 1
  fi
  # Built in a scratch folder and moved into place whole, so an interrupted build never leaves a half tree that
  # later calls would take for a finished one.
  scratch="$root/target/baseline-$commit.partial"
  rm -rf "$scratch"
  mkdir -p "$scratch"
  git -C "$root" archive "$commit" | tar -x -C "$scratch"
  echo "baseline: building the jar of commit $commit (once, into ${home#"$root"/})" >&2
  if ! (cd "$scratch" && mvn -q -B -Dstyle.color=never -DskipTests package 2>&1) | sed 's/\x1b\[[0-9;]*m//g' >&2; then
    echo "baseline: building commit $commit failed (see the Maven output above)" >&2
    exit 1
  fi
  # The old launcher rebuilds its jar when a source file is newer; git archive dates every file at the commit,
  # so the jar just built is newer than all of them.
  rm -rf "$home"
  mv "$scratch" "$home"
fi
echo "$launcher"
