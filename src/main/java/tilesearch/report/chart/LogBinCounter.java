package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts values, one at a time, into the bins of a {@link Histogram}, with edges at 1, 2 and 5 times powers of ten,
 * from the one at or below the smallest positive value to the one above the largest; values of 0 or less are
 * counted in the first bin. Exact counts in memory that does not grow with the values, since a bin is a third of a
 * decade and doubles span about 2,000 of them.
 *
 * <p>Not thread-safe.
 */
public final class LogBinCounter {

    /** Count per edge number (see {@link Scale#oneTwoFive}) of the values at or above that edge and below the next. */
    private final Map<Integer, long[]> counts = new HashMap<>();
    /** Values of 0 or less, counted in the first bin. */
    private long nonPositive;
    private double low = Double.POSITIVE_INFINITY;
    private double high;

    /** Counts {@code value}; NaN and infinities are ignored. */
    public void add(double value) {
        if (!Double.isFinite(value)) {
            return;
        }
        high = Math.max(high, value);
        if (!(value > 0)) {
            nonPositive++;
            return;
        }
        low = Math.min(low, value);
        counts.computeIfAbsent(edgeAtOrBelow(value), edge -> new long[1])[0]++;
    }

    /** The bins of every value counted so far; none when no value was above 0. */
    public List<Histogram.Bin> bins() {
        if (high == 0) {
            return List.of();
        }
        // the first edge is the last one at or just below the smallest value, the last one the first above the
        // largest, with a tolerance for a smallest value a rounding error below an edge
        int first = edgeAtOrBelow(low * (1 + 1e-12));
        int last = Math.max(first + 1, edgeAtOrBelow(high) + 1);
        long[] binCounts = new long[last - first];
        binCounts[0] = nonPositive;
        counts.forEach((edge, count) -> binCounts[Math.max(0, edge - first)] += count[0]);
        List<Histogram.Bin> bins = new ArrayList<>(binCounts.length);
        for (int i = 0; i < binCounts.length; i++) {
            bins.add(new Histogram.Bin(Scale.oneTwoFive(first + i), Scale.oneTwoFive(first + i + 1), binCounts[i]));
        }
        return bins;
    }

    /** The number of the largest edge at or below {@code value}, a positive finite double. */
    private static int edgeAtOrBelow(double value) {
        int edge = (int) Math.floor(Math.log10(value)) * 3;
        while (Scale.oneTwoFive(edge + 1) <= value) {
            edge++;
        }
        while (Scale.oneTwoFive(edge) > value) {
            edge--;
        }
        return edge;
    }
}
