package tilesearch.board;

import java.util.Arrays;

/**
 * The move rule of 2048 on boards stored as exponent arrays, row-major, {@code size * size} cells.
 *
 * <p>This is the general kernel for any board size: it allocates nothing and works line by line, so search
 * code can move a board from one preallocated buffer into another. The outcome of a move is packed into one
 * {@code int} so that the hot path returns no object:
 * <pre>
 *   bit  0       CHANGED  some tile moved or merged
 *   bit  1       MERGED   at least one pair merged
 *   bits 8..15   the largest exponent on the board after the move
 *   bits 16..31  (one line's outcome only) how many tiles the line holds after the move
 *   bit  16      SAME_ORDER  (the far outcome of moveAxis only) see {@link #SAME_ORDER}
 * </pre>
 * Bits 2 to 7 are never set here; callers may use them for their own flags.
 */
public final class Moves {

    /** Outcome bit: the move changed the board. */
    public static final int CHANGED = 1;
    /** Outcome bit: the move merged at least one pair of tiles. */
    public static final int MERGED = 2;
    /**
     * Bit of the far move's outcome from {@link #moveAxis}: every line of the far child holds the near child's
     * tiles in the same order, packed against the other wall. Then any move along the axis makes the same board
     * from either child, since a move slides each line by its tiles alone.
     */
    public static final int SAME_ORDER = 1 << 16;
    /** Shift of the largest-exponent field in an outcome. */
    private static final int MAX_SHIFT = 8;
    /** Shift of a line outcome's tile count. */
    private static final int TILES_SHIFT = 16;

    private Moves() {
    }

    /** Whether the outcome of {@link #move} says the board changed. */
    public static boolean changed(int outcome) {
        return (outcome & CHANGED) != 0;
    }

    /** Whether the outcome of {@link #move} says some tiles merged. */
    public static boolean merged(int outcome) {
        return (outcome & MERGED) != 0;
    }

    /** The largest exponent on the board after the move, from the outcome of {@link #move}. */
    public static int maxExponent(int outcome) {
        return (outcome >>> MAX_SHIFT) & 0xFF;
    }

    /**
     * An outcome as {@link #move} returns it, from its flags ({@link #CHANGED}, {@link #MERGED}) and largest
     * exponent.
     */
    public static int outcome(int flags, int maxExponent) {
        return flags | (maxExponent << MAX_SHIFT);
    }

    /** How many tiles a line holds after the move, from the outcome of {@link #slideLine}. */
    public static int tiles(int lineOutcome) {
        return lineOutcome >>> TILES_SHIFT;
    }

    /**
     * Plays {@code direction} on {@code src} and writes the result to {@code dst}; both hold
     * {@code size * size} exponents, row-major. {@code src} and {@code dst} may be the same array.
     *
     * @return the packed outcome described in the class comment
     */
    public static int move(byte[] src, byte[] dst, int size, Direction direction) {
        int flags = 0;
        int max = 0;
        int step = lineStep(direction, size);
        int spacing = lineSpacing(direction, size);
        for (int line = 0, start = lineStart(direction, 0, size); line < size; line++, start += spacing) {
            int lineOutcome = slideLine(src, dst, start, step, size);
            flags |= lineOutcome & (CHANGED | MERGED);
            max = Math.max(max, maxExponent(lineOutcome));
        }
        return outcome(flags, max);
    }

