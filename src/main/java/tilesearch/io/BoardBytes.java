package tilesearch.io;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import tilesearch.board.Board;
import tilesearch.board.Packed4;

/**
 * Reads boards straight from the bytes of {@linkplain Line#isPlain() plain} lines: exponents from the digits,
 * without a String per cell. On a large batch of small boards this, not the search, is most of the time a
 * board takes.
 *
 * <p>These methods only accept what is plainly valid, and say so by returning {@code false}, {@code null} or
 * {@code -1} for anything else, whatever the fault: the readers then read that line through its text, which
 * finds the fault and words its message. So a byte-level read gives the same board as the text path or none at
 * all, never a different one (checked by {@code ReaderEquivalenceTest} against the text-only readers).
 *
 * <p>The only blanks on a plain line are spaces and tabs: the same characters {@link String#strip()} and
 * {@link tilesearch.board.Words} treat as blanks there.
 */
final class BoardBytes {

    /** Decimal digits that always fit a long: longer numbers are left to the text path. */
    private static final int LONG_DIGITS = 18;

    /** Eight bytes of a byte array at any index, as one {@code long} whose lowest byte is the first. */
    private static final VarHandle LITTLE_ENDIAN_LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** The digits of the largest packed tile, 32768. */
    private static final int MAX_TILE_DIGITS = 5;
    /**
     * The multiplier that sends the digits of each of the sixteen packed tiles, 0 and 2 to 32768 as bytes in a
     * {@code long} (first digit lowest), to a slot of its own among 16 by the top four bits of the product; found
     * by trying random odd numbers.
     */
    private static final long TILE_HASH = 0xBAB802A227D08FA7L;
    /** The digits of the tile in each slot of {@link #TILE_HASH}. */
    private static final long[] TILE_DIGITS = new long[16];
    /** The exponent of the tile in each slot of {@link #TILE_HASH}. */
    private static final byte[] TILE_EXPONENTS = new byte[16];
    /** The byte after the tile in each column but the last row's last in CSV notation: a space, then a slash. */
    private static final int NOTATION_SEPARATORS = '/' << 24 | ' ' << 16 | ' ' << 8 | ' ';
    /** The byte after the tile in each column in board text: a space, then the line end. */
    private static final int TEXT_SEPARATORS = '\n' << 24 | ' ' << 16 | ' ' << 8 | ' ';
    /** The decimal digits of each packed tile, by exponent: 1 for the empty cell. */
    private static final byte[] TILE_LENGTHS = new byte[Packed4.MAX_EXPONENT + 1];
    /**
     * The bytes {@link #packed4TextWords} may read from a board's start: a word of eight from the start of each
     * tile, the last of which starts after at most fifteen tiles of five digits and their separators.
     */
    static final int PACKED4_TEXT_WORDS_BYTES = 15 * (MAX_TILE_DIGITS + 1) + Long.BYTES;

    static {
        for (int exponent = 0; exponent <= Packed4.MAX_EXPONENT; exponent++) {
            byte[] tile = Integer.toString(exponent == 0 ? 0 : 1 << exponent).getBytes(StandardCharsets.US_ASCII);
            long digits = 0;
            for (int i = tile.length - 1; i >= 0; i--) {
                digits = digits << 8 | tile[i];
            }
            int slot = (int) (digits * TILE_HASH >>> Long.SIZE - 4);
            if (TILE_DIGITS[slot] != 0) {
                throw new AssertionError("two tiles share slot " + slot + " of the tile hash");
            }
            TILE_DIGITS[slot] = digits;
            TILE_EXPONENTS[slot] = (byte) exponent;
            TILE_LENGTHS[exponent] = (byte) tile.length;
        }
    }

    private BoardBytes() {
    }

    /** Whether {@code b} is a blank on a plain line. */
    static boolean isBlank(byte b) {
        return b == ' ' || b == '\t';
    }

    /** The first index in {@code from..to} that is not a blank, or {@code to}. */
    static int skipBlanks(byte[] bytes, int from, int to) {
        while (from < to && isBlank(bytes[from])) {
            from++;
        }
        return from;
    }

    /** The end of {@code from..to} without its trailing blanks. */
    static int trimBlanks(byte[] bytes, int from, int to) {
        while (to > from && isBlank(bytes[to - 1])) {
            to--;
        }
        return to;
    }

    /** The number of words in {@code from..to}, separated by runs of blanks, as {@code Words.of} splits text. */
    static int words(byte[] bytes, int from, int to) {
        int count = 0;
        boolean inWord = false;
        for (int i = from; i < to; i++) {
            boolean blank = isBlank(bytes[i]);
            if (!blank && !inWord) {
                count++;
            }
            inWord = !blank;
        }
        return count;
    }

