package tilesearch.report;

import java.util.Arrays;

/**
 * Counts per {@code long} key, in parallel primitive arrays with open addressing: what a {@code HashMap<Long,
 * long[]>} does for a counter, without a boxed key and a map entry per count. Kept because a report counts every
 * row's time into it ({@link QuantileSketch}), and a boxed key per row of a million was garbage a plain map makes.
 *
 * <p>Not thread-safe.
 */
final class LongCounts {

    private static final int FIRST_CAPACITY = 64;

    /** Keys by slot, a power of two in length, at most half full; a slot is free when its count is 0. */
    private long[] keys = new long[FIRST_CAPACITY];
    private long[] counts = new long[FIRST_CAPACITY];
    private int size;

    /** What {@link #forEach} hands each key and its count to. */
    @FunctionalInterface
    interface Entry {
        void accept(long key, long count);
    }

    /** Adds {@code count}, at least 1, to the count of {@code key}. */
    void add(long key, long count) {
        int mask = keys.length - 1;
        int slot = slot(key, mask);
        while (counts[slot] != 0 && keys[slot] != key) {
            slot = (slot + 1) & mask;
        }
        if (counts[slot] == 0) {
            keys[slot] = key;
            size++;
        }
        counts[slot] += count;
        if (size * 2 > keys.length) {
            grow();
        }
    }

    /** Keys counted. */
    int size() {
        return size;
    }

    /** The keys in ascending order. */
    long[] sortedKeys() {
        long[] sorted = new long[size];
        int next = 0;
        for (int slot = 0; slot < keys.length; slot++) {
            if (counts[slot] != 0) {
                sorted[next++] = keys[slot];
            }
        }
        Arrays.sort(sorted);
        return sorted;
    }

    /** The count of {@code key}, 0 when it was never counted. */
    long count(long key) {
        int mask = keys.length - 1;
        int slot = slot(key, mask);
        while (counts[slot] != 0) {
            if (keys[slot] == key) {
                return counts[slot];
            }
            slot = (slot + 1) & mask;
        }
        return 0;
    }

    /** Hands every key and its count to {@code entry}, in no particular order. */
    void forEach(Entry entry) {
        for (int slot = 0; slot < keys.length; slot++) {
            if (counts[slot] != 0) {
                entry.accept(keys[slot], counts[slot]);
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldCounts = counts;
        keys = new long[oldKeys.length * 2];
        counts = new long[oldKeys.length * 2];
        size = 0;
        for (int slot = 0; slot < oldKeys.length; slot++) {
            if (oldCounts[slot] != 0) {
                add(oldKeys[slot], oldCounts[slot]);
            }
        }
    }

    /** The finalizer of MurmurHash3: spreads keys that differ in a few bits over the whole table. */
    private static int slot(long key, int mask) {
        long h = key;
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        return (int) h & mask;
    }
}
