package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job on a real standalone cluster of two workers, submitted with spark-submit, with one worker killed by
 * SIGKILL in the middle of the job: Spark runs its tasks again, and the CSV equals solve's, board for board.
 */
@Tag("spark")
class SparkClusterTest {

    private static final int BOARDS = 300;
    private static final String MOVES = "9";
    /**
     * What an executor logs when it runs a second (or later) attempt of a task of the stage that solves the
     * boards: "Running task 3.1 in stage 1.0" is task 3's attempt 1.
     */
    private static final Pattern RETRIED_SOLVING_TASK =
            Pattern.compile("Running task \\d+\\.[1-9]\\d* in stage 1\\.0 ");

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void sparkSolve_workerKilledMidJob_csvEqualsSolves(@TempDir Path dir) throws Exception {
        Path inputs = dir.resolve("boards");
        assertEquals(0, Runs.solve("generate", "--size", "20", "--count", String.valueOf(BOARDS), "--seed", "21",
                "--density", "1", "--per-file", "25", "--out", inputs.toString()).exitCode());
        Path solveCsv = dir.resolve("solve.csv");
        assertEquals(0, Runs.solve("solve", "--threads", "1", "--moves", MOVES, "--out", solveCsv.toString(),
                inputs.toString()).exitCode());
        Path appJar = jarOfClasses(dir.resolve("tilesearch.jar"));

        try (StandaloneCluster cluster = StandaloneCluster.start(dir.resolve("cluster"), 2)) {
            Path sparkCsv = dir.resolve("spark.csv");
            Path log = dir.resolve("spark-solve.log");
            ProcessBuilder submit = new ProcessBuilder(Path.of("scripts", "spark-solve").toAbsolutePath().toString(),
                    "--master", cluster.masterUrl(), "--moves", MOVES, "--out", sparkCsv.toString(),
                    inputs.toString()).redirectErrorStream(true).redirectOutput(log.toFile());
            submit.environment().put("SPARK_APP_JAR", appJar.toString());
            Process job = submit.start();
            try {
                waitForSolvingTask(cluster.workerFolder(1), job);
                assertTrue(job.isAlive(), "the job was still running when the worker was killed: "
                        + Files.readString(log));
                ProcessHandle worker = ProcessHandle.of(cluster.workerPid(1)).orElseThrow();
                worker.descendants().forEach(ProcessHandle::destroyForcibly);
                worker.destroyForcibly();

                assertTrue(job.waitFor(5, TimeUnit.MINUTES), "the job ends");
                assertEquals(0, job.exitValue(), Files.readString(log));
                assertTrue(RETRIED_SOLVING_TASK.matcher(executorLogs(cluster.workerFolder(2))).find(),
                        "a task was lost with the executor and run again on the other worker, a second attempt: "
                        + Files.readString(log));
            } finally {
                job.destroyForcibly();
            }
            assertEquals(Runs.rows(solveCsv), Runs.rows(sparkCsv));
            // The driver logs as solve does, beside its results, not through the Spark JVMs' configuration.
            String runLog = Files.readString(dir.resolve("spark.csv.log"));
            assertTrue(runLog.contains("spark-solve " + inputs + " into " + sparkCsv), runLog);
        }
    }

    /**
     * Waits until an executor of the worker whose folder is {@code workerFolder} runs a task of the stage that
     * solves the boards (stage 1: the cost pass is stage 0, and the files, of equal cost and at most two per
     * task's share, are solved where they are read, without a shuffle).
     */
    private static void waitForSolvingTask(Path workerFolder, Process job) throws IOException, InterruptedException {
        while (job.isAlive()) {
            if (Files.isDirectory(workerFolder)) {
                try (Stream<Path> files = Files.walk(workerFolder)) {
                    for (Path log : (Iterable<Path>) files.filter(file -> file.endsWith("stderr"))::iterator) {
                        if (Files.readString(log).contains(" in stage 1.0 ")) {
                            return;
                        }
                    }
                }
            }
            Thread.sleep(100);
        }
    }

    /** The logs of the executors of the worker whose folder is {@code workerFolder}, one after another. */
    private static String executorLogs(Path workerFolder) throws IOException {
        StringBuilder logs = new StringBuilder();
        try (Stream<Path> files = Files.walk(workerFolder)) {
            for (Path log : (Iterable<Path>) files.filter(file -> file.endsWith("stderr"))::iterator) {
                logs.append(Files.readString(log));
            }
        }
        return logs.toString();
    }

    /** The job's classes as a jar; picocli, Commons CSV and Logback are among Spark's jars of the cluster. */
    private static Path jarOfClasses(Path jar) throws IOException {
        Path classes = Path.of("target", "classes");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path path : (Iterable<Path>) walk.filter(Files::isRegularFile)::iterator) {
                out.putNextEntry(new JarEntry(classes.relativize(path).toString().replace(File.separatorChar, '/')));
                Files.copy(path, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
