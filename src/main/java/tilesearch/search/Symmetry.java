package tilesearch.search;

import tilesearch.board.Packed4;

/**
 * The symmetries of the square a board can have (its reflections and rotations), and the moves they make
 * redundant. A set of symmetries is an {@code int} with one bit per symmetry below; the identity is left out.
 *
 * <p>Why a symmetry makes moves redundant: if a symmetry {@code g} maps a board onto itself, then for every
 * move {@code m} the child by {@code g(m)} is the image under {@code g} of the child by {@code m} (moving and
 * then reflecting is reflecting and then moving the reflected way), and {@code g} maps the boards reachable
 * from one child onto those reachable from the other, tile for tile. So both children reach the same largest
 * tile, and of the moves a board's symmetries map onto one another only one needs searching. A child by a move
 * {@code m} keeps every symmetry of its parent that maps {@code m} onto itself, so the search passes them down
 * instead of testing each node. Random boards almost never have a symmetry; boards made by hand often do.
 */
final class Symmetry {

    /** No symmetry. */
    static final int NONE = 0;

    /** Mirror left to right: cell (r, c) goes to (r, N-1-c). */
    private static final int LEFT_RIGHT = 0;
    /** Mirror top to bottom: (r, c) to (N-1-r, c). */
    private static final int TOP_BOTTOM = 1;
    /** Half turn: (r, c) to (N-1-r, N-1-c). */
    private static final int HALF_TURN = 2;
    /** Mirror in the main diagonal: (r, c) to (c, r). */
    private static final int DIAGONAL = 3;
    /** Mirror in the other diagonal: (r, c) to (N-1-c, N-1-r). */
    private static final int ANTI_DIAGONAL = 4;
    /** Quarter turn clockwise: (r, c) to (c, N-1-r). */
    private static final int QUARTER_TURN = 5;
    /** Quarter turn anticlockwise: (r, c) to (N-1-c, r). */
    private static final int THREE_QUARTER_TURN = 6;
    private static final int COUNT = 7;

    /**
     * Where each symmetry sends each move, by {@code Direction} ordinal (UP, DOWN, LEFT, RIGHT): a move towards
     * one wall becomes the move towards that wall's image.
     */
    private static final int[][] MOVE_IMAGE = {
        {0, 1, 3, 2},   // left to right: LEFT and RIGHT swap
        {1, 0, 2, 3},   // top to bottom: UP and DOWN swap
        {1, 0, 3, 2},   // half turn: both swap
        {2, 3, 0, 1},   // main diagonal: UP and LEFT, DOWN and RIGHT
        {3, 2, 1, 0},   // other diagonal: UP and RIGHT, DOWN and LEFT
        {3, 2, 0, 1},   // quarter turn clockwise: UP to RIGHT to DOWN to LEFT to UP
        {2, 3, 1, 0},   // anticlockwise: UP to LEFT to DOWN to RIGHT to UP
    };

    /** For each set of symmetries, the moves it makes redundant, one bit per move ordinal. */
    private static final int[] REDUNDANT = new int[1 << COUNT];
    /** For each set of symmetries and move, the symmetries the child by that move keeps. */
    private static final int[][] KEPT = new int[1 << COUNT][4];

    static {
        for (int set = 0; set < 1 << COUNT; set++) {
            // The moves the set maps onto one another fall into classes; each keeps its lowest move.
            int[] representative = {0, 1, 2, 3};
            for (boolean changed = true; changed; ) {
                changed = false;
                for (int symmetry = 0; symmetry < COUNT; symmetry++) {
                    if ((set >>> symmetry & 1) == 0) {
                        continue;
                    }
                    for (int move = 0; move < 4; move++) {
                        int image = MOVE_IMAGE[symmetry][move];
                        int lower = Math.min(representative[move], representative[image]);
                        if (representative[move] != lower || representative[image] != lower) {
                            representative[move] = lower;
                            representative[image] = lower;
                            changed = true;
                        }
                    }
                }
            }
            for (int move = 0; move < 4; move++) {
                if (representative[move] != move) {
                    REDUNDANT[set] |= 1 << move;
                }
                for (int symmetry = 0; symmetry < COUNT; symmetry++) {
                    if ((set >>> symmetry & 1) != 0 && MOVE_IMAGE[symmetry][move] == move) {
                        KEPT[set][move] |= 1 << symmetry;
                    }
                }
            }
        }
    }

