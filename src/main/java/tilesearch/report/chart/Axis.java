package tilesearch.report.chart;

import java.util.function.DoubleFunction;

/**
 * How one axis of a scatter chart reads.
 *
 * @param label the axis title, with its unit
 * @param log whether the axis is logarithmic; values of 0 or less are then drawn at its low end. A linear axis is
 *     one of whole numbers (board sizes): it never has a tick between two of them, so one board size is not spread
 *     over 3.4 to 4.6
 * @param format the tick label for a value
 */
public record Axis(String label, boolean log, DoubleFunction<String> format) {

    /** Intervals a linear axis aims for. */
    private static final int LINEAR_TICKS = 6;

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
            return log ? Scale.log(1, 10) : Scale.linear(0, 1, LINEAR_TICKS);
        }
        return log ? Scale.log(low, high) : Scale.whole(low, high, LINEAR_TICKS);
    }
}
