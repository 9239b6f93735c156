package tilesearch.report.chart;

import java.math.BigDecimal;
import java.math.MathContext;

/** Short, exact-looking tick labels: no {@code 0.30000000000000004}, no scientific notation. */
public final class NumberLabels {

    /** Significant digits kept when printing a tick value; ticks are 1-2-5 steps, so 6 is plenty. */
    private static final MathContext TICK_PRECISION = new MathContext(6);
    /** What {@code k}, {@code M} and {@code G} stand for. */
    private static final double[] UNITS = {1e3, 1e6, 1e9};

    private NumberLabels() {
    }

    /** {@code 0.05}, {@code 20}, {@code 1500}, then {@code 20k}, {@code 5M}, {@code 1G} from ten thousand up. */
    public static String count(double value) {
        return abbreviated(value, TICK_PRECISION);
    }

    /**
     * A count short enough for a legend: exact below ten thousand, then three significant digits with {@code k},
     * {@code M} or {@code G}: {@code 9999}, {@code 60.4k}, {@code 378k}, {@code 1.2M}.
     */
    public static String brief(long count) {
        return abbreviated(count, new MathContext(3));
    }

    /** {@code value} as is below ten thousand, else in thousands, millions or billions rounded to {@code digits}. */
    private static String abbreviated(double value, MathContext digits) {
        double magnitude = Math.abs(value);
        if (magnitude < 1e4) {
            return plain(value);
        }
        int unit = magnitude < 1e6 ? 0 : magnitude < 1e9 ? 1 : 2;
        BigDecimal rounded = new BigDecimal(value / UNITS[unit]).round(digits);
        if (rounded.abs().compareTo(BigDecimal.valueOf(1000)) >= 0 && unit < UNITS.length - 1) {
            // 999,999 rounds up to 1000k: say 1M
            unit++;
            rounded = new BigDecimal(value / UNITS[unit]).round(digits);
        }
        return rounded.stripTrailingZeros().toPlainString() + "kMG".charAt(unit);
    }

    /** A time given in milliseconds, in the unit that reads best: {@code 50 µs}, {@code 2 ms}, {@code 1.5 s}. */
    public static String millis(double millis) {
        double magnitude = Math.abs(millis);
        if (magnitude == 0) {
            return "0";
        }
        if (magnitude < 1) {
            return plain(millis * 1000) + " µs";
        }
        if (magnitude < 1000) {
            return plain(millis) + " ms";
        }
        return plain(millis / 1000) + " s";
    }

    /** The value rounded to six significant digits, without exponent or trailing zeros. */
    public static String plain(double value) {
        if (value == 0) {
            return "0";
        }
        return new BigDecimal(value).round(TICK_PRECISION).stripTrailingZeros().toPlainString();
    }
}
