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

# shellcheck source=../java-release.sh
source "$spark_root/scripts/java-release.sh"

# The Java of every Spark JVM here (driver, master, workers and executors), the first found of: JAVA_HOME, as
# Spark's own scripts take it; when SPARK_JDKS names a folder of JDKs, the newest of version 25 or later there, whose
# executors get an AOT cache (below); the java on the PATH. A JDK is never picked from /usr/lib/jvm unasked. Exported
# as JAVA_HOME, so that a worker starts its executors with it.
spark_pick_java() {
  spark_java_home=""
  if [[ -n ${JAVA_HOME:-} ]]; then
    spark_java_home="$JAVA_HOME"
  else
    java_newest_25=""
    [[ -z ${SPARK_JDKS:-} ]] || java_newest_25 "$SPARK_JDKS"
    spark_java_home=$java_newest_25
    if [[ -z $spark_java_home ]] && command -v java > /dev/null; then
      spark_java_home="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"
    fi
  fi
  spark_java="$spark_java_home/bin/java"
  java_release_of "$spark_java_home"
  spark_release=$java_release spark_feature=$java_feature
  [[ -z $spark_java_home ]] || export JAVA_HOME="$spark_java_home"
}
spark_pick_java

# A class data sharing archive (JDK 13 and later: -XX:ArchiveClassesAtExit) of the classes that a local run of
# the job loaded: the JDK's, Spark's, Scala's, Netty's, the job's. A JVM that maps it neither parses nor verifies
# those classes again, which is most of the CPU time of a driver's or an executor's start. One per Java build,
# made by spark_prepare; a JVM of another build ignores it.
spark_archive="$spark_home/cds/$spark_release.jsa"

# The executors' AOT cache on JDK 25 and later (JEP 483 and 515): the classes an executor loads, linked, and the
# profiles of the methods it ran, from a training run of the job on a cluster of one executor, so that an executor
# neither parses nor links those classes again and compiles the search sooner. It holds only for the class path it
# was made with, which starts with the job's jar (spark.executor.extraClassPath), so it is made for
# target/tilesearch.jar alone, never for another SPARK_APP_JAR. Made by spark_prepare_executor_cache.
spark_executor_cache="$spark_home/aot/$spark_release-executor.aot"
# The JAVA_HOME of the executors on JDK 25 and later: a java that drops the incubator module Spark adds (see it).
spark_executor_jdk="$spark_root/scripts/spark/executor-jdk"

# Sets spark_archive_options (the archive, once it exists), spark_executor_options (what the executors run with
# besides: the archive or the AOT cache, and the launcher's settings for a batch search, see src/dist/bin/tilesearch) and
# spark_executor_conf (spark-submit's --conf pairs that say how a worker starts an executor).
#
# Every compiling threshold ten times its default (-XX:CompileThresholdScaling=10): an executor's start spent 2.2
# of its 3.3 s of CPU time in C1 and C2 compiling Spark's, Netty's and Scala's start-up code, warm but never hot,
# on the cores the tasks need; the search's methods, called millions of times a second, reach even ten times the
# thresholds at once.
spark_set_options() {
  spark_archive_options=()
  [[ -f "$spark_archive" ]] && spark_archive_options=("-XX:SharedArchiveFile=$spark_archive")
  spark_executor_options=("${spark_java_options[@]}" -XX:+UseParallelGC -XX:CompileThresholdScaling=10)
  spark_executor_conf=()
  if ((spark_feature >= 25)); then
    spark_executor_conf=(--conf "spark.executorEnv.JAVA_HOME=$spark_executor_jdk"
      --conf "spark.executorEnv.TILESEARCH_EXECUTOR_JAVA=$spark_java"
      --conf "spark.executor.extraClassPath=$spark_app_jar")
    if [[ -z "${SPARK_APP_JAR:-}" && -f "$spark_executor_cache" ]]; then
      spark_executor_options+=(-XX:-UseOnStackReplacement "-XX:AOTCache=$spark_executor_cache")
    fi
  else
    spark_executor_options+=("${spark_archive_options[@]}")
  fi
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
  "$spark_java" -cp "$spark_classpath" "${spark_java_options[@]}" "-XX:ArchiveClassesAtExit=$training/archive.jsa" \
    -Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 org.apache.spark.deploy.SparkSubmit \
    --master 'local[2]' --conf spark.ui.enabled=false --class tilesearch.spark.SparkSolve "$spark_app_jar" \
    --moves 6 --out "$training/results.csv" "$training/boards" > "$spark_home/cds/training.log" 2>&1 || status=$?
  if [[ $status -le 1 && -f "$training/archive.jsa" ]]; then
    # A rename, so that a JVM starting meanwhile maps the old archive or the new one, never half of one.
    mv "$training/archive.jsa" "$spark_archive"
    spark_set_options
  else
    echo "${spark_voice:-spark}: making the class data archive failed (see $spark_home/cds/training.log); running without it" >&2
  fi
  rm -rf "$training"
}