    /**
     * Plays both moves of one axis on {@code src}: towards the near wall (LEFT, or UP when not
     * {@code horizontal}) into {@code near}, and towards the far wall (RIGHT or DOWN) into {@code far}. Gives
     * what {@link #move} gives for each, in one pass over {@code src}. Neither {@code near} nor {@code far} may
     * be {@code src}.
     *
     * <p>Why one pass serves both: along a line, with empty cells removed, a run of {@code L} equal tiles becomes
     * {@code L / 2} merged tiles and, when {@code L} is odd, one tile left over; towards the near wall the merged
     * tiles come first, towards the far wall the left-over tile does. Runs of one or two tiles come out the same
     * either way, so unless a line holds a run of three or more equal tiles, its far line holds its near line's
     * tiles in the same order, packed against the other wall. The rare line with such a run is slid towards the
     * far wall as {@link #move} would.
     *
     * @return the near move's outcome in the low 32 bits and the far move's in the high 32 bits, each as
     *     {@link #move} returns it, the far one with {@link #SAME_ORDER} when no line held such a run
     */
    public static long moveAxis(byte[] src, byte[] near, byte[] far, int size, boolean horizontal) {
        int step = horizontal ? 1 : size;
        int spacing = horizontal ? size : 1;
        int nearFlags = 0;
        int farFlags = SAME_ORDER;
        int max = 0;
        // Both children start empty, so a line's empty cells need no loop of their own: on a searched board the
        // lines' lengths are unpredictable, and such loops' exits cost more than clearing the whole board.
        Arrays.fill(near, 0, size * size, (byte) 0);
        Arrays.fill(far, 0, size * size, (byte) 0);
        for (int line = 0, start = 0; line < size; line++, start += spacing) {
            int end = start + size * step;
            int write = start;
            int open = 0;          // as in slideLine
            int mergedFrom = 0;    // exponent of the pair merged last, until the next tile; else 0
            boolean longRun = false;
            boolean merged = false;
            boolean moved = false;
            int first = end;       // the cell of the line's first tile
            int tiles = 0;
            for (int read = start; read != end; read += step) {
                int exponent = src[read];
                if (exponent == 0) {
                    continue;
                }
                if (first == end) {
                    first = read;
                }
                if (exponent == open) {
                    near[write - step] = (byte) (exponent + 1);
                    max = Math.max(max, exponent + 1);
                    open = 0;
                    merged = true;
                    mergedFrom = exponent;
                } else {
                    longRun |= exponent == mergedFrom;
                    mergedFrom = 0;
                    moved |= write != read;
                    near[write] = (byte) exponent;
                    max = Math.max(max, exponent);
                    write += step;
                    tiles++;
                    open = exponent;
                }
            }
            nearFlags |= merged ? CHANGED | MERGED : moved ? CHANGED : 0;
            if (longRun) {
                farFlags &= ~SAME_ORDER;
                farFlags |= slideLine(src, far, end - step, -step, size) & (CHANGED | MERGED);
                continue;
            }
            // The far line is the near line moved against the far wall. Without a merge it changed exactly when
            // its tiles did not already end there.
            int gap = (size - tiles) * step;
            if (horizontal) {
                System.arraycopy(near, start, far, start + gap, tiles);
            } else {
                for (int cell = start; cell != write; cell += step) {
                    far[cell + gap] = near[cell];
                }
            }
            farFlags |= merged ? CHANGED | MERGED : first != start + gap ? CHANGED : 0;
        }
        return outcome(nearFlags, max) | (long) outcome(farFlags, max) << 32;
    }

    /**
     * The cell where line {@code line} (a row for LEFT and RIGHT, a column for UP and DOWN) starts when read
     * from the wall the tiles move towards.
     */
    public static int lineStart(Direction direction, int line, int size) {
        return switch (direction) {
            case LEFT -> line * size;
            case RIGHT -> line * size + size - 1;
            case UP -> line;
            case DOWN -> (size - 1) * size + line;
        };
    }

    /** The distance between the first cells of neighbouring lines: {@code lineStart(direction, line + 1, size)
     *  - lineStart(direction, line, size)}. */
    public static int lineSpacing(Direction direction, int size) {
        return direction.horizontal() ? size : 1;
    }

    /** The distance between neighbouring cells of a line read from the wall the tiles move towards. */
    public static int lineStep(Direction direction, int size) {
        return switch (direction) {
            case LEFT -> 1;
            case RIGHT -> -1;
            case UP -> size;
            case DOWN -> -size;
        };
    }

    /**
     * Slides and merges one line of {@code length} cells towards its first cell. The line is read from
     * {@code src} at {@code start, start + step, start + 2 * step, ...} and written to the same positions in
     * {@code dst}.
     *
     * <p>Tiles are packed towards the first cell; a tile equal to the last one written merges into it unless
     * that one was itself made by a merge in this move, so the pair nearest the wall merges first and no tile
     * merges twice. Reading always runs ahead of writing, which is why {@code src == dst} is safe.
     *
     * @return the packed outcome for this line alone, with its tile count
     */
    public static int slideLine(byte[] src, byte[] dst, int start, int step, int length) {
        int end = start + length * step;
        int write = start;
        int open = 0;          // exponent of the last tile written if it may still merge, else 0
        int tiles = 0;
        int flags = 0;
        int max = 0;
        for (int read = start; read != end; read += step) {
            int exponent = src[read];
            if (exponent == 0) {
                continue;
            }
            if (exponent == open) {
                int merged = exponent + 1;
                dst[write - step] = (byte) merged;
                max = Math.max(max, merged);
                open = 0;
                flags = CHANGED | MERGED;
            } else {
                if (write != read) {
                    flags |= CHANGED;
                }
                dst[write] = (byte) exponent;
                max = Math.max(max, exponent);
                write += step;
                tiles++;
                open = exponent;
            }
        }
        for (; write != end; write += step) {
            dst[write] = 0;
        }
        return flags | (max << MAX_SHIFT) | (tiles << TILES_SHIFT);
    }
}
