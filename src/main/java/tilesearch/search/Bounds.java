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
     * Whether a tile of exponent {@code target} could exist after {@code remaining} more moves, judged by the
     * pairing relaxation: forget where tiles are, and let every move merge any two equal tiles, each tile at
     * most once per move, exactly as the real rule allows.
     *
     * <p>Why it is safe: every real move merges disjoint pairs of equal tiles and nothing else, so whatever
     * multiset of tiles a real sequence reaches, the relaxation reaches too. Within the relaxation, merging
     * every pair it can (greedily, largest first) is optimal for the top tile: a tile {@code e+1} made now can
     * do everything the pair of {@code e}s it replaces could do later, one move sooner.
     *
     * <p>Only tiles of exponent at least {@code target - remaining} can contribute: a tile grows by at most one
     * exponent per move, so a smaller one cannot reach {@code target} in time, nor can anything it merges into.
     * The work is one pass over the cells plus {@code remaining^2} counter steps.
     *
     * @param counts scratch array of at least {@code remaining + 1} ints, overwritten
     */
    static boolean pairingReaches(byte[] cells, int cellCount, int remaining, int target, int[] counts) {
        int base = Math.max(1, target - remaining);   // exponent counted in counts[0]; empty cells never count
        int top = target - base;                      // index of the target exponent
        for (int k = 0; k <= top; k++) {
            counts[k] = 0;
        }
        for (int i = 0; i < cellCount; i++) {
            int k = cells[i] - base;
            if (k >= 0) {
                if (k >= top) {
                    return true;
                }
                counts[k]++;
            }
        }
        for (int step = 1; step <= remaining; step++) {
            // A slot k can still reach the top only if the steps left after this one, remaining - step, plus
            // this one cover the gap top - k; lower slots are skipped.
            int lowest = Math.max(0, top - (remaining - step + 1));
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
     * upper bound on the true answer. With unlimited moves it is the top bit of the sum of all tiles, the
     * "sum bound", since the relaxation then carries like binary addition.
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
