package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Consumer;
import tilesearch.report.BaselineComparison.SetSpeed;
import tilesearch.report.BaselineComparison.StatusChange;
import tilesearch.report.BaselineComparison.TileChange;
import tilesearch.results.ResultRow;

/**
 * Compares the rows of the current run, as they stream by, with the baseline's, and then gives the
 * {@link BaselineComparison}. The baseline is held first, a board per entry ({@link #index}); its texts and tiles
 * are held once each, since most rows repeat the file, status, task, moves and tile of others: about 110 bytes a
 * board. Beyond that: the listed boards (at most {@value CappedList#LIMIT} of each kind), the time sums per input
 * folder, and the keys of boards the baseline does not have.
 *
 * <p>Not thread-safe.
 */
final class BaselineMatcher implements Consumer<ResultRow> {

    /**
     * What the baseline says of a board, and whether the current run has listed it yet.
     *
     * @param elapsedMs NaN when the row gives no time the report can use
     * @param matched whether the current run has the board
     */
    private record Before(String status, String task, String moves, BigInteger maxTile, double elapsedMs,
            boolean matched) {
    }

    /** The baseline's boards in its file order; a board listed twice keeps its first row. */
    private final Map<BoardKey, Before> baseline = new LinkedHashMap<>();
    /** Baseline boards that the baseline lists more than once. */
    private final Set<BoardKey> baselineRepeats = new HashSet<>();
    /** One copy of each text and tile of the baseline: equal strings and tiles never differ in type. */
    private final Map<Object, Object> held = new HashMap<>();
    private final CappedList.Builder<TileChange> changed = new CappedList.Builder<>();
    private final CappedList.Builder<StatusChange> statusChanges = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> notComparable = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> added = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> duplicates = new CappedList.Builder<>();
    /** Boards of the current run the baseline does not have, to tell a repeat among them. */
    private final Set<BoardKey> addedKeys = new HashSet<>();
    /** Boards already listed as repeated, of either run, so none is listed twice. */
    private final Set<BoardKey> listedRepeats = new HashSet<>();
    /** Per input folder: {boards, baseline ms, current ms}. */
    private final Map<String, double[]> times = new TreeMap<>();
    /** The file of the last timed row, and the sums of its folder: most rows repeat the file. */
    private String lastFile;
    private double[] lastSums;

    /** Holds {@code row}, the next row of the baseline in file order; before any row of the current run. */
    void index(ResultRow row) {
        BoardKey key = new BoardKey(held(row.file()), row.board());
        Before before = new Before(held(row.status()), held(row.task()), held(row.moves()),
                row.maxTile() == null ? null : held(row.maxTile()),
                RunAggregates.timed(row) ? row.elapsedMs() : Double.NaN, false);
        if (baseline.putIfAbsent(key, before) != null) {
            baselineRepeats.add(key);
        }
    }

    @SuppressWarnings("unchecked")
    private <T> T held(T value) {
        T known = (T) held.putIfAbsent(value, value);
        return known == null ? value : known;
    }

    /** Compares {@code row}, the next row of the current run; a board's repeats are noted, not compared. */
    @Override
    public void accept(ResultRow row) {
        BoardKey key = BoardKey.of(row);
        Before before = baseline.get(key);
        if (before == null) {
            if (addedKeys.add(key)) {
                added.add(key);
            } else if (listedRepeats.add(key)) {
                duplicates.add(key);
            }
            return;
        }
        if (before.matched()) {
            if (listedRepeats.add(key)) {
                duplicates.add(key);
            }
            return;
        }
        baseline.put(key, new Before(before.status(), before.task(), before.moves(), before.maxTile(),
                before.elapsedMs(), true));
        if (!row.status().equals(before.status())) {
            statusChanges.add(new StatusChange(key, before.status(), row.status(), row.message()));
        } else if (!before.task().equals(row.task()) || !before.moves().equals(row.moves())) {
            notComparable.add(key);
        } else if (row.isOk()) {
            if (row.maxTile() != null && !row.maxTile().equals(before.maxTile())) {
                changed.add(new TileChange(key, row.line(), row.size(), row.moves(), before.maxTile(),
                        row.maxTile()));
            }
            double beforeMs = before.elapsedMs();
            if (RunAggregates.timed(row) && !Double.isNaN(beforeMs)) {
                if (!row.file().equals(lastFile)) {
                    lastFile = row.file();
                    lastSums = times.computeIfAbsent(ResultRow.boardSet(lastFile), set -> new double[3]);
                }
                lastSums[0]++;
                lastSums[1] += beforeMs;
                lastSums[2] += row.elapsedMs();
            }
        }
    }

    /**
     * The comparison of every row given so far with the whole baseline. Boards listed more than once come in the
     * order found: those of the current run, then those of the baseline not listed already.
     */
    BaselineComparison comparison() {
        CappedList.Builder<BoardKey> missing = new CappedList.Builder<>();
        for (Map.Entry<BoardKey, Before> board : baseline.entrySet()) {
            if (!board.getValue().matched()) {
                missing.add(board.getKey());
            }
            if (baselineRepeats.contains(board.getKey()) && listedRepeats.add(board.getKey())) {
                duplicates.add(board.getKey());
            }
        }
        List<SetSpeed> speeds = new ArrayList<>();
        times.forEach((set, sums) -> speeds.add(new SetSpeed(set, (long) sums[0], sums[1], sums[2])));
        return new BaselineComparison(changed.build(), statusChanges.build(), notComparable.build(), added.build(),
                missing.build(), speeds, duplicates.build());
    }
}
