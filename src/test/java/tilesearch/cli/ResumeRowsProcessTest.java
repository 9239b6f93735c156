package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.results.ResultColumn;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * Which finished rows a resume keeps, in the real program: it never drops the rows of files its PATHs leave out
 * unless told ({@code --prune}), and solves again the rows of the statuses {@code --retry} names, with a new
 * {@code --time-limit} if given; the record's attempt counts every row dropped.
 */
class ResumeRowsProcessTest {

    private static final int STATUS = ResultColumn.STATUS.ordinal();

    @TempDir
    Path work;

    private Path csv;
    private Path stderr;

    @BeforeEach
    void solveThreeFiles() throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n");
        Files.writeString(inputs.resolve("b.txt"), "2 4\n8 0\n\n2 2\n2 2\n");
        Files.writeString(inputs.resolve("c.txt"), "4 4\n2 0\n");
        csv = work.resolve("x.csv");
        stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, solve("--moves", "3", "--time-limit", "1m", "--out", "x.csv", "in"), err());
    }

    private int solve(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("solve"));
        command.addAll(List.of(args));
        return TileSearchProcess.run(work, stderr, List.of(), 60, command.toArray(String[]::new));
    }

    private String err() throws IOException {
        return Files.readString(stderr);
    }

    /** Rewrites {@link #csv} with the status of each row {@code statuses} names (0 for the first) replaced. */
    private void setStatuses(Map<Integer, String> statuses) throws IOException {
        List<String> lines = Files.readAllLines(csv);
        StringBuilder text = new StringBuilder(lines.get(0)).append('\n');
        for (int i = 1; i < lines.size(); i++) {
            CSVRecord row = CSVFormat.DEFAULT.parse(new StringReader(lines.get(i))).getRecords().get(0);
            List<String> values = new ArrayList<>(row.toList());
            values.set(STATUS, statuses.getOrDefault(i - 1, values.get(STATUS)));
            try (CSVPrinter printer = new CSVPrinter(text, CSVFormat.DEFAULT.builder().setRecordSeparator("\n")
                    .get())) {
                printer.printRecord(values);
            }
        }
        Files.writeString(csv, text);
    }

    @Test
    void solve_resumeWhosePathsLeaveOutFilesWithFinishedRows_refusedWithNothingTouched()
            throws IOException, InterruptedException {
        byte[] rows = Files.readAllBytes(csv);
        int attempts = RunRecord.read(csv).attempts().size();

        int resumed = solve("--resume", "--moves", "3", "--time-limit", "1m", "--out", "x.csv", "in/a.txt");

        assertEquals(ExitCodes.USAGE, resumed, err());
        assertTrue(err().startsWith("tilesearch solve: x.csv holds 3 finished rows of 2 files the PATHs leave out "
                + "(in/b.txt, in/c.txt): resuming would drop them."), err());
        assertTrue(err().contains("add --prune to drop their rows"), err());
        assertArrayEquals(rows, Files.readAllBytes(csv));
        assertEquals(attempts, RunRecord.read(csv).attempts().size());
    }

    @Test
    void solve_resumeWithPrune_dropsThoseRowsQuietlyUnderQuiet() throws IOException, InterruptedException {
        int resumed = solve("--resume", "--prune", "-q", "--moves", "3", "--time-limit", "1m", "--out", "x.csv",
                "in/a.txt");

        assertEquals(ExitCodes.OK, resumed, err());
        assertEquals(List.of("in/a.txt", "in/a.txt"), ResultRows.read(csv).stream().map(row -> row.get("file"))
                .toList());
        assertFalse(err().contains("dropping"), err());
        assertTrue(Files.readString(work.resolve("x.csv.log")).contains("x.csv: dropping 2 rows of in/b.txt"));
        assertEquals(3, RunRecord.read(csv).lastAttempt().counts().dropped());
    }

    @Test
    void solve_resumeRetryingTimeoutsWithALongerTimeLimit_solvesThemAgainAndKeepsTheRest()
            throws IOException, InterruptedException {
        List<String> whole = ResultRows.withoutTimes(csv);
        setStatuses(Map.of(1, "timeout", 2, "error", 4, "timeout"));

        int resumed = solve("--resume", "--retry", "timeout", "--time-limit", "10s", "--out", "x.csv");

        assertEquals(ExitCodes.BOARD_FAILED, resumed, err());
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(List.of("ok", "error", "ok", "ok", "ok"), rows.stream().map(row -> row.get("status")).toList());
        assertEquals(List.of("in/a.txt#1", "in/b.txt#1", "in/b.txt#2", "in/a.txt#2", "in/c.txt#1"), rows.stream()
                .map(row -> row.get("file") + "#" + row.get("board")).toList());
        RunRecord record = RunRecord.read(csv);
        assertEquals("10s", record.options().get("--time-limit"));
        Attempt.Counts counts = record.lastAttempt().counts();
        assertEquals(List.of(3L, 2L, 2L), List.of(counts.kept(), counts.dropped(), counts.written()));
        setStatuses(Map.of(1, "ok"));
        assertEquals(whole, ResultRows.withoutTimes(csv));
    }

    @Test
    void solve_resumeWithAnotherTimeLimitButNoRetry_stillRefused() throws IOException, InterruptedException {
        int resumed = solve("--resume", "--time-limit", "10s", "--out", "x.csv");

        assertEquals(ExitCodes.USAGE, resumed, err());
        assertTrue(err().contains("--time-limit: 1m in the record, 10s now"), err());
    }

    @Test
    void solve_retryOfAStatusThatIsNoFailureOrWithoutResume_usageError() throws IOException, InterruptedException {
        assertEquals(ExitCodes.USAGE, solve("--resume", "--retry", "timeout,ok", "--out", "x.csv"), err());
        assertTrue(err().startsWith("tilesearch solve: --retry takes error, timeout, stopped, comma-separated; got "
                + "'ok'"), err());
        assertEquals(ExitCodes.USAGE, solve("--retry", "error", "--out", "y.csv", "in"), err());
        assertTrue(err().startsWith("tilesearch solve: --retry solves again rows of the run being resumed"), err());
        assertEquals(ExitCodes.USAGE, solve("--prune", "--out", "y.csv", "in"), err());
        assertTrue(err().startsWith("tilesearch solve: --prune drops rows of the run being resumed"), err());
    }

    @Test
    void solve_quietResumeAfterStoppedRows_recordCountsThemDroppedAndStderrHasNoLogLines()
            throws IOException, InterruptedException {
        setStatuses(Map.of(0, "stopped", 3, "stopped"));

        int resumed = solve("--resume", "-q", "--out", "x.csv");

        assertEquals(ExitCodes.OK, resumed, err());
        assertEquals("", err());
        assertTrue(Files.readString(work.resolve("x.csv.log")).contains("x.csv: dropping 2 stopped, out-of-memory "
                + "or retried rows to solve again"));
        Attempt.Counts counts = RunRecord.read(csv).lastAttempt().counts();
        assertEquals(List.of(3L, 2L, 2L), List.of(counts.kept(), counts.dropped(), counts.written()));
    }
}
