package tilesearch.search;

import java.util.Arrays;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.SearchLimits;

/**
 * Admissible bounds on the largest tile a board can reach, used to cut the search without changing its
 * answer. Every method here is a pure function of the cells; each is tested against exhaustive search.
 */
final class Bounds {

    /** The ints {@link #pairingBound(byte[], int, int, int[])} may use: the largest exponent, K and two more. */
    static final int PAIRING_SCRATCH = Byte.MAX_VALUE + SearchLimits.MAX_MOVES + 2;

    /** {@link #axesReaching}'s bit for the children by LEFT and RIGHT. */
    static final int HORIZONTAL_REACHES = 1;
    /** {@link #axesReaching}'s bit for the children by UP and DOWN. */
    static final int VERTICAL_REACHES = 2;

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
     * @param scratch at least {@link #scratchSize} ints, overwritten
     */
    static boolean axisPairingReaches(byte[] cells, int size, int remaining, int target, int[] scratch) {
        int top = countAfterNextMove(cells, size, remaining, target, scratch);
        return relaxedStepsReach(scratch, 0, top, remaining - 1)
                || relaxedStepsReach(scratch, top + 2, top, remaining - 1);
    }

    /**
     * The two halves of {@link #axisPairingReaches} apart: {@link #HORIZONTAL_REACHES} when after LEFT or RIGHT
     * (which leave the same tiles) free pairing may still bring a tile to {@code target}, and
     * {@link #VERTICAL_REACHES} when it may after UP or DOWN. Each half bounds the children of its axis alone,
     * so an axis whose bit is clear holds nothing that reaches the target within {@code remaining} moves.
     *
     * @param scratch at least {@link #scratchSize} ints, overwritten
     */
    static int axesReaching(byte[] cells, int size, int remaining, int target, int[] scratch) {
        int top = countAfterNextMove(cells, size, remaining, target, scratch);
        return (relaxedStepsReach(scratch, 0, top, remaining - 1) ? HORIZONTAL_REACHES : 0)
                | (relaxedStepsReach(scratch, top + 2, top, remaining - 1) ? VERTICAL_REACHES : 0);
    }

    /**
     * Counts, for both axes, the tiles that may reach {@code target} in {@code remaining} moves as the next move
     * along the axis leaves them: slot {@code k} of the horizontal counts ({@code scratch[0..]}) and of the
     * vertical ones ({@code scratch[top + 2..]}) holds the tiles of exponent {@code base + k}. Returns
     * {@code top}, the target's slot.
     */
    private static int countAfterNextMove(byte[] cells, int size, int remaining, int target, int[] scratch) {
        // Tiles below base cannot reach the target even by doubling on every move; they only break runs.
        int base = Math.max(1, target - remaining);
        int top = target - base;
        // Slot k of each axis counts tiles of exponent base + k: row counts start at 0, column counts at
        // columns, and after them sits each column's open tile.
        int columns = top + 2;
        int openColumn = 2 * columns;
        for (int i = 0; i < openColumn + size; i++) {
            scratch[i] = 0;
        }
        // One pass in row order serves both axes: the row's open tile is a local, each column's sits in scratch.
        for (int row = 0, cell = 0; row < size; row++) {
            int openRow = 0;   // exponent of the previous tile in the row if it may still pair, else 0
            for (int column = 0; column < size; column++, cell++) {
                int exponent = cells[cell];
                if (exponent == 0) {
                    continue;
                }
                if (exponent < base) {
                    openRow = 0;
                    scratch[openColumn + column] = 0;
                    continue;
                }
                int slot = exponent - base;
                openRow = countTile(scratch, 0, slot, exponent, openRow);
                scratch[openColumn + column] = countTile(scratch, columns, slot, exponent,
                        scratch[openColumn + column]);
            }
        }
        return top;
    }

    /** The scratch the bounds here need for up to {@code remaining} moves on side {@code size}. */
    static int scratchSize(int size, int remaining) {
        return 2 * (remaining + 2) + size;
    }

    /**
     * Counts a tile of {@code exponent} met along a line whose previous tile, if it may still pair, is
     * {@code open}: the second of a pair makes one tile one exponent up. Returns the line's new open tile.
     */
    private static int countTile(int[] counts, int from, int slot, int exponent, int open) {
        if (exponent == open) {
            counts[from + slot]--;
            counts[from + slot + 1]++;
            return 0;
        }
        counts[from + slot]++;
        return exponent;
    }

    /**
     * Whether greedy pairing over {@code steps} moves brings a tile to slot {@code top}, where slot {@code k}
     * of {@code counts[from..]} holds the tiles of exponent {@code base + k} for some base. Only tiles within
     * {@code steps} exponents of the top can contribute: a tile grows by at most one exponent per move, so a
     * smaller one cannot reach the top in time, nor can anything it merges into.
     */
    static boolean relaxedStepsReach(int[] counts, int from, int top, int steps) {
        int goal = from + top;
        if (counts[goal] > 0) {
            return true;
        }
        // Pairing never creates value, so the tiles that can contribute must add up to the target: a cheap
        // first cut, counted in units of the smallest such tile.
        int lowest = Math.max(from, goal - steps);
        long mass = 0;
        for (int slot = lowest; slot < goal; slot++) {
            mass += (long) counts[slot] << (slot - lowest);
        }
        if (mass < 1L << (goal - lowest)) {
            return false;
        }
        for (int step = 1; step <= steps; step++) {
            int floor = Math.max(from, goal - (steps - step + 1));
            // From the top down, counting up: the JIT's checks of a loop counting down failed on short or empty
            // loops here, and each failure threw away the compiled search around it and compiled it again.
            for (int below = 1; below <= goal - floor; below++) {
                int slot = goal - below;
                counts[slot + 1] += counts[slot] >> 1;
                counts[slot] &= 1;
            }
            if (counts[goal] > 0) {
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
        return pairingBound(cells, cellCount, remaining, new int[PAIRING_SCRATCH]);
    }

    /**
     * {@link #pairingBound(byte[], int, int)} counting in {@code counts}, at least {@link #PAIRING_SCRATCH} ints,
     * overwritten: a searcher keeps one, so that a million small boards allocate none.
     */
    static int pairingBound(byte[] cells, int cellCount, int remaining, int[] counts) {
        int top = 0;
        for (int i = 0; i < cellCount; i++) {
            top = Math.max(top, cells[i]);
        }
        // The top grows by at most one a step, and a step writes one slot above it.
        Arrays.fill(counts, 0, top + remaining + 2, 0);
        for (int i = 0; i < cellCount; i++) {
            counts[cells[i]]++;
        }
        counts[0] = 0;
        return pairedTop(counts, top, remaining);
    }

    /**
     * {@link #pairingBound(byte[], int, int, int[])} of a 4×4 board packed as {@link Packed4} packs it, whose
     * largest exponent is {@code top}: the same bound, its counts read off the nibbles without unpacking.
     */
    static int pairingBound(long packed4, int top, int remaining, int[] counts) {
        Arrays.fill(counts, top + 1, top + remaining + 2, 0);
        counts[0] = 0;
        for (int e = 1; e <= top; e++) {
            counts[e] = Packed4.count(packed4, e);
        }
        return pairedTop(counts, top, remaining);
    }

    /**
     * The pairing relaxation run for {@code remaining} moves on {@code counts}, the tiles of each exponent (none
     * above {@code top}, the largest, and room for one more a move); returns the top it reaches.
     */
    private static int pairedTop(int[] counts, int top, int remaining) {
        for (int step = 0; step < remaining; step++) {
            boolean merged = false;
            // From the top down, counting up: see relaxedStepsReach.
            for (int below = 0; below < top; below++) {
                int e = top - below;
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
     * @param scratch at least {@code size} ints, overwritten
     * @return {@code (exponent << 2) | direction ordinal} of the best merge, or 0 when nothing can merge
     */
    static int bestMerge(byte[] cells, int size, int[] scratch) {
        for (int column = 0; column < size; column++) {
            scratch[column] = 0;
        }
        int bestRow = 0;
        int bestColumn = 0;
        // One pass in row order: the previous tile of the row in a local, of each column in scratch.
        for (int row = 0, cell = 0; row < size; row++) {
            int previousInRow = 0;
            for (int column = 0; column < size; column++, cell++) {
                int exponent = cells[cell];
                if (exponent == 0) {
                    continue;
                }
                if (exponent == previousInRow) {
                    bestRow = Math.max(bestRow, exponent);
                }
                if (exponent == scratch[column]) {
                    bestColumn = Math.max(bestColumn, exponent);
                }
                previousInRow = exponent;
                scratch[column] = exponent;
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
