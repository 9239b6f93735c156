package tilesearch.report;

import java.util.ArrayList;
import java.util.List;

/**
 * The first items of a list that may be too long to keep, and the exact length of the whole list: what a report
 * shows of its errors and changed answers, so that a run of a million failed boards still makes a page of
 * {@value #LIMIT} rows and the words "and N more".
 *
 * @param items the items kept, the first ones, in order
 * @param total every item, kept or not
 * @param <T> the items
 */
public record CappedList<T>(List<T> items, long total) {

    /** How many items a report lists before it only counts them. */
    public static final int LIMIT = 1_000;

    public CappedList {
        items = List.copyOf(items);
        if (total < items.size()) {
            throw new IllegalArgumentException("total " + total + " below the " + items.size() + " items kept");
        }
    }

    /** Items counted but not kept. */
    public long more() {
        return total - items.size();
    }

    public boolean isEmpty() {
        return total == 0;
    }

    /**
     * Gathers a {@link CappedList} one item at a time. Not thread-safe.
     *
     * @param <T> the items
     */
    public static final class Builder<T> {

        private final List<T> items = new ArrayList<>();
        private long total;

        /** Counts {@code item}, and keeps it while fewer than {@value CappedList#LIMIT} are kept. */
        public void add(T item) {
            if (items.size() < LIMIT) {
                items.add(item);
            }
            total++;
        }

        public CappedList<T> build() {
            return new CappedList<>(items, total);
        }
    }
}
