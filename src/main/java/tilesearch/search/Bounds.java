package tilesearch.search;

import tilesearch.board.Direction;
import tilesearch.board.Moves;

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
     * @param scratch at least {@link #scratchSize} ints, overwritten
     */
    static boolean axisPairingReaches(byte[] cells, int size, int remaining, int target, int[] scratch) {
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
        return relaxedStepsReach(scratch, 0, top, remaining - 1)
                || relaxedStepsReach(scratch, columns, top, remaining - 1);
    }

    /** Outcome bit of {@link #moveAndBound}: the child may still reach the target (a bit {@code Moves} leaves free). */
    static final int REACHES = 4;

    /**
     * Plays {@code direction} from {@code cells} into {@code child} like {@link Moves#move}, and in the same pass
     * judges the child as {@link #axisPairingReaches} would with {@code after >= 1} moves left: the child
     * "reaches" when it already holds a tile of {@code target} or more, or its axis pairing bound allows one.
     *
     * <p>Why this is cheaper than moving and then bounding: only tiles of {@code target - after} or more
     * count for the bound, and deep in the search they are a small part of the board. The move notes where it
     * writes them, and the bound then reads just those. Each line of the child comes out of the move packed
     * against the wall, so along a line two noted tiles are neighbours exactly when their positions are;
     * across the lines, the tile counts of the lines say which cells between two noted tiles are empty.
     *
     * @param scratch at least {@link #scratchSize} ints, overwritten
     * @return the move's outcome as {@link Moves#move} gives it, plus {@link #REACHES}
     */
    static int moveAndBound(byte[] cells, byte[] child, int size, Direction direction, int after, int target,
            int[] scratch) {
        int base = Math.max(1, target - after);   // as in axisPairingReaches
        int step = Moves.lineStep(direction, size);
        // Scratch layout: the noted tiles as (position << 8 | exponent), then where each line's notes end, then
        // each line's tile count. A cell count is enough for the notes: a line notes at most its tiles.
        int ends = size * size;
        int lineTiles = ends + size;
        int flags = 0;
        int max = 0;
        int noted = 0;
        for (int line = 0; line < size; line++) {
            int start = Moves.lineStart(direction, line, size);
            int end = start + size * step;
            int write = start;
            int open = 0;          // as in Moves.slideLine
            int tiles = 0;
            for (int read = start; read != end; read += step) {
                int exponent = cells[read];
                if (exponent == 0) {
                    continue;
                }
                if (exponent == open) {
                    int merged = exponent + 1;
                    child[write - step] = (byte) merged;
                    max = Math.max(max, merged);
                    open = 0;
                    flags = Moves.CHANGED | Moves.MERGED;
                    if (exponent >= base) {
                        scratch[noted - 1]++;   // the last note is the tile this merge grows
                    } else if (merged >= base) {
                        scratch[noted++] = ((tiles - 1) << 8) | merged;
                    }
                } else {
                    if (write != read) {
                        flags |= Moves.CHANGED;
                    }
                    child[write] = (byte) exponent;
                    max = Math.max(max, exponent);
                    // Noted unconditionally, kept only when large enough: cheaper than a branch.
                    scratch[noted] = (tiles << 8) | exponent;
                    noted += (base - 1 - exponent) >>> 31;
                    write += step;
                    tiles++;
                    open = exponent;
                }
            }
            for (; write != end; write += step) {
                child[write] = 0;
            }
            scratch[ends + line] = noted;
            scratch[lineTiles + line] = tiles;
        }
        int outcome = Moves.outcome(flags, max);
        if (max >= target) {
            return outcome | REACHES;
        }
        return outcome | (notedReach(scratch, ends, lineTiles, lineTiles + size, false, size, base, target, after)
                ? REACHES : 0);
    }

    /** Bits of {@link #judgeAxis}'s answer: the move towards the near wall (UP or LEFT) changes the board. */
    static final int NEAR_CHANGED = 1;
    /** The near move's child may still reach the target. */
    static final int NEAR_REACHES = 2;
    /** The move towards the far wall (DOWN or RIGHT) changes the board. */
    static final int FAR_CHANGED = 4;
    /** The far move's child may still reach the target. */
    static final int FAR_REACHES = 8;
    /** The far move's child could not be judged here: judge it with {@link #moveAndBound}. */
    static final int FAR_UNJUDGED = 16;

    /**
     * Judges both children of one axis (UP and DOWN, or LEFT and RIGHT) as {@link #moveAndBound} would, with
     * {@code after >= 1} moves left in them, in one pass over the board and without making either child.
     *
     * <p>Why one pass serves both moves: along a line, with empty cells removed, a run of {@code L} equal tiles
     * becomes {@code L / 2} merged tiles and, when {@code L} is odd, one tile left over. Towards the near wall
     * the merged tiles come first, towards the far wall the left-over tile does; runs of one or two tiles come
     * out the same either way. So unless a line holds a run of three or more tiles that count for the bound,
     * the far child's counted tiles are the near child's, at the mirrored positions. When a line does, the far
     * verdict is left to the caller ({@link #FAR_UNJUDGED}): such runs are rare.
     *
     * @param scratch at least {@link #scratchSize} ints, overwritten
     * @return {@link #NEAR_CHANGED}, {@link #NEAR_REACHES}, {@link #FAR_CHANGED}, {@link #FAR_REACHES} and
     *     {@link #FAR_UNJUDGED} bits; a move that changes nothing never reaches
     */
    static int judgeAxis(byte[] cells, int size, boolean horizontal, int after, int target, int[] scratch) {
        int base = Math.max(1, target - after);   // as in axisPairingReaches
        int lineDistance = horizontal ? size : 1;
        int step = horizontal ? 1 : size;
        // Scratch layout as in moveAndBound, for the near child.
        int ends = size * size;
        int lineTiles = ends + size;
        boolean nearChanged = false;
        boolean farChanged = false;
        boolean farUnjudged = false;
        int noted = 0;
        for (int line = 0; line < size; line++) {
            int start = line * lineDistance;
            int end = start + size * step;
            int open = 0;          // as in Moves.slideLine
            int mergedFrom = 0;    // exponent of the pair merged last while its run may go on, else 0
            int tiles = 0;
            int count = 0;
            int first = end;       // the cells of the line's first and last tiles
            int last = start - step;
            for (int read = start; read != end; read += step) {
                int exponent = cells[read];
                if (exponent == 0) {
                    continue;
                }
                if (count++ == 0) {
                    first = read;
                }
                last = read;
                if (exponent == open) {
                    open = 0;
                    mergedFrom = exponent;
                    if (exponent >= base) {
                        scratch[noted - 1]++;   // the last note is the tile this merge grows
                    } else if (exponent + 1 >= base) {
                        scratch[noted++] = ((tiles - 1) << 8) | (exponent + 1);
                    }
                } else {
                    // A third equal tile in a row: the far move may pair this run differently.
                    farUnjudged |= exponent == mergedFrom && exponent + 1 >= base;
                    mergedFrom = 0;
                    scratch[noted] = (tiles << 8) | exponent;
                    noted += (base - 1 - exponent) >>> 31;
                    tiles++;
                    open = exponent;
                }
            }
            // A move changes a line that merges, or whose tiles do not already sit against its wall.
            boolean lineMerged = tiles < count;
            nearChanged |= lineMerged || last != start + (count - 1) * step;
            farChanged |= lineMerged || first != start + (size - count) * step;
            scratch[ends + line] = noted;
            scratch[lineTiles + line] = tiles;
        }
        // A tile of the target or more is noted, since the target is at least base.
        for (int note = 0; note < noted; note++) {
            if ((scratch[note] & 0xff) >= target) {
                return (nearChanged ? NEAR_CHANGED | NEAR_REACHES : 0)
                        | (farChanged ? FAR_CHANGED | FAR_REACHES : 0);
            }
        }
        int answer = (nearChanged ? NEAR_CHANGED : 0) | (farChanged ? FAR_CHANGED : 0);
        int work = lineTiles + size;
        if (nearChanged && notedReach(scratch, ends, lineTiles, work, false, size, base, target, after)) {
            answer |= NEAR_REACHES;
        }
        if (farChanged && farUnjudged) {
            answer |= FAR_UNJUDGED;
        } else if (farChanged && notedReach(scratch, ends, lineTiles, work, true, size, base, target, after)) {
            answer |= FAR_REACHES;
        }
        return answer;
    }

    /**
     * The bound half of {@link #moveAndBound} and {@link #judgeAxis}, on the tiles the move noted at the start of
     * {@code scratch}: counts them with their pairs along and across the lines, as {@link #axisPairingReaches}
     * does, then relaxes the rest.
     *
     * @param mirrored whether to read the noted positions from the other wall, for the far child
     */
    private static boolean notedReach(int[] scratch, int ends, int lineTiles, int work, boolean mirrored,
            int size, int base, int target, int after) {
        // In the work area: for each position across the lines, the last noted tile there that may still pair
        // (its exponent, 0 for none) and its line; then the counts along and across.
        int openAcross = work;
        int openLine = openAcross + size;
        int top = target - base;
        int along = openLine + size;
        int across = along + top + 2;
        for (int i = openAcross; i < openAcross + size; i++) {
            scratch[i] = 0;
        }
        for (int i = along; i < across + top + 2; i++) {
            scratch[i] = 0;
        }
        for (int line = 0, note = 0; line < size; line++) {
            int openAlong = 0;
            int openPosition = -2;
            int last = scratch[lineTiles + line] - 1;
            for (int end = scratch[ends + line]; note < end; note++) {
                int position = mirrored ? last - (scratch[note] >>> 8) : scratch[note] >>> 8;
                int exponent = scratch[note] & 0xff;
                int slot = exponent - base;
                // A line's notes run in order of position, up or down: neighbours differ by one.
                if (exponent == openAlong && Math.abs(position - openPosition) == 1) {
                    pair(scratch, along + slot);
                    openAlong = 0;
                } else {
                    scratch[along + slot]++;
                    openAlong = exponent;
                }
                openPosition = position;
                if (exponent == scratch[openAcross + position]
                        && emptyBetween(scratch, lineTiles, scratch[openLine + position], line, position)) {
                    pair(scratch, across + slot);
                    scratch[openAcross + position] = 0;
                } else {
                    scratch[across + slot]++;
                    scratch[openAcross + position] = exponent;
                    scratch[openLine + position] = line;
                }
            }
        }
        return relaxedStepsReach(scratch, along, top, after - 1)
                || relaxedStepsReach(scratch, across, top, after - 1);
    }

    /** Whether every line strictly between {@code from} and {@code to} is empty at {@code position}. */
    private static boolean emptyBetween(int[] scratch, int lineTiles, int from, int to, int position) {
        for (int line = from + 1; line < to; line++) {
            if (scratch[lineTiles + line] > position) {
                return false;
            }
        }
        return true;
    }

    /** Turns one counted tile at {@code slot} and the one just met into a tile one exponent up. */
    private static void pair(int[] counts, int slot) {
        counts[slot]--;
        counts[slot + 1]++;
    }

    /**
     * Plays {@code direction} from {@code cells} into {@code child} like {@link Moves#move}, and in the same pass
     * finds the child's {@link #bestMerge}: with two moves left, the best second move of each first move is
     * known without making the second.
     *
     * @param scratch at least {@code size} ints, overwritten
     * @return the move's outcome as {@link Moves#move} gives it in the low 32 bits, and the child's
     *     {@link #bestMerge} answer in the high 32 bits
     */
    static long moveAndBestMerge(byte[] cells, byte[] child, int size, Direction direction, int[] scratch) {
        for (int i = 0; i < size; i++) {
            scratch[i] = 0;
        }
        int step = Moves.lineStep(direction, size);
        boolean fromFarWall = step < 0;
        int flags = 0;
        int max = 0;
        int bestAlong = 0;
        int bestAcross = 0;
        for (int line = 0; line < size; line++) {
            int start = Moves.lineStart(direction, line, size);
            int outcome = Moves.slideLine(cells, child, start, step, size);
            flags |= outcome & (Moves.CHANGED | Moves.MERGED);
            max = Math.max(max, Moves.maxExponent(outcome));
            int previous = 0;
            for (int k = 0, tiles = Moves.tiles(outcome), cell = start; k < tiles; k++, cell += step) {
                int exponent = child[cell];
                int position = fromFarWall ? size - 1 - k : k;
                if (exponent == previous) {
                    bestAlong = Math.max(bestAlong, exponent);
                }
                if (exponent == scratch[position]) {
                    bestAcross = Math.max(bestAcross, exponent);
                }
                previous = exponent;
                scratch[position] = exponent;
            }
        }
        boolean horizontal = direction.horizontal();
        int merge;
        if (bestAlong == 0 && bestAcross == 0) {
            merge = 0;
        } else if (bestAlong >= bestAcross) {
            merge = ((bestAlong + 1) << 2) | (horizontal ? Direction.LEFT : Direction.UP).ordinal();
        } else {
            merge = ((bestAcross + 1) << 2) | (horizontal ? Direction.UP : Direction.LEFT).ordinal();
        }
        return ((long) merge << 32) | Moves.outcome(flags, max);
    }

    /** The scratch the bounds here need for up to {@code remaining} moves on side {@code size}. */
    static int scratchSize(int size, int remaining) {
        return size * size + 4 * size + 2 * (remaining + 3);
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
    private static boolean relaxedStepsReach(int[] counts, int from, int top, int steps) {
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
            for (int slot = goal - 1; slot >= floor; slot--) {
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