    /**
     * Reads exactly {@code size} tiles from the blank-separated words of {@code from..to} into
     * {@code cells[offset..offset + size)}; {@code false} when there are more or fewer words or a word is not a
     * tile {@link #rowUpTo} accepts.
     */
    static boolean row(byte[] bytes, int from, int to, int size, byte[] cells, int offset) {
        return rowUpTo(bytes, from, to, size, cells, offset) == to;
    }

    /**
     * The board in CSV notation in {@code from..to} (rows joined by {@code /}, cells by blanks), as
     * {@link Board#parse} reads it; {@code null} unless every row is plainly valid.
     */
    static Board notation(byte[] bytes, int from, int to) {
        int firstRowEnd = from;
        while (firstRowEnd < to && bytes[firstRowEnd] != '/') {
            firstRowEnd++;
        }
        int size = words(bytes, from, firstRowEnd);
        if (size == 0 || size > Board.MAX_SIZE) {
            return null;
        }
        byte[] cells = new byte[size * size];
        int rowStart = from;
        for (int row = 0; row < size; row++) {
            int rowEnd = rowUpTo(bytes, rowStart, to, size, cells, row * size);
            if (rowEnd < 0 || rowEnd == to && row < size - 1) {
                return null;
            }
            rowStart = rowEnd + 1;
        }
        return rowStart == to + 1 ? Board.of(size, cells) : null;
    }

    /**
     * The 4×4 board in CSV notation in {@code from..to} packed as {@link Packed4} packs it, reading its cells into
     * {@code cells} (16 or more); {@code -1} unless {@link #notation} would read it as a 4×4 board whose tiles are
     * all at most 2^{@value Packed4#MAX_EXPONENT}. (The one board that packs to {@code -1}, sixteen tiles of
     * 2^15, is then read the general way, which is never wrong.)
     *
     * <p>A board written the usual way (each tile in its shortest digits, one space between the tiles of a row,
     * a {@code /} alone between rows) is read eight bytes at a time ({@link #packed4Words}); any other, and a
     * board too near the end of {@code bytes} for that, byte by byte.
     */
    static long packed4(byte[] bytes, int from, int to, byte[] cells) {
        long board = to + Long.BYTES <= bytes.length ? packed4Words(bytes, from, to) : -1;
        return board != -1 ? board : packed4Bytes(bytes, from, to, cells);
    }

    /**
     * {@link #packed4} of a board written the usual way, or {@code -1} for any other board, valid or not. Each
     * tile is found and read in one word of the eight bytes where it starts, without a branch per byte: its
     * digits are the bytes before the first non-digit, and the digits themselves, as a number, find the tile in
     * a table of the sixteen tiles written that way (a perfect hash, checked against the whole word, so that a
     * hit is exact). Needs {@code bytes} to hold eight bytes from every tile's start, that is up to
     * {@code to + 7}.
     */
    static long packed4Words(byte[] bytes, int from, int to) {
        return tilesInWords(bytes, from, to, NOTATION_SEPARATORS, true);
    }

    /**
     * The 4×4 board of board text written the usual way that starts at {@code from}: four rows of four tiles, each
     * tile in its shortest digits, one space between the tiles of a row, each row ended by {@code \n}, all before
     * {@code limit}; packed as {@link #packed4} packs it, or {@code -1} for anything else, valid or not (a
     * {@code \r\n} line end, tabs, a tile past 2^{@value Packed4#MAX_EXPONENT}, a row of other width), which the
     * reader then reads line by line. Read as {@link #packed4Words} reads the CSV notation; the board's rows take
     * {@link #packed4TextLength} bytes from {@code from}. Needs {@code bytes} to hold
     * {@value #PACKED4_TEXT_WORDS_BYTES} bytes from {@code from}, whatever {@code limit}.
     */
    static long packed4TextWords(byte[] bytes, int from, int limit) {
        return tilesInWords(bytes, from, limit, TEXT_SEPARATORS, false);
    }