    private Symmetry() {
    }

    /** The symmetries that map {@code cells}, a board of side {@code size}, onto itself. */
    static int of(byte[] cells, int size) {
        int symmetries = NONE;
        for (int symmetry = 0; symmetry < COUNT; symmetry++) {
            if (mapsOntoItself(cells, size, symmetry)) {
                symmetries |= 1 << symmetry;
            }
        }
        return symmetries;
    }

    /**
     * {@link #of} of a 4×4 board packed as {@link Packed4} packs it, by comparing the board with its images.
     * A board that one quarter turn maps onto itself is mapped onto itself by the other, its inverse, too.
     *
     * <p>Each comparison is a bit computed without a branch ({@link #sameBit}): a branch per symmetry is one that
     * random boards almost never take, so the JIT compiled it as "never", and the first symmetric board of a run
     * threw the compiled search away.
     */
    static int of(long packed4) {
        long mirrored = Packed4.mirrorRows(packed4);
        long transposed = Packed4.transpose(packed4);
        long halfTurned = Packed4.mirrorColumns(mirrored);
        int quarter = sameBit(Packed4.mirrorRows(transposed), packed4);
        return sameBit(mirrored, packed4) << LEFT_RIGHT
                | sameBit(Packed4.mirrorColumns(packed4), packed4) << TOP_BOTTOM
                | sameBit(halfTurned, packed4) << HALF_TURN
                | sameBit(transposed, packed4) << DIAGONAL
                | sameBit(Packed4.mirrorColumns(Packed4.mirrorRows(transposed)), packed4) << ANTI_DIAGONAL
                | quarter << QUARTER_TURN | quarter << THREE_QUARTER_TURN;
    }

    /**
     * 1 when {@code a == b}, else 0, without a branch: {@code x | -x} has its sign bit set for every {@code x}
     * but zero.
     */
    private static int sameBit(long a, long b) {
        long difference = a ^ b;
        return (int) (~(difference | -difference) >>> (Long.SIZE - 1));
    }

    /** The moves that a board with {@code symmetries} need not search: one bit per {@code Direction} ordinal. */
    static int redundantMoves(int symmetries) {
        return REDUNDANT[symmetries];
    }

    /** The symmetries that the child by move {@code move} (an ordinal) keeps of its parent's {@code symmetries}. */
    static int keptBy(int symmetries, int move) {
        return KEPT[symmetries][move];
    }

    /** The move (an ordinal) that {@code symmetry} (a bit index) makes of {@code move}. */
    static int moveImage(int symmetry, int move) {
        return MOVE_IMAGE[symmetry][move];
    }

    /** The cell that {@code symmetry} (a bit index) sends cell {@code (row, column)} to. */
    static int cellImage(int symmetry, int row, int column, int size) {
        int last = size - 1;
        return switch (symmetry) {
            case LEFT_RIGHT -> row * size + last - column;
            case TOP_BOTTOM -> (last - row) * size + column;
            case HALF_TURN -> (last - row) * size + last - column;
            case DIAGONAL -> column * size + row;
            case ANTI_DIAGONAL -> (last - column) * size + last - row;
            case QUARTER_TURN -> column * size + last - row;
            case THREE_QUARTER_TURN -> (last - column) * size + row;
            default -> throw new IllegalArgumentException("no symmetry " + symmetry);
        };
    }

    /** The number of symmetries, bit indices 0 to this less one. */
    static int count() {
        return COUNT;
    }

    private static boolean mapsOntoItself(byte[] cells, int size, int symmetry) {
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                if (cells[row * size + column] != cells[cellImage(symmetry, row, column, size)]) {
                    return false;
                }
            }
        }
        return true;
    }
}
