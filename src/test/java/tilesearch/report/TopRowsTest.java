package tilesearch.report;

import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import tilesearch.results.ResultRow;

class TopRowsTest {

    @Test
    void rows_areTheGreatestInStableSortOrder() {
        List<ResultRow> rows = RandomRows.rows(3, 5_000).stream().filter(row -> row.elapsedMs() != null).toList();
        Comparator<ResultRow> byTime = Comparator.comparingDouble(ResultRow::elapsedMs);
        for (int size : new int[] {0, 1, 20, 4_999}) {
            TopRows top = new TopRows(size, byTime);
            rows.forEach(top::offer);

            // List.sort is stable: rows that tie keep file order, as the report listed them before streaming
            List<ResultRow> expected = rows.stream().sorted(byTime.reversed()).limit(size).toList();
            assertEquals(expected, top.rows(), "size " + size);
        }
    }
}
