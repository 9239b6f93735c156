package tilesearch.board;

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
 * </pre>
 * Bits 2 to 7 are never set here; callers may use them for their own flags.
 */
public final class Moves {

    /** Outcome bit: the move changed the board. */
    public static final int CHANGED = 1;
    /** Outcome bit: the move merged at least one pair of tiles. */
    public static final int MERGED = 2;
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

    /** An outcome as {@link #move} returns it, from its flags ({@link #CHANGED}, {@link #MERGED}) and largest exponent. */
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
