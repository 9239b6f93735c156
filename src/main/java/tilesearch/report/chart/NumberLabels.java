package tilesearch.report.chart;

import java.math.BigDecimal;
import java.math.MathContext;

/** Short, exact-looking tick labels: no {@code 0.30000000000000004}, no scientific notation. */
public final class NumberLabels {

    /** Significant digits kept when printing a tick value; ticks are 1-2-5 steps, so 6 is plenty. */
    private static final MathContext TICK_PRECISION = new MathContext(6);

    private NumberLabels() {
    }

    /** {@code 0.05}, {@code 20}, {@code 1500}, then {@code 20k}, {@code 5M}, {@code 1G} from ten thousand up. */
    public static String count(double value) {
        double magnitude = Math.abs(value);
        if (magnitude >= 1e9) {
            return plain(value / 1e9) + "G";
        }
        if (magnitude >= 1e6) {
            return plain(value / 1e6) + "M";
        }
        if (magnitude >= 1e4) {
            return plain(value / 1e3) + "k";
        }
        return plain(value);
    }

    /**
     * A count short enough for a legend: exact below ten thousand, then three significant digits with {@code k},
     * {@code M} or {@code G}: {@code 9999}, {@code 60.4k}, {@code 378k}, {@code 1.2M}.
     */
    public static String brief(long count) {
        if (Math.abs(count) < 10_000) {
            return Long.toString(count);
        }
        double magnitude = Math.abs((double) count);
        String[] units = {"k", "M", "G"};
        double scale = 1e3;
        int unit = 0;
        while (unit < units.length - 1 && magnitude >= scale * 1000) {
            scale *= 1000;
            unit++;
        }
        BigDecimal rounded = new BigDecimal(count / scale).round(new MathContext(3));
        if (rounded.abs().compareTo(BigDecimal.valueOf(1000)) >= 0 && unit < units.length - 1) {
            // 999,999 rounds up to 1000k: say 1M
            rounded = new BigDecimal(count / (scale * 1000)).round(new MathContext(3));
            unit++;
        }
        return rounded.stripTrailingZeros().toPlainString() + units[unit];
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
