package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;
import tilesearch.run.RunRecord;

/**
 * The real program in a process of its own, stopped the hard ways: SIGKILL at random points, Ctrl-C (SIGINT),
 * SIGTERM. After any number of these, {@code --resume} must leave the same rows as one uninterrupted run.
 *
 * <p>The boards are full 6×6 boards of small tiles at K = 10 with the classic search: about 5 ms each, so a run
 * of 300 lasts long enough to be stopped in the middle, and single-threaded searches make every column but
 * {@code elapsed_ms} the same from run to run (the parallel search's node counts vary with timing).
 */
class SolveProcessTest {

    private static final String[] SETTINGS = {"--strategy", "classic", "--moves", "10", "--threads", "2"};
    private static final int BOARDS = 300;

    @TempDir
    static Path shared;

    private static Path inputs;
    private static List<String> oneRun;

    @TempDir
    Path work;

    @BeforeAll
    static void solveWithoutInterruption() throws IOException {
        inputs = shared.resolve("in");
        CommandRun generated = CommandRun.of("generate", "--size", "6", "--count", String.valueOf(BOARDS),
                "--per-file", "30", "--density", "0.9", "--max-tile", "8", "--seed", "5", "--out", inputs.toString());
        assertEquals(ExitCodes.OK, generated.exitCode(), generated.err());
        Path csv = shared.resolve("one-run.csv");
        CommandRun run = CommandRun.of(solveArgs(csv, "--force"));
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        oneRun = ResultRows.withoutTimes(csv);
        assertEquals(BOARDS, oneRun.size());
    }

    /** {@code solve} with the test's settings, {@code mode}, into {@code csv}, of the inputs and then {@code more}. */
    private static String[] solveArgs(Path csv, String mode, String... more) {
        String[] args = new String[SETTINGS.length + 5 + more.length];
        args[0] = "solve";
        System.arraycopy(SETTINGS, 0, args, 1, SETTINGS.length);
        args[SETTINGS.length + 1] = mode;
        args[SETTINGS.length + 2] = "--out";
        args[SETTINGS.length + 3] = csv.toString();
        args[SETTINGS.length + 4] = inputs.toString();
        System.arraycopy(more, 0, args, SETTINGS.length + 5, more.length);
        return args;
    }

    /** Starts a resume of {@code csv}, its JVM's temporary folder {@code work/tmp}, where nothing may stay. */
    private Process startSolve(Path csv) throws IOException {
        Path temporary = Files.createDirectories(work.resolve("tmp"));
        return TileSearchProcess.start(work, work.resolve("stderr.txt"), List.of("-Djava.io.tmpdir=" + temporary),
                solveArgs(csv, "--resume"));
    }

    /** Complete rows in {@code csv} so far (lines after the header). */
    private static int rows(Path csv) throws IOException {
        if (!Files.exists(csv)) {
            return 0;
        }
        byte[] bytes = Files.readAllBytes(csv);
        int lines = 0;
        for (byte b : bytes) {
            lines += b == '\n' ? 1 : 0;
        }
        return Math.max(0, lines - 1);
    }

