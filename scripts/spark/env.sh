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

# The class path of every Spark JVM here (driver, master, workers), written as a worker writes its executors'
# (Spark's launcher puts the configuration folder and the SLF4J API first): a class data archive holds only for
# JVMs whose class path starts as it did when it was made, so one archive then serves them all. Set again by
# spark_prepare once it has copied the jars: on a fresh clone they are not there yet when this file is sourced.
spark_set_classpath() {
  local slf4j
  slf4j="$(compgen -G "$spark_jars/slf4j-api-*.jar" | head -1 || true)"
  spark_classpath="$spark_home/conf:$slf4j:$spark_jars/*"
}
spark_set_classpath

# A class data sharing archive (JDK 13 and later: -XX:ArchiveClassesAtExit) of the classes that a local run of
# the job loaded: the JDK's, Spark's, Scala's, Netty's, the job's. A JVM that maps it neither parses nor verifies
# those classes again, which is most of the CPU time of a driver's or an executor's start. One per Java build,
# made by spark_prepare; a JVM of another build ignores it.
spark_java_release() {
  local java_home line
  java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
  [[ -f "$java_home/release" ]] || return 0
  while IFS= read -r line; do
    [[ $line == JAVA_RUNTIME_VERSION=* ]] && { line=${line#*=}; echo "${line//\"/}"; }
  done < "$java_home/release"
  return 0
}
spark_archive="$spark_home/cds/$(spark_java_release).jsa"

# Sets spark_archive_options (the archive, once it exists) and spark_executor_options: what the executors run
# with besides, the archive and the launcher's settings for a batch search (see scripts/tilesearch).
spark_set_options() {
  spark_archive_options=()
  [[ -f "$spark_archive" ]] && spark_archive_options=("-XX:SharedArchiveFile=$spark_archive")
  spark_executor_options=("${spark_java_options[@]}" "${spark_archive_options[@]}" -XX:+UseParallelGC
    -XX:-UseOnStackReplacement)
}
spark_set_options

# The driver of a job on a cluster, with C1 only: it schedules tasks and writes rows, work that C2's compiling (3 of
# its 6 s of CPU time on set a of spark-bench.sh) never pays back, while the executors on the same cores wait for
# it. In local mode the driver runs the tasks and keeps C2.
spark_driver_options=(-XX:TieredStopAtLevel=1)

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
  spark_set_classpath
  if [[ ! -f "$spark_archive" || "$spark_jars/.complete" -nt "$spark_archive" ]]; then
    spark_train_archive
  fi
}

# Makes $spark_archive from a local run of the job on a few boards (a folder of text files, solved where they
# are read, and a CSV file, whose boards are shuffled), 10 to 30 seconds; its log is $spark_home/cds/training.log.
# A failure is reported, and the JVMs run without an archive.
spark_train_archive() {
  mkdir -p "$spark_home/cds"
  # A folder of its own: two scripts may start at once, and each then makes an archive.
  local training
  training="$(mktemp -d "$spark_home/cds/training.XXXXXX")"
  mkdir "$training/boards"
  local i
  for i in 1 2 3; do
    printf '2 2 4 0\n0 4 8 8\n16 0 2 2\n0 0 0 4\n\n4 4 0 2\n8 0 8 0\n2 2 2 16\n0 32 0 0\n' > "$training/boards/$i.txt"
  done
  printf 'id,board,moves\na,2 2 0 0/4 0 4 8/0 0 2 2/8 8 0 0,5\nb,16 8 0 0/8 0 2 2/0 4 4 0/2 0 0 2,6\nc,2 2,3\n' \
    > "$training/boards/boards.csv"
  # Exit code 1 is expected: the last board of the CSV file is refused, so that error rows are trained too.
  local status=0
  java -cp "$spark_classpath" "${spark_java_options[@]}" "-XX:ArchiveClassesAtExit=$training/archive.jsa" \
    -Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 org.apache.spark.deploy.SparkSubmit \
    --master 'local[2]' --conf spark.ui.enabled=false --class tilesearch.spark.SparkSolve "$spark_app_jar" \
    --moves 6 --out "$training/results.csv" "$training/boards" > "$spark_home/cds/training.log" 2>&1 || status=$?
  if [[ $status -le 1 && -f "$training/archive.jsa" ]]; then
    # A rename, so that a JVM starting meanwhile maps the old archive or the new one, never half of one.
    mv "$training/archive.jsa" "$spark_archive"
    spark_set_options
  else
    echo "spark: making the class data archive failed (see $spark_home/cds/training.log); running without it" >&2
  fi
  rm -rf "$training"
}
