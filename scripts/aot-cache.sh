#!/usr/bin/env bash
# Makes the bundled runtime's ahead-of-time cache (JEP 483 and 515) when the distribution is built: the classes
# that a training run of bin/tilesearch loads and links, and the profiles of the methods it runs, so that a run on
# that runtime starts without loading and linking them again and compiles the search sooner. Run by
# scripts/runtime.sh as
#
#   scripts/aot-cache.sh JDK_HOME JAR OUT_DIR
#
# with JDK_HOME the runtime that the cache is for. Writes OUT_DIR/lib/tilesearch-RELEASE.aot, RELEASE that
# runtime's JAVA_RUNTIME_VERSION, and its checksum beside it (.aot.cksum). Only Java 25 and later keep a cache that
# still holds once the distribution is unpacked elsewhere (a Java 17 class data archive holds only for the jar's
# path at build time), so for an older JDK it makes none.
set -euo pipefail

jdk=$1 jar=$2 out=$3
rm -rf "$out"
runtime="" feature=0
if [[ -f $jdk/release ]]; then
  runtime=$(sed -n 's/^JAVA_RUNTIME_VERSION="\(.*\)"$/\1/p' "$jdk/release")
  version=$(sed -n 's/^JAVA_VERSION="\(.*\)"$/\1/p' "$jdk/release")
  feature=${version%%[._]*}
fi
if [[ -z $runtime || ! $feature =~ ^[0-9]+$ ]] || ((feature < 25)); then
  exit 0  # no cache for this JDK: only Java 25 and later keep one that holds once unpacked elsewhere
fi

# The training runs the launcher itself, in a layout like the distribution's, so that the cache is made with the
# very JVM options a run uses; a cache made under other options (another collector) would not be used.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
mkdir -p "$out/bin" "$out/lib" "$out/training"
cp "$root/src/dist/bin/tilesearch" "$out/bin/"
# A JVM maps the cache only beside a jar of the size and the modification time, to the second, that the training
# ran on, so the copy keeps the jar's time; made an even second first, since a zip entry keeps only even seconds.
touch -d "@$(($(stat -c %Y "$jar") / 2 * 2))" "$jar"
cp -p "$jar" "$out/lib/tilesearch.jar"
cache=$out/lib/tilesearch-$runtime.aot
run() { JAVA_HOME=$jdk "$out/bin/tilesearch" "$@"; }

# The boards a batch meets: full 20x20 boards at K = 10 on two threads, 4x4 boards from a CSV file and from text
# files, each kind often enough that the methods run once per board reach the last compiler in the training, so that
# the cache holds their final profiles; made by `generate` with fixed seeds. The training run is a resume of a run
# whose rows were all lost, so that it also reads a run record, as every resume and report does, and the cache
# holds the record's reader (Jackson's parser, which a run that only writes its record never loads).
cd "$out/training"
{
  run generate --size 20 --count 40 --per-file 20 --seed 11 --density 1 --out boards/full \
    && run generate --size 4 --count 30000 --seed 12 --format csv --out boards/small.csv \
    && run generate --size 4 --count 20000 --per-file 10 --seed 14 --out boards/text4 \
    && run solve --moves 10 --threads 2 --force --out results.csv boards \
    && rows=$(wc -l <results.csv) && head -n 1 results.csv >header.csv && mv header.csv results.csv \
    && TILESEARCH_JAVA_OPTS="-XX:AOTCacheOutput=$cache" run solve --resume --out results.csv \
    && [[ $(wc -l <results.csv) -eq $rows ]]
} >training.log 2>&1 || { cat training.log; echo "aot-cache: the training run failed" >&2; exit 1; }
[[ -s $cache ]] || { cat training.log; echo "aot-cache: the training run wrote no cache" >&2; exit 1; }
# The checksums that bin/tilesearch compares before it lets a JVM map the cache: the cache's, since a JVM maps a
# damaged cache and crashes, and the jar's, since Java 25.0.3 maps a cache beside a changed jar and runs the
# cache's classes instead of the jar's (JDK-8377932, fixed in 25.0.4).
{ cksum <"$cache" && cksum <"$jar"; } >"$cache.cksum"
cd "$root"
rm -rf "$out/training"
echo "aot-cache: $cache"