    /** Waits until {@code csv} holds at least {@code count} rows or the process ends. */
    private static void awaitRows(Process process, Path csv, int count) throws IOException, InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (rows(csv) < count && process.isAlive()) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError("no progress: " + rows(csv) + " rows after a minute");
            }
            Thread.sleep(5);
        }
    }

    private static int exitCode(Process process) throws InterruptedException {
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the process did not end");
        return process.exitValue();
    }

    private String stderr() throws IOException {
        return Files.readString(work.resolve("stderr.txt"));
    }

    @Test
    void sigkillAtRandomPoints_resumeLeavesTheRowsOfOneRun() throws IOException, InterruptedException {
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        Path csv = work.resolve("results.csv");
        int kills = 0;
        int staleLocks = 0;
        for (int attempt = 0; attempt < 3; attempt++) {
            int done = rows(csv);
            Process process = startSolve(csv);
            awaitRows(process, csv, done + 1 + random.nextInt((BOARDS - done) / 3));
            Thread.sleep(random.nextInt(20));
            if (process.isAlive()) {
                process.destroyForcibly();
                kills++;
            }
            process.waitFor();
            staleLocks += Files.size(RunFiles.lock(csv)) > 0 ? 1 : 0;
        }

        Process last = startSolve(csv);

        assertEquals(ExitCodes.OK, exitCode(last), stderr());
        assertTrue(kills >= 2, "only " + kills + " kills landed mid-run (seed " + seed + ")");
        assertEquals(kills, staleLocks, "each kill -9 leaves its lock file naming it, which must block nothing");
        List<Attempt> attempts = RunRecord.read(csv).attempts();
        assertEquals(4, attempts.size());
        assertEquals(kills, attempts.stream().filter(attempt -> attempt.end() == null).count(),
                "a killed attempt has no end");
        assertEquals(0, attempts.get(3).exitCode());
        assertEquals(oneRun, ResultRows.withoutTimes(csv), "seed " + seed);
        // No temporary file outlives a kill -9: older builds left .tilesearch-kept-* and .tilesearch-sort-* in the
        // JVM's temporary folder and beside the results.
        try (Stream<Path> beside = Files.list(work); Stream<Path> temporary = Files.list(work.resolve("tmp"))) {
            List<String> strays = Stream.concat(beside, temporary).map(file -> file.getFileName().toString())
                    .filter(name -> !name.startsWith("results.csv") && !name.equals("stderr.txt")
                            && !name.equals("tmp")).toList();
            assertEquals(List.of(), strays, "seed " + seed);
        }
    }

    /**
     * Two runs started at once on one output, both with {@code --force}: one takes the file, the other is refused
     * at once. Each also reads {@code -} after the boards, so the winner holds the file until its standard input is
     * closed, however fast the machine: the loser always meets a run in progress. Then the winner gets one more
     * board there and must finish with every row.
     */
    @Test
    void twoRunsOnOneOutput_secondRefusedWithExit2AndTheFirstFileWhole() throws IOException, InterruptedException {
        Path csv = work.resolve("results.csv");
        String[] args = solveArgs(csv, "--force", "-");
        Process one = TileSearchProcess.start(work, work.resolve("one.txt"), args);
        Process two = TileSearchProcess.start(work, work.resolve("two.txt"), args);
        try {
            Process loser = awaitFirstEnd(one, two);
            Process winner = loser == one ? two : one;
            String refusal = Files.readString(work.resolve(loser == one ? "one.txt" : "two.txt"));

            assertEquals(ExitCodes.USAGE, loser.exitValue(), refusal);
            assertTrue(refusal.startsWith("tilesearch solve: " + csv + " is in use by tilesearch (pid " + winner.pid()
                    + " on "), refusal);
            assertTrue(winner.isAlive(), "the winner ended before the loser was refused");
            try (OutputStream stdin = winner.getOutputStream()) {
                stdin.write("2 2\n0 4\n".getBytes(StandardCharsets.UTF_8));
            }
            assertEquals(ExitCodes.OK, exitCode(winner));
            List<String> rows = ResultRows.withoutTimes(csv);
            assertEquals(BOARDS + 1, rows.size());
            assertEquals(oneRun, rows.stream().filter(row -> !row.startsWith("-|")).toList());
            assertEquals(0, Files.size(RunFiles.lock(csv)), "a finished run leaves its lock file naming it");
        } finally {
            one.destroyForcibly().waitFor();
            two.destroyForcibly().waitFor();
        }
    }

    private static Process awaitFirstEnd(Process one, Process two) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (one.isAlive() && two.isAlive()) {
            if (System.nanoTime() > giveUp) {
                throw new AssertionError("neither run was refused within a minute");
            }
            Thread.sleep(5);
        }
        return one.isAlive() ? two : one;
    }

    @Test
    void sigint_exit130WithAConsistentFileAndResumeFinishes() throws IOException, InterruptedException {
        TileSearchProcess.assumeSigintReachesChildren();
        Path csv = work.resolve("results.csv");
        Process process = startSolve(csv);
        awaitRows(process, csv, BOARDS / 3);

        new ProcessBuilder("kill", "-INT", String.valueOf(process.pid())).inheritIO().start().waitFor();

        assertEquals(130, exitCode(process), stderr());
        assertStoppedCleanly(csv, 130);
    }

    @Test
    void sigterm_exit143WithAConsistentFileAndResumeFinishes() throws IOException, InterruptedException {
        Path csv = work.resolve("results.csv");
        Process process = startSolve(csv);
        awaitRows(process, csv, BOARDS / 3);

        process.destroy();

        assertEquals(143, exitCode(process), stderr());
        assertStoppedCleanly(csv, 143);
    }

    @Test
    void sighup_exit129WithAConsistentFileAndTheExitCodeRecorded() throws IOException, InterruptedException {
        Path csv = work.resolve("results.csv");
        Process process = startSolve(csv);
        awaitRows(process, csv, BOARDS / 3);

        new ProcessBuilder("kill", "-HUP", String.valueOf(process.pid())).inheritIO().start().waitFor();

        assertEquals(129, exitCode(process), stderr());
        assertStoppedCleanly(csv, 129);
    }

    /** The file ends with a whole row, every row parses, the summary says how to go on, and resume finishes. */
    private void assertStoppedCleanly(Path csv, int exitCode) throws IOException {
        String text = Files.readString(csv);
        assertTrue(text.endsWith("\n"), "torn last row");
        List<CSVRecord> rows = ResultRows.read(csv);
        assertTrue(rows.size() < BOARDS, "the run was not stopped mid-way");
        for (CSVRecord row : rows) {
            assertTrue(List.of("ok", "stopped").contains(row.get("status")), row.toString());
        }
        assertTrue(stderr().contains("Stopped by a signal before every board was solved"), stderr());
        assertTrue(stderr().contains("run the same command with --resume to finish."), stderr());
        assertTrue(Files.readString(csv.resolveSibling(csv.getFileName() + ".log")).contains("Stopped by a signal"));
        Attempt stopped = RunRecord.read(csv).lastAttempt();
        assertEquals("signal", stopped.stoppedBy());
        assertEquals(exitCode, stopped.exitCode(), "the record says the exit code the process ended with");
        assertNotNull(stopped.end());

        CommandRun resumed = CommandRun.of(solveArgs(csv, "--resume"));

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertEquals(oneRun, ResultRows.withoutTimes(csv));
    }
}
