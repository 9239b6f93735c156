# Sourced by scripts/spark-solve, scripts/spark-cluster.sh and scripts/spark-bench.sh: where Spark's jars are
# and what every Spark JVM of this project needs. Spark comes from Maven only, never from a download: the jars
# are the project's own resolved dependencies (provided Spark, and compile scope for Logback), copied once into
# target/spark/jars by `mvn dependency:copy-dependencies`, which also serves as SPARK_HOME.
# shellcheck shell=bash

spark_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
spark_home="$spark_root/target/spark"
spark_jars="$spark_home/jars"
# SPARK_APP_JAR: another build of the job's jar (the cluster test makes one from target/classes).
spark_app_jar="${SPARK_APP_JAR:-$spark_root/target/tilesearch.jar}"
spark_logback="$spark_root/scripts/spark/logback.xml"

# Every listening socket on the loopback address; the workers need SPARK_HOME and the Scala version, or every
# executor fails with "Cannot find any build directories".
export SPARK_LOCAL_IP=127.0.0.1
export SPARK_HOME="$spark_home"
export SPARK_SCALA_VERSION=2.13

# The module openings that spark-submit adds on Java 17 (Spark's org.apache.spark.launcher.JavaModuleOptions),
# the same as spark.java.options in pom.xml.
spark_java_options=(
  -XX:+IgnoreUnrecognizedVMOptions
  --add-opens=java.base/java.lang=ALL-UNNAMED
  --add-opens=java.base/java.lang.invoke=ALL-UNNAMED
  --add-opens=java.base/java.lang.reflect=ALL-UNNAMED
  --add-opens=java.base/java.io=ALL-UNNAMED
  --add-opens=java.base/java.net=ALL-UNNAMED
  --add-opens=java.base/java.nio=ALL-UNNAMED
  --add-opens=java.base/java.util=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent=ALL-UNNAMED
  --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED
  --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED
  --add-opens=java.base/sun.nio.ch=ALL-UNNAMED
  --add-opens=java.base/sun.nio.cs=ALL-UNNAMED
  --add-opens=java.base/sun.security.action=ALL-UNNAMED
  --add-opens=java.base/sun.util.calendar=ALL-UNNAMED
  -Dio.netty.tryReflectionSetAccessible=true
  "-Dlogback.configurationFile=$spark_logback"
)

# What the executors run with besides: the launcher's settings for a batch search (see scripts/tilesearch).
spark_executor_options=("${spark_java_options[@]}" -XX:+UseParallelGC -XX:-UseOnStackReplacement)

# Builds target/tilesearch.jar when it is older than the sources (unless SPARK_APP_JAR names another), and
# copies Spark's jars once (again when pom.xml changes). Maven's output goes to stderr.
spark_prepare() {
  if [[ -z "${SPARK_APP_JAR:-}" ]] && [[ ! -f "$spark_app_jar" || -n "$(find "$spark_root/src" "$spark_root/pom.xml" -newer "$spark_app_jar" -print -quit)" ]]; then
    (cd "$spark_root" && mvn -q -B -Dstyle.color=never -DskipTests package) >&2 || return 70
  fi
  if [[ ! -f "$spark_jars/.complete" || "$spark_root/pom.xml" -nt "$spark_jars/.complete" ]]; then
    rm -rf "$spark_jars"
    # compile scope is compile and provided: Spark, and Logback for the cluster's own logging.
    (cd "$spark_root" && mvn -q -B -Dstyle.color=never dependency:copy-dependencies -DincludeScope=compile \
      -DoutputDirectory="$spark_jars") >&2 || return 70
    touch "$spark_jars/.complete"
  fi
}
