package tilesearch.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import tilesearch.board.Board;
import tilesearch.board.Packed4;
import tilesearch.board.Tiles;

/**
 * A growing byte buffer that output rows are written into as ASCII: digits of numbers and exact tile decimals
 * written straight as bytes, without a String per value. Not thread-safe.
 */
final class RowBuffer {

    /** Exponents whose decimals are kept ready: every cell of a board (a byte) and every bound a search gives. */
    private static final int READY_EXPONENTS = 128;

    /** The decimal of the tile 2^e for every e below {@value #READY_EXPONENTS}, "0" for 0, as ASCII bytes. */
    private static final byte[][] DECIMALS = decimals();

    /** The most digits of a ready decimal: those of 2^127. */
    private static final int MAX_READY_DIGITS = DECIMALS[READY_EXPONENTS - 1].length;

    /** Arrays up to this many bytes are copied byte by byte. */
    private static final int SHORT_COPY = 8;

    /** The digits of {@link Long#MAX_VALUE}, the most a non-negative long has. */
    static final int MAX_LONG_DIGITS = 19;

    /** 10^k at index k, for every k a long holds. */
    private static final long[] POWERS_OF_TEN = new long[MAX_LONG_DIGITS];
    /** The two digits of every number below 100, "00" to "99", one after the other as ASCII bytes. */
    private static final byte[] DIGIT_PAIRS = new byte[200];

    static {
        POWERS_OF_TEN[0] = 1;
        for (int k = 1; k < MAX_LONG_DIGITS; k++) {
            POWERS_OF_TEN[k] = 10 * POWERS_OF_TEN[k - 1];
        }
        for (int pair = 0; pair < 100; pair++) {
            DIGIT_PAIRS[2 * pair] = (byte) ('0' + pair / 10);
            DIGIT_PAIRS[2 * pair + 1] = (byte) ('0' + pair % 10);
        }
    }

    /**
     * The bytes a small tile's word stores, whatever its length: its digits (at most five), a separator, and bytes
     * past them that the next value written overwrites.
     */
    static final int WORD_BYTES = Long.BYTES;

    /** The buffer written as little-endian {@code long}s: a tile's word in one store. */
    private static final VarHandle LITTLE_ENDIAN_LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    /**
     * The room writing a {@link Packed4} board in the CSV notation needs: a word of {@value #WORD_BYTES} bytes per
     * tile, which holds the tile's digits (at most five) and its separator with room to spare.
     */
    static final int PACKED_NOTATION_BYTES = 16 * WORD_BYTES;

    /** The decimal of each tile up to 2^{@value Packed4#MAX_EXPONENT} as a word: its ASCII digits, lowest byte first. */
    private static final long[] SMALL_TILES = smallTiles();

    /** How many digits each word of {@link #SMALL_TILES} holds. */
    private static final int[] SMALL_TILE_DIGITS = smallTileDigits();

    /** Where the bytes go when the buffer is full, instead of its growing; null for a buffer that grows. */
    private final OutputStream spill;
    private byte[] bytes;
    private int length;

    /** An empty buffer of {@code capacity} bytes, which grows as needed. */
    RowBuffer(int capacity) {
        this(capacity, null);
    }

    /**
     * An empty buffer of {@code capacity} bytes that, when full, writes what it holds to {@code spill} and starts
     * afresh, growing only for a single append larger than it: a writer's buffer, which then never holds the
     * megabytes of the row of a board of a million cells whole. A failed write of {@code spill} reaches the
     * appender as an {@link UncheckedIOException}.
     */
    RowBuffer(int capacity, OutputStream spill) {
        this.bytes = new byte[capacity];
        this.spill = spill;
    }

    /** The bytes written so far. */
    int length() {
        return length;
    }

    /** Forgets everything written, keeping the buffer. */
    void clear() {
        length = 0;
    }

    /** Writes everything written so far to {@code out}, then forgets it. */
    void drainTo(OutputStream out) throws IOException {
        out.write(bytes, 0, length);
        length = 0;
    }

    /** Appends one ASCII character. */
    RowBuffer append(char c) {
        ensure(1);
        bytes[length++] = (byte) c;
        return this;
    }