    /**
     * The sixteen tiles from {@code from}, each read in one word as {@link #packed4Words} says, each followed by
     * the byte of {@code separators} for its place in its row (lowest byte first), all before {@code end}; when
     * {@code lastEndsAtEnd}, the last tile ends exactly at {@code end} instead of being followed by a separator.
     * Packed, or {@code -1} at the first tile that is not so.
     */
    private static long tilesInWords(byte[] bytes, int from, int end, int separators, boolean lastEndsAtEnd) {
        long board = 0;
        int at = from;
        for (int cell = 0; cell < 16; cell++) {
            long word = (long) LITTLE_ENDIAN_LONGS.get(bytes, at);
            int length = digitsAtStart(word);
            if (length == 0 || length > MAX_TILE_DIGITS) {
                return -1;
            }
            long digits = word & (1L << 8 * length) - 1;
            int slot = (int) (digits * TILE_HASH >>> Long.SIZE - 4);
            int tileEnd = at + length;
            boolean separated = cell == 15 && lastEndsAtEnd ? tileEnd == end
                    : tileEnd < end && (int) (word >>> 8 * length & 0xFF) == (separators >>> 8 * (cell & 3) & 0xFF);
            if (TILE_DIGITS[slot] != digits || !separated) {
                return -1;
            }
            board |= (long) TILE_EXPONENTS[slot] << 4 * cell;
            at = tileEnd + 1;
        }
        return board;
    }

    /** How many of the bytes of {@code word}, lowest first, are decimal digits before the first other byte. */
    private static int digitsAtStart(long word) {
        // A byte is a digit when, less '0', it is below 10: bit 7 of (its low 7 bits + 118) or of itself says it
        // is not, with no carry into the next byte.
        long offsets = word ^ 0x3030303030303030L;
        long nonDigits = ((offsets & 0x7F7F7F7F7F7F7F7FL) + 0x7676767676767676L | offsets) & 0x8080808080808080L;
        return Long.numberOfTrailingZeros(nonDigits) >>> 3;
    }

    /**
     * The bytes a 4×4 board {@link #packed4TextWords} read takes in board text, its last line end included: its
     * tiles' digits and a separator after each.
     */
    static int packed4TextLength(long board) {
        int length = 16;
        for (int cell = 0; cell < 16; cell++) {
            length += TILE_LENGTHS[(int) (board >>> 4 * cell) & 0xF];
        }
        return length;
    }

    /** {@link #packed4}, byte by byte: any board. */
    private static long packed4Bytes(byte[] bytes, int from, int to, byte[] cells) {
        int rowStart = from;
        for (int row = 0; row < 4; row++) {
            int rowEnd = rowUpTo(bytes, rowStart, to, 4, cells, row * 4);
            if (rowEnd < 0 || rowEnd == to && row < 3) {
                return -1;
            }
            rowStart = rowEnd + 1;
        }
        return rowStart == to + 1 ? packedCells(cells) : -1;
    }

    /** {@code cells[0..16)} packed, or {@code -1} when a tile passes 2^{@value Packed4#MAX_EXPONENT}. */
    static long packedCells(byte[] cells) {
        long board = 0;
        for (int i = 0; i < 16; i++) {
            if (cells[i] > Packed4.MAX_EXPONENT) {
                return -1;
            }
            board |= (long) cells[i] << (4 * i);
        }
        return board;
    }

    /**
     * Reads one row of exactly {@code size} tiles from {@code from} up to the first {@code /} or {@code to} into
     * {@code cells[offset..offset + size)}, in one pass; returns where the row ended (the {@code /} or
     * {@code to}), or {@code -1} when the row is not plainly valid: a word that is not 1 to 18 digits of zero or
     * a power of two from 2 up, another byte than a digit or a blank, or more or fewer than {@code size} words.
     * The text path reads everything else, valid or not.
     */
    private static int rowUpTo(byte[] bytes, int from, int to, int size, byte[] cells, int offset) {
        int column = 0;
        int digits = 0;
        long value = 0;
        int i = from;
        for (; i < to; i++) {
            int b = bytes[i];
            int digit = b - '0';
            if (digit >= 0 && digit <= 9) {
                value = value * 10 + digit;
                if (++digits > LONG_DIGITS) {
                    return -1;
                }
                continue;
            }
            if (b != ' ' && b != '\t' && b != '/') {
                return -1;
            }
            if (digits > 0) {
                if (column == size || !store(value, cells, offset + column++)) {
                    return -1;
                }
                digits = 0;
                value = 0;
            }
            if (b == '/') {
                break;
            }
        }
        if (digits > 0 && (column == size || !store(value, cells, offset + column++))) {
            return -1;
        }
        return column == size ? i : -1;
    }

    /** Stores the exponent of the tile {@code value} at {@code cells[index]}; false unless 0 or 2^e, e >= 1. */
    private static boolean store(long value, byte[] cells, int index) {
        // A power of two has one bit set; 1 (2^0) is no tile.
        if (value != 0 && ((value & (value - 1)) != 0 || value == 1)) {
            return false;
        }
        cells[index] = (byte) (value == 0 ? 0 : Long.numberOfTrailingZeros(value));
        return true;
    }
}
