package tilesearch.io;

import tilesearch.board.Board;

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
     * The exponent of the tile whose decimal digits are {@code from..to}: 0 for zero, e for 2^e; {@code -1}
     * unless the bytes are 1 to 18 digits of zero or a power of two from 2 up, the tiles nearly every input
     * holds. The text path reads everything else, valid or not.
     */
    static int exponent(byte[] bytes, int from, int to) {
        int length = to - from;
        if (length < 1 || length > LONG_DIGITS) {
            return -1;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            int digit = bytes[i] - '0';
            if (digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        if (value == 0) {
            return 0;
        }
        // A power of two has one bit set; 1 (2^0) is no tile.
        return (value & (value - 1)) == 0 && value > 1 ? Long.numberOfTrailingZeros(value) : -1;
    }

    /**
     * Reads exactly {@code size} tiles from the blank-separated words of {@code from..to} into
     * {@code cells[offset..offset + size)}; {@code false} when there are more or fewer words or a word is not a
     * tile {@link #exponent} accepts.
     */
    static boolean row(byte[] bytes, int from, int to, int size, byte[] cells, int offset) {
        int count = 0;
        int i = skipBlanks(bytes, from, to);
        while (i < to) {
            int end = i;
            while (end < to && !isBlank(bytes[end])) {
                end++;
            }
            int exponent = exponent(bytes, i, end);
            if (exponent < 0 || count == size) {
                return false;
            }
            cells[offset + count++] = (byte) exponent;
            i = skipBlanks(bytes, end, to);
        }
        return count == size;
    }

    /**
     * The board in CSV notation in {@code from..to} (rows joined by {@code /}, cells by blanks), as
     * {@link Board#parse} reads it; {@code null} unless every row is plainly valid.
     */
    static Board notation(byte[] bytes, int from, int to) {
        int size = 1;
        for (int i = from; i < to; i++) {
            if (bytes[i] == '/') {
                size++;
            }
        }
        if (size > Board.MAX_SIZE) {
            return null;
        }
        byte[] cells = new byte[size * size];
        int rowStart = from;
        for (int row = 0; row < size; row++) {
            int rowEnd = rowStart;
            while (rowEnd < to && bytes[rowEnd] != '/') {
                rowEnd++;
            }
            if (!row(bytes, rowStart, rowEnd, size, cells, row * size)) {
                return null;
            }
            rowStart = rowEnd + 1;
        }
        return Board.of(size, cells);
    }
}
