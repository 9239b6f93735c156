package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import tilesearch.run.ExitCodes;

class ReportCommandTest {

    @TempDir
    Path temp;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return TileSearch.configured(new CommandLine(new ReportCommand()), new PrintWriter(out, true),
                new PrintWriter(err, true)).execute(args);
    }

    private static String fixture(String name) {
        try {
            return Path.of(ReportCommandTest.class.getResource("/tilesearch/report/" + name).toURI()).toString();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void call_writesHtmlCreatingParentFolders() throws Exception {
        Path page = temp.resolve("deep/er/report.html");

        int exit = run(fixture("sample-results.csv"), "--out", page.toString());

        assertEquals(ExitCodes.OK, exit, err.toString());
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(out.toString().contains("tilesearch report: wrote " + page));
    }

    @Test
    void call_noOut_theReportBesideTheResultsNamedForItsFormat() throws Exception {
        Path upper = Files.copy(Path.of(fixture("sample-results.csv")), temp.resolve("NIGHT.CSV"));
        Path plain = Files.copy(Path.of(fixture("sample-results.csv")), temp.resolve("night"));
        Path parts = Files.createDirectories(temp.resolve("parts"));
        Files.copy(Path.of(fixture("sample-results.csv")), parts.resolve("part-00000"));

        assertEquals(ExitCodes.OK, run(upper.toString(), "--format", "md"), err.toString());
        assertEquals(ExitCodes.OK, run(plain.toString(), "--format", "json"), err.toString());
        assertEquals(ExitCodes.OK, run(parts.toString()), err.toString());

        assertTrue(Files.readString(temp.resolve("NIGHT.md")).startsWith("# tilesearch report: "));
        assertTrue(Files.readString(temp.resolve("night.json")).startsWith("{"));
        assertTrue(Files.readString(temp.resolve("parts.html")).startsWith("<!DOCTYPE html>"));
        assertEquals("tilesearch report: wrote " + temp.resolve("NIGHT.md") + "\ntilesearch report: wrote "
                + temp.resolve("night.json") + "\ntilesearch report: wrote " + temp.resolve("parts.html") + "\n",
                out.toString());
    }

    @Test
    void call_changedMaxTileAgainstBaselineExitsOne() throws Exception {
        Path page = temp.resolve("report.html");

        int exit = run(fixture("sample-results.csv"), "--baseline", fixture("sample-baseline.csv"),
                "--out", page.toString());

        assertEquals(ExitCodes.MAX_TILE_CHANGED, exit);
        assertTrue(err.toString().contains("max_tile changed on 1 board(s)"), err.toString());
        assertTrue(Files.readString(page).contains("Correctness alarm"));
    }

    @Test
    void call_sameRunAsBaselineExitsZero() {
        int exit = run(fixture("sample-results.csv"), "--baseline", fixture("sample-results.csv"),
                "--format", "md", "--out", "-");

        assertEquals(ExitCodes.OK, exit, err.toString());
        assertTrue(out.toString().contains("No board's max tile changed."));
    }

    @Test
    void call_markdownOutDash_goesToStandardOutput() {
        int exit = run(fixture("sample-results.csv"), "--format", "md", "--out", "-");

        assertEquals(ExitCodes.OK, exit, err.toString());
        assertTrue(out.toString().startsWith("# tilesearch report: "));
        assertTrue(out.toString().contains("| boards | 13 |"));
        assertTrue(out.toString().contains("## Errors (4)"));
    }

    @Test
    void call_missingResultsFileExitsTwoNamingIt() {
        String missing = temp.resolve("nope.csv").toString();

        int exit = run(missing);

        assertEquals(ExitCodes.USAGE, exit);
        assertEquals("tilesearch report: no such file: " + missing, err.toString().strip());
    }

    @Test
    void call_missingBaselineExitsTwo() {
        int exit = run(fixture("sample-results.csv"), "--baseline", temp.resolve("old.csv").toString(),
                "--format", "md");

        assertEquals(ExitCodes.USAGE, exit);
        assertTrue(err.toString().contains("old.csv"));
    }

    @Test
    void call_notAResultsCsvExitsTwo() throws Exception {
        Path csv = Files.writeString(temp.resolve("boards.csv"), "id,board\na,2 2/4 4\n");

        int exit = run(csv.toString(), "--format", "md", "--out", "-");

        assertEquals(ExitCodes.USAGE, exit);
        assertTrue(err.toString().contains(csv + ": not a tilesearch results file: column 1 of the header is 'id' where"
                + " 'file' must be"), err.toString());
    }

    @Test
    void execute_unknownFormatIsAUsageError() {
        int exit = run(fixture("sample-results.csv"), "--format", "pdf");

        assertEquals(ExitCodes.USAGE, exit);
        assertTrue(err.toString().contains("--format"), err.toString());
    }

    @Test
    void execute_helpShowsExitCodesAndAnExample() {
        int exit = run("--help");

        assertEquals(0, exit);
        assertTrue(out.toString().contains("Usage: report"));
        assertTrue(out.toString().contains("Exit codes:"));
        assertTrue(out.toString().contains("max_tile changed against --baseline"));
        assertTrue(out.toString().contains("Examples:"));
    }

    @Test
    void call_resultsWithARunRecord_summaryHasThreadsWallTimeVersionAndAttempts() throws Exception {
        Path inputs = Files.createDirectories(temp.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n0 4\n\n4 4\n0 8\n");
        Path csv = temp.resolve("night.csv");
        CommandRun solved = CommandRun.of("solve", "--threads", "3", "--out", csv.toString(), inputs.toString());
        assertEquals(ExitCodes.OK, solved.exitCode(), solved.err());

        int exit = run(csv.toString(), "--format", "md", "--out", "-");

        assertEquals(ExitCodes.OK, exit, err.toString());
        String text = out.toString();
        assertTrue(text.contains("| threads | 3 | from the run record |"), text);
        assertTrue(text.contains("| wall time | "), text);
        assertTrue(text.contains("| version | " + ManifestVersion.number() + " | of tilesearch, Java "
                + System.getProperty("java.version") + " on "), text);
        assertTrue(text.contains("| attempts | 1 | "), text);
        assertTrue(text.contains(" 2 rows written in "), text);
        assertTrue(text.contains(", exit 0 |"), text);
    }

    @Test
    void call_damagedRunRecord_warnedAndLeftOut() throws Exception {
        Path csv = temp.resolve("night.csv");
        Files.copy(Path.of(fixture("sample-results.csv")), csv);
        Files.writeString(temp.resolve("night.run.json"), "{");

        int exit = run(csv.toString(), "--format", "md", "--out", "-");

        assertEquals(ExitCodes.OK, exit, err.toString());
        assertTrue(err.toString().startsWith("tilesearch report: warning: " + temp.resolve("night.run.json")
                + ": not a run "
                + "record tilesearch can read"), err.toString());
        assertTrue(out.toString().contains("| threads | unknown |"), out.toString());
    }
}
