package tilesearch.report;

import java.util.ArrayList;
import java.util.HashSet;
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
 * Compares the rows of the current run, as they stream by, with an indexed baseline, and then gives the
 * {@link BaselineComparison}. Memory beyond the index: the listed boards (at most {@value CappedList#LIMIT} of
 * each kind), the time sums per input folder, and the keys of boards the baseline does not have.
 *
 * <p>Not thread-safe.
 */
final class BaselineMatcher implements Consumer<ResultRow> {

    private final BaselineIndex baseline;
    private final CappedList.Builder<TileChange> changed = new CappedList.Builder<>();
    private final CappedList.Builder<StatusChange> statusChanges = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> notComparable = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> added = new CappedList.Builder<>();
    private final CappedList.Builder<BoardKey> duplicates = new CappedList.Builder<>();
    /** Boards of the current run the baseline does not have, to tell a repeat among them. */
    private final Set<BoardKey> addedKeys = new HashSet<>();
    /** Those of {@link #addedKeys} already listed as repeated. */
    private final Set<BoardKey> repeatedAddedKeys = new HashSet<>();
    /** Baseline boards already listed as repeated in the current run, so none is listed twice. */
    private final Set<Integer> listedRepeats = new HashSet<>();
    /** Per input folder: {boards, baseline ms, current ms}. */
    private final Map<String, double[]> times = new TreeMap<>();
    /** The file of the last timed row, and the sums of its folder: most rows repeat the file. */
    private String lastFile;
    private double[] lastSums;

    BaselineMatcher(BaselineIndex baseline) {
        this.baseline = baseline;
    }

    /** Compares {@code row}, the next row of the current run; a board's repeats are noted, not compared. */
    @Override
    public void accept(ResultRow row) {
        int number = baseline.find(row.file(), row.board());
        if (number < 0) {
            BoardKey key = new BoardKey(row.file(), row.board());
            if (addedKeys.add(key)) {
                added.add(key);
            } else if (repeatedAddedKeys.add(key)) {
                duplicates.add(key);
            }
            return;
        }
        if (!baseline.match(number)) {
            if (listedRepeats.add(number)) {
                duplicates.add(new BoardKey(row.file(), row.board()));
            }
            return;
        }
        String before = baseline.status(number);
        if (!row.status().equals(before)) {
            statusChanges.add(new StatusChange(BoardKey.of(row), before, row.status(), row.message()));
        } else if (!baseline.sameTask(number, row)) {
            notComparable.add(new BoardKey(row.file(), row.board()));
        } else if (row.isOk()) {
            if (row.maxTile() != null && !row.maxTile().equals(baseline.maxTile(number))) {
                changed.add(new TileChange(BoardKey.of(row), row.line(), row.size(), row.moves(),
                        baseline.maxTile(number), row.maxTile()));
            }
            double beforeMs = baseline.elapsedMs(number);
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
        CappedList<BoardKey> currentRepeats = duplicates.build();
        List<BoardKey> repeats = new ArrayList<>(currentRepeats.items());
        long repeatCount = currentRepeats.total();
        for (int number = 0; number < baseline.size(); number++) {
            if (!baseline.matched(number)) {
                missing.add(baseline.boardKey(number));
            }
            if (baseline.repeated(number) && !listedRepeats.contains(number)) {
                repeatCount++;
                if (repeats.size() < CappedList.LIMIT) {
                    repeats.add(baseline.boardKey(number));
                }
            }
        }
        List<SetSpeed> speeds = new ArrayList<>();
        times.forEach((set, sums) -> speeds.add(new SetSpeed(set, (long) sums[0], sums[1], sums[2])));
        return new BaselineComparison(changed.build(), statusChanges.build(), notComparable.build(), added.build(),
                missing.build(), speeds, new CappedList<>(repeats, repeatCount));
    }
}
