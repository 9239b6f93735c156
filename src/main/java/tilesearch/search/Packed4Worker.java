package tilesearch.search;

import tilesearch.board.Direction;
import tilesearch.board.Packed4;

/**
 * The search of {@link SearchWorker} for 4×4 boards packed into a {@code long} ({@link Packed4}), with a
 * transposition table. Used only when no tile can pass exponent 15 within the budget.
 *
 * <p>The table is owned by this worker's thread and never shared: 4×4 searches are too small to split, and a
 * batch runs them side by side, one per thread. It is bounded (a power of two of entries within the byte budget
 * given) and needs no clearing
 * between boards: each entry carries the number of the search that wrote it, and entries of older searches
 * count as empty. That matters because an entry is only meaningful within one search: it records "this board
 * was already searched with this many moves left", and a second visit with no more moves left can add
 * nothing, since everything it could reach was reached or soundly cut the first time, and the best found
 * only grows. The key is the packed board itself, so a hit is exact, never a hash collision.
 */
final class Packed4Worker {

    /** Bytes of one table entry: the packed board and its tag. */
    static final long ENTRY_BYTES = Long.BYTES + Integer.BYTES;
    /** Bits of an entry's tag that hold the moves left; the rest hold the search number. */
    private static final int REMAINING_BITS = 5;
    private static final int STOP_POLL_INTERVAL = 1 << 12;
    private static final Direction[] DIRECTIONS = Direction.values();

    private final int tableBits;
    private final long[] tableKeys;
    private final int[] tableTags;
    private final byte[] cells = new byte[16];
    private final int[] pairCounts = new int[Bounds.scratchSize(4, SearchLimits.MAX_MOVES)];
    private final long[][] children = new long[SearchLimits.MAX_MOVES][4];
    private final int[][] childMoves = new int[SearchLimits.MAX_MOVES][4];
    private final Direction[] line = new Direction[SearchLimits.MAX_MOVES];
    private int searchNumber;

    /**
     * A worker whose table holds the largest power of two of entries within {@code tableBytes}, at most 2^30;
     * no table at all below two entries.
     */
    Packed4Worker(long tableBytes) {
        long entries = Math.min(tableBytes / ENTRY_BYTES, 1L << 30);
        tableBits = entries < 2 ? 0 : Long.SIZE - 1 - Long.numberOfLeadingZeros(entries);
        tableKeys = new long[tableBits == 0 ? 0 : 1 << tableBits];
        tableTags = new int[tableKeys.length];
    }
    private SharedBest shared;
    private int budget;
    private long nodes;

    /**
     * Searches the packed {@code board}, which has {@code symmetries} (see {@link Symmetry}), to {@code budget}
     * moves, reporting into {@code shared}.
     */
    long search(long board, int budget, SharedBest shared, int symmetries) {
        this.shared = shared;
        this.budget = budget;
        this.nodes = 0;
        // Search numbers wrap; a stale entry from 2^27 searches ago could then look current, so start over.
        searchNumber = (searchNumber + 1) & ((1 << (Integer.SIZE - REMAINING_BITS - 1)) - 1);
        if (searchNumber == 0) {
            java.util.Arrays.fill(tableTags, 0);
            searchNumber = 1;
        }
        visit(board, 0, Packed4.maxExponent(board), SearchWorker.NO_MOVE, true, symmetries);
        return nodes;
    }

    private void visit(long board, int depth, int maxExponent, int lastMove, boolean lastMerged, int symmetries) {
        // 1. Record this node's largest tile.
        shared.offer(maxExponent, line, depth, null);
        int remaining = budget - depth;
        if (remaining == 0 || shared.finished()) {
            return;
        }
        // 2. The doubling bound.
        int target = shared.best() + 1;
        if (maxExponent + remaining < target) {
            return;
        }
        // 3. One move left: try all four, cheaper here than any bound.
        if (remaining == 1) {
            for (Direction direction : DIRECTIONS) {
                shared.offer(Packed4.maxExponent(Packed4.move(board, direction)), line, depth, direction);
            }
            return;
        }
        // 4. Seen with at least as many moves left: nothing new below (see the class comment).
        if (tableKeys.length > 0) {
            int slot = (int) ((board * 0x9E3779B97F4A7C15L) >>> (Long.SIZE - tableBits));
            int tag = tableTags[slot];
            if (tableKeys[slot] == board && tag >>> REMAINING_BITS == searchNumber
                    && (tag & ((1 << REMAINING_BITS) - 1)) >= remaining) {
                return;
            }
            tableKeys[slot] = board;
            tableTags[slot] = searchNumber << REMAINING_BITS | remaining;
        }
        // 5. The axis pairing bound, on the unpacked cells.
        Packed4.unpack(board, cells);
        if (!Bounds.axisPairingReaches(cells, 4, remaining, target, pairCounts)) {
            return;
        }
        // 6. Children, with the axis rule and the symmetries of SearchWorker, ordered by largest tile.
        long[] next = children[depth];
        int[] moves = childMoves[depth];
        int tiles = Packed4.tileCount(board);
        int count = 0;
        int redundant = Symmetry.redundantMoves(symmetries);
        for (int move = 0; move < 4; move++) {
            if (lastMove != SearchWorker.NO_MOVE && !lastMerged
                    && (move == lastMove || move == DIRECTIONS[lastMove].opposite().ordinal())
                    || (redundant >>> move & 1) != 0) {
                continue;
            }
            long child = Packed4.move(board, DIRECTIONS[move]);
            if (child == board) {
                continue;
            }
            if ((++nodes & (STOP_POLL_INTERVAL - 1)) == 0 && shared.pollStop()) {
                return;
            }
            int at = count++;
            for (; at > 0 && Packed4.maxExponent(next[at - 1]) < Packed4.maxExponent(child); at--) {
                next[at] = next[at - 1];
                moves[at] = moves[at - 1];
            }
            next[at] = child;
            moves[at] = move;
        }
        for (int i = 0; i < count; i++) {
            long child = next[i];
            int childMax = Packed4.maxExponent(child);
            if (childMax + remaining - 1 <= shared.best()) {
                continue;
            }
            line[depth] = DIRECTIONS[moves[i]];
            visit(child, depth + 1, childMax, moves[i], Packed4.tileCount(child) < tiles,
                    Symmetry.keptBy(symmetries, moves[i]));
        }
    }
}
