#!/usr/bin/env bash
# Makes what the distribution with a bundled Java (tilesearch-VERSION-linux-x64, src/assembly/dist-runtime.xml)
# holds beyond the plain one: a Java runtime linked by jlink from the modules the jar needs (jdeps), and, on Java 25
# and later, the ahead-of-time cache made for exactly that runtime (a cache made by the full JDK does not fit it).
# Run by `mvn package -Dtilesearch.aot.jdk=JDK` (pom.xml, profile runtime) as
#
#   scripts/runtime.sh JDK_HOME JAR OUT_DIR
#
# Writes OUT_DIR/runtime and OUT_DIR/aot/lib/tilesearch-RELEASE.aot with its checksum. Fails with one line when
# JDK_HOME cannot link a runtime.
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
# Without an AOT cache (before Java 25) the JDK's default class data archive is the start-up help there is; with
# one it would go unused.
cds=()
((feature >= 25)) || cds=(--generate-cds-archive)
"$jdk/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages "${cds[@]}" \
  --release-info "add:JAVA_RUNTIME_VERSION=$runtime_version" --output "$out/runtime" >/dev/null \
  || fail "jlink of $modules from $jdk failed"
# The launcher reads the runtime's release file to tell its version and name its cache; jlink writes the added
# key unquoted.
sed -i 's/^JAVA_RUNTIME_VERSION=\([^"].*\)$/JAVA_RUNTIME_VERSION="\1"/' "$out/runtime/release"
"$root/scripts/aot-cache.sh" "$out/runtime" "$jar" "$out/aot"
echo "runtime: $out/runtime (Java $runtime_version: $modules)"
