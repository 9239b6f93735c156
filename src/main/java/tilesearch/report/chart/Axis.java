package tilesearch.report.chart;

import java.util.function.DoubleFunction;

/**
 * How one axis of a scatter chart reads.
 *
 * @param label the axis title, with its unit
 * @param log whether the axis is logarithmic; values of 0 or less are then drawn at its low end
 * @param whole whether the values are whole numbers (a board size): a linear axis then never has a tick between
 *     two of them, so one board size is not spread over 3.4 to 4.6
 * @param format the tick label for a value
 */
public record Axis(String label, boolean log, boolean whole, DoubleFunction<String> format) {

    /** Intervals a linear axis aims for. */
    private static final int LINEAR_TICKS = 6;

    /** An axis of values that need not be whole. */
    public Axis(String label, boolean log, DoubleFunction<String> format) {
        this(label, log, false, format);
    }

    /** A linear axis of whole numbers, such as board sizes. */
    public static Axis wholeNumbers(String label, DoubleFunction<String> format) {
        return new Axis(label, false, true, format);
    }

    /** The scale that holds every value in {@code values}. */
    Scale scaleFor(double[] values) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double value : values) {
            if (log && !(value > 0)) {
                continue;
            }
            low = Math.min(low, value);
            high = Math.max(high, value);
        }
        if (low > high) {
            return log ? LogScale.covering(1, 10, format) : LinearScale.nice(0, 1, LINEAR_TICKS, format);
        }
        if (log) {
            return LogScale.covering(low, high, format);
        }
        return whole ? LinearScale.whole(low, high, LINEAR_TICKS, format)
                : LinearScale.nice(low, high, LINEAR_TICKS, format);
    }
}
