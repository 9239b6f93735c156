package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Maps the data values of one axis to a fraction of its length and says where its ticks go. A linear scale is
 * widened to whole multiples of a "nice" step (1, 2 or 5 times a power of ten), so ticks land on round numbers. A
 * logarithmic scale is linear in {@code log10(value)} from one power of ten to another, with values of 0 or less at
 * its low end; its ticks are at 1, 2 and 5 times each power of ten when it spans at most {@value #DENSE_DECADES}
 * decades, at every power of ten up to {@value #MAX_LABELLED_DECADES} decades, and at every second or further power
 * beyond that.
 */
final class Scale {

    /** Up to this many decades, ticks at 1, 2 and 5 per decade still leave room for their labels. */
    static final int DENSE_DECADES = 2;
    /** Beyond this many decades, labelling every power of ten crowds the axis. */
    static final int MAX_LABELLED_DECADES = 8;
    private static final int[] MANTISSAS = {1, 2, 5};

    private final boolean log;
    /** The ends of the domain: values on a linear scale, whole exponents of ten on a logarithmic one. */
    private final double low;
    private final double high;
    /** The distance between two ticks of a linear scale. */
    private final double step;

    private Scale(boolean log, double low, double high, double step) {
        this.log = log;
        this.low = low;
        this.high = high;
        this.step = step;
    }

    /**
     * A linear scale covering {@code low..high} with about {@code targetTicks} ticks.
     *
     * @param low smallest data value (use 0 for bar heights)
     * @param high largest data value; when equal to {@code low} the domain is widened around it
     * @param targetTicks how many intervals to aim for; the result has between about half and twice as many
     */
    static Scale linear(double low, double high, int targetTicks) {
        if (!(low <= high) || Double.isInfinite(low) || Double.isInfinite(high)) {
            throw new IllegalArgumentException("bad range " + low + ".." + high);
        }
        if (low == high) {
            double pad = low == 0 ? 1 : Math.abs(low) / 2;
            low = low >= 0 && low - pad < 0 ? 0 : low - pad;
            high = high + pad;
        }
        double step = niceStep((high - low) / Math.max(1, targetTicks));
        double min = Math.floor(low / step + 1e-9) * step;
        double max = Math.ceil(high / step - 1e-9) * step;
        return new Scale(false, min, max, step);
    }

    /**
     * A linear scale of whole numbers covering {@code low..high}: like {@link #linear} but with a step of at least 1
     * and ends on whole numbers, so three boards do not get ticks at 0.5, 1.5 and 2.5, and a density cell of board
     * size 4 (drawn from 3.5 to 4.5) stands over the tick 4 on an axis from 3 to 5.
     */
    static Scale whole(double low, double high, int targetTicks) {
        Scale nice = linear(low, high, targetTicks);
        if (nice.step >= 1) {
            return nice;
        }
        return new Scale(false, Math.floor(low), Math.max(Math.ceil(high), Math.floor(low) + 1), 1);
    }

    /** A linear scale of whole numbers from 0 for counts of up to {@code highest} things, 0 to 1 when there are none. */
    static Scale counts(double highest) {
        return whole(0, Math.max(1, highest), 5);
    }

    /**
     * The smallest whole-decade logarithmic scale holding {@code low..high}.
     *
     * @param low smallest positive data value
     * @param high largest data value, at least {@code low}
     */
    static Scale log(double low, double high) {
        if (!(low > 0) || !(high >= low) || Double.isInfinite(high)) {
            throw new IllegalArgumentException("a log scale needs 0 < low <= high, got " + low + ".." + high);
        }
        int lowExponent = (int) Math.floor(Math.log10(low) + 1e-9);
        int highExponent = (int) Math.ceil(Math.log10(high) - 1e-9);
        return new Scale(true, lowExponent, Math.max(highExponent, lowExponent + 1), 0);
    }

    /** The smallest of 1, 2 or 5 times a power of ten that is at least {@code rough}, give or take a rounding error. */
    static double niceStep(double rough) {
        int number = (int) Math.floor(Math.log10(rough)) * 3;
        while (oneTwoFive(number) < rough / (1 + 1e-9)) {
            number++;
        }
        return oneTwoFive(number);
    }

    /**
     * Edge number {@code number} of the 1-2-5 sequence: 1, 2 and 5 times 10^({@code number} / 3, rounded down).
     * Parsed from its decimal text rather than multiplied, so 0.2 is exactly the double nearest to 0.2.
     */
    static double oneTwoFive(int number) {
        return Double.parseDouble(MANTISSAS[Math.floorMod(number, 3)] + "e" + Math.floorDiv(number, 3));
    }

    /** Where {@code value} falls along the axis: 0 at the domain's low end, 1 at its high end, clamped to 0..1. */
    double fraction(double value) {
        if (log && !(value > 0)) {
            return 0;
        }
        double position = ((log ? Math.log10(value) : value) - low) / (high - low);
        return Math.max(0, Math.min(1, position));
    }

    /** The values of the ticks to draw, in increasing order, all inside the domain. */
    List<Double> ticks() {
        List<Double> ticks = new ArrayList<>();
        if (!log) {
            for (long i = Math.round(low / step); i <= Math.round(high / step); i++) {
                // i * step, not repeated addition, so rounding errors do not pile up along the axis
                ticks.add(i * step);
            }
        } else if (high - low <= DENSE_DECADES) {
            for (int number = (int) low * 3; number <= (int) high * 3; number++) {
                ticks.add(oneTwoFive(number));
            }
        } else {
            int every = ((int) (high - low) + MAX_LABELLED_DECADES - 1) / MAX_LABELLED_DECADES;
            for (int exponent = (int) low; exponent <= high; exponent += every) {
                ticks.add(oneTwoFive(exponent * 3));
            }
        }
        return ticks;
    }

    /** The distance between two ticks of a linear scale. */
    double step() {
        return step;
    }

    /** The lowest value of the domain. */
    double min() {
        return log ? oneTwoFive((int) low * 3) : low;
    }

    /** The highest value of the domain. */
    double max() {
        return log ? oneTwoFive((int) high * 3) : high;
    }
}
