package tilesearch.report;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import tilesearch.results.ResultRow;

/** The streaming aggregates against the exact computation the report made on all rows before it streamed. */
class RunAggregatesTest {

    @Test
    void summary_equalsTheExactComputation() {
        for (long seed = 1; seed <= 5; seed++) {
            List<ResultRow> rows = RandomRows.rows(seed, 500 * (int) seed);

            ResultsSummary summary = Fixtures.aggregates(rows).summary();

            assertEquals(rows.size(), summary.boards());
            assertEquals(rows.stream().filter(ResultRow::isOk).count(), summary.ok());
            assertEquals(rows.stream().filter(ResultRow::isError).count(), summary.errors());
            assertEquals(rows.stream().filter(ResultRow::isTimeout).count(), summary.timeouts());
            double[] times = rows.stream().filter(row -> row.elapsedMs() != null)
                    .mapToDouble(ResultRow::elapsedMs).toArray();
            assertEquals(times.length, summary.timedBoards());
            double total = 0;
            BigDecimal exact = BigDecimal.ZERO;
            for (double time : times) {
                total += time;
                exact = exact.add(new BigDecimal(time));
            }
            // the true sum rounded once (see ExactSum); on these times a plain sum prints the same
            assertEquals(Double.parseDouble(exact.toString()), summary.totalMs(), 0.0);
            assertEquals(ReportText.millis(total), ReportText.millis(summary.totalMs()));
            Arrays.sort(times);
            int middle = times.length / 2;
            double median = times.length % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
            assertEquals(median, summary.medianMs().orElseThrow(), 0.0, "seed " + seed);
            assertEquals(0, summary.timeError());
            Map<Integer, Long> sizes = new TreeMap<>();
            Map<Integer, Long> moves = new TreeMap<>();
            Map<BigInteger, Long> tiles = new TreeMap<>();
            for (ResultRow row : rows) {
                if (row.size() != null) {
                    sizes.merge(row.size(), 1L, Long::sum);
                }
                if (row.task().equals("search")) {
                    moves.merge(Integer.valueOf(row.moves()), 1L, Long::sum);
                }
                if (row.isOk() && row.maxTile() != null) {
                    tiles.merge(row.maxTile(), 1L, Long::sum);
                }
            }
            assertEquals(sizes, summary.boardsBySize());
            assertEquals(moves, summary.searchMoves());
            assertEquals(tiles, summary.maxTiles());
            assertEquals(rows.stream().filter(row -> row.task().equals("apply")).count(), summary.applyBoards());
        }
    }

    @Test
    void slowestAndLargestTiles_areWholeRowsInStableOrder() {
        List<ResultRow> rows = RandomRows.rows(7, 3_000);

        RunAggregates run = Fixtures.aggregates(rows);

        assertEquals(rows.stream().filter(row -> row.elapsedMs() != null)
                .sorted(Comparator.comparingDouble((ResultRow row) -> row.elapsedMs()).reversed())
                .limit(RunAggregates.SLOWEST).toList(), run.slowest());
        assertEquals(rows.stream().filter(row -> row.isOk() && row.maxTile() != null)
                .sorted(Comparator.comparing(ResultRow::maxTile, Comparator.<BigInteger>reverseOrder()))
                .limit(RunAggregates.LARGEST_TILES).toList(), run.largestTiles());
    }

    @Test
    void errors_listTheFirstThousandAndCountAll() {
        List<ResultRow> rows = RandomRows.rows(11, 40_000);
        List<ResultRow> errors = rows.stream().filter(ResultRow::isError).toList();

        CappedList<ResultRow> listed = Fixtures.aggregates(rows).errors();

        assertEquals(errors.size(), listed.total());
        assertEquals(errors.subList(0, CappedList.LIMIT), listed.items());
        assertEquals(errors.size() - CappedList.LIMIT, listed.more());
    }
}
