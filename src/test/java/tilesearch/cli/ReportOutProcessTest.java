package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/**
 * {@code report --out} in a process of its own: {@code -} is standard output, and a value that names no file, a
 * FIFO, or a file the report reads is refused as a usage error before anything is written, since the report
 * replaces its file by a rename.
 */
class ReportOutProcessTest {

    @TempDir
    Path work;

    private Path results;
    private byte[] resultsBytes;

    @BeforeEach
    void solve() throws IOException {
        Path input = Files.writeString(work.resolve("a.txt"), "2 2 0\n0 4 4\n0 0 8\n");
        results = work.resolve("results.csv");
        CommandRun run = CommandRun.of("solve", "--moves", "3", "--out", results.toString(), input.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        resultsBytes = Files.readAllBytes(results);
    }

    @Test
    void report_outDash_theReportOnStandardOutputAndNoFile() throws Exception {
        Outcome report = run("report", "--format", "json", "--out", "-", results.toString());

        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        assertTrue(report.stdout().startsWith("{"), report.stdout());
        assertFalse(Files.exists(work.resolve("-")));
    }

    @Test
    void report_outNamesNoFileOrAFileItReads_usageErrorAndNothingWritten() throws Exception {
        Path baseline = Files.copy(results, work.resolve("old.csv"));
        List<String> outs = List.of("", "newdir/", "sub/..", results.toString(), "./old.csv");
        for (String out : outs) {
            Outcome report = run("report", "--format", "md", "--out", out, "--baseline", baseline.toString(),
                    results.toString());

            assertEquals(ExitCodes.USAGE, report.exit(), "'" + out + "': " + report.stderr());
            assertTrue(report.stderr().startsWith("tilesearch report: --out "), report.stderr());
        }
        assertFalse(Files.exists(work.resolve("newdir")));
        assertArrayEquals(resultsBytes, Files.readAllBytes(results));
        assertArrayEquals(resultsBytes, Files.readAllBytes(baseline));
    }

    @Test
    void report_outIsAFifo_usageErrorAndItStaysAFifo() throws Exception {
        Path fifo = work.resolve("pipe.html");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "needs mkfifo");

        Outcome report = run("report", "--out", fifo.toString(), results.toString());

        assertEquals(ExitCodes.USAGE, report.exit(), report.stderr());
        assertTrue(report.stderr().contains(fifo + " is not a regular file"), report.stderr());
        assertTrue(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS));
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "the FIFO was replaced by a file");
    }

    private record Outcome(int exit, String stdout, String stderr) {
    }

    private Outcome run(String... args) throws Exception {
        Path stdout = work.resolve("stdout.txt");
        Path stderr = work.resolve("stderr.txt");
        Process process = TileSearchProcess.startWithOutput(work, stdout, stderr, args);
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end in a minute");
            return new Outcome(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
        } finally {
            process.destroyForcibly();
        }
    }
}
