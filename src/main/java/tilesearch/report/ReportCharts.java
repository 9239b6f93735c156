package tilesearch.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import tilesearch.report.chart.Axis;
import tilesearch.report.chart.BarChart;
import tilesearch.report.chart.Histogram;
import tilesearch.report.chart.LogBinCounter;
import tilesearch.report.chart.NumberLabels;
import tilesearch.results.ResultRow;

/**
 * The report's four charts, each as inline SVG, gathered from the rows of one run as they stream by. Bars and
 * histograms count exactly; the two scatter charts draw a point per board on small runs and a density past
 * {@value ScatterPoints#MAX_POINTS} boards (see {@link ScatterPoints}).
 *
 * <p>Not thread-safe.
 */
final class ReportCharts {

    private static final String TIMED = "boards with status ok or timeout";
    private static final Axis TIME = new Axis("time per board (log scale)", true, NumberLabels::millis);

    private final LogBinCounter times = new LogBinCounter();
    private final ScatterPoints timeBySize =
            new ScatterPoints(new Axis("board size N (N×N cells)", false, NumberLabels::plain), TIME);
    private final ScatterPoints nodesVsTime = new ScatterPoints(
            new Axis("nodes searched (boards generated, log scale)", true, NumberLabels::count), TIME);
    /** The series name of each K met among timed boards, so colours follow K across charts. */
    private final Map<Integer, String> seriesByK = new TreeMap<>();
    private boolean apply;

    /** Counts {@code row}, the next row of the run. */
    void accept(ResultRow row) {
        if (!timed(row)) {
            return;
        }
        double elapsedMs = row.elapsedMs();
        times.add(elapsedMs);
        boolean search = "search".equals(row.task());
        String series = series(row);
        if (!search) {
            apply = true;
        }
        if (row.size() != null) {
            timeBySize.add(series, row.size(), elapsedMs, row);
        }
        if (search && row.nodes() != null) {
            nodesVsTime.add(series, row.nodes(), elapsedMs, row);
        }
    }

    /** The series of a timed row, {@code K = 5} or {@code apply}, recorded for the charts' colours. */
    private String series(ResultRow row) {
        if (!"search".equals(row.task())) {
            return "apply";
        }
        String series = "K = " + row.moves().strip();
        Integer k = RunAggregates.parseMoves(row.moves());
        seriesByK.put(k == null ? -1 : k, series);
        return series;
    }

    /** All charts, in page order; the max tiles are those of {@code summary}, as every format counts them. */
    List<String> all(ResultsSummary summary) {
        return List.of(maxTiles(summary), timeBySize(), nodesVsTime(), timeHistogram());
    }

    /** How many ok boards reached each max tile, by tile value. */
    private static String maxTiles(ResultsSummary summary) {
        List<BarChart.Bar> bars = new ArrayList<>();
        summary.maxTiles().forEach((tile, count) -> bars.add(new BarChart.Bar(ReportText.shortTile(tile), count,
                ReportText.boards(count) + " reached " + tile)));
        long unlistedTiles = summary.unlistedMaxTiles();
        if (unlistedTiles > 0) {
            bars.add(new BarChart.Bar("other", unlistedTiles, ReportText.boards(unlistedTiles)
                    + " reached other tiles that are not powers of two, not drawn one by one"));
        }
        return new BarChart("Max tile reached", "boards with status ok", "max tile (value)", "boards", bars)
                .toSvg();
    }

    /** Time per board against board size, one colour per K. */
    String timeBySize() {
        return timeBySize.toSvg("Time per board by board size", TIMED + "; log scale", seriesOrder(), true);
    }

    /** Nodes searched against time, one colour per K: the slope is the search speed. */
    String nodesVsTime() {
        return nodesVsTime.toSvg("Nodes searched vs time", "search boards with status ok or timeout; log scales",
                seriesOrder(), false);
    }

    /** How the per-board times spread, on 1-2-5 bins. */
    String timeHistogram() {
        return new Histogram("Distribution of time per board", TIMED + "; bins on a log scale",
                TIME.label(), "boards", times.bins(), TIME.format()).toSvg();
    }

    private static boolean timed(ResultRow row) {
        return (row.isOk() || row.isTimeout()) && RunAggregates.timed(row);
    }

    /** One series per K in ascending order, then apply, so colours match across charts. */
    private List<String> seriesOrder() {
        List<String> order = new ArrayList<>(seriesByK.values());
        if (apply) {
            order.add("apply");
        }
        return order;
    }
}
