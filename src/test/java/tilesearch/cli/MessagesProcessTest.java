package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.math.BigInteger;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * What the real program prints and writes about awkward inputs: control characters in file names and lines
 * reach neither the terminal nor a row's message raw, and a tile far too large gets the same words as one just
 * too large.
 */
class MessagesProcessTest {

    private static final String ESCAPE = "\u001b";

    @TempDir
    Path work;

    @Test
    void solve_escapeSequenceInAFileName_escapedOnTheTerminalKeptExactInTheCsv() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        String name = "red" + ESCAPE + "[31m" + ESCAPE + "[2J.txt";
        Files.writeString(inputs.resolve(name), "2 2\n0 4\n");
        Path results = work.resolve("results.csv");

        Outcome solved = run("solve", "--moves", "2", "--out", results.toString(), inputs.toString());
        Outcome missing = run("solve", "--out", work.resolve("other.csv").toString(),
                inputs.resolve("gone" + ESCAPE + "]0;title\u0007").toString());

        assertEquals(ExitCodes.OK, solved.exit(), solved.stderr());
        assertFalse(solved.stderr().contains(ESCAPE), solved.stderr());
        // Quoted as one shell word, since it holds characters a shell treats specially, then escaped.
        assertTrue(solved.stderr().contains("red\\x1b[31m\\x1b[2J.txt'#1"), solved.stderr());
        assertEquals(inputs.resolve(name).toString(), ResultRows.read(results).get(0).get("file"),
                "the CSV is data: the name as it is, which resume and show match exactly");
        assertEquals(ExitCodes.USAGE, missing.exit(), missing.stderr());
        assertFalse(missing.stderr().contains(ESCAPE) || missing.stderr().contains("\u0007"), missing.stderr());
        assertTrue(missing.stderr().contains("gone\\x1b]0;title\\x07"), missing.stderr());
    }

    @Test
    void reportMarkdown_escapeSequenceAndTagsInAFileName_neitherReachesTheTerminalNorTheMarkdown() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("red" + ESCAPE + "[31m<img src=x onerror=alert(1)>" + ESCAPE + "[2J.txt"),
                "2 2\n0 4\n");
        Path results = work.resolve("results.csv");
        assertEquals(ExitCodes.OK, run("solve", "--moves", "2", "--out", results.toString(), inputs.toString())
                .exit());
        Path markdown = work.resolve("report.md");

        Process report = TileSearchProcess.startWithOutput(work, markdown, work.resolve("stderr.txt"), "report",
                "--format", "md", "--out", "-", results.toString());
        try {
            assertTrue(report.waitFor(60, TimeUnit.SECONDS), "report did not end");
        } finally {
            report.destroyForcibly();
        }

        String text = Files.readString(markdown, StandardCharsets.UTF_8);
        assertEquals(ExitCodes.OK, report.exitValue(), Files.readString(work.resolve("stderr.txt")));
        assertFalse(text.contains(ESCAPE), text);
        assertFalse(text.contains("<img") || text.contains("\\<img"), text);
        String escaped = "/red\\\\x1b[31m&lt;img src=x onerror=alert(1)&gt;\\\\x1b[2J.txt | 1 |";
        assertTrue(text.contains("| " + inputs + escaped), text);
    }

    @Test
    void solve_escapeSequenceInANameTheWalkSkips_theLogLineOnStderrEscapesIt() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n0 4\n");
        Path fifo = inputs.resolve("p" + ESCAPE + "]0;title\u0007.txt");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assumeTrue(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0, "needs mkfifo");

        Outcome solved = run("solve", "--moves", "2", "--out", work.resolve("r.csv").toString(), inputs.toString());

        assertEquals(ExitCodes.OK, solved.exit(), solved.stderr());
        assertTrue(solved.stderr().contains("skipping " + inputs.resolve("p\\x1b]0;title\\x07.txt")),
                solved.stderr());
        assertFalse(solved.stderr().contains(ESCAPE) || solved.stderr().contains("\u0007"), solved.stderr());
    }

    @Test
    void solve_carriageReturnLineEndsAndHugeTiles_messagesWithoutRawControlsInTheSameWords() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("cr.txt"), "2 2\r4 4\r");
        Files.writeString(inputs.resolve("just.txt"), BigInteger.TWO.pow(101) + " 2\n0 0\n");
        Files.writeString(inputs.resolve("far.txt"), BigInteger.TWO.pow(1000) + " 2\n0 0\n");
        Path results = work.resolve("results.csv");

        Outcome solved = run("solve", "--moves", "2", "--out", results.toString(), inputs.toString());

        assertEquals(ExitCodes.BOARD_FAILED, solved.exit(), solved.stderr());
        Map<String, String> messages = ResultRows.read(results).stream().collect(Collectors.toMap(
                row -> Path.of(row.get("file")).getFileName().toString(), row -> row.get("message")));
        assertFalse(messages.get("cr.txt").contains("\r"), messages.get("cr.txt"));
        assertTrue(messages.get("cr.txt").contains("'2\\x0d4' is not a number"), messages.get("cr.txt"));
        for (String file : List.of("just.txt", "far.txt")) {
            assertTrue(messages.get(file).endsWith("' is larger than the largest tile accepted, 2^100"),
                    file + ": " + messages.get(file));
        }
    }

    @Test
    void solveShowResume_fileNameNotUtf8_namedByItsUriWhichFindsItAgain() throws Exception {
        // The JVM decodes file names as UTF-8 (sun.jnu.encoding): byte 0xFF comes back as U+FFFD, which names no
        // file, so the row names the file by its URI, whose percent-encoding keeps the byte.
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("good.txt"), "2 2\n0 4\n");
        Process shell = new ProcessBuilder("sh", "-c", "printf '4 4\\n0 2\\n' > \"$(printf 'in/bad\\377.txt')\"")
                .directory(work.toFile()).start();
        assumeTrue(shell.waitFor(10, TimeUnit.SECONDS) && shell.exitValue() == 0
                && "UTF-8".equals(System.getProperty("sun.jnu.encoding")), "needs a shell and UTF-8 file names");
        Path bad;
        try (Stream<Path> listing = Files.list(inputs)) {
            bad = listing.filter(path -> !path.endsWith("good.txt")).findFirst().orElseThrow();
        }
        Path results = work.resolve("results.csv");

        Outcome solved = run("solve", "--moves", "2", "--out", results.toString(), "in");
        List<CSVRecord> rows = ResultRows.read(results);
        String file = rows.get(0).get("file");
        Outcome show = run("show", results.toString(), file + "#1");
        Path page = work.resolve("report.html");
        Outcome report = run("report", results.toString(), "--out", page.toString());
        byte[] before = Files.readAllBytes(results);
        Outcome resumed = run("solve", "--resume", "--out", results.toString());

        assertEquals(ExitCodes.OK, solved.exit(), solved.stderr());
        assertEquals(List.of("ok", "ok"), rows.stream().map(row -> row.get("status")).toList());
        assertTrue(file.startsWith("file:///") && file.endsWith("/in/bad%FF.txt"), file);
        assertEquals(bad.toAbsolutePath(), Path.of(URI.create(file)), "the URI names the file's own bytes");
        assertEquals("in/good.txt", rows.get(1).get("file"), "a name that is UTF-8 keeps its spelling");
        assertEquals(ExitCodes.OK, show.exit(), show.stderr());
        assertEquals(ExitCodes.OK, report.exit(), report.stderr());
        assertFalse(Files.readString(page).contains("no such file"), "the report replays the board too");
        assertEquals(ExitCodes.OK, resumed.exit(), resumed.stderr());
        assertEquals(2, RunRecord.read(results).lastAttempt().counts().kept(), resumed.stderr());
        assertArrayEquals(before, Files.readAllBytes(results), "resume keeps both rows as they were");
    }

    @Test
    void reportAndShow_resultsThatCannotBeRead_exit74NamingThem() throws Exception {
        // Linux's memory file of the reading process fails with EIO at offset 0, as a failing disk would
        Path failing = Path.of("/proc/self/mem");
        assumeTrue(Files.exists(failing), "needs Linux's /proc/self/mem");

        Outcome report = run("report", failing.toString(), "--format", "md");
        Outcome show = run("show", failing.toString(), "a.txt#1");

        assertEquals(ExitCodes.IO_ERROR, report.exit(), report.stderr());
        assertEquals("tilesearch report: cannot read /proc/self/mem: Input/output error\n", report.stderr());
        assertEquals(ExitCodes.IO_ERROR, show.exit(), show.stderr());
        assertEquals("tilesearch show: cannot read /proc/self/mem: Input/output error\n", show.stderr());
    }

    @Test
    void show_noColorEmptyOrSet_colourOnlyWhenItIsEmpty() throws Exception {
        Path input = Files.writeString(work.resolve("a.txt"), "2 2\n0 4\n");
        Path results = work.resolve("results.csv");
        assertEquals(ExitCodes.OK, run("solve", "--moves", "2", "--out", results.toString(), input.toString())
                .exit());

        String empty = atTerminal(Map.of("NO_COLOR", ""), "show", results.toString(), input + "#1");
        String set = atTerminal(Map.of("NO_COLOR", "1"), "show", results.toString(), input + "#1");

        assertTrue(empty.contains(ESCAPE + "["), "an empty NO_COLOR leaves colour on: " + empty);
        assertFalse(set.contains(ESCAPE + "["), "NO_COLOR=1 turns it off: " + set);
    }

    /** What a terminal showed of {@code args} run at it with {@code environment}. */
    private String atTerminal(Map<String, String> environment, String... args) throws Exception {
        Process which = new ProcessBuilder("script", "--version").redirectErrorStream(true).start();
        assumeTrue(which.waitFor(10, TimeUnit.SECONDS) && which.exitValue() == 0, "needs util-linux's script");
        Path screen = work.resolve("screen.txt");
        Process process = TileSearchProcess.startAtTerminal(work, screen, 80, "", environment, args);
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end");
        } finally {
            process.destroyForcibly();
        }
        return Files.readString(screen, StandardCharsets.UTF_8);
    }

    private record Outcome(int exit, String stderr) {
    }

    private Outcome run(String... args) throws Exception {
        Path stderr = work.resolve("stderr.txt");
        Process process = TileSearchProcess.start(work, stderr, args);
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end");
            return new Outcome(process.exitValue(), Files.readString(stderr, StandardCharsets.UTF_8));
        } finally {
            process.destroyForcibly();
        }
    }
}
