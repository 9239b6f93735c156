package tilesearch.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import tilesearch.board.SearchLimits;

/**
 * A transposition table for boards of any size: remembers boards already searched, each with the moves it had
 * left, so that a board met again with no more moves left is not searched again.
 *
 * <p>What an entry means, and why a hit may skip the board: the search that wrote it visited the board with that
 * many moves left, so it reaches, or soundly cuts, everything the board reaches within them; nothing there beats
 * the best, and that stays true for any later visit in the same search with no more moves left, since the best
 * only grows. That holds even while the first visit is still running (a line of moves can come back to a board it
 * passed): the earlier visit goes on to search everything below it. It does not hold across searches, whose bests
 * differ, so each tag carries the number of the search that wrote it, entries of earlier searches count as empty,
 * and the table is never cleared between boards. The proof is in docs/design.md.
 *
 * <p>Exact, never approximate: a hit compares the whole board, so a hash collision costs a miss, not a wrong
 * answer. An entry is a hash, a tag and the board's cells, and the table holds the largest power of two of
 * entries within its byte budget, in buckets of two slots. A new board always goes in, in place of the entry of
 * its bucket with fewer moves left, so that the boards with many moves left, whose hits save the most, stay
 * while boards near the leaves come and go. Deep searches store far more boards than the table holds, yet few
 * hits need an entry kept long: on the seed-1 full random 20×20 board at K = 20 on one thread, 16 MiB (32,768
 * entries, for 22 million boards stored) left 192,983,633 nodes and 1024 MiB (2 million entries) 188,334,786,
 * 2.4% fewer; at K = 18, 0.6% fewer for a fifth more CPU time, spent on cache misses.
 *
 * <p>Not thread-safe: a table belongs to one worker, used by one thread at a time. A split search gives each of
 * its workers a table of its own (see {@code BestSearcher}). One table shared by the threads would give each
 * thread the other's entries as well, no more than a table many times larger gives one thread (the 2.4% above),
 * and it measured slower: the threads evict each other's entries and pass its cache lines back and forth.
 */
final class BoardTable {

    /** Bits of a tag that hold the moves left (at most {@link SearchLimits#MAX_MOVES}); the rest number searches. */
    private static final int REMAINING_BITS = 5;
    private static final int REMAINING_MASK = (1 << REMAINING_BITS) - 1;
    /**
     * Slots a board may go to: two, so that a board stored with many moves left, whose hit saves a large
     * subtree, is not evicted by the next board with few (see the class comment).
     */
    private static final int BUCKET_SLOTS = 2;
    /** Bytes of an entry besides the cells: its hash and its tag. */
    private static final int ENTRY_OVERHEAD = Long.BYTES + Integer.BYTES;
    /** Reads eight cells at a time for the hash. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /** The hash's multiplier: 2^64 divided by the golden ratio, made odd (FxHash's). */
    private static final long MIX = 0x9E3779B97F4A7C15L;

    private final int cellCount;
    private final long budget;
    private final int slotBits;
    private final long[] hashes;
    private final int[] tags;
    private final byte[] boards;
    private int searchNumber;
    /** The current search uses slots {@code [0, 2^activeBits)}; 0 turns lookups off. */
    private int activeBits;

    /**
     * A table for boards of {@code cellCount} cells within {@code bytes}; {@link #capacity} is 0, and every
     * lookup misses, when not even two entries fit.
     */
    BoardTable(int cellCount, long bytes) {
        this.cellCount = cellCount;
        this.budget = bytes;
        long entries = Math.min(bytes / (cellCount + ENTRY_OVERHEAD), (1L << 30) / cellCount);
        this.slotBits = entries < 2 ? 0 : Long.SIZE - 1 - Long.numberOfLeadingZeros(entries);
        int capacity = slotBits == 0 ? 0 : 1 << slotBits;
        this.hashes = new long[capacity];
        this.tags = new int[capacity];
        this.boards = new byte[capacity * cellCount];
    }

    /** Cells of the boards this table holds. */
    int cellCount() {
        return cellCount;
    }

    /** The bytes this table was given. */
    long budget() {
        return budget;
    }

    /** The bytes a table of {@code entries} entries for boards of {@code cellCount} cells takes. */
    static long bytesFor(int cellCount, long entries) {
        return entries * (cellCount + ENTRY_OVERHEAD);
    }

    /** Entries the table holds. */
    int capacity() {
        return hashes.length;
    }

