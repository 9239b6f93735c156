package tilesearch.board;

/**
 * The 4×4 fast path: a whole board in one {@code long}, moved with 65,536-entry row tables.
 *
 * <p>Bit layout: cell (row r, column c) holds its exponent in bits {@code 4 * (4r + c)} to
 * {@code 4 * (4r + c) + 3}, so row r is the 16 bits at {@code 16 * r} and column 0 is its lowest nibble.
 * Exponents must stay at most 15 (the tile 32,768): callers check with a bound before using this path, since
 * a merge of two 15s would not fit a nibble. The tables are built once and never written again.
 */
public final class Packed4 {

    /** The largest exponent a nibble holds. */
    public static final int MAX_EXPONENT = 15;

    private static final int ROWS = 1 << 16;
    private static final long ROW_MASK = 0xFFFFL;

    /** Row after LEFT, indexed by the row before. */
    private static final char[] ROW_LEFT = new char[ROWS];
    /** Row after RIGHT, indexed by the row before. */
    private static final char[] ROW_RIGHT = new char[ROWS];
    /** Largest exponent in a row. */
    private static final byte[] ROW_MAX = new byte[ROWS];
    /** Largest exponent in a row after LEFT, which is also that after RIGHT: the same runs merge either way. */
    private static final byte[] ROW_MOVED_MAX = new byte[ROWS];

    static {
        byte[] line = new byte[4];
        for (int row = 0; row < ROWS; row++) {
            int max = 0;
            for (int c = 0; c < 4; c++) {
                line[c] = (byte) ((row >>> (4 * c)) & 0xF);
                max = Math.max(max, line[c]);
            }
            ROW_MAX[row] = (byte) max;
            ROW_LEFT[row] = (char) slid(line, 0, 1);
            ROW_RIGHT[row] = (char) slid(line, 3, -1);
        }
        for (int row = 0; row < ROWS; row++) {
            ROW_MOVED_MAX[row] = ROW_MAX[ROW_LEFT[row]];
        }
    }

    private Packed4() {
    }

    private static int slid(byte[] line, int start, int step) {
        byte[] out = new byte[4];
        Moves.slideLine(line, out, start, step, 4);
        int row = 0;
        for (int c = 0; c < 4; c++) {
            row |= Math.min(out[c], MAX_EXPONENT) << (4 * c);
        }
        return row;
    }

    /** Packs 16 exponents, row-major, each at most {@value #MAX_EXPONENT}. */
    public static long pack(byte[] cells) {
        long board = 0;
        for (int i = 0; i < 16; i++) {
            board |= (long) cells[i] << (4 * i);
        }
        return board;
    }

    /** Unpacks into 16 exponents, row-major. */
    public static void unpack(long board, byte[] cells) {
        for (int i = 0; i < 16; i++) {
            cells[i] = (byte) ((board >>> (4 * i)) & 0xF);
        }
    }

    /** The board after {@code direction}; equal to {@code board} when nothing moves. */
    public static long move(long board, Direction direction) {
        return switch (direction) {
            case LEFT -> rows(board, ROW_LEFT);
            case RIGHT -> rows(board, ROW_RIGHT);
            case UP -> transpose(rows(transpose(board), ROW_LEFT));
            case DOWN -> transpose(rows(transpose(board), ROW_RIGHT));
        };
    }

    /** The board after LEFT: {@link #move}{@code (board, LEFT)}; of a {@link #transpose}d board, UP transposed. */
    public static long rowsLeft(long board) {
        return rows(board, ROW_LEFT);
    }

    /** The board after RIGHT: {@link #move}{@code (board, RIGHT)}; of a {@link #transpose}d board, DOWN transposed. */
    public static long rowsRight(long board) {
        return rows(board, ROW_RIGHT);
    }

    private static long rows(long board, char[] table) {
        return (long) table[(int) (board & ROW_MASK)]
                | (long) table[(int) ((board >>> 16) & ROW_MASK)] << 16
                | (long) table[(int) ((board >>> 32) & ROW_MASK)] << 32
                | (long) table[(int) (board >>> 48)] << 48;
    }

    /**
     * Swaps rows and columns: three masked exchanges, first of nibbles within 2×2 blocks, then of the blocks
     * themselves.
     */
    public static long transpose(long board) {
        long a1 = board & 0xF0F00F0FF0F00F0FL;
        long a2 = board & 0x0000F0F00000F0F0L;
        long a3 = board & 0x0F0F00000F0F0000L;
        long a = a1 | (a2 << 12) | (a3 >>> 12);
        long b1 = a & 0xFF00FF0000FF00FFL;
        long b2 = a & 0x00FF00FF00000000L;
        long b3 = a & 0x00000000FF00FF00L;
        return b1 | (b2 >>> 24) | (b3 << 24);
    }

    /** The largest exponent on the board. */
    public static int maxExponent(long board) {
        return Math.max(Math.max(ROW_MAX[(int) (board & ROW_MASK)], ROW_MAX[(int) ((board >>> 16) & ROW_MASK)]),
                Math.max(ROW_MAX[(int) ((board >>> 32) & ROW_MASK)], ROW_MAX[(int) (board >>> 48)]));
    }

    /**
     * The largest exponent on the board after LEFT or after RIGHT, without making either: along a row, the same
     * runs of equal tiles merge towards either wall.
     */
    public static int maxExponentAfterRowMove(long board) {
        return Math.max(
                Math.max(ROW_MOVED_MAX[(int) (board & ROW_MASK)], ROW_MOVED_MAX[(int) ((board >>> 16) & ROW_MASK)]),
                Math.max(ROW_MOVED_MAX[(int) ((board >>> 32) & ROW_MASK)], ROW_MOVED_MAX[(int) (board >>> 48)]));
    }

    /** The largest exponent on the board after UP or after DOWN, without making either (see above). */
    public static int maxExponentAfterColumnMove(long board) {
        return maxExponentAfterRowMove(transpose(board));
    }

    /**
     * How many cells hold exponent {@code exponent}, 0 to {@value #MAX_EXPONENT}: the nibbles that the exponent
     * repeated in every nibble cancels to zero.
     */
    public static int count(long board, int exponent) {
        long difference = board ^ exponent * 0x1111111111111111L;
        long nonZero = (difference | difference >>> 1 | difference >>> 2 | difference >>> 3) & 0x1111111111111111L;
        return 16 - Long.bitCount(nonZero);
    }

    /** The board mirrored left to right: each row's four nibbles in reverse order. */
    public static long mirrorRows(long board) {
        return (board & 0x000F000F000F000FL) << 12 | (board & 0x00F000F000F000F0L) << 4
                | (board >>> 4 & 0x00F000F000F000F0L) | (board >>> 12 & 0x000F000F000F000FL);
    }

    /** The board mirrored top to bottom: its four rows in reverse order. */
    public static long mirrorColumns(long board) {
        return board << 48 | (board & 0xFFFF0000L) << 16 | (board >>> 16 & 0xFFFF0000L) | board >>> 48;
    }

    /** How many cells hold a tile: a move merged something exactly when this drops. */
    public static int tileCount(long board) {
        long occupied = (board | board >>> 1 | board >>> 2 | board >>> 3) & 0x1111111111111111L;
        return Long.bitCount(occupied);
    }
}
