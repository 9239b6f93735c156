package tilesearch.board;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;

/**
 * An immutable N×N 2048 board. Cells hold exponents: {@code e} for the tile {@code 2^e}, {@code 0} for an
 * empty cell, row-major.
 *
 * <p>This is the value type passed between reader, search and writer. The search itself works on raw
 * exponent arrays (see {@link Moves}) and only wraps its answer in a {@code Board}.
 *
 * <p>Serializable, as are the jobs and results that hold it, because the Spark job ships them between machines.
 */
public final class Board implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * The largest side length accepted. With input tiles up to 2^{@value Tiles#MAX_INPUT_EXPONENT}, merges
     * can raise an exponent by at most log2(cells) = 20, so every exponent fits in a byte.
     */
    public static final int MAX_SIZE = 1024;

    private final int size;
    private final byte[] cells;

    private Board(int size, byte[] cells) {
        this.size = size;
        this.cells = cells;
    }

    /**
     * A board of side {@code size} holding a copy of {@code exponents} (row-major).
     *
     * @throws IllegalArgumentException if the size is out of range or the array has the wrong length
     */
    public static Board of(int size, byte[] exponents) {
        checkSize(size);
        if (exponents.length != size * size) {
            throw new IllegalArgumentException(
                    "a " + size + "x" + size + " board needs " + size * size + " cells, got " + exponents.length);
        }
        return new Board(size, exponents.clone());
    }

    /** A board from rows of exponents; every row must have as many cells as there are rows. */
    public static Board ofExponents(int[][] rows) {
        int size = rows.length;
        checkSize(size);
        byte[] cells = new byte[size * size];
        for (int r = 0; r < size; r++) {
            if (rows[r].length != size) {
                throw new IllegalArgumentException("row " + (r + 1) + " has " + rows[r].length + " cells, expected "
                        + size);
            }
            for (int c = 0; c < size; c++) {
                cells[r * size + c] = (byte) rows[r][c];
            }
        }
        return new Board(size, cells);
    }

    /**
     * Parses the CSV notation of {@link #toNotation()}: rows separated by {@code /}, cells by spaces or tabs.
     *
     * @throws IllegalArgumentException with a message fit for a user when the text is not a square board
     */
    public static Board parse(String notation) {
        // Rows and values are read where they lie in the text: readers call this once per CSV row.
        String text = notation.strip();
        int size = 1;
        for (int slash = text.indexOf('/'); slash >= 0; slash = text.indexOf('/', slash + 1)) {
            size++;
        }
        checkSize(size);
        byte[] cells = new byte[size * size];
        int rowStart = 0;
        for (int r = 0; r < size; r++) {
            int slash = text.indexOf('/', rowStart);
            int rowEnd = slash < 0 ? text.length() : slash;
            readRow(text, rowStart, rowEnd, cells, r, size, "row", r + 1);
            rowStart = rowEnd + 1;
        }
        return new Board(size, cells);
    }

    /**
     * Reads the {@code size} values of one row, {@code text[from, to)} separated by spaces or tabs, into row
     * {@code row} of {@code cells}: the one row check of every board format.
     *
     * @param place what faults name the row by, followed by {@code number}: {@code "row"} in the CSV notation,
     *     {@code "line"} in board text
     * @throws IllegalArgumentException with a message fit for a user naming the row, and the column of a bad value
     */
    public static void readRow(String text, int from, int to, byte[] cells, int row, int size, String place,
            long number) {
        // One pass reads the values and counts them; a wrong count is the row's fault before any value's.
        int values = 0;
        IllegalArgumentException badValue = null;
        for (int at = Words.start(text, from, to); at < to; values++) {
            int end = Words.end(text, at, to);
            if (values < size && badValue == null) {
                try {
                    cells[row * size + values] = (byte) Tiles.parseExponent(text, at, end);
                } catch (IllegalArgumentException e) {
                    badValue = new IllegalArgumentException(place + " " + number + ", column " + (values + 1) + ": "
                            + e.getMessage(), e);
                }
            }
            at = Words.start(text, end, to);
        }
        if (values != size) {
            throw new IllegalArgumentException(place + " " + number + ": expected " + size + " values, found "
                    + values);
        }
        if (badValue != null) {
            throw badValue;
        }
    }

    /** Throws unless {@code size} is a side length this tool accepts, 1 to {@value #MAX_SIZE}. */
    public static void checkSize(int size) {
        if (size < 1 || size > MAX_SIZE) {
            throw new IllegalArgumentException("board size " + size + " is out of range 1.." + MAX_SIZE);
        }
    }

    /** The side length N. */
    public int size() {
        return size;
    }

    /** The exponent at {@code row}, {@code column} (0-based): 0 when empty. */
    public int exponentAt(int row, int column) {
        return cells[row * size + column];
    }

    /** A copy of the exponents, row-major. */
    public byte[] exponents() {
        return cells.clone();
    }

    /** Copies the exponents into {@code target}, which must hold at least {@code size * size} cells. */
    public void copyExponentsTo(byte[] target) {
        System.arraycopy(cells, 0, target, 0, cells.length);
    }

    /** The largest exponent on the board; 0 when the board is empty. */
    public int maxExponent() {
        int max = 0;
        for (byte cell : cells) {
            max = Math.max(max, cell);
        }
        return max;
    }

    /** The board after one move; the same board when the move changes nothing. */
    public Board move(Direction direction) {
        byte[] next = new byte[cells.length];
        int outcome = Moves.move(cells, next, size, direction);
        return Moves.changed(outcome) ? new Board(size, next) : this;
    }

    /** The board after playing {@code directions} in order; moves that change nothing are allowed. */
    public Board play(List<Direction> directions) {
        // one array moved in place: a line of move letters may run to tens of millions
        byte[] played = cells.clone();
        for (Direction direction : directions) {
            Moves.move(played, played, size, direction);
        }
        return new Board(size, played);
    }

    /** The rows as text: decimal values separated by single spaces, one row a line, no trailing newline. */
    public String toText() {
        return append(new StringBuilder(cells.length * 3), '\n').toString();
    }

    /** The CSV notation: rows joined by {@code /}, cells by single spaces, e.g. {@code 2 2 2/4 4 4/8 8 8}. */
    public String toNotation() {
        return append(new StringBuilder(cells.length * 3), '/').toString();
    }

    /**
     * Appends row {@code row} (0-based) of {@link #toNotation()} to {@code text}: its cells' decimals, single spaces
     * between them; returns {@code text}.
     */
    public StringBuilder appendRow(StringBuilder text, int row) {
        for (int c = 0; c < size; c++) {
            if (c > 0) {
                text.append(' ');
            }
            text.append(Tiles.decimal(cells[row * size + c]));
        }
        return text;
    }

    /** Appends every row to {@code text}, {@code rowSeparator} between them. */
    private StringBuilder append(StringBuilder text, char rowSeparator) {
        for (int r = 0; r < size; r++) {
            if (r > 0) {
                text.append(rowSeparator);
            }
            appendRow(text, r);
        }
        return text;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Board board && board.size == size && Arrays.equals(board.cells, cells);
    }

    @Override
    public int hashCode() {
        return 31 * size + Arrays.hashCode(cells);
    }

    @Override
    public String toString() {
        return toNotation();
    }
}
