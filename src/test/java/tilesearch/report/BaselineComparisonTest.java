package tilesearch.report;

import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.report.BaselineComparison.SetSpeed;
import tilesearch.report.BaselineComparison.StatusChange;
import tilesearch.report.BaselineComparison.TileChange;
import tilesearch.results.ResultRow;

class BaselineComparisonTest {

    private final BaselineComparison comparison =
            Fixtures.comparison(Fixtures.rows(Fixtures.SAMPLE), Fixtures.rows(Fixtures.SAMPLE_BASELINE));

    @Test
    void of_flagsAChangedMaxTile() {
        assertTrue(comparison.alarm());
        assertEquals(List.of(new TileChange(new BoardKey("inputs/classic.txt", 3), 11L, 4, "10",
                BigInteger.valueOf(256), BigInteger.valueOf(128))), comparison.changedMaxTile().items());
    }

    @Test
    void of_listsAddedAndMissingBoards() {
        assertEquals(List.of(new BoardKey("inputs/random/r02.txt", 1)), comparison.added().items());
        assertEquals(List.of(new BoardKey("inputs/old.txt", 1)), comparison.missing().items());
    }

    @Test
    void of_reportsStatusChangesApartFromTheAlarm() {
        assertEquals(List.of(new StatusChange(new BoardKey("inputs/classic.txt", 4), "ok", "error",
                "line 18: expected 4 values, found 3")), comparison.statusChanges().items());
    }

    @Test
    void of_timeRatioPerInputFolder() {
        assertEquals(List.of("inputs", "inputs/apply", "inputs/random"),
                comparison.speedBySet().stream().map(SetSpeed::set).toList());
        SetSpeed inputs = comparison.speedBySet().get(0);
        assertEquals(4, inputs.boards());
        assertEquals(92.75, inputs.baselineMs(), 1e-9);
        assertEquals(0.5, inputs.ratio(), 1e-12);
        assertEquals(1.0, comparison.speedBySet().get(1).ratio(), 1e-12);
        assertEquals(0.5, comparison.speedBySet().get(2).ratio(), 1e-12);
    }

    @Test
    void of_sameRunTwiceRaisesNoAlarm() {
        List<ResultRow> rows = Fixtures.rows(Fixtures.SAMPLE);

        BaselineComparison same = Fixtures.comparison(rows, rows);

        assertFalse(same.alarm());
        assertTrue(same.added().isEmpty());
        assertTrue(same.missing().isEmpty());
        assertTrue(same.statusChanges().isEmpty());
    }

    @Test
    void of_differentMovesAreNotComparedForTheAlarm() {
        ResultRow now = Fixtures.rows(Fixtures.SAMPLE).get(0);
        ResultRow before = new ResultRow(now.file(), now.board(), now.line(), now.id(), now.size(), now.task(),
                "3", BigInteger.valueOf(8), "", "", BigInteger.valueOf(8), 10L, 0.1, "ok", "", "");

        BaselineComparison result = Fixtures.comparison(List.of(now), List.of(before));

        assertFalse(result.alarm());
        assertEquals(List.of(BoardKey.of(now)), result.notComparable().items());
    }
}
