package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Comparator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TopRowsTest {

    @Test
    void rows_areTheGreatestInStableSortOrder() {
        List<ResultRow> rows = RandomRows.rows(3, 5_000).stream().filter(row -> row.elapsedMs() != null).toList();
        Comparator<ResultRow> byTime = Comparator.comparingDouble(ResultRow::elapsedMs);
        for (int size : new int[] {0, 1, 20, 4_999}) {
            TopRows top = new TopRows(size, byTime, (record, kept) -> Double.compare(record.elapsedMs(),
                    kept.elapsedMs()));
            rows.forEach(row -> top.offer(ResultRecord.of(row)));

            // List.sort is stable: rows that tie keep file order, as the report listed them before streaming
            List<ResultRow> expected = rows.stream().sorted(byTime.reversed()).limit(size).toList();
            assertEquals(expected, top.rows(), "size " + size);
        }
    }

    @Test
    void addAll_keepsTheGreatestOfBothStreams_earlierStreamFirstOnTies() {
        // few distinct times, so that many rows tie across the cut
        List<ResultRow> rows = RandomRows.rows(4, 3_000).stream().filter(row -> row.elapsedMs() != null)
                .map(row -> new ResultRow(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(),
                        row.moves(), row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(),
                        (double) Math.round(row.elapsedMs() / 4), row.status(), row.message(), row.threads()))
                .toList();
        Comparator<ResultRow> byTime = Comparator.comparingDouble(ResultRow::elapsedMs);
        TopRows.Measure quick = (record, kept) -> Double.compare(record.elapsedMs(), kept.elapsedMs());
        Random random = new Random(5);
        for (int trial = 0; trial < 50; trial++) {
            int size = random.nextInt(30);
            int cut = random.nextInt(rows.size() + 1);
            TopRows first = new TopRows(size, byTime, quick);
            TopRows second = new TopRows(size, byTime, quick);
            rows.subList(0, cut).forEach(row -> first.offer(ResultRecord.of(row)));
            rows.subList(cut, rows.size()).forEach(row -> second.offer(ResultRecord.of(row)));

            first.addAll(second);

            assertEquals(rows.stream().sorted(byTime.reversed()).limit(size).toList(), first.rows(),
                    "size " + size + ", cut " + cut);
        }
    }
}