# Makes the executors' AOT cache when the Java is 25 or later and the cache is missing or older than the job's jar or
# Spark's jars, then sets the options again. A failure is reported, and the executors run without it. For a job on a
# cluster: in local mode the driver runs the tasks.
spark_prepare_executor_cache() {
  ((spark_feature >= 25)) && [[ -z "${SPARK_APP_JAR:-}" ]] || return 0
  if [[ ! "$spark_executor_cache" -nt "$spark_app_jar" || ! "$spark_executor_cache" -nt "$spark_jars/.complete" ]] \
    && ! spark_train_executor_cache; then
    echo "${spark_voice:-spark}: making the executors' AOT cache failed (see $spark_home/aot/training.log); running without it" >&2
  fi
  spark_set_options
}

# Makes $spark_executor_cache, 30 to 60 seconds, logged in $spark_home/aot/training.log: the job on a cluster of one
# executor (local-cluster: a master and a worker in the driver's JVM, the executor a JVM of its own, started by the
# worker as on a real cluster) records what its executor loads and runs (-XX:AOTMode=record), and a JVM with the
# executor's own command line, read from its log, makes the cache from that (-XX:AOTMode=create). The boards: 40 full
# 20x20 boards at K = 10 in two text files, solved where they are read, one at K = 13 in a CSV file, split across the
# cluster as a deep board, and 3,000 4x4 boards in another CSV file.
spark_train_executor_cache() {
  mkdir -p "$spark_home/aot"
  # A folder of its own: two scripts may start at once, and each then makes a cache.
  local training log="$spark_home/aot/training.log"
  training="$(mktemp -d "$spark_home/aot/training.XXXXXX")"
  local configuration="$training/executor.aotconf"
  # The executors' options of a job, but for the cache itself: a JVM that records cannot also map a cache.
  local recording=() option
  for option in "${spark_executor_options[@]}"; do
    [[ $option == -XX:AOTCache=* ]] || recording+=("$option")
  done
  recording+=(-XX:AOTMode=record "-XX:AOTConfiguration=$configuration")
  local status=0
  {
    "$spark_java" -jar "$spark_app_jar" generate --size 20 --count 40 --per-file 20 --seed 11 --density 1 \
      --out "$training/boards/full" \
      && "$spark_java" -jar "$spark_app_jar" generate --size 20 --count 1 --seed 4 --density 1 --format csv \
        --out "$training/deep.csv" \
      && awk -F, 'NR == 1 { print $0 ",moves"; next } { print $0 ",13" }' "$training/deep.csv" \
        > "$training/boards/deep.csv" \
      && "$spark_java" -jar "$spark_app_jar" generate --size 4 --count 3000 --seed 12 --format csv \
        --out "$training/boards/small.csv" \
      && timeout 300 "$spark_java" -cp "$spark_classpath" "${spark_java_options[@]}" \
        "${spark_archive_options[@]}" -Dspark.driver.host=127.0.0.1 -Dspark.driver.bindAddress=127.0.0.1 \
        org.apache.spark.deploy.SparkSubmit --master 'local-cluster[1,1,1024]' --conf spark.ui.enabled=false \
        "${spark_executor_conf[@]}" \
        --conf "spark.executor.extraJavaOptions=${recording[*]}" \
        --class tilesearch.spark.SparkSolve "$spark_app_jar" --moves 10 --out "$training/results.csv" \
        "$training/boards"
  } > "$log" 2>&1 || status=$?
  # The executor writes what it recorded as it exits, which can be after the driver has ended.
  local waited=0
  while ((status == 0)) && pgrep -f -- "-XX:AOTConfiguration=$configuration" > /dev/null; do
    ((waited++ < 600)) || status=1
    sleep 0.1
  done
  # The worker of a local cluster keeps its executors' folders in $SPARK_HOME/work; this run's is the one whose
  # executor recorded to this folder.
  local executor=() executor_log
  executor_log="$(grep -l -F -- "-XX:AOTConfiguration=$configuration" "$spark_home"/work/app-*/*/stderr 2> /dev/null | head -1 || true)"
  if ((status == 0)) && [[ -s "$configuration" && -n "$executor_log" ]]; then
    mapfile -t executor < <(spark_executor_command "$executor_log")
  fi
  [[ -z "$executor_log" ]] || rm -rf "$(dirname "$(dirname "$executor_log")")"
  if ((${#executor[@]} > 0)) && TILESEARCH_EXECUTOR_JAVA="$spark_java" "${executor[@]}" -XX:AOTMode=create \
    "-XX:AOTConfiguration=$configuration" "-XX:AOTCache=$training/executor.aot" >> "$log" 2>&1 \
    && [[ -s "$training/executor.aot" ]]; then
    # A rename, so that an executor starting meanwhile maps the old cache or the new one, never half of one.
    mv "$training/executor.aot" "$spark_executor_cache"
    rm -rf "$training"
    return 0
  fi
  return 1
}

# The java and the JVM options of the executor whose log is $1, one a line, as its worker started it (the first line
# of the log), without the recording options and the driver's port: the command line that makes its cache.
spark_executor_command() {
  python3 - "$1" <<'PYTHON'
import shlex, sys
line = open(sys.argv[1]).readline()
prefix = "Spark Executor Command: "
if line.startswith(prefix):
    words = shlex.split(line[len(prefix):])
    end = words.index("org.apache.spark.executor.CoarseGrainedExecutorBackend")
    for word in words[:end]:
        if not word.startswith(("-XX:AOTMode=", "-XX:AOTConfiguration=", "-Dspark.driver.port=")):
            print(word)
PYTHON
}
