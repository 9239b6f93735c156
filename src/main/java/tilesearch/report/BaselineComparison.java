package tilesearch.report;

import java.math.BigInteger;
import java.util.List;

/**
 * What changed between a baseline run and the current one on the same inputs, board by board, matched by
 * {@link BoardKey} (file and ordinal).
 *
 * <p>A changed {@code max_tile} is a correctness alarm: the answer is exact, so the same board with the same task
 * and moves must give the same tile in every run. It is only judged where both runs say {@code ok}; a board that
 * went from {@code ok} to {@code error} (or back) is listed under {@code statusChanges} instead, and one whose task
 * or moves differ under {@code notComparable}. Every list keeps its first {@value CappedList#LIMIT} boards and
 * counts all of them exactly, so no changed answer goes uncounted however many there are.
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
        CappedList<TileChange> changedMaxTile, CappedList<StatusChange> statusChanges,
        CappedList<BoardKey> notComparable, CappedList<BoardKey> added, CappedList<BoardKey> missing,
        List<SetSpeed> speedBySet, CappedList<BoardKey> duplicates) {

    public BaselineComparison {
        speedBySet = List.copyOf(speedBySet);
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
    public record SetSpeed(String set, long boards, double baselineMs, double currentMs) {

        /** Current time over baseline time: below 1 is faster now. NaN when the baseline took no time. */
        public double ratio() {
            return baselineMs > 0 ? currentMs / baselineMs : Double.NaN;
        }
    }

    /** Whether any board's max tile changed, which should fail a CI run. */
    public boolean alarm() {
        return !changedMaxTile.isEmpty();
    }
}
