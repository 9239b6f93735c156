package tilesearch.search;

import tilesearch.board.SearchLimits;

/**
 * What one search did, per number of moves left: the nodes it visited, the children it built, the children it
 * decided without building them, and the visits the transposition table answered. For {@code bench --verbose}
 * and {@code solve --verbose}: counts to compare before and after a change of the search, not part of an answer.
 *
 * <p>Each worker counts in plain arrays of its own, and the counts are summed here once its search is over, so
 * counting costs the search an increment per event and no sharing between threads. The 4×4 fast path keeps no
 * counters: a search there is a few dozen boards.
 *
 * <p>Not thread-safe: filled by one thread after the search it counts has ended.
 */
public final class SearchCounters {

    private final long[] visited = new long[SearchLimits.MAX_MOVES + 1];
    private final long[] built = new long[SearchLimits.MAX_MOVES + 1];
    private final long[] decided = new long[SearchLimits.MAX_MOVES + 1];
    private final long[] tableHits = new long[SearchLimits.MAX_MOVES + 1];
    private final long[] mirrorSkips = new long[SearchLimits.MAX_MOVES + 1];
    private final long[] axesCut = new long[SearchLimits.MAX_MOVES + 1];

    /** Nodes visited with {@code remaining} moves left (0 to {@value SearchLimits#MAX_MOVES}). */
    public long visited(int remaining) {
        return visited[remaining];
    }

    /** Children with {@code remaining} moves left written out as boards. */
    public long built(int remaining) {
        return built[remaining];
    }

    /**
     * Children with {@code remaining} moves left that the search counted as nodes and cut without writing them
     * (the child judge's verdicts). Built plus decided, summed over every level, is the search's node count.
     */
    public long decided(int remaining) {
        return decided[remaining];
    }

    /** Nodes with {@code remaining} moves left that the transposition table answered. */
    public long tableHits(int remaining) {
        return tableHits[remaining];
    }

    /**
     * Axes that nodes with {@code remaining} moves left skipped by the mirror rule: both moves of the axis give
     * boards the node's near sibling searched just before (see {@code SearchWorker}).
     */
    public long mirrorSkips(int remaining) {
        return mirrorSkips[remaining];
    }

    /**
     * Axes that nodes with {@code remaining} moves left skipped, neither making nor judging their moves, because
     * that axis's half of the node's axis pairing bound failed: found by the parent's judgment of the node, or by
     * the node's own bound (see {@code SearchWorker}).
     */
    public long axesCut(int remaining) {
        return axesCut[remaining];
    }

    /** The most moves left at which anything was counted, or -1 when nothing was. */
    public int deepest() {
        for (int remaining = SearchLimits.MAX_MOVES; remaining >= 0; remaining--) {
            if (visited[remaining] != 0 || built[remaining] != 0 || decided[remaining] != 0) {
                return remaining;
            }
        }
        return -1;
    }

    /** Adds {@code other}'s counts to these. */
    public void add(SearchCounters other) {
        for (int remaining = 0; remaining <= SearchLimits.MAX_MOVES; remaining++) {
            visited[remaining] += other.visited[remaining];
            built[remaining] += other.built[remaining];
            decided[remaining] += other.decided[remaining];
            tableHits[remaining] += other.tableHits[remaining];
            mirrorSkips[remaining] += other.mirrorSkips[remaining];
            axesCut[remaining] += other.axesCut[remaining];
        }
    }

    /** Adds a worker's arrays, indexed by moves left, each at most {@value SearchLimits#MAX_MOVES} + 1 long. */
    void add(long[] visitedByRemaining, long[] builtByRemaining, long[] decidedByRemaining,
            long[] hitsByRemaining, long[] mirrorSkipsByRemaining, long[] axesCutByRemaining) {
        for (int remaining = 0; remaining < visitedByRemaining.length; remaining++) {
            visited[remaining] += visitedByRemaining[remaining];
            built[remaining] += builtByRemaining[remaining];
            decided[remaining] += decidedByRemaining[remaining];
            tableHits[remaining] += hitsByRemaining[remaining];
            mirrorSkips[remaining] += mirrorSkipsByRemaining[remaining];
            axesCut[remaining] += axesCutByRemaining[remaining];
        }
    }
}
