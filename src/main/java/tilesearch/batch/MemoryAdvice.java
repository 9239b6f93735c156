package tilesearch.batch;

import java.util.Locale;

/**
 * What to tell a user whose run ran out of memory: the heap the JVM had and how to give it more. Shared by the
 * message of a command that ran out of memory and the error row of a board whose search did, so both say the same.
 */
public final class MemoryAdvice {

    private static final long MIB = 1024 * 1024;

    private MemoryAdvice() {
    }

    /**
     * {@code with a heap of 256 MB: give Java more with TILESEARCH_JAVA_OPTS=-Xmx512m}, for this JVM's heap
     * ({@link Runtime#maxMemory}).
     *
     * @param tableMemory whether a lower {@code --table-memory} would help too, as it does in {@code solve}
     */
    public static String advice(boolean tableMemory) {
        return advice(Runtime.getRuntime().maxMemory(), tableMemory);
    }

    /** Like {@link #advice(boolean)}, for a heap of at most {@code maxHeapBytes}. */
    static String advice(long maxHeapBytes, boolean tableMemory) {
        return "with a heap of " + size(maxHeapBytes) + ": give Java more with TILESEARCH_JAVA_OPTS=-Xmx"
                + option(suggested(maxHeapBytes)) + (tableMemory ? ", or give a lower --table-memory" : "");
    }

    /** Twice the heap, rounded up to a power of two MiB: the next size worth trying. */
    static long suggested(long maxHeapBytes) {
        long mebibytes = Math.max(1, maxHeapBytes / MIB);
        return Long.highestOneBit(mebibytes * 2 - 1) * 2 * MIB;
    }

    private static String size(long bytes) {
        return bytes >= 10 * 1024 * MIB ? String.format(Locale.ROOT, "%.1f GB", bytes / (1024.0 * MIB))
                : bytes / MIB + " MB";
    }

    private static String option(long bytes) {
        long mebibytes = bytes / MIB;
        return mebibytes % 1024 == 0 ? mebibytes / 1024 + "g" : mebibytes + "m";
    }
}
