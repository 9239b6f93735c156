package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import tilesearch.results.ResultRow;

class ResultsSummaryTest {

    private final ResultsSummary summary = Fixtures.aggregates(Fixtures.rows(Fixtures.SAMPLE)).summary();

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
        assertEquals(0, summary.timeError());
    }

    @Test
    void meanMs_isSummedTimeOverTimedBoards() {
        assertEquals(1073.426 / 9, summary.meanMs().orElseThrow(), 1e-9);
    }

    @Test
    void of_countsMovesSizesAndApplyBoards() {
        assertEquals(Map.of(3, 3L, 5, 6L, 10, 2L), summary.searchMoves());
        assertEquals(2, summary.applyBoards());
        assertEquals(Map.of(2, 1L, 3, 1L, 4, 3L, 8, 1L, 20, 3L), summary.boardsBySize());
    }

    @Test
    void of_countsOkBoardsPerMaxTile_theTimeoutLeftOut() {
        Map<BigInteger, Long> expected = new TreeMap<>();
        for (long tile : new long[] {16, 32, 64, 128, 1024, 2048, 4096}) {
            expected.put(BigInteger.valueOf(tile), 1L);
        }
        expected.put(BigInteger.TWO.pow(64), 1L);

        assertEquals(expected, summary.maxTiles());
        assertEquals(List.copyOf(expected.keySet()), List.copyOf(summary.maxTiles().keySet()), "ascending");
        assertEquals(0, summary.unlistedMaxTiles());
    }

    @Test
    void of_searchRowsWithKAlternating_eachKCountsAllItsRows() {
        List<ResultRow> rows = new ArrayList<>();
        for (String moves : List.of("5", "5", "10", "5", "x", "10", "10")) {
            rows.add(new ResultRow("a.txt", rows.size() + 1, 1L, "", 4, "search", moves, BigInteger.TWO, "", "2 0/0 0",
                    BigInteger.TWO, 0L, 0.5, ResultRow.OK, "", ""));
        }

        assertEquals(Map.of(5, 3L, 10, 3L), Fixtures.aggregates(rows).summary().searchMoves());
    }

    @Test
    void threads_isEmptyWhenTheCsvDoesNotRecordThem() {
        assertTrue(summary.threads().isEmpty());
    }

    @Test
    void of_emptyRunHasNoMedianAndNoRate() {
        ResultsSummary empty = Fixtures.aggregates(List.of()).summary();

        assertEquals(0, empty.boards());
        assertTrue(empty.medianMs().isEmpty());
        assertTrue(empty.meanMs().isEmpty());
    }
}
