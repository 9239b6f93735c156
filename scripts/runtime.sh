#!/usr/bin/env bash
# Makes what the distribution with a bundled Java (tilesearch-VERSION-linux-x64, src/assembly/dist-runtime.xml)
# holds beyond the plain one: a Java runtime linked by jlink from the modules the jar needs (jdeps), and, on Java 25
# and later, the ahead-of-time cache made for exactly that runtime (a cache made by the full JDK does not fit it),
# as the runtime's default archive. The runtime carries bin/tilesearch's JVM options itself, so that any
# `runtime/bin/java -jar lib/tilesearch.jar` runs as fast as the launcher. Run by
# `mvn package -Dtilesearch.aot.jdk=JDK` (pom.xml, profile runtime) as
#
#   scripts/runtime.sh JDK_HOME JAR OUT_DIR
#
# Writes OUT_DIR/runtime, on Java 25 with the cache as runtime/lib/server/classes.jsa and its checksum beside it.
# Fails with one line when JDK_HOME cannot link a runtime.
set -euo pipefail

jdk=$1 jar=$2 out=$3
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
fail() {
  echo "runtime: $*" >&2
  exit 1
}
[[ -x $jdk/bin/jlink && -x $jdk/bin/jdeps ]] || fail "$jdk has no jlink and jdeps; give a JDK 17 or later"
runtime_version=$(sed -n 's/^JAVA_RUNTIME_VERSION="\(.*\)"$/\1/p' "$jdk/release")
version=$(sed -n 's/^JAVA_VERSION="\(.*\)"$/\1/p' "$jdk/release")
feature=${version%%[._]*}
[[ -n $runtime_version && $feature =~ ^[0-9]+$ ]] || fail "cannot tell which Java $jdk is from its release file"

rm -rf "$out"
mkdir -p "$out"
# The modules the program's classes and its libraries' use; the Spark job's classes in the jar only run under
# spark-submit, on a JDK, so what they need is left out.
modules=$("$jdk/bin/jdeps" --print-module-deps --ignore-missing-deps --multi-release "$feature" "$jar")
# The options bin/tilesearch gives every run (a report sets the thresholds back), linked into the runtime (its
# lib/modules), so that every JVM it starts takes them before its command line's; docs/performance.md, "JVM
# options", has each one's figure.
options="-XX:+UseParallelGC -XX:CompileThresholdScaling=5"
logged=all=warning
# Without an AOT cache (before Java 25) the JDK's default class data archive is the start-up help there is.
cds=(--generate-cds-archive)
if ((feature >= 25)); then
  # And those it gives a run with the cache, which is the runtime's default archive here: AOTMode=auto makes the
  # JVM map that as an AOT cache, profiles included, and, with its aot and cds logs off, say nothing when it does
  # not fit (another jar, or this one changed).
  options+=" -XX:AOTMode=auto -XX:-UseOnStackReplacement"
  logged+=,aot=off,cds=off
  cds=()
fi
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages "${cds[@]}" \
  --add-options="$options -Xlog:disable -Xlog:$logged:stderr" \
  --release-info "add:JAVA_RUNTIME_VERSION=$runtime_version" --output "$out/runtime" >/dev/null \
  || fail "jlink of $modules from $jdk failed"
# The launcher reads the runtime's release file to tell its version; jlink writes the added key unquoted.
sed -i 's/^JAVA_RUNTIME_VERSION=\([^"].*\)$/JAVA_RUNTIME_VERSION="\1"/' "$out/runtime/release"
"$root/scripts/aot-cache.sh" "$out/runtime" "$jar" "$out/aot"
if ((feature >= 25)); then
  # Where a JVM looks for its default archive: beside libjvm.so, named for compressed oops (a heap under 32 GB).
  cache=$out/aot/lib/tilesearch-$runtime_version.aot
  mv "$cache" "$out/runtime/lib/server/classes.jsa"
  mv "$cache.cksum" "$out/runtime/lib/server/classes.jsa.cksum"
fi
echo "runtime: $out/runtime (Java $runtime_version: $modules)"
