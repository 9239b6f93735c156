package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;

/**
 * The real program at its limits: option values past their range, lines past the line cap, files that are no
 * regular files and move lines of millions of letters get a refusal or an answer, never an internal error.
 */
class LimitsProcessTest {

    @TempDir
    Path work;

    @Test
    void bench_threadsPastTheMost_refusedAsSolveRefusesThem() throws Exception {
        Outcome bench = run(List.of(), "bench", "--threads", "100000");

        assertEquals(ExitCodes.USAGE, bench.exit(), bench.stderr());
        assertTrue(bench.stderr().contains("--threads must be at most 32767, got 100000"), bench.stderr());
    }

    @Test
    void move_moveLinePastTheLineCap_saysTheLineIsTooLong() throws Exception {
        Path file = work.resolve("long.txt");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write("2 2\n4 4\n".getBytes(StandardCharsets.US_ASCII));
            byte[] letters = "L".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 34; i++) {
                out.write(letters);
            }
            out.write('\n');
        }

        Outcome move = run(List.of(), "move", file.toString());

        assertEquals(ExitCodes.BOARD_FAILED, move.exit(), move.stderr());
        assertTrue(move.stderr().contains("line 3: the line is longer than 34603008 bytes"), move.stderr());
    }

    @Test
    void move_twentyMillionMoveLetters_playedIn128Megabytes() throws Exception {
        Path file = work.resolve("many.txt");
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write("2 2\n4 4\n".getBytes(StandardCharsets.US_ASCII));
            byte[] letters = "LRUD".repeat(1 << 18).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 20; i++) {
                out.write(letters);
            }
            out.write('\n');
        }

        Outcome move = run(List.of("-Xmx128m"), "move", file.toString());

        assertEquals(ExitCodes.OK, move.exit(), move.stderr());
        assertEquals("0 4\n0 8\n", move.stdout());
    }

    @Test
    void report_lineFarPastTheLineCapInASmallHeap_refusedNamingTheCap() throws Exception {
        Path results = work.resolve("results.csv");
        try (OutputStream out = Files.newOutputStream(results)) {
            out.write((String.join(",", ResultColumn.NAMES) + "\n").getBytes(StandardCharsets.US_ASCII));
            byte[] mebibyte = "a".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 50; i++) {
                out.write(mebibyte);
            }
            out.write('\n');
        }

        Outcome report = run(List.of("-Xmx64m"), "report", "--format", "md", results.toString());

        assertEquals(ExitCodes.USAGE, report.exit(), report.stderr());
        assertTrue(report.stderr().contains("a line is longer than 34603008 bytes (33 MiB)"), report.stderr());
    }

    @Test
    void report_deviceOrFifo_refusedAsNoRegularFile() throws Exception {
        Path fifo = work.resolve("fifo.csv");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "needs mkfifo");
        assumeTrue(Files.exists(Path.of("/dev/zero")), "needs /dev/zero");

        for (String file : List.of("/dev/zero", fifo.toString())) {
            Outcome report = run(List.of(), "report", "--format", "md", file);
            Outcome show = run(List.of(), "show", file, "a.txt#1");

            assertEquals(ExitCodes.USAGE, report.exit(), report.stderr());
            assertTrue(report.stderr().contains(file + ": not a regular file"), report.stderr());
            assertEquals(ExitCodes.USAGE, show.exit(), show.stderr());
            assertTrue(show.stderr().contains(file + ": not a regular file"), show.stderr());
        }
    }

    record Outcome(int exit, String stdout, String stderr) {
    }

    /** Runs {@code tilesearch args...} in a JVM with {@code jvmOptions}, to its end within a minute. */
    private Outcome run(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
        Path stdout = work.resolve("stdout.txt");
        Path stderr = work.resolve("stderr.txt");
        List<String> command = new ArrayList<>(TileSearchProcess.command(jvmOptions, args));
        Process process = new ProcessBuilder(command).directory(work.toFile())
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end in a minute");
            return new Outcome(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
        } finally {
            process.destroyForcibly();
        }
    }
}
