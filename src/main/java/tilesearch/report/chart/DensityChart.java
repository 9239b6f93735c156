package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tilesearch.report.chart.DensityGrid.Cell;

/**
 * A scatter chart for too many points to draw one by one: the plane cut into the cells of a {@link DensityGrid}, each
 * cell coloured by how many points fell in it. Counts are exact; the legend gives the count each colour stands for.
 * The axes are the grid's, those a {@link ScatterChart} of the same points would have.
 *
 * <p>The page must stay small whatever the data, so when the points occupy more than {@value #MAX_CELLS} cells,
 * neighbouring cells are drawn as one, two by two along each axis, until they fit.
 *
 * @param title what the chart shows, in words
 * @param subtitle which data were used, or {@code ""}
 * @param grid the counts, on their axes
 */
public record DensityChart(String title, String subtitle, DensityGrid grid) {

    /** The most cells drawn: a few hundred KB of SVG at most, whatever the number of points. */
    static final int MAX_CELLS = 1_500;
    /** Light to dark, so more points read as darker; sequential blues, legible for colour-blind readers. */
    static final List<String> COLOURS =
            List.of("#c6dbef", "#9ecae1", "#6baed6", "#4292c6", "#2171b5", "#08519c", "#08306b");

    /** The order cells are drawn in: column by column, bottom to top. */
    private static final Comparator<Cell> BY_POSITION =
            Comparator.comparingInt(Cell::column).thenComparingInt(Cell::row);

    public String toSvg() {
        Axis x = grid.xAxis();
        Axis y = grid.yAxis();
        Frame frame = new Frame(title, subtitle, true, 0);
        int merge = 1;
        Map<Cell, long[]> cells = grid.cells();
        while (cells.size() > MAX_CELLS && merge < DensityGrid.BINS_PER_DECADE) {
            merge *= 2;
            cells = merged(grid.cells(), merge);
        }
        long highest = 0;
        for (long[] count : cells.values()) {
            highest = Math.max(highest, count[0]);
        }
        Scale xScale = x.scaleFor(extent(cells.keySet(), true, merge));
        Scale yScale = y.scaleFor(extent(cells.keySet(), false, merge));
        frame.yAxis(yScale, y.format(), y.label());
        frame.xAxis(xScale, x.format(), x.label());
        if (cells.isEmpty()) {
            frame.noData("no data");
            return frame.svg.finish();
        }
        for (Cell cell : cells.keySet().stream().sorted(BY_POSITION).toList()) {
            long count = cells.get(cell)[0];
            double[] xs = edges(cell.column(), x.log(), merge, xScale);
            double[] ys = edges(cell.row(), y.log(), merge, yScale);
            double left = frame.x(xScale.fraction(xs[0]));
            double right = Math.max(left + 1, frame.x(xScale.fraction(xs[1])));
            double top = frame.y(yScale.fraction(ys[1]));
            double bottom = Math.max(top + 1, frame.y(yScale.fraction(ys[0])));
            String tooltip = String.format(Locale.ROOT, "%,d %s: %s, %s", count, count == 1 ? "board" : "boards",
                    range(cell.column(), x.log(), merge, xs, x), range(cell.row(), y.log(), merge, ys, y));
            frame.svg.rect(left, top, right - left, bottom - top, COLOURS.get(colourOf(count, highest)), tooltip);
        }
        legend(frame, highest);
        return frame.svg.finish();
    }

    /** The counts of cells drawn {@code merge} by {@code merge} as one, keyed by the merged cell. */
    private static Map<Cell, long[]> merged(Map<Cell, long[]> cells, int merge) {
        Map<Cell, long[]> merged = new HashMap<>();
        cells.forEach((cell, count) -> merged.computeIfAbsent(
                new Cell(mergedBin(cell.column(), merge), mergedBin(cell.row(), merge)), k -> new long[1])[0]
                += count[0]);
        return merged;
    }

    private static int mergedBin(int bin, int merge) {
        return bin == DensityGrid.NON_POSITIVE ? bin : Math.floorDiv(bin, merge);
    }

    /** The data range the cells cover along one axis, as values for {@link Axis#scaleFor}. */
    private double[] extent(Collection<Cell> cells, boolean horizontal, int merge) {
        boolean log = (horizontal ? grid.xAxis() : grid.yAxis()).log();
        List<Double> values = new ArrayList<>();
        for (Cell cell : cells) {
            int bin = horizontal ? cell.column() : cell.row();
            if (bin == DensityGrid.NON_POSITIVE) {
                continue;
            }
            double[] edges = valueEdges(bin, log, merge);
            values.add(edges[0]);
            // a cell's upper edge is where the next begins: shrunk a hair, so a cell ending on a power of ten
            // does not add a decade
            values.add(log ? edges[1] * (1 - 1e-9) : edges[1]);
        }
        return values.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The lower and upper edge of a cell along one axis, in data values. On a linear axis a cell is centred on
     * its whole numbers, so a column of boards of size 4 stands over the tick 4.
     */
    private static double[] valueEdges(int bin, boolean log, int merge) {
        if (!log) {
            return new double[] {bin * (double) merge - 0.5, (bin + 1) * (double) merge - 0.5};
        }
        return new double[] {DensityGrid.lowerEdge(bin * merge), DensityGrid.lowerEdge((bin + 1) * merge)};
    }

    /** Like {@link #valueEdges}, with the cell of values of 0 or less drawn as one cell at the axis's low end. */
    private static double[] edges(int bin, boolean log, int merge, Scale scale) {
        if (bin != DensityGrid.NON_POSITIVE) {
            return valueEdges(bin, log, merge);
        }
        return new double[] {scale.min(), scale.min() * Math.pow(10, (double) merge / DensityGrid.BINS_PER_DECADE)};
    }

    private static String range(int bin, boolean log, int merge, double[] edges, Axis axis) {
        if (bin == DensityGrid.NON_POSITIVE) {
            return axis.label() + " 0 or less";
        }
        if (!log && merge == 1) {
            return axis.label() + " " + axis.format().apply(bin);
        }
        double upper = log ? edges[1] : edges[1] - 0.5;
        double lower = log ? edges[0] : edges[0] + 0.5;
        return axis.label() + " " + axis.format().apply(lower) + " – " + axis.format().apply(upper);
    }

    /** Colour classes split the counts 1..highest evenly on a log scale. */
    static int colourOf(long count, long highest) {
        if (highest <= 1) {
            return COLOURS.size() - 1;
        }
        int colour = (int) (Math.log(count) / Math.log(highest + 1) * COLOURS.size());
        return Math.max(0, Math.min(COLOURS.size() - 1, colour));
    }

    /** A box per colour in use, naming the counts it stands for. */
    private static void legend(Frame frame, long highest) {
        List<String> names = new ArrayList<>();
        List<String> colours = new ArrayList<>();
        long from = 1;
        for (int colour = 0; colour < COLOURS.size() && from <= highest; colour++) {
            long to = lastOfColour(colour, highest);
            if (to < from) {
                continue;
            }
            names.add(to == from ? NumberLabels.brief(from) : NumberLabels.brief(from) + "–" + NumberLabels.brief(to));
            colours.add(COLOURS.get(colour));
            from = to + 1;
        }
        frame.legend("boards per cell", names, colours);
    }

    /** The largest count in 1..highest whose colour is at most {@code colour} (0 when none), by bisection. */
    private static long lastOfColour(int colour, long highest) {
        long low = 0;
        long high = highest + 1;
        while (high - low > 1) {
            long middle = low + (high - low) / 2;
            if (colourOf(middle, highest) <= colour) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