    /** Appends {@code text}, which must be ASCII. */
    RowBuffer appendAscii(String text) {
        int count = text.length();
        ensure(count);
        for (int i = 0; i < count; i++) {
            bytes[length + i] = (byte) text.charAt(i);
        }
        length += count;
        return this;
    }

    /** Appends {@code text} encoded as UTF-8. */
    RowBuffer appendUtf8(CharSequence text) {
        return appendBytes(text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** Appends {@code source[0..count)}. */
    RowBuffer appendBytes(byte[] source, int count) {
        ensure(count);
        System.arraycopy(source, 0, bytes, length, count);
        length += count;
        return this;
    }

    /** What was written, handed over as encoded rows: the buffer must not be written to afterwards. */
    EncodedRows encoded() {
        return new EncodedRows(bytes, length);
    }

    /** Appends {@code source}. */
    RowBuffer appendBytes(byte[] source) {
        ensure(source.length);
        return putBytes(source);
    }

    /**
     * Makes room for {@code more} bytes at once, for the {@code put} methods, which write without checking: a row
     * of known greatest length is then one check instead of one per value.
     */
    RowBuffer reserve(int more) {
        ensure(more);
        return this;
    }

    /** Appends one ASCII character where {@link #reserve} made room. */
    RowBuffer put(char c) {
        bytes[length++] = (byte) c;
        return this;
    }

    /** Appends {@code source[from..to)} where {@link #reserve} made room. */
    RowBuffer putRange(byte[] source, int from, int to) {
        System.arraycopy(source, from, bytes, length, to - from);
        length += to - from;
        return this;
    }

    /** Appends {@code source} where {@link #reserve} made room. */
    RowBuffer putBytes(byte[] source) {
        int count = source.length;
        if (count <= SHORT_COPY) {
            // A tile's few digits: a loop beats the call into the general array copy.
            for (int i = 0; i < count; i++) {
                bytes[length + i] = source[i];
            }
        } else {
            System.arraycopy(source, 0, bytes, length, count);
        }
        length += count;
        return this;
    }

    /** Appends the decimal digits of {@code value}, which must not be negative. */
    RowBuffer appendDecimal(long value) {
        ensure(MAX_LONG_DIGITS);
        return putDecimal(value);
    }

    /**
     * Appends the decimal digits of {@code value}, which must not be negative, where {@link #reserve} made room for
     * {@value #MAX_LONG_DIGITS} bytes.
     */
    RowBuffer putDecimal(long value) {
        // Most values of a row (ordinal, line, n, K, nodes, milliseconds) are small: one digit needs no loop. The
        // digits are counted from the bit length (log10(2) is about 1233 / 4096, one too few at most), and written
        // two per division, each pair copied from a table.
        if (value < 10) {
            bytes[length++] = (byte) ('0' + value);
            return this;
        }
        int digits = (Long.SIZE - Long.numberOfLeadingZeros(value)) * 1233 >>> 12;
        if (value >= POWERS_OF_TEN[digits]) {
            digits++;
        }
        int i = length + digits;
        length = i;
        while (value >= 100) {
            long quotient = value / 100;
            int pair = 2 * (int) (value - quotient * 100);
            bytes[--i] = DIGIT_PAIRS[pair + 1];
            bytes[--i] = DIGIT_PAIRS[pair];
            value = quotient;
        }
        if (value >= 10) {
            bytes[--i] = DIGIT_PAIRS[2 * (int) value + 1];
            bytes[--i] = DIGIT_PAIRS[2 * (int) value];
        } else {
            bytes[--i] = (byte) ('0' + value);
        }
        return this;
    }

    /**
     * Appends {@code value}, 0 to 999, as exactly three digits (leading zeros included), where {@link #reserve} made
     * room for them.
     */
    RowBuffer putThreeDigits(int value) {
        int hundreds = value / 100;
        int pair = 2 * (value - 100 * hundreds);
        bytes[length] = (byte) ('0' + hundreds);
        bytes[length + 1] = DIGIT_PAIRS[pair];
        bytes[length + 2] = DIGIT_PAIRS[pair + 1];
        length += 3;
        return this;
    }

    /** Appends the exact decimal of the tile with {@code exponent}, {@code 0} for an empty cell. */
    RowBuffer appendTile(int exponent) {
        if (exponent >= 0 && exponent < READY_EXPONENTS) {
            return appendBytes(DECIMALS[exponent]);
        }
        return appendAscii(Tiles.decimal(exponent));
    }

    /** Appends {@code board} in the CSV notation: rows joined by {@code /}, cells by single spaces. */
    RowBuffer appendNotation(Board board) {
        int size = board.size();
        for (int row = 0; row < size; row++) {
            // Room for the row at once: every cell's exponent is a byte, so its decimal is a ready one.
            ensure(size * (MAX_READY_DIGITS + 1));
            if (row > 0) {
                bytes[length++] = '/';
            }
            for (int column = 0; column < size; column++) {
                if (column > 0) {
                    bytes[length++] = ' ';
                }
                putBytes(DECIMALS[board.exponentAt(row, column)]);
            }
        }
        return this;
    }

    /**
     * Appends the tile with {@code exponent}, at most {@value Packed4#MAX_EXPONENT}, where {@link #reserve} made room
     * for {@value #WORD_BYTES} bytes.
     */
    RowBuffer putTile(int exponent) {
        return putWord(SMALL_TILES[exponent], SMALL_TILE_DIGITS[exponent]);
    }

    /**
     * Appends the {@link Packed4} board {@code board} in the CSV notation, as {@link #appendNotation} does, where
     * {@link #reserve} made room for {@value #PACKED_NOTATION_BYTES} bytes.
     */
    RowBuffer putPacked4(long board) {
        for (int cell = 0; cell < 16; cell++) {
            int exponent = (int) (board >>> (4 * cell)) & 0xF;
            int digits = SMALL_TILE_DIGITS[exponent];
            long separator = (cell & 3) == 3 ? '/' : ' ';
            putWord(SMALL_TILES[exponent] | separator << (8 * digits), digits + 1);
        }
        // The last cell's separator is no part of the board: the next byte written replaces it.
        length--;
        return this;
    }

    /**
     * Appends the first {@code count} of the {@value #WORD_BYTES} bytes of {@code word}, lowest first, writing all
     * of them in one store: copying a tile's digits one by one costs a mispredicted branch for nearly every tile,
     * their lengths being random, and a store per byte made the row writer, which writes 18 words a row, the
     * largest method the JIT compiled on a million 4×4 boards.
     */
    private RowBuffer putWord(long word, int count) {
        LITTLE_ENDIAN_LONGS.set(bytes, length, word);
        length += count;
        return this;
    }

    private void ensure(int more) {
        if (length + more > bytes.length) {
            makeRoom(more);
        }
    }

    private void makeRoom(int more) {
        if (spill != null && length > 0) {
            try {
                drainTo(spill);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (more <= bytes.length) {
                return;
            }
        }
        bytes = Arrays.copyOf(bytes, Math.max(2 * bytes.length, length + more));
    }

    private static long[] smallTiles() {
        long[] words = new long[Packed4.MAX_EXPONENT + 1];
        for (int exponent = 0; exponent < words.length; exponent++) {
            byte[] digits = DECIMALS[exponent];
            for (int i = 0; i < digits.length; i++) {
                words[exponent] |= (long) digits[i] << (8 * i);
            }
        }
        return words;
    }

    private static int[] smallTileDigits() {
        int[] digits = new int[Packed4.MAX_EXPONENT + 1];
        for (int exponent = 0; exponent < digits.length; exponent++) {
            digits[exponent] = DECIMALS[exponent].length;
        }
        return digits;
    }

    private static byte[][] decimals() {
        byte[][] decimals = new byte[READY_EXPONENTS][];
        for (int exponent = 0; exponent < READY_EXPONENTS; exponent++) {
            decimals[exponent] = Tiles.decimal(exponent).getBytes(StandardCharsets.US_ASCII);
        }
        return decimals;
    }
}
