package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.io.BoardJob;
import tilesearch.io.JobResult;
import tilesearch.search.SearchResult;

class ProgressReportTest {

    private static final Board BOARD = Board.parse("2 2/0 4");
    private static final BoardJob JOB = new BoardJob("a.txt", 1, 1, "", new BoardJob.Search(BOARD, 3));

    private static void write(ProgressReport report, int ok, int errors, int timeouts) {
        SearchResult answer = new SearchResult(2, List.of(), BOARD, 2, 0, true);
        for (int i = 0; i < ok; i++) {
            report.resultWritten(JobResult.ok(JOB, answer, 1));
        }
        for (int i = 0; i < errors; i++) {
            report.resultWritten(JobResult.error(JOB, "line 1: bad", 1));
        }
        for (int i = 0; i < timeouts; i++) {
            report.resultWritten(JobResult.timeout(JOB, answer, 1, "line 1: time limit reached"));
        }
    }

    @Test
    void line_totalKnown_doneOfTotalRateEtaAndProblems() throws InterruptedException {
        try (ProgressReport report = ProgressReport.start(null, 1000, () -> 2000)) {
            write(report, 10, 1, 2);
            Thread.sleep(20);

            String line = report.line();

            assertTrue(Pattern.matches("1,013 of 2,000 boards \\(50\\.7%\\), [0-9.]+ boards/s, ETA \\d+:\\d\\d:\\d\\d, "
                    + "1 error, 2 timeouts", line), line);
        }
    }

    @Test
    void line_totalNotYetCounted_doneAndRateOnly() {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> BoardCounter.UNKNOWN)) {
            write(report, 1233, 0, 1);

            String line = report.line();

            assertTrue(Pattern.matches("1,234 boards, [0-9.]+ boards/s, 0 errors, 1 timeout", line), line);
        }
    }

    @Test
    void clock_hoursMinutesSeconds() {
        assertEquals("0:00:59", ProgressReport.clock(Duration.ofSeconds(59)));
        assertEquals("13:05:00", ProgressReport.clock(Duration.ofMinutes(13 * 60 + 5)));
    }
}
