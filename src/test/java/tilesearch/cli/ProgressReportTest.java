package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.run.BoardCounter;
import tilesearch.search.LiveSearch;
import tilesearch.board.SearchResult;

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
        try (ProgressReport report = ProgressReport.start(null, 1000, () -> 2000, null, false)) {
            write(report, 10, 1, 2);
            Thread.sleep(20);

            String line = report.line();

            assertTrue(Pattern.matches("1,013 of 2,000 boards \\(50\\.7%\\), ETA \\d+:\\d\\d:\\d\\d, [0-9.,]+ boards/s, "
                    + "1 error, 2 timeouts", line), line);
        }
    }

    @Test
    void line_totalNotYetCounted_doneAndRateOnly() {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> BoardCounter.UNKNOWN, null,
                false)) {
            write(report, 1233, 0, 1);

            String line = report.line();

            assertTrue(Pattern.matches("1,234 boards, [0-9.,]+ boards/s, 0 errors, 1 timeout", line), line);
        }
    }

    @Test
    void fitted_lineWiderThanTheTerminal_cutOneColumnShortOfIt() {
        String line = "1,234 of 5,000 boards (24.7%), 12.5 boards/s, ETA 0:05:01, 0 errors, 0 timeouts";

        assertEquals(line.substring(0, 39), ProgressReport.fitted(line, 40));
        assertEquals(line, ProgressReport.fitted(line, line.length() + 1));
        assertEquals("1", ProgressReport.fitted(line, 1));
    }

    @Test
    void clock_hoursMinutesSeconds() {
        assertEquals("0:00:59", ProgressReport.clock(Duration.ofSeconds(59)));
        assertEquals("13:05:00", ProgressReport.clock(Duration.ofMinutes(13 * 60 + 5)));
    }

    /** A search as a progress display sees it, started {@code secondsAgo} seconds ago, its figures fixed. */
    private record FixedSearch(long startNanos, long nodesSoFar, int bestExponent, int upperBoundExponent,
            int subtreesSplit, int subtreesFinished, double fractionDone) implements LiveSearch {

        static FixedSearch started(double secondsAgo, int split, int finished, double done) {
            return new FixedSearch(System.nanoTime() - (long) (secondsAgo * 1e9), 1_000_000, 12, 16, split, finished,
                    done);
        }

        // Compared by identity, as the searchers' own searches are: a record's generated hashCode is linked when
        // first called, which on a loaded machine took long enough to show in the nodes per second.
        @Override
        public boolean equals(Object other) {
            return this == other;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(this);
        }
    }

    @Test
    void line_loneBoardSearching_itsOwnFiguresBestAndBoundFirst() {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> 1, Duration.ofSeconds(5), false)) {
            report.searchStarted(FixedSearch.started(10, 112, 37, 0.25));

            String line = report.line();

            // 1,000,000 nodes in a little over 10 s; a quarter done in 10 s leaves about 30 s
            assertTrue(Pattern.matches("board: best 4096, upper bound 65536, ETA 0:00:3\\d, searched for 0:00:1\\d, "
                    + "1,000,000 nodes, (99,\\d{3}|100,000) nodes/s, subtrees 37 done of 112 split", line), line);
        }
    }

    @Test
    void line_longSearchAmongMany_countsAndEtaThenBestAndBoundThenTheRest() throws InterruptedException {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> 40, Duration.ofSeconds(5), false)) {
            report.searchStarted(FixedSearch.started(10, 112, 37, 0.25));
            write(report, 12, 0, 0);
            Thread.sleep(20);

            String line = report.line();

            assertTrue(Pattern.matches("12 of 40 boards \\(30\\.0%\\), ETA \\d+:\\d\\d:\\d\\d; board: best 4096, upper "
                    + "bound 65536, ETA 0:00:3\\d, searched for .*, subtrees 37 done of 112 split; [0-9.,]+ boards/s, 0 "
                    + "errors, 0 timeouts", line), line);
        }
    }

    @Test
    void line_searchYoungerThanTheInterval_notShownYet() {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> 2, Duration.ofSeconds(5), false)) {
            report.searchStarted(FixedSearch.started(1, 112, 37, 0.25));

            assertEquals("0 of 2 boards (0.0%), 0.0 boards/s, 0 errors, 0 timeouts", report.line());
        }
    }

    @Test
    void line_searchFinished_notShownAnyMore() {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> 1, Duration.ofSeconds(5), false)) {
            FixedSearch search = FixedSearch.started(10, 4, 4, 1);
            report.searchStarted(search);
            report.searchFinished(search);

            assertTrue(report.line().endsWith(", 0 timeouts"), report.line());
        }
    }

    @Test
    void line_thousandsOfBoardsPerSecond_separatedLikeEveryCount() throws InterruptedException {
        try (ProgressReport report = ProgressReport.start(null, 0, () -> BoardCounter.UNKNOWN, null,
                false)) {
            write(report, 200_000, 0, 0);

            String line = report.line();

            assertTrue(Pattern.matches("200,000 boards, \\d{1,3}(,\\d{3})+\\.\\d boards/s, 0 errors, 0 timeouts", line), line);
        }
    }

    @Test
    void searchText_notSplitOrNothingDoneYetOrTwoBoards_saysSoWithoutAnEta() {
        long now = System.nanoTime();

        assertTrue(Pattern.matches("board: best 4096, upper bound 65536, searched for 0:00:0[23], .*, not split",
                ProgressReport.searchText(FixedSearch.started(3, 0, 0, 0), 1, now)));
        assertTrue(Pattern.matches("board: best 4096, upper bound 65536, searched for 0:00:0[23], .*, subtrees 0 done "
                + "of 256 split", ProgressReport.searchText(FixedSearch.started(3, 256, 0, 0), 1, now)));
        assertTrue(ProgressReport.searchText(FixedSearch.started(3.5, 256, 0, 0), 2, now).startsWith(
                "longest of 2 boards: best 4096, upper bound 65536, searched for 0:00:03, "));
    }
}
