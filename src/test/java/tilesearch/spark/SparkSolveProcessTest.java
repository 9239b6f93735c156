package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.cli.TileSearchProcess;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;

/**
 * {@code spark-solve} in a process of its own, as spark-submit runs it ({@link SparkSolve#main}, master
 * local[2]), stopped by SIGTERM and SIGINT as {@code solve} is: whole rows, a summary, exit 128 + the signal, a
 * record that says so, and a resume that finishes with the rows of one run.
 */
@Tag("spark")
@ExtendWith(LocalSpark.class)
class SparkSolveProcessTest {

    private static final String[] SETTINGS = {"--strategy", "classic", "--moves", "10"};
    private static final int BOARDS = 1200;

    @TempDir
    Path work;

    @Test
    void sigterm_exit143WholeRowsARecordAndAResumeThatFinishes(JavaSparkContext spark)
            throws IOException, InterruptedException {
        stopBySignal(spark, "TERM", 143);
    }

    @Test
    void sigint_exit130WholeRowsARecordAndAResumeThatFinishes(JavaSparkContext spark)
            throws IOException, InterruptedException {
        TileSearchProcess.assumeSigintReachesChildren();
        stopBySignal(spark, "INT", 130);
    }

    private void stopBySignal(JavaSparkContext spark, String signal, int exitCode)
            throws IOException, InterruptedException {
        Path inputs = work.resolve("in");
        assertEquals(0, Runs.solve("generate", "--size", "6", "--count", String.valueOf(BOARDS), "--per-file",
                "100", "--density", "0.9", "--max-tile", "8", "--seed", "5", "--out", inputs.toString()).exitCode());
        Path csv = work.resolve("night.csv");
        Path stderr = work.resolve("stderr.txt");
        Process process = start(stderr, args("--out", csv.toString(), inputs.toString()));
        awaitRows(process, csv);

        new ProcessBuilder("kill", "-" + signal, String.valueOf(process.pid())).inheritIO().start().waitFor();

        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the process did not end");
        String err = Files.readString(stderr);
        assertEquals(exitCode, process.exitValue(), err);
        assertTrue(Files.readString(csv).endsWith("\n"), "torn last row");
        int rows = Runs.rows(csv).size();
        assertTrue(rows < BOARDS, "the run was not stopped mid-way");
        assertTrue(err.contains("Stopped by a signal before every board was solved"), err);
        assertTrue(err.contains("run the same command with --resume to finish."), err);
        Attempt stopped = RunRecord.read(csv).lastAttempt();
        assertEquals("signal", stopped.stoppedBy());
        assertEquals(exitCode, stopped.exitCode());
        assertEquals(rows, stopped.counts().written());
        assertNotNull(stopped.end());

        Runs.Run resumed = Runs.sparkSolve(spark, args("--resume", "--out", csv.toString(), inputs.toString()));

        assertEquals(0, resumed.exitCode(), resumed.err());
        Path oneRun = work.resolve("one-run.csv");
        Runs.Run solved = Runs.solve(solveArgs(oneRun, inputs));
        assertEquals(0, solved.exitCode(), solved.err());
        assertEquals(Runs.rows(oneRun), Runs.rows(csv));
    }

    private static String[] args(String... more) {
        List<String> args = new ArrayList<>(List.of(SETTINGS));
        args.addAll(List.of(more));
        return args.toArray(String[]::new);
    }

    private static String[] solveArgs(Path csv, Path inputs) {
        List<String> args = new ArrayList<>(List.of("solve", "--threads", "1"));
        args.addAll(List.of(SETTINGS));
        args.addAll(List.of("--out", csv.toString(), inputs.toString()));
        return args.toArray(String[]::new);
    }

    /** Waits until {@code csv} holds a row, or the process ends. */
    private static void awaitRows(Process process, Path csv) throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (process.isAlive() && (!Files.exists(csv) || Files.readAllLines(csv).size() < 2)) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError("no row after two minutes");
            }
            Thread.sleep(5);
        }
    }

    /**
     * Starts {@code spark-solve args...} in {@link #work}, as spark-submit would in client mode: with this JVM's
     * options (the module openings Spark needs).
     */
    private Process start(Path stderr, String... args) throws IOException {
        List<String> options = new ArrayList<>(ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> option.startsWith("--add-opens") || option.startsWith("-D")
                        || option.startsWith("-XX:+IgnoreUnrecognized"))
                .toList());
        options.addAll(List.of("-Dspark.master=local[2]", "-Dspark.ui.enabled=false"));
        return TileSearchProcess.start(SparkSolve.class.getName(), work, stderr, options, args);
    }
}
