package tilesearch.search;

import java.util.Arrays;
import java.util.List;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.SearchLimits;

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
    /** Bits of an entry's tag for the moves left, at most {@value SearchLimits#MAX_MOVES}; the rest: the search. */
    private static final int REMAINING_BITS = 5;
    private static final int STOP_POLL_INTERVAL = 1 << 12;
    private static final Direction[] DIRECTIONS = Direction.values();
    /** For each move (an ordinal), the set of it and its opposite, one bit per ordinal. */
    private static final int[] AXIS_MOVES = new int[4];
    private static final int UP = Direction.UP.ordinal();
    private static final int DOWN = Direction.DOWN.ordinal();
    private static final int LEFT = Direction.LEFT.ordinal();

    static {
        for (Direction direction : DIRECTIONS) {
            AXIS_MOVES[direction.ordinal()] = 1 << direction.ordinal() | 1 << direction.opposite().ordinal();
        }
    }

    private final int tableBits;
    private final long[] tableKeys;
    private final int[] tableTags;
    private final int[] pairCounts = new int[Packed4.MAX_EXPONENT + 2];
    private final long[][] children = new long[SearchLimits.MAX_MOVES][4];
    private final int[][] childMoves = new int[SearchLimits.MAX_MOVES][4];
    private final int[][] childMaxes = new int[SearchLimits.MAX_MOVES][4];
    private final Direction[] line = new Direction[SearchLimits.MAX_MOVES];
    /** The moves to the best tile found, {@code bestLength} of them. */
    private final Direction[] bestLine = new Direction[SearchLimits.MAX_MOVES];
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
    private int budget;
    private int ceiling;
    private StopSignal stop;
    private long nodes;
    private int best;
    private int bestLength;
    private boolean stopped;

    /**
     * Searches the packed {@code board}, whose largest tile has exponent {@code start} and which has
     * {@code symmetries} (see {@link Symmetry}), to {@code budget} moves, until the best tile reaches
     * {@code ceiling} (a proven upper bound) or {@code stop} fires. Returns the nodes searched; {@link #best},
     * {@link #path} and {@link #stopped} then tell the rest.
     *
     * <p>A 4×4 search is never split, so the best found, its path and the stop are this worker's own fields
     * rather than a {@link SharedBest}: on a million small boards, making one per board cost more than many a
     * search.
     */
    long search(long board, int start, int budget, int ceiling, StopSignal stop, int symmetries) {
        this.budget = budget;
        this.ceiling = ceiling;
        this.stop = stop;
        this.nodes = 0;
        this.best = start;
        this.bestLength = 0;
        this.stopped = false;
        // Search numbers take 26 bits, so that a tag (number << REMAINING_BITS | remaining) is never negative,
        // which step 4's one signed comparison of tags relies on. They wrap; a stale entry from 2^26 searches ago
        // could then look current, so start over.
        searchNumber = (searchNumber + 1) & ((1 << (Integer.SIZE - REMAINING_BITS - 1)) - 1);
        if (searchNumber == 0) {
            Arrays.fill(tableTags, 0);
            searchNumber = 1;
        }
        visit(board, 0, start, SearchWorker.NO_MOVE, true, symmetries);
        return nodes;
    }

    /** The exponent of the best tile the last search found. */
    int best() {
        return best;
    }

    /** The moves of the last search to its best tile; empty when the start already held it. */
    List<Direction> path() {
        return List.of(Arrays.copyOf(bestLine, bestLength));
    }

    /** Whether the stop signal cut the last search short. */
    boolean stopped() {
        return stopped;
    }

    /**
     * Records {@code exponent} as reached by {@code line[0..length)} followed by {@code last} (when not null), if
     * it beats the best so far.
     */
    private void offer(int exponent, int length, Direction last) {
        if (exponent > best) {
            best = exponent;
            System.arraycopy(line, 0, bestLine, 0, length);
            bestLength = length;
            if (last != null) {
                bestLine[bestLength++] = last;
            }
        }
    }

    /** Whether the search should end: the ceiling is reached or the stop signal fired. */
    private boolean finished() {
        return stopped || best >= ceiling;
    }

    /** Polls the stop signal; every few thousand nodes. */
    private boolean pollStop() {
        if (!stopped && stop.stopRequested()) {
            stopped = true;
        }
        return stopped;
    }

    private void visit(long board, int depth, int maxExponent, int lastMove, boolean lastMerged, int symmetries) {
        // 1. Record this node's largest tile.
        offer(maxExponent, depth, null);
        int remaining = budget - depth;
        if (remaining == 0 || finished()) {
            return;
        }
        // 2. The doubling bound.
        int target = best + 1;
        if (maxExponent + remaining < target) {
            return;
        }
        // 3. One move left: the largest tile after each axis, read off the row tables without making a move.
        // DOWN and RIGHT reach what UP and LEFT reach, and an offer only records what beats the best, so offering
        // them after UP and LEFT, as trying all four in order did, would record nothing.
        if (remaining == 1) {
            offer(Packed4.maxExponentAfterColumnMove(board), depth, Direction.UP);
            offer(Packed4.maxExponentAfterRowMove(board), depth, Direction.LEFT);
            return;
        }
        // 4. Seen with at least as many moves left: nothing new below (see the class comment). No entry is of a
        // later search than this one (search numbers only grow between clearings), so one comparison of the tag
        // says both "this search" and "at least as many moves left". Two comparisons made a branch for "a board
        // of an earlier search" that a training run may never take; its first use mid-run threw the compiled
        // search away.
        if (tableKeys.length > 0) {
            int slot = (int) ((board * 0x9E3779B97F4A7C15L) >>> (Long.SIZE - tableBits));
            if (tableKeys[slot] == board && tableTags[slot] >= (searchNumber << REMAINING_BITS | remaining)) {
                return;
            }
            tableKeys[slot] = board;
            tableTags[slot] = searchNumber << REMAINING_BITS | remaining;
        }
        // 5. The axis pairing bound, on the children by UP and LEFT, which are also two of the children below.
        long columns = Packed4.transpose(board);
        long up = Packed4.transpose(Packed4.rowsLeft(columns));
        long left = Packed4.rowsLeft(board);
        if (!axisPairingReaches(up, left, remaining, target, pairCounts)) {
            return;
        }
        // 6. Children, with the axis rule and the symmetries of SearchWorker, ordered by largest tile (a stable
        // insertion sort on the largest tiles, each read once).
        long[] next = children[depth];
        int[] moves = childMoves[depth];
        int[] maxes = childMaxes[depth];
        int tiles = Packed4.tileCount(board);
        int count = 0;
        // The moves to try, in order: all but those the symmetries make redundant and, after a move that merged
        // nothing, that move's axis.
        int skipped = Symmetry.redundantMoves(symmetries) | (lastMove != SearchWorker.NO_MOVE && !lastMerged
                ? AXIS_MOVES[lastMove] : 0);
        for (int tried = ~skipped & 0xF; tried != 0; tried &= tried - 1) {
            int move = Integer.numberOfTrailingZeros(tried);
            long child = move == UP ? up : move == LEFT ? left
                    : move == DOWN ? Packed4.transpose(Packed4.rowsRight(columns)) : Packed4.rowsRight(board);
            if (child == board) {
                continue;
            }
            if ((++nodes & (STOP_POLL_INTERVAL - 1)) == 0 && pollStop()) {
                return;
            }
            int childMax = Packed4.maxExponent(child);
            int at = count++;
            for (; at > 0 && maxes[at - 1] < childMax; at--) {
                next[at] = next[at - 1];
                moves[at] = moves[at - 1];
                maxes[at] = maxes[at - 1];
            }
            next[at] = child;
            moves[at] = move;
            maxes[at] = childMax;
        }
        for (int i = 0; i < count; i++) {
            int childMax = maxes[i];
            if (childMax + remaining - 1 <= best) {
                continue;
            }
            long child = next[i];
            line[depth] = DIRECTIONS[moves[i]];
            visit(child, depth + 1, childMax, moves[i], Packed4.tileCount(child) < tiles,
                    Symmetry.keptBy(symmetries, moves[i]));
        }
    }

    /**
     * {@link Bounds#axisPairingReaches} on a packed board, from its children {@code up} and {@code left}: whether a
     * tile of exponent {@code target} could exist after {@code remaining >= 2} more moves.
     *
     * <p>Why it is the same bound: the axis pairing bound counts, along each line, the tiles a move leaves (a run
     * of equal tiles merging pairwise, broken by any other tile), and relaxes the moves after it. The child by UP
     * (or LEFT) holds exactly those tiles, except that it also merges tiles too small to matter: two tiles below
     * the bound's base make one at most at the base, and a tile there cannot reach {@code target} in the
     * {@code remaining - 1} moves left, so {@link Bounds#relaxedStepsReach} never reads its count. DOWN and RIGHT
     * leave the same tiles as UP and LEFT.
     *
     * @param counts at least 17 ints, overwritten
     */
    static boolean axisPairingReaches(long up, long left, int remaining, int target, int[] counts) {
        return relaxedStepsReach(up, remaining, target, counts) || relaxedStepsReach(left, remaining, target, counts);
    }

    private static boolean relaxedStepsReach(long child, int remaining, int target, int[] counts) {
        // Bounds.relaxedStepsReach reads only the exponents from target - (remaining - 1) up, and of them never
        // counts empty cells.
        int lowest = Math.max(0, target - (remaining - 1));
        for (int exponent = lowest; exponent <= target; exponent++) {
            counts[exponent] = Packed4.count(child, exponent);
        }
        counts[0] = 0;
        return Bounds.relaxedStepsReach(counts, 0, target, remaining - 1);
    }
}
