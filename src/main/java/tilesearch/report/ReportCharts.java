package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import tilesearch.report.chart.Axis;
import tilesearch.report.chart.BarChart;
import tilesearch.report.chart.Histogram;
import tilesearch.report.chart.NumberLabels;
import tilesearch.report.chart.ScatterChart;

/** The report's four charts, each as inline SVG, built from the rows of one run. */
final class ReportCharts {

    private static final String TIMED = "boards with status ok or timeout";

    private ReportCharts() {
    }

    /** All charts, in page order. */
    static List<String> all(List<ResultRow> rows) {
        return List.of(maxTiles(rows), timeBySize(rows), nodesVsTime(rows), timeHistogram(rows));
    }

    /** How many ok boards reached each max tile, by tile value. */
    static String maxTiles(List<ResultRow> rows) {
        Map<BigInteger, Integer> byTile = new TreeMap<>();
        for (ResultRow row : rows) {
            if (row.isOk() && row.maxTile() != null) {
                byTile.merge(row.maxTile(), 1, Integer::sum);
            }
        }
        List<BarChart.Bar> bars = new ArrayList<>();
        byTile.forEach((tile, boards) -> bars.add(new BarChart.Bar(ReportText.shortTile(tile), boards,
                boards + (boards == 1 ? " board" : " boards") + " reached " + tile)));
        return new BarChart("Max tile reached", "boards with status ok", "max tile (value)", "boards", bars)
                .toSvg();
    }

    /** Time per board against board size, one colour per K. */
    static String timeBySize(List<ResultRow> rows) {
        Map<String, List<ScatterChart.Point>> series = seriesByMoves(rows);
        for (ResultRow row : rows) {
            if (timed(row) && row.size() != null) {
                addPoint(series, row, row.size());
            }
        }
        return new ScatterChart("Time per board by board size", TIMED + "; log scale",
                new Axis("board size N (N×N cells)", false, NumberLabels::plain),
                new Axis("time per board (log scale)", true, NumberLabels::millis),
                "moves", toSeries(series)).toSvg();
    }

    /** Nodes searched against time, one colour per K: the slope is the search speed. */
    static String nodesVsTime(List<ResultRow> rows) {
        Map<String, List<ScatterChart.Point>> series = seriesByMoves(rows);
        for (ResultRow row : rows) {
            if (timed(row) && "search".equals(row.task()) && row.nodes() != null) {
                addPoint(series, row, row.nodes());
            }
        }
        series.values().removeIf(List::isEmpty);
        return new ScatterChart("Nodes searched vs time", "search boards with status ok or timeout; log scales",
                new Axis("nodes searched (boards generated, log scale)", true, NumberLabels::count),
                new Axis("time per board (log scale)", true, NumberLabels::millis),
                "moves", toSeries(series)).toSvg();
    }

    /** How the per-board times spread, on 1-2-5 bins. */
    static String timeHistogram(List<ResultRow> rows) {
        double[] times = rows.stream().filter(ReportCharts::timed).mapToDouble(ResultRow::elapsedMs).toArray();
        return new Histogram("Distribution of time per board", TIMED + "; bins on a log scale",
                "time per board (log scale)", "boards", Histogram.logBins(times), NumberLabels::millis).toSvg();
    }

    private static boolean timed(ResultRow row) {
        return (row.isOk() || row.isTimeout()) && row.elapsedMs() != null;
    }

    /** One empty series per K in ascending order, then apply, so colours match across charts. */
    private static Map<String, List<ScatterChart.Point>> seriesByMoves(List<ResultRow> rows) {
        Map<Integer, String> byK = new TreeMap<>();
        boolean apply = false;
        for (ResultRow row : rows) {
            if (!timed(row)) {
                continue;
            }
            if ("search".equals(row.task())) {
                byK.put(kOf(row), seriesName(row));
            } else {
                apply = true;
            }
        }
        Map<String, List<ScatterChart.Point>> series = new LinkedHashMap<>();
        byK.values().forEach(name -> series.put(name, new ArrayList<>()));
        if (apply) {
            series.put("apply", new ArrayList<>());
        }
        return series;
    }

    private static void addPoint(Map<String, List<ScatterChart.Point>> series, ResultRow row, double x) {
        series.computeIfAbsent(seriesName(row), name -> new ArrayList<>())
                .add(new ScatterChart.Point(x, row.elapsedMs(), tooltip(row)));
    }

    private static int kOf(ResultRow row) {
        try {
            return Integer.parseInt(row.moves().strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String seriesName(ResultRow row) {
        return "search".equals(row.task()) ? "K = " + row.moves().strip() : "apply";
    }

    private static List<ScatterChart.Series> toSeries(Map<String, List<ScatterChart.Point>> series) {
        List<ScatterChart.Series> list = new ArrayList<>();
        series.forEach((name, points) -> list.add(new ScatterChart.Series(name, points)));
        return list;
    }

    private static String tooltip(ResultRow row) {
        return String.format(Locale.ROOT, "%s #%d (%s×%s, %s %s): %s ms, %s nodes, max tile %s, %s",
                row.file(), row.board(), ReportText.number(row.size()), ReportText.number(row.size()), row.task(),
                row.moves(), ReportText.rowMillis(row.elapsedMs()), ReportText.count(row.nodes()),
                ReportText.tile(row.maxTile()), row.status());
    }
}
