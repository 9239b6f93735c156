package tilesearch.search;

import tilesearch.board.Direction;

/**
 * Admissible bounds on the largest tile a board can reach, used to cut the search without changing its
 * answer. Every method here is a pure function of the cells; each is tested against exhaustive search.
 */
final class Bounds {

    /** Exponents never exceed a byte (see {@code Board.MAX_SIZE}); room for the pairing counters. */
    private static final int MAX_EXPONENT = 128;

    private Bounds() {
    }

    /**
     * Whether a tile of exponent {@code target} could exist after {@code remaining >= 1} more moves, judged
     * by playing the next move for real on the tile counts and relaxing the moves after it (see
     * {@link #pairingBound} for the relaxation and why it is safe).
     *
     * <p>Why the first move's counts are exact without making the move: along one line, with empty cells
     * removed, a run of {@code L} equal tiles merges into {@code L / 2} tiles one exponent up and leaves
     * {@code L % 2} behind, whichever wall the tiles move towards. So LEFT and RIGHT leave the same multiset of
     * tiles, and so do UP and DOWN; the bound takes the better of the two axes. Tiles below the window still
     * matter here, because they break runs.
     *
     * @param counts scratch array of at least {@code remaining + 2} ints, overwritten
     */
    static boolean axisPairingReaches(byte[] cells, int size, int remaining, int target, int[] counts) {
        return axisReaches(cells, size, remaining, target, counts, true)
                || axisReaches(cells, size, remaining, target, counts, false);
    }

    private static boolean axisReaches(byte[] cells, int size, int remaining, int target, int[] counts,
            boolean rows) {
        int base = Math.max(1, target - remaining);
        int top = target - base;
        for (int k = 0; k <= top; k++) {
            counts[k] = 0;
        }
        int along = rows ? 1 : size;
        int across = rows ? size : 1;
        for (int line = 0; line < size; line++) {
            int open = 0;   // exponent of the previous tile in the line if it may still pair, else 0
            for (int i = 0, cell = line * across; i < size; i++, cell += along) {
                int exponent = cells[cell];
                if (exponent == 0) {
                    continue;
                }
                int k = exponent - base;
                if (exponent == open) {
                    // The second of a pair: the two become one tile one exponent up.
                    if (k >= -1) {
                        if (k >= 0) {
                            counts[k]--;
                        }
                        if (k + 1 >= top) {
                            return true;
                        }
                        counts[k + 1]++;
                    }
                    open = 0;
                } else {
                    if (k >= 0) {
                        counts[k]++;
                    }
                    open = exponent;
                }
            }
        }
        return relaxedStepsReach(counts, top, remaining - 1);
    }

    /**
     * Whether greedy pairing over {@code steps} moves fills {@code counts[top]}. Only tiles within
     * {@code steps} exponents of the top can contribute: a tile grows by at most one exponent per move, so a
     * smaller one cannot reach the top in time, nor can anything it merges into.
     */
    private static boolean relaxedStepsReach(int[] counts, int top, int steps) {
        if (counts[top] > 0) {
            return true;
        }
        // Pairing never creates value, so the tiles of the window must add up to the target: a cheap first cut.
        long mass = 0;
        for (int k = 0; k < top; k++) {
            mass += (long) counts[k] << k;
        }
        if (mass < 1L << top) {
            return false;
        }
        for (int step = 1; step <= steps; step++) {
            int lowest = Math.max(0, top - (steps - step + 1));
            for (int k = top - 1; k >= lowest; k--) {
                counts[k + 1] += counts[k] >> 1;
                counts[k] &= 1;
            }
            if (counts[top] > 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The largest exponent the pairing relaxation reaches from {@code cells} in {@code remaining} moves: an
     * upper bound on the true answer.
     *
     * <p>The relaxation forgets where tiles are and lets every move merge any two equal tiles, each tile at
     * most once per move. It is safe because every real move merges disjoint pairs of equal tiles and nothing
     * else, so whatever multiset of tiles a real sequence reaches, the relaxation reaches too. Within the
     * relaxation, merging every pair it can is optimal for the top tile: a tile {@code e+1} made now can do
     * everything the two {@code e}s it replaces could do later, one move sooner. With unlimited moves the
     * bound is the top bit of the sum of all tiles (the "sum bound"), since pairing then carries like binary
     * addition.
     */
    static int pairingBound(byte[] cells, int cellCount, int remaining) {
        int[] counts = new int[MAX_EXPONENT + 32];
        for (int i = 0; i < cellCount; i++) {
            counts[cells[i]]++;
        }
        counts[0] = 0;
        int top = 0;
        for (int e = 1; e < counts.length; e++) {
            if (counts[e] > 0) {
                top = e;
            }
        }
        for (int step = 0; step < remaining; step++) {
            boolean merged = false;
            for (int e = top; e >= 1; e--) {
                int pairs = counts[e] >> 1;
                if (pairs > 0) {
                    counts[e + 1] += pairs;
                    counts[e] &= 1;
                    merged = true;
                }
            }
            if (!merged) {
                break;
            }
            if (counts[top + 1] > 0) {
                top++;
            }
        }
        return top;
    }

    /**
     * The exact largest exponent reachable in exactly one move, or 0 when no move merges anything.
     *
     * <p>A move merges a pair of value {@code v} along a line exactly when the line, with empty cells removed,
     * holds two neighbouring {@code v}s: at the start of a run of equal tiles the tile before is different, so
     * the first two of the run merge, towards either wall. Hence the best merge over all four moves is the
     * largest such neighbouring pair in any row or column, reached by {@link #bestMergeDirection}'s move.
     *
     * @return {@code (exponent << 2) | direction ordinal} of the best merge, or 0 when nothing can merge
     */
    static int bestMerge(byte[] cells, int size) {
        int bestRow = 0;
        int bestColumn = 0;
        for (int line = 0; line < size; line++) {
            int previousInRow = 0;
            int previousInColumn = 0;
            int rowStart = line * size;
            for (int i = 0; i < size; i++) {
                int inRow = cells[rowStart + i];
                if (inRow != 0) {
                    if (inRow == previousInRow && inRow > bestRow) {
                        bestRow = inRow;
                    }
                    previousInRow = inRow;
                }
                int inColumn = cells[i * size + line];
                if (inColumn != 0) {
                    if (inColumn == previousInColumn && inColumn > bestColumn) {
                        bestColumn = inColumn;
                    }
                    previousInColumn = inColumn;
                }
            }
        }
        if (bestRow == 0 && bestColumn == 0) {
            return 0;
        }
        return bestRow >= bestColumn
                ? ((bestRow + 1) << 2) | Direction.LEFT.ordinal()
                : ((bestColumn + 1) << 2) | Direction.UP.ordinal();
    }

    /** The exponent part of {@link #bestMerge}'s answer. */
    static int bestMergeExponent(int bestMerge) {
        return bestMerge >>> 2;
    }

    /** The move part of {@link #bestMerge}'s answer. */
    static Direction bestMergeDirection(int bestMerge) {
        return Direction.ofOrdinal(bestMerge & 3);
    }
}
