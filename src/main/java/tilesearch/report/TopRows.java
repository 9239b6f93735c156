package tilesearch.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import tilesearch.results.ResultRow;

/**
 * The {@code size} greatest rows of a stream by some measure, kept whole (every column, so later sections of a
 * report can show a board's path and board after), in memory that does not grow with the stream. Rows that tie
 * keep the order they came in: the earlier one ranks first.
 *
 * <p>Not thread-safe.
 */
final class TopRows {

    private final int size;
    private final Comparator<ResultRow> measure;
    private final Comparator<Ranked> best;
    /** The kept rows, the one that would leave first (the least) at the head. */
    private final PriorityQueue<Ranked> kept;
    private long seen;

    /**
     * @param size how many rows to keep
     * @param measure what ranks a row, greatest first
     */
    TopRows(int size, Comparator<ResultRow> measure) {
        this.size = size;
        this.measure = measure;
        Comparator<Ranked> byMeasure = Comparator.comparing(Ranked::row, measure);
        // greater measure first; on a tie the earlier row first
        this.best = byMeasure.reversed().thenComparingLong(Ranked::order);
        this.kept = new PriorityQueue<>(size + 1, best.reversed());
    }

    /** Offers {@code row}, the next row of the stream. */
    void offer(ResultRow row) {
        long order = seen++;
        if (kept.size() < size) {
            kept.add(new Ranked(row, order));
        } else if (size > 0 && measure.compare(row, kept.peek().row()) > 0) {
            // a later row ranks above the least kept one only by a greater measure: on a tie the earlier stays
            kept.poll();
            kept.add(new Ranked(row, order));
        }
    }

    /** The kept rows, best first. */
    List<ResultRow> rows() {
        List<Ranked> sorted = new ArrayList<>(kept);
        sorted.sort(best);
        return sorted.stream().map(Ranked::row).toList();
    }

    private record Ranked(ResultRow row, long order) {
    }
}