    /**
     * Starts a new search that stores at most about {@code entries} boards: every entry written before now
     * counts as empty, and the search uses only the table's first {@code entries} slots (rounded up to a power
     * of two, two at least), or all of them when there are fewer. A table larger than a search can fill only
     * spreads its entries over more memory: on two cores the workers' tables then crowd each other out of the
     * shared cache (on set (a), 16 MiB tables ran 8% slower than 1 MiB ones on two threads, with 0.1% more
     * nodes).
     */
    void newSearch(long entries) {
        // Search numbers wrap; a stale entry from 2^26 searches ago could then look current, so start over.
        searchNumber = (searchNumber + 1) & ((1 << (Integer.SIZE - REMAINING_BITS - 1)) - 1);
        if (searchNumber == 0) {
            Arrays.fill(tags, 0);
            searchNumber = 1;
        }
        int wanted = entries <= 2 ? 1 : Long.SIZE - Long.numberOfLeadingZeros(entries - 1);
        activeBits = Math.min(slotBits, wanted);
    }

    /**
     * Whether this search already met {@code cells} with at least {@code remaining} moves left; when not,
     * records it with {@code remaining}, in the slot of its bucket that holds its own older entry, else an
     * entry of an earlier search, else the one with fewer moves left.
     */
    boolean seenElseRecord(byte[] cells, int remaining) {
        if (activeBits == 0) {
            return false;
        }
        long hash = hash(cells);
        int first = (int) (hash >>> (Long.SIZE - activeBits)) & ~(BUCKET_SLOTS - 1);
        int victim = first;
        int victimRemaining = Integer.MAX_VALUE;
        for (int slot = first; slot < first + BUCKET_SLOTS; slot++) {
            int tag = tags[slot];
            boolean current = tag >>> REMAINING_BITS == searchNumber;
            int held = current ? tag & REMAINING_MASK : -1;
            int offset = slot * cellCount;
            if (current && hashes[slot] == hash
                    && Arrays.equals(boards, offset, offset + cellCount, cells, 0, cellCount)) {
                if (held >= remaining) {
                    return true;
                }
                victim = slot;   // the same board with fewer moves left: never keep a board twice
                break;
            }
            if (held < victimRemaining) {
                victim = slot;
                victimRemaining = held;
            }
        }
        hashes[victim] = hash;
        tags[victim] = searchNumber << REMAINING_BITS | remaining;
        System.arraycopy(cells, 0, boards, victim * cellCount, cellCount);
        return false;
    }

    /**
     * A 64-bit hash of the cells: eight at a time, each word mixed in by multiplication (as in FxHash). Four
     * words at a time go to four running hashes, which are then mixed into one: with one running hash, each word
     * waited for the multiplication before it, and on a 20×20 board that chain of 50 multiplications made the
     * hash a tenth of a deep search's time (set (d)'s board at K = 16: 1.09 to 1.11× faster with four).
     */
    private long hash(byte[] cells) {
        long hash0 = 0;
        long hash1 = 0;
        long hash2 = 0;
        long hash3 = 0;
        int i = 0;
        for (; i + 4 * Long.BYTES <= cellCount; i += 4 * Long.BYTES) {
            hash0 = (Long.rotateLeft(hash0, 5) ^ (long) LONGS.get(cells, i)) * MIX;
            hash1 = (Long.rotateLeft(hash1, 5) ^ (long) LONGS.get(cells, i + Long.BYTES)) * MIX;
            hash2 = (Long.rotateLeft(hash2, 5) ^ (long) LONGS.get(cells, i + 2 * Long.BYTES)) * MIX;
            hash3 = (Long.rotateLeft(hash3, 5) ^ (long) LONGS.get(cells, i + 3 * Long.BYTES)) * MIX;
        }
        long hash = (hash0 ^ Long.rotateLeft(hash1, 16) ^ Long.rotateLeft(hash2, 32) ^ Long.rotateLeft(hash3, 48))
                * MIX;
        for (; i + Long.BYTES <= cellCount; i += Long.BYTES) {
            hash = (Long.rotateLeft(hash, 5) ^ (long) LONGS.get(cells, i)) * MIX;
        }
        for (; i < cellCount; i++) {
            hash = (Long.rotateLeft(hash, 5) ^ cells[i]) * MIX;
        }
        return hash ^ (hash >>> 29);
    }
}
