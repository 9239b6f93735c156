package tilesearch.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/**
 * The {@code size} greatest rows of a stream by some measure, kept whole (every column, so later sections of a
 * report can show a board's path and board after), in memory that does not grow with the stream. Rows that tie
 * keep the order they came in: the earlier one ranks first.
 *
 * <p>Not thread-safe.
 */
final class TopRows {

    private final int size;
    private final Measure quick;
    private final Comparator<Ranked> best;
    /** The kept rows, the one that would leave first (the least) at the head. */
    private final PriorityQueue<Ranked> kept;
    private long seen;

    /**
     * Orders a record against a kept row by the same measure, without making a row of the record: most records
     * of a long stream are turned away by this one comparison.
     */
    @FunctionalInterface
    interface Measure {
        int compare(ResultRecord record, ResultRow kept);
    }

    /**
     * @param size how many rows to keep
     * @param measure what ranks a row, greatest first
     * @param quick the same order as {@code measure}, of a record against a row
     */
    TopRows(int size, Comparator<ResultRow> measure, Measure quick) {
        this.size = size;
        this.quick = quick;
        Comparator<Ranked> byMeasure = Comparator.comparing(Ranked::row, measure);
        // greater measure first; on a tie the earlier row first
        this.best = byMeasure.reversed().thenComparingLong(Ranked::order);
        this.kept = new PriorityQueue<>(size + 1, best.reversed());
    }

    /** Offers {@code record}, the next row of the stream. */
    void offer(ResultRecord record) {
        long order = seen++;
        if (kept.size() < size) {
            kept.add(new Ranked(record.row(), order));
        } else if (size > 0 && quick.compare(record, kept.peek().row()) > 0) {
            // a later row ranks above the least kept one only by a greater measure: on a tie the earlier stays
            kept.poll();
            kept.add(new Ranked(record.row(), order));
        }
    }

    /**
     * Offers the rows {@code later} kept, as if its stream had come after this one's: its rows rank after this
     * one's on a tie. The greatest of two streams are among the greatest of each, so nothing is lost.
     */
    void addAll(TopRows later) {
        for (Ranked ranked : later.kept) {
            Ranked moved = new Ranked(ranked.row(), seen + ranked.order());
            if (kept.size() < size) {
                kept.add(moved);
            } else if (size > 0 && best.compare(moved, kept.peek()) < 0) {
                kept.poll();
                kept.add(moved);
            }
        }
        seen += later.seen;
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
