package tilesearch.report.chart;

import java.util.HashMap;
import java.util.Map;

/**
 * Exact counts of points in the cells of a fixed grid: the data of a density chart (a 2D histogram), gathered one
 * point at a time in memory bounded by the number of cells the points fall in, not by the number of points.
 *
 * <p>On a logarithmic axis a cell is a {@value #BINS_PER_DECADE}th of a decade, starting at a power of ten, and
 * values of 0 or less fall in a cell of their own, drawn at the axis's low end. On a linear axis a cell is one
 * unit wide, starting at a whole number: the linear axes of the report are board sizes. The grid is the same for
 * every chart, so a chart can draw several cells as one (see {@link DensityChart}) without ever splitting one.
 *
 * <p>Not thread-safe.
 */
public final class DensityGrid {

    /** Cells per decade on a logarithmic axis; a power of two, so that cells merge evenly by halves. */
    public static final int BINS_PER_DECADE = 16;
    /** The cell of values of 0 or less on a logarithmic axis. */
    static final int NON_POSITIVE = Integer.MIN_VALUE;

    private final Axis xAxis;
    private final Axis yAxis;
    /** Count per cell. */
    private final Map<Cell, long[]> cells = new HashMap<>();
    private long points;

    /** An empty grid for points on the axes {@code xAxis} and {@code yAxis}, which its chart draws. */
    public DensityGrid(Axis xAxis, Axis yAxis) {
        this.xAxis = xAxis;
        this.yAxis = yAxis;
    }

    /** Counts the point {@code (x, y)}; a point with a NaN or infinite coordinate is ignored. */
    public void add(double x, double y) {
        if (!Double.isFinite(x) || !Double.isFinite(y)) {
            return;
        }
        cells.computeIfAbsent(new Cell(bin(x, xAxis.log()), bin(y, yAxis.log())), k -> new long[1])[0]++;
        points++;
    }

    /** Every point counted. */
    public long points() {
        return points;
    }

    public Axis xAxis() {
        return xAxis;
    }

    public Axis yAxis() {
        return yAxis;
    }

    /** The counts; callers must not change them. */
    Map<Cell, long[]> cells() {
        return cells;
    }

    /** A cell: its column and row, in cells from the value 0 (linear) or 1 (logarithmic), or {@link #NON_POSITIVE}. */
    record Cell(int column, int row) {
    }

    /** The lower edge of cell {@code bin} of a logarithmic axis; for the non-positive cell, 0. */
    static double lowerEdge(int bin) {
        return bin == NON_POSITIVE ? 0 : Math.pow(10, (double) bin / BINS_PER_DECADE);
    }

    static int bin(double value, boolean log) {
        if (!log) {
            return (int) Math.max(Integer.MIN_VALUE + 1, Math.min(Integer.MAX_VALUE - 1, Math.floor(value)));
        }
        if (!(value > 0)) {
            return NON_POSITIVE;
        }
        int bin = (int) Math.floor(Math.log10(value) * BINS_PER_DECADE);
        // log10 rounds: keep every value at or above its cell's lower edge and below the next one's
        if (lowerEdge(bin) > value) {
            bin--;
        } else if (lowerEdge(bin + 1) <= value) {
            bin++;
        }
        return bin;
    }
}
