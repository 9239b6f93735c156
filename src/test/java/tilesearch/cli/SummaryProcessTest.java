package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * What the real program says when a run ends: every line in the program's voice ({@code tilesearch solve: }), the
 * boards counted by what was done to them, the K they used, the failed boards named, and one rate, boards over
 * the run's wall time, that the report gives too.
 */
class SummaryProcessTest {

    private static final String VOICE = "tilesearch solve: ";
    private static final Pattern TIME_AND_RATE = Pattern.compile(" in ([0-9.,]+) s \\(([0-9.,]+) boards/s on the "
            + "wall clock");

    @TempDir
    Path work;

    @Test
    void solve_searchApplyAndBadBoardsAtSeveralK_countedByTaskWithTheirKAndTheFailuresNamed() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("boards.csv"), """
                id,board,moves,apply
                none,2 2/0 4,0,
                deep,2 2/0 4,10,
                slide,2 0/0 2,,LU
                """);
        Files.writeString(inputs.resolve("text.txt"), "2 2\n0 4\n\n4 4\n2 x\n");

        Outcome solved = run("solve", "--moves", "5", "--threads", "1", "--out", "r.csv", "in");

        assertEquals(ExitCodes.BOARD_FAILED, solved.exit(), solved.stderr());
        List<String> lines = solved.stderr().lines().toList();
        assertTrue(lines.stream().allMatch(line -> line.startsWith(VOICE)), "every line in one voice: " + lines);
        assertTrue(lines.get(0).startsWith(VOICE + "5 boards (3 searched, 1 applied, 1 unreadable) in "),
                lines.get(0));
        assertTrue(lines.get(0).contains("; K = 0, 5 and 10; 1 thread, strategy best): 4 ok, 1 error, 0 timeouts."),
                lines.get(0));
        assertFalse(solved.stderr().contains("Solved"), solved.stderr());
        assertEquals(VOICE + "in/text.txt#2 failed: line 5, column 2: 'x' is not a number", lines.get(1));
        assertEquals(2, lines.size(), solved.stderr());
        String log = Files.readString(work.resolve("r.csv.log"), StandardCharsets.UTF_8);
        assertTrue(log.lines().anyMatch(line -> line.contains(" WARN ")
                && line.endsWith("in/text.txt#2 failed: line 5, column 2: 'x' is not a number")), log);
    }

    @Test
    void solveThenReport_oneRateOfBoardsOverWallTime_theSameInTheSummaryTheRecordAndTheReport() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        StringBuilder boards = new StringBuilder();
        for (int i = 0; i < 40; i++) {
            boards.append("2 4 8\n16 0 2\n4 2 0\n\n");
        }
        Files.writeString(inputs.resolve("a.txt"), boards);

        Outcome solved = run("solve", "--moves", "6", "--out", "r.csv", "in");
        Outcome reported = run("report", "r.csv", "--out", "page.html");

        assertEquals(ExitCodes.OK, solved.exit(), solved.stderr());
        assertEquals(ExitCodes.OK, reported.exit(), reported.stderr());
        Matcher summary = TIME_AND_RATE.matcher(solved.stderr());
        assertTrue(summary.find(), solved.stderr());
        double seconds = Double.parseDouble(summary.group(1).replace(",", ""));
        double rate = Double.parseDouble(summary.group(2).replace(",", ""));
        double recorded = RunRecord.read(work.resolve("r.csv")).lastAttempt().wallTime().toNanos() / 1e9;
        assertEquals(recorded, seconds, 0.02, "the summary's time is the attempt's in the run record");
        assertEquals(40 / recorded, rate, 0.05 * rate, "boards over that time");
        String page = Files.readString(work.resolve("page.html"), StandardCharsets.UTF_8);
        Matcher reportRate = Pattern.compile("<tr><th>boards per second</th><td>([0-9.,]+)</td>").matcher(page);
        assertTrue(reportRate.find(), page);
        assertEquals(rate, Double.parseDouble(reportRate.group(1).replace(",", "")), 0.05 * rate,
                "the report's rate is the summary's");
        assertEquals(1, Pattern.compile("boards per second|boards/s").matcher(page).results().count(),
                "one rate in the report: " + page);
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
