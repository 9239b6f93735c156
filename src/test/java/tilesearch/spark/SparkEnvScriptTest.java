package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/spark/env.sh}, which every Spark script sources under {@code set -euo pipefail} before it has
 * copied Spark's jars: on a fresh clone there are none yet, and the file must still load. Its choice of Java and
 * the life of the executors' AOT cache are checked with fake JDKs: a {@code java} script that logs its arguments
 * and makes what the real runs of a training would make (the boards, the executor's log and recording, the cache).
 */
@Tag("spark")
class SparkEnvScriptTest {

    private static final String JAVA_25 = "25.0.1+8-LTS";
    private static final String JAVA_17 = "17.0.15+6-Debian-1deb12u1";

    /**
     * The fake {@code java}: logs its arguments, one run a line, to FAKE_LOG. As {@code generate} it makes its
     * {@code --out}; as spark-submit it writes the recording named in the executors' options and, as a worker of a
     * local cluster would, the executor's log with its command line (FAKE_TRAINING_FAILS makes it fail instead); as
     * {@code -XX:AOTMode=create} it writes the cache.
     */
    private static final String FAKE_JAVA = """
            #!/usr/bin/env bash
            echo "$*" >>"$FAKE_LOG"
            out="" csv="" submit="" configuration="" executor_home=""
            previous=""
            for arg; do
              case $previous in --out) out=$arg ;; --format) csv=$arg ;; esac
              case $arg in
                org.apache.spark.deploy.SparkSubmit) submit=yes ;;
                spark.executor.extraJavaOptions=*) configuration=${arg##*-XX:AOTConfiguration=} ;;
                spark.executorEnv.JAVA_HOME=*) executor_home=${arg#*=} ;;
                -XX:AOTCache=*) [[ " $* " == *" -XX:AOTMode=create "* ]] && echo cache >"${arg#*=}" ;;
              esac
              previous=$arg
            done
            if [[ -n $submit ]]; then
              [[ -z ${FAKE_TRAINING_FAILS:-} ]] || exit 1
              echo recorded >"$configuration"
              mkdir -p "$SPARK_HOME/work/app-1/0"
              printf 'Spark Executor Command: "%s/bin/java" "-cp" "app.jar:jars/*" "-Dspark.driver.port=4" "--add-modules=jdk.incubator.vector" "-XX:+UseParallelGC" "-XX:AOTMode=record" "-XX:AOTConfiguration=%s" "org.apache.spark.executor.CoarseGrainedExecutorBackend" "--executor-id" "0"\n' \
                "$executor_home" "$configuration" >"$SPARK_HOME/work/app-1/0/stderr"
            elif [[ -n $out && $csv == csv ]]; then
              mkdir -p "$(dirname "$out")" && printf 'id,board\n1,2 2/0 4\n' >"$out"
            elif [[ -n $out ]]; then
              mkdir -p "$out"
            fi
            exit 0
            """;

    @TempDir
    Path work;

    @Test
    void source_freshCloneWithoutJars_setsTheClassPathAndGoesOn(@TempDir Path clone) throws Exception {
        copyEnv(clone);

        String out = bash(clone, "set -euo pipefail; source scripts/spark/env.sh; echo \"$spark_classpath\"");

        Path jars = clone.toRealPath().resolve("target").resolve("spark");
        assertEquals(jars.resolve("conf") + "::" + jars.resolve("jars") + "/*", out.strip());
    }

    @Test
    void setClasspath_jarsCopied_putsTheSlf4jApiFirstAsAWorkerDoes(@TempDir Path clone) throws Exception {
        copyEnv(clone);
        Path jars = Files.createDirectories(clone.resolve("target").resolve("spark").resolve("jars"));

        String out = bash(clone, "set -euo pipefail; source scripts/spark/env.sh;"
                + " touch target/spark/jars/slf4j-api-2.0.17.jar; spark_set_classpath; echo \"$spark_classpath\"");

        Path real = jars.toRealPath();
        assertEquals(real.getParent().resolve("conf") + ":" + real.resolve("slf4j-api-2.0.17.jar") + ":" + real
                + "/*", out.strip());
    }

    @Test
    void source_jdk25AmongTheJdks_runsEverySparkJvmOnItAndExportsItsHome() throws Exception {
        Path clone = project();
        Path jdk25 = fakeJdk(JAVA_25);
        fakeJdk(JAVA_17);

        String out = bash(clone, Map.of("SPARK_JDKS", work.toString()), "set -euo pipefail;"
                + " source scripts/spark/env.sh; echo \"$spark_java|$JAVA_HOME|$spark_feature|${spark_executor_conf[*]}\"");

        assertEquals(jdk25.resolve("bin/java") + "|" + jdk25 + "|25|--conf spark.executorEnv.JAVA_HOME="
                + clone.resolve("scripts/spark/executor-jdk") + " --conf spark.executorEnv.TILESEARCH_EXECUTOR_JAVA="
                + jdk25.resolve("bin/java") + " --conf spark.executor.extraClassPath="
                + clone.resolve("target/tilesearch.jar"), out.strip());
    }

    @Test
    void source_javaHomeOfJava17_takesItWithTheArchiveForExecutorsAndNoCache() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);
        Path jdk17 = fakeJdk(JAVA_17);
        Path archive = clone.resolve("target/spark/cds/" + JAVA_17 + ".jsa");
        Files.createDirectories(archive.getParent());
        Files.writeString(archive, "archive");

        String out = bash(clone, Map.of("SPARK_JDKS", work.toString(), "JAVA_HOME", jdk17.toString()),
                "set -euo pipefail; source scripts/spark/env.sh; spark_prepare_executor_cache;"
                + " echo \"$spark_java|${#spark_executor_conf[@]}|${spark_executor_options[*]}\"");

        String[] fields = out.strip().split("\\|");
        assertEquals(jdk17.resolve("bin/java").toString(), fields[0]);
        assertEquals("0", fields[1]);
        assertTrue(fields[2].contains("-XX:SharedArchiveFile=" + archive), fields[2]);
        assertFalse(fields[2].contains("AOTCache"), fields[2]);
        assertFalse(Files.exists(work.resolve("java.log")), "no training run on Java 17");
    }

    @Test
    void prepareExecutorCache_noCache_trainsOnALocalClusterAndMakesItWithTheExecutorsCommandLine() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);

        String out = prepareExecutorCache(clone, Map.of());

        assertTrue(out.strip().endsWith("-XX:AOTCache=" + cache(clone)), out);
        assertEquals("cache\n", Files.readString(cache(clone)));
        List<String> runs = javaRuns();
        String submit = runs.stream().filter(run -> run.contains("SparkSubmit")).findFirst().orElseThrow();
        assertTrue(submit.contains("--master local-cluster[1,1,1024]"), submit);
        assertTrue(submit.contains("-XX:AOTMode=record -XX:AOTConfiguration="), submit);
        String create = runs.get(runs.size() - 1);
        assertTrue(create.startsWith("-cp app.jar:jars/* -XX:+UseParallelGC -XX:AOTMode=create"
                + " -XX:AOTConfiguration="), "the executor's own options, through the executors' java: " + create);
        assertFalse(create.contains("incubator") || create.contains("AOTMode=record")
                || create.contains("spark.driver.port"), create);
        assertFalse(Files.exists(clone.resolve("target/spark/work/app-1")), "the training executor's folder is gone");
        try (var left = Files.list(cache(clone).getParent())) {
            assertEquals(List.of(cache(clone).getFileName().toString(), "training.log"),
                    left.map(path -> path.getFileName().toString()).sorted().toList());
        }
    }

    @Test
    void prepareExecutorCache_cacheNewerThanTheJars_keepsItWithoutTraining() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);
        Files.createDirectories(cache(clone).getParent());
        Files.writeString(cache(clone), "kept");

        String out = prepareExecutorCache(clone, Map.of());

        assertTrue(out.strip().endsWith("-XX:AOTCache=" + cache(clone)), out);
        assertEquals("kept", Files.readString(cache(clone)));
        assertFalse(Files.exists(work.resolve("java.log")), "no training run");
    }

    @Test
    void prepareExecutorCache_cacheOlderThanTheJobsJar_trainsAgain() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);
        Files.createDirectories(cache(clone).getParent());
        Files.writeString(cache(clone), "old");
        Files.setLastModifiedTime(cache(clone), FileTime.from(Instant.now().minusSeconds(7200)));

        prepareExecutorCache(clone, Map.of());

        assertEquals("cache\n", Files.readString(cache(clone)));
        String submit = javaRuns().stream().filter(run -> run.contains("SparkSubmit")).findFirst().orElseThrow();
        assertFalse(submit.contains("-XX:AOTCache="), "a recording JVM cannot map the old cache: " + submit);
    }

    @Test
    void prepareExecutorCache_trainingFails_warnsAndRunsWithout() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);

        String out = prepareExecutorCache(clone, Map.of("FAKE_TRAINING_FAILS", "1"));

        assertTrue(out.contains("spark: making the executors' AOT cache failed (see " + clone.resolve(
                "target/spark/aot/training.log") + "); running without it"), out);
        assertFalse(out.contains("AOTCache="), out);
        assertFalse(Files.exists(cache(clone)));
    }

    @Test
    void prepareExecutorCache_anotherJobJar_noTrainingAndTheExecutorsLoadThatJar() throws Exception {
        Path clone = project();
        fakeJdk(JAVA_25);
        Path other = work.resolve("other.jar");
        Files.writeString(other, "jar");

        String out = bash(clone, Map.of("SPARK_JDKS", work.toString(), "SPARK_APP_JAR", other.toString()),
                "set -euo pipefail; source scripts/spark/env.sh; spark_prepare_executor_cache;"
                + " echo \"${spark_executor_conf[*]}|${spark_executor_options[*]}\"");

        assertTrue(out.contains("spark.executor.extraClassPath=" + other + "|"), out);
        assertFalse(out.contains("AOTCache"), out);
        assertFalse(Files.exists(work.resolve("java.log")), "no training run");
    }

    @Test
    void executorJava_sparksIncubatorModule_dropsThatArgumentAlone() throws Exception {
        Path clone = project();
        Path java = fakeJdk(JAVA_25).resolve("bin/java");

        bash(clone, Map.of("TILESEARCH_EXECUTOR_JAVA", java.toString()), "scripts/spark/executor-jdk/bin/java"
                + " -cp 'a b.jar' --add-modules=jdk.incubator.vector --add-modules=java.sql -Xmx1g Main --x");

        assertEquals(List.of("-cp a b.jar --add-modules=java.sql -Xmx1g Main --x"), javaRuns());
    }

    /** Copies env.sh and the script it sources into {@code clone}; returns the copy's scripts/spark folder. */
    private static Path copyEnv(Path clone) throws IOException {
        Path spark = Files.createDirectories(clone.resolve("scripts").resolve("spark"));
        Files.copy(Path.of("scripts", "spark", "env.sh"), spark.resolve("env.sh"));
        Files.copy(Path.of("scripts", "java-release.sh"), spark.resolveSibling("java-release.sh"));
        return spark;
    }

    /**
     * A copy of the scripts env.sh needs, with a job's jar and Spark's jars copied an hour ago (so that a cache
     * made now is newer than both).
     */
    private Path project() throws IOException {
        Path clone = Files.createDirectories(work.resolve("clone"));
        Path spark = copyEnv(clone);
        Path executorJava = Files.createDirectories(spark.resolve("executor-jdk/bin")).resolve("java");
        Files.copy(Path.of("scripts", "spark", "executor-jdk", "bin", "java"), executorJava);
        Files.setPosixFilePermissions(executorJava, PosixFilePermissions.fromString("rwxr-xr-x"));
        FileTime hourAgo = FileTime.from(Instant.now().minusSeconds(3600));
        Path jar = Files.createDirectories(clone.resolve("target")).resolve("tilesearch.jar");
        Files.writeString(jar, "jar");
        Files.setLastModifiedTime(jar, hourAgo);
        Path complete = Files.createDirectories(clone.resolve("target/spark/jars")).resolve(".complete");
        Files.writeString(complete, "");
        Files.setLastModifiedTime(complete, hourAgo);
        return clone.toRealPath();
    }

    /** A fake JDK home in the work folder whose {@code release} file gives {@code version}. */
    private Path fakeJdk(String version) throws IOException {
        Path home = Files.createDirectories(work.resolve("jdk-" + version));
        Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"Test\"\nJAVA_RUNTIME_VERSION=\"" + version + "\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, FAKE_JAVA);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return home.toRealPath();
    }

    /** The executors' cache on the fake Java 25. */
    private static Path cache(Path clone) {
        return clone.resolve("target/spark/aot/" + JAVA_25 + "-executor.aot");
    }

    /** Sources env.sh with the fake JDKs, prepares the executors' cache, and prints their options last. */
    private String prepareExecutorCache(Path clone, Map<String, String> environment)
            throws IOException, InterruptedException {
        Map<String, String> all = new java.util.HashMap<>(environment);
        all.put("SPARK_JDKS", work.toString());
        return bash(clone, all, "set -euo pipefail; source scripts/spark/env.sh; spark_prepare_executor_cache;"
                + " echo \"${spark_executor_options[*]}\"");
    }

    /** The fake java's runs, one a line. */
    private List<String> javaRuns() throws IOException {
        Path log = work.resolve("java.log");
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    /** Runs {@code script} with bash in {@code folder}; fails unless it exits 0. */
    private static String bash(Path folder, String script) throws IOException, InterruptedException {
        return bash(folder, Map.of(), script);
    }

    /**
     * Runs {@code script} with bash in {@code folder}, without JAVA_HOME but with {@code environment} and the fake
     * java's log; fails unless it exits 0.
     */
    private static String bash(Path folder, Map<String, String> environment, String script)
            throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("bash", "-c", script).directory(folder.toFile())
                .redirectErrorStream(true);
        builder.environment().remove("JAVA_HOME");
        builder.environment().remove("SPARK_APP_JAR");
        builder.environment().put("FAKE_LOG", folder.getParent().resolve("java.log").toString());
        builder.environment().putAll(environment);
        Process bash = builder.start();
        String out = new String(bash.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!bash.waitFor(60, TimeUnit.SECONDS)) {
            bash.destroyForcibly();
            throw new AssertionError("bash did not end: " + out);
        }
        assertEquals(0, bash.exitValue(), "bash exited with " + bash.exitValue() + ": " + out);
        return out;
    }
}
