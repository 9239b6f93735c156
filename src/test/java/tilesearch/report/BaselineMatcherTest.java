package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import tilesearch.report.BaselineComparison.SetSpeed;
import tilesearch.report.BaselineComparison.StatusChange;
import tilesearch.report.BaselineComparison.TileChange;
import tilesearch.results.ResultRow;

/**
 * The streaming comparison against the one the report made before it streamed (both runs in hash maps of rows),
 * kept here as the oracle, on runs with every kind of difference, repeats included, and more than a list's limit
 * of changed answers.
 */
class BaselineMatcherTest {

    @Test
    void comparison_equalsTheExactComputation() {
        for (long seed = 1; seed <= 4; seed++) {
            Random random = new Random(seed);
            List<ResultRow> baseline = RandomRows.rows(seed, 4_000);
            List<ResultRow> current = new ArrayList<>();
            for (ResultRow row : baseline) {
                int change = random.nextInt(20);
                if (change == 0) {
                    continue; // missing now
                }
                current.add(change <= 8 ? changedTile(row) : change == 9 ? RandomRows.row(random, row.file(),
                        row.board()) : row);
                if (change == 10) {
                    current.add(row); // listed twice
                }
            }
            for (int i = 0; i < 50; i++) {
                current.add(RandomRows.row(random, "inputs/new.txt", 1 + random.nextInt(40)));
            }
            baseline.add(baseline.get(3));

            BaselineComparison streamed = Fixtures.comparison(current, baseline);
            Exact exact = Exact.of(current, baseline);

            assertCapped(exact.changed, streamed.changedMaxTile());
            assertCapped(exact.statusChanges, streamed.statusChanges());
            assertCapped(exact.notComparable, streamed.notComparable());
            assertCapped(exact.added, streamed.added());
            assertCapped(exact.missing, streamed.missing());
            assertCapped(exact.duplicates, streamed.duplicates());
            assertEquals(exact.speeds, streamed.speedBySet());
            assertEquals(!exact.changed.isEmpty(), streamed.alarm());
        }
    }

    private static <T> void assertCapped(List<T> all, CappedList<T> capped) {
        assertEquals(all.size(), capped.total());
        assertEquals(all.subList(0, Math.min(all.size(), CappedList.LIMIT)), capped.items());
    }

    private static ResultRow changedTile(ResultRow row) {
        BigInteger tile = row.maxTile() == null ? BigInteger.TWO : row.maxTile().shiftLeft(1);
        return new ResultRow(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(), row.moves(), tile,
                row.path(), row.boardAfter(), tile, row.nodes(), row.elapsedMs(), row.status(), row.message(), "");
    }

    /** The comparison as the report made it on lists of rows before it streamed. */
    private record Exact(List<TileChange> changed, List<StatusChange> statusChanges, List<BoardKey> notComparable,
            List<BoardKey> added, List<BoardKey> missing, List<SetSpeed> speeds, List<BoardKey> duplicates) {

        static Exact of(List<ResultRow> current, List<ResultRow> baseline) {
            List<BoardKey> duplicates = new ArrayList<>();
            Map<BoardKey, ResultRow> now = index(current, duplicates);
            Map<BoardKey, ResultRow> before = index(baseline, duplicates);
            List<TileChange> changed = new ArrayList<>();
            List<StatusChange> statusChanges = new ArrayList<>();
            List<BoardKey> notComparable = new ArrayList<>();
            List<BoardKey> added = new ArrayList<>();
            Map<String, double[]> times = new TreeMap<>();
            for (ResultRow row : now.values()) {
                ResultRow old = before.get(BoardKey.of(row));
                if (old == null) {
                    added.add(BoardKey.of(row));
                } else if (!row.status().equals(old.status())) {
                    statusChanges.add(new StatusChange(BoardKey.of(row), old.status(), row.status(), row.message()));
                } else if (!row.task().equals(old.task()) || !row.moves().equals(old.moves())) {
                    notComparable.add(BoardKey.of(row));
                } else if (row.isOk()) {
                    if (row.maxTile() != null && !row.maxTile().equals(old.maxTile())) {
                        changed.add(new TileChange(BoardKey.of(row), row.line(), row.size(), row.moves(), old.maxTile(),
                                row.maxTile()));
                    }
                    if (row.elapsedMs() != null && old.elapsedMs() != null) {
                        double[] sums = times.computeIfAbsent(ResultRow.boardSet(row.file()), set -> new double[3]);
                        sums[0]++;
                        sums[1] += old.elapsedMs();
                        sums[2] += row.elapsedMs();
                    }
                }
            }
            List<BoardKey> missing = new ArrayList<>();
            for (BoardKey key : before.keySet()) {
                if (!now.containsKey(key)) {
                    missing.add(key);
                }
            }
            List<SetSpeed> speeds = new ArrayList<>();
            times.forEach((set, sums) -> speeds.add(new SetSpeed(set, (long) sums[0], sums[1], sums[2])));
            return new Exact(changed, statusChanges, notComparable, added, missing, speeds, duplicates);
        }

        private static Map<BoardKey, ResultRow> index(List<ResultRow> rows, List<BoardKey> duplicates) {
            Map<BoardKey, ResultRow> byKey = new LinkedHashMap<>();
            for (ResultRow row : rows) {
                if (byKey.putIfAbsent(BoardKey.of(row), row) != null && !duplicates.contains(BoardKey.of(row))) {
                    duplicates.add(BoardKey.of(row));
                }
            }
            return byKey;
        }
    }
}
