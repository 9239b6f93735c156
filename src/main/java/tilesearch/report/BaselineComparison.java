package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What changed between a baseline run and the current one on the same inputs, board by board, matched by
 * {@link BoardKey} (file and ordinal).
 *
 * <p>A changed {@code max_tile} is a correctness alarm: the answer is exact, so the same board with the same task
 * and moves must give the same tile in every run. It is only judged where both runs say {@code ok}; a board that
 * went from {@code ok} to {@code error} (or back) is listed under {@code statusChanges} instead, and one whose task
 * or moves differ under {@code notComparable}.
 *
 * @param changedMaxTile boards whose max tile differs, in current-run order: the alarm
 * @param statusChanges boards whose status differs
 * @param notComparable boards whose task or moves differ, so their answers may rightly differ
 * @param added boards only in the current run
 * @param missing boards only in the baseline
 * @param speedBySet time change per input folder over boards {@code ok} in both runs, folders in name order
 * @param duplicates keys that occur more than once in either run; only their first row is compared
 */
public record BaselineComparison(
        List<TileChange> changedMaxTile, List<StatusChange> statusChanges, List<BoardKey> notComparable,
        List<BoardKey> added, List<BoardKey> missing, List<SetSpeed> speedBySet, List<BoardKey> duplicates) {

    public BaselineComparison {
        changedMaxTile = List.copyOf(changedMaxTile);
        statusChanges = List.copyOf(statusChanges);
        notComparable = List.copyOf(notComparable);
        added = List.copyOf(added);
        missing = List.copyOf(missing);
        speedBySet = List.copyOf(speedBySet);
        duplicates = List.copyOf(duplicates);
    }

    /** A board whose exact answer changed. */
    public record TileChange(BoardKey key, Long line, Integer size, String moves, BigInteger baseline,
            BigInteger current) {
    }

    /** A board whose status changed, with the current message (empty when it is now ok). */
    public record StatusChange(BoardKey key, String baseline, String current, String message) {
    }

    /**
     * The summed time of one input folder's boards in both runs.
     *
     * @param set the input folder
     * @param boards boards ok in both runs with a time in both
     */
    public record SetSpeed(String set, int boards, double baselineMs, double currentMs) {

        /** Current time over baseline time: below 1 is faster now. NaN when the baseline took no time. */
        public double ratio() {
            return baselineMs > 0 ? currentMs / baselineMs : Double.NaN;
        }
    }

    /** Whether any board's max tile changed, which should fail a CI run. */
    public boolean alarm() {
        return !changedMaxTile.isEmpty();
    }

    /** Compares {@code current} with {@code baseline}. */
    public static BaselineComparison of(List<ResultRow> current, List<ResultRow> baseline) {
        List<BoardKey> duplicates = new ArrayList<>();
        Map<BoardKey, ResultRow> now = index(current, duplicates);
        Map<BoardKey, ResultRow> before = index(baseline, duplicates);
        List<TileChange> changed = new ArrayList<>();
        List<StatusChange> statusChanges = new ArrayList<>();
        List<BoardKey> notComparable = new ArrayList<>();
        List<BoardKey> added = new ArrayList<>();
        Map<String, double[]> times = new TreeMap<>();
        for (ResultRow row : now.values()) {
            ResultRow old = before.get(row.key());
            if (old == null) {
                added.add(row.key());
            } else if (!row.status().equals(old.status())) {
                statusChanges.add(new StatusChange(row.key(), old.status(), row.status(), row.message()));
            } else if (!row.task().equals(old.task()) || !row.moves().equals(old.moves())) {
                notComparable.add(row.key());
            } else if (row.isOk()) {
                if (row.maxTile() != null && !row.maxTile().equals(old.maxTile())) {
                    changed.add(new TileChange(row.key(), row.line(), row.size(), row.moves(), old.maxTile(),
                            row.maxTile()));
                }
                if (row.elapsedMs() != null && old.elapsedMs() != null) {
                    // per set: {boards, baseline ms, current ms}
                    double[] sums = times.computeIfAbsent(row.boardSet(), set -> new double[3]);
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
        times.forEach((set, sums) -> speeds.add(new SetSpeed(set, (int) sums[0], sums[1], sums[2])));
        return new BaselineComparison(changed, statusChanges, notComparable, added, missing, speeds, duplicates);
    }

    private static Map<BoardKey, ResultRow> index(List<ResultRow> rows, List<BoardKey> duplicates) {
        Map<BoardKey, ResultRow> byKey = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            if (byKey.putIfAbsent(row.key(), row) != null && !duplicates.contains(row.key())) {
                duplicates.add(row.key());
            }
        }
        return byKey;
    }
}
