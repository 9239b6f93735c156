package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import tilesearch.batch.RowCounts;
import tilesearch.batch.RunSummary;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;

class SummaryTextTest {

    @Test
    void of_millionBoards_countsTimeAndRateWithThousandsSeparators() {
        // 1,000,000 boards in 1.7 s of wall time: 588,235.3 boards/s
        RunSummary summary = new RunSummary(998_000, 1_500, 500, 0, 0, true, 1_000_000, 0,
                new TreeSet<>(List.of(5)), null, List.of());

        String text = SummaryText.of(summary, 1_700_000_000L, "2 threads, strategy best", Path.of("r.csv"), null, 0,
                null, null);

        assertTrue(text.startsWith("1,000,000 boards searched in 1.70 s (588,235.3 boards/s on the wall clock; "
                + "K = 5; 2 threads, strategy best): 998,000 ok, 1,500 errors, 500 timeouts."), text);
    }

    @Test
    void of_searchedAppliedAndUnreadable_eachCountedNoneCalledSolved() {
        RowCounts counts = new RowCounts();
        for (int moves : new int[] {0, 5, 10, 5}) {
            counts.add(ok(search(moves)));
        }
        counts.add(ok(new BoardJob("a.txt", 5, 9, "", new BoardJob.Apply(Board.parse("2 2/0 0"),
                List.of(Direction.LEFT)))));
        counts.add(JobResult.error(new BoardJob("a.txt", 6, 12, "", new BoardJob.Invalid("line 12: bad")),
                "line 12: bad", 1_000));

        String text = SummaryText.of(counts.summary(0, true), 2_000_000_000L, "2 threads, strategy best", null,
                null, 0, null, null);

        assertTrue(text.startsWith("6 boards (4 searched, 1 applied, 1 unreadable) in 2.00 s (3.0 boards/s on the "
                + "wall clock; K = 0, 5 and 10; 2 threads, strategy best): 5 ok, 1 error, 0 timeouts."), text);
    }

    @Test
    void of_onlyApplied_noK() {
        RowCounts counts = new RowCounts().add(ok(new BoardJob("a.txt", 1, 1, "", new BoardJob.Apply(
                Board.parse("2 2/0 0"), List.of(Direction.LEFT)))));

        String text = SummaryText.of(counts.summary(0, true), 1_000_000_000L, "1 thread, strategy best", null,
                null, 0, null, null);

        assertTrue(text.startsWith("1 board applied in 1.00 s (1.0 boards/s on the wall clock; 1 thread, strategy "
                + "best): 1 ok"), text);
    }

    @Test
    void moves_manyDistinctK_theirRange() {
        assertEquals("K = 0 to 30 (7 values)", SummaryText.moves(new TreeSet<>(List.of(0, 1, 2, 3, 4, 5, 30))));
        assertEquals("K = 7", SummaryText.moves(new TreeSet<>(List.of(7))));
        assertEquals("", SummaryText.moves(new TreeSet<>()));
    }

    @Test
    void failures_sevenErrors_firstFiveNamedThenHowManyMore() {
        RowCounts counts = new RowCounts();
        List<String> expected = new ArrayList<>();
        for (int board = 1; board <= 7; board++) {
            String message = "line " + board + ": 'x' is not a number";
            counts.add(JobResult.error(new BoardJob("in/a.txt", board, board, "", new BoardJob.Invalid(message)),
                    message, 1_000));
            if (board <= RowCounts.FAILURES_NAMED) {
                expected.add("in/a.txt#" + board + " failed: " + message);
            }
        }
        expected.add("2 more boards failed; the message column of each row says why.");

        assertEquals(expected, SummaryText.failures(counts.summary(0, true)));
    }

    @Test
    void of_slowestBoard_namedAsShowNamesIt() {
        RunSummary summary = new RowCounts().add(new JobResult(search(5), JobResult.Status.OK, answer(),
                1_234_567_890_000L, "")).summary(0, true);

        String text = SummaryText.of(summary, 2_000_000_000L, "1 thread, strategy best", null, null, 0, null, null);

        assertTrue(text.contains(" Slowest: in/a.txt#3 (line 7), 1,234,567.890 ms."), text);
    }

    private static BoardJob search(int moves) {
        return new BoardJob("in/a.txt", 3, 7, "", new BoardJob.Search(Board.parse("2 2/0 0"), moves));
    }

    private static JobResult ok(BoardJob job) {
        return JobResult.ok(job, answer(), 1_000);
    }

    private static SearchResult answer() {
        Board board = Board.parse("4 0/0 0");
        return new SearchResult(board.maxExponent(), List.of(), board, board.maxExponent(), 0, true);
    }
}
