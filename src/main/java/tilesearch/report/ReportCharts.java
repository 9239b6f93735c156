package tilesearch.report;

import java.math.BigInteger;
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

    /** Ok boards per max tile that is a power of two below 2^63, by exponent: nearly every tile. */
    private final long[] powerTiles = new long[Long.SIZE - 1];
    /** Ok boards per any other max tile, for the first {@value #OTHER_TILE_BARS} such tiles met. */
    private final Map<BigInteger, long[]> otherTiles = new TreeMap<>();
    /** Ok boards whose max tile came after {@link #otherTiles} was full: drawn as one bar, so that a doctored
     * file of a million distinct odd tiles neither grows the memory nor the page. */
    private long unlistedTiles;

    /** The most bars of max tiles that are not powers of two below 2^63; {@code solve} writes none. */
    static final int OTHER_TILE_BARS = 32;
    private final LogBinCounter times = new LogBinCounter();
    private final ScatterPoints timeBySize = new ScatterPoints(false, true);
    private final ScatterPoints nodesVsTime = new ScatterPoints(true, true);
    /** The series name of each K met among timed boards, so colours follow K across charts. */
    private final Map<Integer, String> seriesByK = new TreeMap<>();
    private boolean apply;
    /** The task and moves of the last timed row, and its series: most rows repeat them. */
    private String lastTask;
    private String lastMoves;
    private String lastSeries;

    /** Counts {@code row}, the next row of the run. */
    void accept(ResultRow row) {
        if (row.isOk()) {
            countTile(row);
        }
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

    private void countTile(ResultRow row) {
        BigInteger tile = row.maxTile();
        if (tile == null) {
            return;
        }
        if (tile.signum() > 0 && tile.bitLength() < Long.SIZE - 1 && tile.bitCount() == 1) {
            powerTiles[tile.bitLength() - 1]++;
        } else {
            BigInteger other = tile;
            long[] count = otherTiles.get(other);
            if (count != null) {
                count[0]++;
            } else if (otherTiles.size() < OTHER_TILE_BARS) {
                otherTiles.put(other, new long[] {1});
            } else {
                unlistedTiles++;
            }
        }
    }

    /** The series of a timed row, named and recorded when its task or moves differ from the row before. */
    private String series(ResultRow row) {
        String task = row.task();
        String moves = row.moves();
        if (!task.equals(lastTask) || !moves.equals(lastMoves)) {
            lastTask = task;
            lastMoves = moves;
            lastSeries = "search".equals(task) ? "K = " + moves.strip() : "apply";
            if ("search".equals(task)) {
                seriesByK.put(kOf(moves), lastSeries);
            }
        }
        return lastSeries;
    }

    /** All charts, in page order. */
    List<String> all() {
        return List.of(maxTiles(), timeBySize(), nodesVsTime(), timeHistogram());
    }

    /** How many ok boards reached each max tile, by tile value. */
    String maxTiles() {
        Map<BigInteger, long[]> maxTiles = new TreeMap<>(otherTiles);
        for (int exponent = 0; exponent < powerTiles.length; exponent++) {
            if (powerTiles[exponent] > 0) {
                maxTiles.put(BigInteger.ONE.shiftLeft(exponent), new long[] {powerTiles[exponent]});
            }
        }
        List<BarChart.Bar> bars = new ArrayList<>();
        maxTiles.forEach((tile, count) -> bars.add(new BarChart.Bar(ReportText.shortTile(tile), count[0],
                ReportText.boards(count[0]) + " reached " + tile)));
        if (unlistedTiles > 0) {
            bars.add(new BarChart.Bar("other", unlistedTiles, ReportText.boards(unlistedTiles)
                    + " reached other tiles that are not powers of two, not drawn one by one"));
        }
        return new BarChart("Max tile reached", "boards with status ok", "max tile (value)", "boards", bars)
                .toSvg();
    }

    /** Time per board against board size, one colour per K. */
    String timeBySize() {
        return timeBySize.toSvg("Time per board by board size", TIMED + "; log scale",
                Axis.wholeNumbers("board size N (N×N cells)", NumberLabels::plain),
                new Axis("time per board (log scale)", true, NumberLabels::millis), seriesOrder(), true);
    }

    /** Nodes searched against time, one colour per K: the slope is the search speed. */
    String nodesVsTime() {
        return nodesVsTime.toSvg("Nodes searched vs time", "search boards with status ok or timeout; log scales",
                new Axis("nodes searched (boards generated, log scale)", true, NumberLabels::count),
                new Axis("time per board (log scale)", true, NumberLabels::millis), seriesOrder(), false);
    }

    /** How the per-board times spread, on 1-2-5 bins. */
    String timeHistogram() {
        return new Histogram("Distribution of time per board", TIMED + "; bins on a log scale",
                "time per board (log scale)", "boards", times.bins(), NumberLabels::millis).toSvg();
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

    private static int kOf(String moves) {
        try {
            return Integer.parseInt(moves.strip());
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
