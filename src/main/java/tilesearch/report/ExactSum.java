package tilesearch.report;

import java.util.Arrays;

/**
 * The sum of a stream of doubles, rounded once at the end: exactly the double nearest the true sum, whatever the
 * order the values came in. Kept because a plain sum's rounding errors add up to printed digits: one board of
 * 8,388,608 ms and a million of 0.005 ms sum plainly to 8393608.001 ms, where the report prints the true
 * 8393608.000 (times are written with three decimals, so a true total has no more, and the report prints three).
 *
 * <p>How: the running sum is kept exactly as a few non-overlapping doubles (partials) by Knuth's and Dekker's
 * error-free addition, and the partials are added from the largest with a correction for halfway cases at the
 * end (Shewchuk, "Adaptive Precision Floating-Point Arithmetic", 1997, as Python's {@code math.fsum} does it).
 * Times of a run keep two or three partials, so adding one costs a few additions. Infinite and NaN values are
 * summed apart, as a plain sum would meet them: any of them makes the result what their own sum is. A sum that
 * passes {@link Double#MAX_VALUE} on the way is infinite, as a plain one would be.
 *
 * <p>Not thread-safe.
 */
final class ExactSum {

    /** The exact sum so far, as doubles whose magnitudes increase and whose bits do not overlap. */
    private double[] partials = new double[4];
    private int size;
    /** The plain sum of the infinite and NaN values; 0 while there are none. */
    private double special;
    private boolean hasSpecial;

    /** Adds {@code value}. */
    void add(double value) {
        if (!Double.isFinite(value)) {
            special += value;
            hasSpecial = true;
            return;
        }
        double x = value;
        int kept = 0;
        for (int i = 0; i < size; i++) {
            double y = partials[i];
            if (Math.abs(x) < Math.abs(y)) {
                double swap = x;
                x = y;
                y = swap;
            }
            double high = x + y;
            // the rounding error of x + y, exactly, since |x| >= |y| (Dekker's fast two-sum)
            double low = y - (high - x);
            if (low != 0) {
                partials[kept++] = low;
            }
            x = high;
        }
        size = kept;
        if (Double.isInfinite(x)) {
            special += x;
            hasSpecial = true;
        } else if (x != 0) {
            if (size == partials.length) {
                partials = Arrays.copyOf(partials, size * 2);
            }
            partials[size++] = x;
        }
    }

    /** The sum, correctly rounded; 0 when nothing was added. */
    double value() {
        if (hasSpecial) {
            return special;
        }
        if (size == 0) {
            return 0;
        }
        int i = size - 1;
        double high = partials[i];
        double low = 0;
        while (i > 0) {
            double x = high;
            double y = partials[--i];
            high = x + y;
            low = y - (high - x);
            if (low != 0) {
                break;
            }
        }
        // When the part left below is exactly half an ulp of high, its sign and the next partial's decide the
        // rounding, which plain addition would have made towards even.
        if (i > 0 && (low < 0 && partials[i - 1] < 0 || low > 0 && partials[i - 1] > 0)) {
            double twice = low * 2;
            double rounded = high + twice;
            if (twice == rounded - high) {
                high = rounded;
            }
        }
        return high;
    }
}
