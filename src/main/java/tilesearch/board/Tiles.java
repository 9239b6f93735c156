package tilesearch.board;

import java.math.BigInteger;
import tilesearch.text.Printable;

/**
 * Conversions between tile values and the exponents the solver works with.
 *
 * <p>A cell holds exponent {@code e} for the tile {@code 2^e}, and {@code 0} for an empty cell. Working in
 * exponents keeps every value exact far past {@code Long.MAX_VALUE}: only printing turns them into decimals.
 */
public final class Tiles {

    /** The largest exponent accepted in input (the tile 2^100); merges can add at most log2(cells) to it. */
    public static final int MAX_INPUT_EXPONENT = 100;
    /** The digits of 2^{@value #MAX_INPUT_EXPONENT}: a number of more digits is larger than any tile accepted. */
    private static final int MAX_INPUT_DIGITS = 31;

    /** Decimal digits that always fit a long. */
    private static final int LONG_DIGITS = 18;

    /** Exponents whose decimals are made once: every exponent a cell (a byte) holds. */
    private static final int READY_EXPONENTS = Byte.MAX_VALUE + 1;

    /** The decimal of every exponent below {@value #READY_EXPONENTS}, by exponent; never written after. */
    private static final String[] READY_DECIMALS = readyDecimals();

    private Tiles() {
    }

    /** The exact decimal value of the tile with {@code exponent}, {@code "0"} for an empty cell. */
    public static String decimal(int exponent) {
        if (exponent >= 0 && exponent < READY_EXPONENTS) {
            return READY_DECIMALS[exponent];
        }
        return BigInteger.ONE.shiftLeft(exponent).toString();
    }

    private static String[] readyDecimals() {
        String[] decimals = new String[READY_EXPONENTS];
        decimals[0] = "0";
        for (int exponent = 1; exponent < READY_EXPONENTS; exponent++) {
            decimals[exponent] = BigInteger.ONE.shiftLeft(exponent).toString();
        }
        return decimals;
    }

    /**
     * The exponent of the tile written as {@code text}: 0 for {@code "0"}, e for {@code 2^e}.
     *
     * @throws IllegalArgumentException with a message fit for a user when {@code text} is not {@code 0} or a
     *     power of two from 2 to 2^{@value #MAX_INPUT_EXPONENT}
     */
    public static int parseExponent(String text) {
        return parseExponent(text, 0, text.length());
    }

    /**
     * {@link #parseExponent(String)} of the word {@code text[from..to)}, read where it lies: readers call this for
     * every cell of every board.
     *
     * @throws IllegalArgumentException as {@link #parseExponent(String)} does for that word
     */
    public static int parseExponent(String text, int from, int to) {
        if (from == to) {
            throw new IllegalArgumentException("'' is not a tile value");
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                if (i == from && c == '-' && to - from > 1) {
                    throw new IllegalArgumentException(describe(text, from, to)
                            + " is negative; tiles are 0 or powers of two");
                }
                throw new IllegalArgumentException(describe(text, from, to) + " is not a number");
            }
            value = value * 10 + (c - '0');
        }
        int significant = to - from;
        for (int i = from; i < to - 1 && text.charAt(i) == '0'; i++) {
            significant--;
        }
        if (significant > MAX_INPUT_DIGITS) {
            // larger than any accepted tile whatever its value, and not parsed: a BigInteger of a line's worth of
            // digits takes time quadratic in its length
            throw new IllegalArgumentException(describe(text, from, to)
                    + " is larger than the largest tile accepted, 2^" + MAX_INPUT_EXPONENT);
        }
        int exponent;
        if (to - from <= LONG_DIGITS) {
            // The common case, without a BigInteger per cell: every such number fits a long, summed above.
            if (value == 0) {
                return 0;
            }
            if (Long.bitCount(value) != 1) {
                throw new IllegalArgumentException(describe(text, from, to) + " is not a power of two");
            }
            exponent = Long.numberOfTrailingZeros(value);
        } else {
            BigInteger big = new BigInteger(text.substring(from, to));
            if (big.signum() == 0) {
                return 0;
            }
            if (big.bitCount() != 1) {
                throw new IllegalArgumentException(describe(text, from, to) + " is not a power of two");
            }
            exponent = big.getLowestSetBit();
        }
        if (exponent == 0) {
            throw new IllegalArgumentException("1 is not a tile; the smallest tile is 2");
        }
        if (exponent > MAX_INPUT_EXPONENT) {
            throw new IllegalArgumentException(describe(text, from, to)
                    + " is larger than the largest tile accepted, 2^" + MAX_INPUT_EXPONENT);
        }
        return exponent;
    }

    private static String describe(String text, int from, int to) {
        String shown = to - from > 24 ? text.substring(from, from + 24) + "..." : text.substring(from, to);
        return "'" + Printable.of(shown) + "'";
    }
}
