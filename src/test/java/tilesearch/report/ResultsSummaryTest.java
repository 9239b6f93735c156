package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ResultsSummaryTest {

    private final ResultsSummary summary = RunAggregates.of(Fixtures.rows(Fixtures.SAMPLE)).summary();

    @Test
    void of_countsBoardsByStatus() {
        assertEquals(13, summary.boards());
        assertEquals(8, summary.ok());
        assertEquals(4, summary.errors());
        assertEquals(1, summary.timeouts());
        assertEquals(0, summary.otherStatus());
    }

    @Test
    void of_sumsTimesOfRowsThatHaveOne() {
        assertEquals(9, summary.timedBoards());
        assertEquals(1073.426, summary.totalMs(), 1e-9);
    }

    @Test
    void of_medianOfOddCountIsTheMiddleTime() {
        // 0.020 0.031 0.250 1.500 [2.500] 12 15 42.125 1000
        assertEquals(2.5, summary.medianMs().orElseThrow(), 1e-12);
    }

    @Test
    void of_medianIsExact() {
        assertEquals(0, summary.medianError());
    }

    @Test
    void boardsPerSecond_isTimedBoardsOverSummedTime() {
        assertEquals(9 / 1.073426, summary.boardsPerSecond().orElseThrow(), 1e-9);
    }

    @Test
    void of_listsMovesSizesAndApplyBoards() {
        assertEquals(Set.of(3, 5, 10), summary.searchMoves());
        assertEquals(2, summary.applyBoards());
        assertEquals(Map.of(2, 1L, 3, 1L, 4, 3L, 8, 1L, 20, 3L), summary.boardsBySize());
    }

    @Test
    void threadsText_isEmptyWhenTheCsvDoesNotRecordThem() {
        assertTrue(summary.threadsText().isEmpty());
    }

    @Test
    void of_emptyRunHasNoMedianAndNoRate() {
        ResultsSummary empty = RunAggregates.of(List.of()).summary();

        assertEquals(0, empty.boards());
        assertTrue(empty.medianMs().isEmpty());
        assertTrue(empty.boardsPerSecond().isEmpty());
    }
}
