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
import tilesearch.cli.TileSearchProcess.Outcome;
import tilesearch.run.ExitCodes;

/**
 * {@code report --out} in a process of its own: by default the report goes beside the results, {@code -} is
 * standard output, and a value that names no file, a FIFO, a file the report reads, or an existing file without
 * {@code --force} is refused as a usage error before anything is written, since the report replaces its file by a
 * rename.
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
    void report_noOut_besideTheResultsNamedForTheFormatAndSaysWhere() throws Exception {
        Path elsewhere = Files.createDirectories(work.resolve("elsewhere"));
        List<String> starts = List.of("<!DOCTYPE html>", "# tilesearch report: ", "{");
        for (int i = 0; i < 3; i++) {
            String format = List.of("html", "md", "json").get(i);
            Path beside = work.resolve("results." + format);

            Outcome report = runIn(elsewhere, "report", "--format", format, results.toString());

            assertEquals(ExitCodes.OK, report.exit(), report.stderr());
            assertEquals("tilesearch report: wrote " + beside + "\n", report.stdout());
            assertTrue(Files.readString(beside).startsWith(starts.get(i)), format);
        }
        try (var left = Files.list(elsewhere)) {
            assertEquals(List.of(), left.filter(path -> !path.getFileName().toString().endsWith(".txt")).toList(),
                    "the report wrote into the working folder");
        }
    }

    @Test
    void report_fileExists_refusedUnlessForce() throws Exception {
        Path beside = Files.writeString(work.resolve("results.html"), "last night's report\n");
        Path named = Files.writeString(work.resolve("named.md"), "last night's report\n");

        Outcome again = run("report", results.toString());
        Outcome namedAgain = run("report", "--format", "md", "--out", named.toString(), results.toString());

        assertEquals(ExitCodes.USAGE, again.exit(), again.stderr());
        assertEquals("tilesearch report: " + beside + " already exists: give --force to write over it, or --out "
                + "another file (- for standard output)\n", again.stderr());
        assertEquals("", again.stdout());
        assertEquals(ExitCodes.USAGE, namedAgain.exit(), namedAgain.stderr());
        assertTrue(namedAgain.stderr().startsWith("tilesearch report: " + named + " already exists"),
                namedAgain.stderr());
        assertEquals("last night's report\n", Files.readString(beside));
        assertEquals("last night's report\n", Files.readString(named));

        Outcome forced = run("report", "--force", results.toString());

        assertEquals(ExitCodes.OK, forced.exit(), forced.stderr());
        assertEquals("tilesearch report: wrote " + beside + "\n", forced.stdout());
        assertTrue(Files.readString(beside).startsWith("<!DOCTYPE html>"));
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

    private Outcome run(String... args) throws Exception {
        return runIn(work, args);
    }

    /** Runs {@code tilesearch args...} with {@code folder} as its working folder, its output in files there. */
    private Outcome runIn(Path folder, String... args) throws Exception {
        return TileSearchProcess.runToEnd(folder, folder, args);
    }
}
