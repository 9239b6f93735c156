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

    private Tiles() {
    }

    /** The exact decimal value of the tile with {@code exponent}, {@code "0"} for an empty cell. */
    public static String decimal(int exponent) {
        if (exponent == 0) {
            return "0";
        }
        if (exponent < Long.SIZE - 1) {
            return Long.toString(1L << exponent);
        }
        return BigInteger.ONE.shiftLeft(exponent).toString();
    }

    /**
     * The exponent of the tile written as {@code text}: 0 for {@code "0"}, e for {@code 2^e}.
     *
     * @throws IllegalArgumentException with a message fit for a user when {@code text} is not {@code 0} or a
     *     power of two from 2 to 2^{@value #MAX_INPUT_EXPONENT}
     */
    public static int parseExponent(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("'' is not a tile value");
        }
        for (int i = 0; i < text.length(); i++) {
            if (!Character.isDigit(text.charAt(i)) || text.charAt(i) > '9') {
                if (i == 0 && text.charAt(0) == '-' && text.length() > 1) {
                    throw new IllegalArgumentException(describe(text) + " is negative; tiles are 0 or powers of two");
                }
                throw new IllegalArgumentException(describe(text) + " is not a number");
            }
        }
        int significant = text.length();
        for (int i = 0; i < text.length() - 1 && text.charAt(i) == '0'; i++) {
            significant--;
        }
        if (significant > MAX_INPUT_DIGITS) {
            // larger than any accepted tile whatever its value, and not parsed: a BigInteger of a line's worth of
            // digits takes time quadratic in its length
            throw new IllegalArgumentException(describe(text) + " is larger than the largest tile accepted, 2^"
                    + MAX_INPUT_EXPONENT);
        }
        int exponent;
        if (text.length() <= LONG_DIGITS) {
            // The common case, without a BigInteger per cell: every such number fits a long.
            long value = Long.parseLong(text);
            if (value == 0) {
                return 0;
            }
            if (Long.bitCount(value) != 1) {
                throw new IllegalArgumentException(describe(text) + " is not a power of two");
            }
            exponent = Long.numberOfTrailingZeros(value);
        } else {
            BigInteger value = new BigInteger(text);
            if (value.signum() == 0) {
                return 0;
            }
            if (value.bitCount() != 1) {
                throw new IllegalArgumentException(describe(text) + " is not a power of two");
            }
            exponent = value.getLowestSetBit();
        }
        if (exponent == 0) {
            throw new IllegalArgumentException("1 is not a tile; the smallest tile is 2");
        }
        if (exponent > MAX_INPUT_EXPONENT) {
            throw new IllegalArgumentException(describe(text) + " is larger than the largest tile accepted, 2^"
                    + MAX_INPUT_EXPONENT);
        }
        return exponent;
    }

    private static String describe(String text) {
        String shown = text.length() > 24 ? text.substring(0, 24) + "..." : text;
        return "'" + Printable.of(shown) + "'";
    }
}
