package tilesearch.search;

/**
 * Judges children by the axis pairing bound ({@link Bounds#axisPairingReaches}) without making them:
 * {@link #judgeAxis} judges both children of an axis in one pass over the parent. Deep in the search most
 * children are cut here, and only the others are made. A pure function of the cells and its scratch, tested
 * against making each child and bounding it.
 */
final class ChildJudge {

    /**
     * Bit of a child's outcome in the search: the child was judged and may still reach the target (a bit
     * {@code Moves} leaves free).
     */
    static final int REACHES = 4;

    private ChildJudge() {
    }

    /**
     * The scratch {@link #judgeAxis} needs for up to {@code remaining} moves on side {@code size}; enough for
     * {@link Bounds} too.
     */
    static int scratchSize(int size, int remaining) {
        return size * size + 4 * size + 2 * (remaining + 3);
    }

    /** Bits of {@link #judgeAxis}'s answer: the move towards the near wall (UP or LEFT) changes the board. */
    static final int NEAR_CHANGED = 1;
    /** The near move's child may still reach the target. */
    static final int NEAR_REACHES = 2;
    /** The move towards the far wall (DOWN or RIGHT) changes the board. */
    static final int FAR_CHANGED = 4;
    /** The far move's child may still reach the target. */
    static final int FAR_REACHES = 8;
    /** The far move's child could not be judged here: make it and bound it. */
    static final int FAR_UNJUDGED = 16;

    /**
     * Judges both children of one axis (UP and DOWN, or LEFT and RIGHT) with {@code after >= 1} moves left in
     * them, in one pass over the board and without making either: a child "reaches" when it holds a tile of
     * {@code target} or more, or its {@link Bounds#axisPairingReaches axis pairing bound} allows one.
     *
     * <p>Why this is cheaper than making the children and bounding them: only tiles of {@code target - after}
     * or more count for the bound, and deep in the search they are a small part of the board. The pass notes
     * where the near move would put them, and the bound then reads just those notes. Each line comes out of the
     * move packed against the wall, so along a line two noted tiles are neighbours exactly when their positions
     * are; across the lines, the tile counts of the lines say which cells between two noted tiles are empty.
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
        int base = Math.max(1, target - after);   // as in Bounds.axisPairingReaches
        int lineDistance = horizontal ? size : 1;
        int step = horizontal ? 1 : size;
        // Scratch layout: the near child's noted tiles as (position << 8 | exponent), then where each line's notes
        // end, then each line's tile count. A cell count is enough for the notes: a line notes at most its tiles.
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
     * The bound half of {@link #judgeAxis}, on the tiles the pass noted at the start of {@code scratch}: counts
     * them with their pairs along and across the lines, as {@link Bounds#axisPairingReaches} does, then relaxes
     * the rest.
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
        return Bounds.relaxedStepsReach(scratch, along, top, after - 1)
                || Bounds.relaxedStepsReach(scratch, across, top, after - 1);
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
}
