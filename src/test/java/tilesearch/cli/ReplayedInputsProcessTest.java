package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;

/**
 * {@code report} and {@code show} in processes of their own on a results CSV whose {@code file} column was
 * doctored: they read again only the inputs the run record names, and never a FIFO, which would never end.
 */
class ReplayedInputsProcessTest {

    private static final String SECRET = "root:hunter2";

    @TempDir
    Path work;

    private Path input;
    private Path results;

    @BeforeEach
    void solve() throws IOException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        input = Files.writeString(inputs.resolve("a.txt"), "2 2 0\n0 4 4\n0 0 8\n");
        results = work.resolve("results.csv");
        CommandRun run = CommandRun.of("solve", "--moves", "3", "--out", results.toString(), inputs.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
    }

    /** The results with their one row naming {@code file} instead of the input. */
    private void doctor(Path file) throws IOException {
        String text = Files.readString(results);
        assertTrue(text.contains("\n" + input + ","), text);
        Files.writeString(results, text.replace("\n" + input + ",", "\n" + file + ","));
    }

    @Test
    void report_rowNamingAFileThatIsNoInput_itIsNotQuoted() throws Exception {
        Path secret = Files.writeString(work.resolve("secret.txt"), SECRET + "\n");
        doctor(secret);
        Path page = work.resolve("report.html");

        Outcome report = run("report", results.toString(), "--out", page.toString());

        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        String html = Files.readString(page);
        assertFalse(html.contains(SECRET), "the page quotes the file");
        assertTrue(html.contains(secret + " is not an input of the run"), html);
    }

    @Test
    void show_rowNamingAFileThatIsNoInput_refusedWithoutQuotingIt() throws Exception {
        Path secret = Files.writeString(work.resolve("secret.txt"), SECRET + "\n");
        doctor(secret);

        Outcome show = run("show", results.toString(), secret + "#1");

        assertEquals(ExitCodes.USAGE, show.exit(), show.stderr());
        assertFalse(show.stderr().contains(SECRET), show.stderr());
        assertTrue(show.stderr().contains(secret + " is not an input of the run"), show.stderr());
    }

    @Test
    void reportAndShow_rowNamingALinkInAnInputFolderToAFileOutside_quoteNothing() throws Exception {
        Path secret = Files.writeString(work.resolve("secret.txt"), SECRET + "\n");
        Path link = Files.createSymbolicLink(work.resolve("in").resolve("evil"), secret);
        doctor(link);

        assertRefusedUnquoted(link + "#1", link + " is not an input of the run");
    }

    @Test
    void reportAndShow_rowNamingAFileUnderALinkedFolderOutside_quoteNothing() throws Exception {
        Path outside = Files.createDirectories(work.resolve("outside"));
        Files.writeString(outside.resolve("secret.txt"), SECRET + "\n");
        Path linked = Files.createSymbolicLink(work.resolve("in").resolve("etcdir"), outside);
        Path file = linked.resolve("secret.txt");
        doctor(file);

        assertRefusedUnquoted(file + "#1", file + " is not an input of the run");
    }

    @Test
    void reportAndShow_rowClimbingOutOfALinkedFolder_quoteNothing() throws Exception {
        Path outside = Files.createDirectories(work.resolve("outside"));
        Files.writeString(outside.resolve("a.txt"), SECRET + "\n");
        Files.createSymbolicLink(work.resolve("in").resolve("evil"), Files.createDirectories(outside.resolve("deep")));
        // by name, in/evil/../a.txt is in/a.txt; the file system reads outside/a.txt
        String file = work.resolve("in") + "/evil/../a.txt";
        doctor(Path.of(file));

        assertRefusedUnquoted(file + "#1", file + " is not an input of the run");
    }

    @Test
    void reportAndShow_runRecordIsALink_refusedQuotingNothingOfItsTarget() throws Exception {
        Path secret = Files.writeString(work.resolve("secret.txt"), SECRET + "\n");
        Path record = RunFiles.record(results);
        Files.delete(record);
        Files.createSymbolicLink(record, secret);
        Path page = work.resolve("report.html");

        Outcome report = run("report", results.toString(), "--out", page.toString());
        Outcome show = run("show", results.toString(), input + "#1");

        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        assertTrue(report.stderr().contains(record + ": a symbolic link"), report.stderr());
        assertFalse(report.stderr().contains("hunter2") || Files.readString(page).contains("hunter2"),
                report.stderr());
        assertEquals(ExitCodes.USAGE, show.exit(), show.stderr());
        assertTrue(show.stderr().contains(record + ": a symbolic link"), show.stderr());
        assertFalse(show.stderr().contains("hunter2"), show.stderr());
    }

    /** {@code report} and {@code show} of {@code board} refuse to replay it with {@code message}, quoting nothing. */
    private void assertRefusedUnquoted(String board, String message) throws Exception {
        Path page = work.resolve("report.html");
        Outcome report = run("report", results.toString(), "--out", page.toString());
        String html = Files.readString(page);
        Outcome show = run("show", results.toString(), board);

        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        assertFalse(html.contains("hunter2"), "the page quotes the file");
        assertTrue(html.contains(message), html);
        assertEquals(ExitCodes.USAGE, show.exit(), show.stderr());
        assertFalse(show.stderr().contains("hunter2"), show.stderr());
        assertTrue(show.stderr().contains(message), show.stderr());
    }

    @Test
    void reportAndShow_rowNamingAFifoAmongTheInputs_endAtOnce() throws Exception {
        Path fifo = work.resolve("in").resolve("pipe.txt");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "needs mkfifo");
        doctor(fifo);

        Outcome report = run("report", results.toString(), "--out", work.resolve("report.html").toString());
        Outcome show = run("show", results.toString(), fifo + "#1");

        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        assertTrue(Files.readString(work.resolve("report.html")).contains(fifo + " is not a regular file"));
        assertEquals(ExitCodes.USAGE, show.exit(), show.stderr());
        assertTrue(show.stderr().contains(fifo + " is not a regular file"), show.stderr());
    }

    private record Outcome(int exit, String stderr) {
    }

    private Outcome run(String... args) throws Exception {
        Path stderr = work.resolve("stderr.txt");
        Process process = TileSearchProcess.start(work, stderr, args);
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end in a minute");
            return new Outcome(process.exitValue(), Files.readString(stderr));
        } finally {
            process.destroyForcibly();
        }
    }
}
