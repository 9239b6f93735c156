package tilesearch.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import tilesearch.report.chart.Axis;
import tilesearch.report.chart.DensityChart;
import tilesearch.report.chart.DensityGrid;
import tilesearch.report.chart.Markup;
import tilesearch.report.chart.ScatterChart;
import tilesearch.results.ResultRow;

/**
 * The points of one scatter chart of the report, gathered row by row: each point (with its tooltip) while there
 * are at most {@value #MAX_POINTS}, and always their counts on a {@link DensityGrid}. A small run is drawn as
 * today, a point per board; past {@value #MAX_POINTS} boards the chart becomes a density chart on the same axes,
 * whose counts are exact. Either way memory and page size stay bounded.
 *
 * <p>Not thread-safe.
 */
final class ScatterPoints {

    /** Up to this many boards, a chart draws a point per board: about 400 KB of SVG. */
    static final int MAX_POINTS = 2_000;

    /** The most bytes of HTML a chart's tooltips take together. */
    static final int TOOLTIP_BYTES = 150_000;

    private long tooltipBytes;
    private final DensityGrid grid;
    /** Points by series name, in the order the series first appeared; emptied once there are too many. */
    private final Map<String, List<ScatterChart.Point>> points = new LinkedHashMap<>();

    /** Points on the axes {@code x} and {@code y}, those of the chart either way. */
    ScatterPoints(Axis x, Axis y) {
        this.grid = new DensityGrid(x, y);
    }

    /** Counts the point of {@code row} at {@code (x, y)} in the series {@code series}. */
    void add(String series, double x, double y, ResultRow row) {
        grid.add(x, y);
        if (grid.points() <= MAX_POINTS) {
            points.computeIfAbsent(series, name -> new ArrayList<>())
                    .add(new ScatterChart.Point(x, y, tooltip(row)));
        } else if (!points.isEmpty()) {
            points.clear();
        }
    }

    /**
     * The chart: a point per board in {@code seriesOrder}'s colours (then any series not named there), or, past
     * the limit, the density of all series together.
     *
     * @param keepEmpty whether series of {@code seriesOrder} without points still get a legend entry
     */
    String toSvg(String title, String subtitle, List<String> seriesOrder, boolean keepEmpty) {
        if (grid.points() > MAX_POINTS) {
            String density = String.format(Locale.ROOT, "%s; density of %,d boards: colour = boards per cell",
                    subtitle, grid.points());
            return new DensityChart(title, density, grid).toSvg();
        }
        Map<String, List<ScatterChart.Point>> ordered = new LinkedHashMap<>();
        for (String name : seriesOrder) {
            List<ScatterChart.Point> series = points.getOrDefault(name, List.of());
            if (keepEmpty || !series.isEmpty()) {
                ordered.put(name, series);
            }
        }
        points.forEach(ordered::putIfAbsent);
        List<ScatterChart.Series> series = new ArrayList<>();
        ordered.forEach((name, list) -> series.add(new ScatterChart.Series(name, list)));
        return new ScatterChart(title, subtitle, grid.xAxis(), grid.yAxis(), "moves", series).toSvg();
    }

    /**
     * The tooltip of a point: the board, its size, task and result, while the chart's tooltips have taken less
     * than {@value #TOOLTIP_BYTES} bytes of HTML; none after, so no file name, however long, makes the page large.
     */
    private String tooltip(ResultRow row) {
        if (tooltipBytes >= TOOLTIP_BYTES) {
            return "";
        }
        String tooltip = text(row);
        tooltipBytes += ByteBudget.utf8Bytes(Markup.escape(tooltip));
        return tooltip;
    }

    private static String text(ResultRow row) {
        return String.format(Locale.ROOT, "%s #%d (%s×%s, %s %s): %s ms, %s nodes, max tile %s, %s",
                ReportText.clip(row.file()), row.board(), ReportText.number(row.size()), ReportText.number(row.size()), row.task(),
                row.moves(), ReportText.rowMillis(row.elapsedMs()), ReportText.count(row.nodes()),
                ReportText.tile(row.maxTile()), row.status());
    }
}
