package tilesearch.report;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import tilesearch.results.ResultRow;

/**
 * Everything a report shows of one run, gathered from its rows in one pass, in memory that does not grow with the
 * number of rows: counts and sums, the median time (see {@link QuantileSketch}), the boards per max tile, K and
 * board size, the charts' counts, the
 * {@value #SLOWEST} slowest boards and the {@value #LARGEST_TILES} with the largest tiles as whole rows, and the
 * first {@value CappedList#LIMIT} error rows with the count of all of them.
 *
 * <p>Not thread-safe: feed it from one thread, then read it.
 */
public final class RunAggregates implements Consumer<ResultRow> {

    /** How many of the slowest boards are kept. */
    public static final int SLOWEST = 20;
    /** How many of the boards with the largest max tile are kept. */
    public static final int LARGEST_TILES = 10;

    private long boards;
    private long ok;
    private long errorCount;
    private long timeouts;
    private long applyBoards;
    /** The sum of the times, rounded once when read: a plain sum's rounding errors would show in its digits. */
    private final ExactSum totalMs = new ExactSum();
    private final QuantileSketch times = new QuantileSketch();
    /** Ok boards per max tile. */
    private final TileCounts maxTiles = new TileCounts();
    /** Search boards per K, and boards per size N: counted in place, sorted when read. */
    private final Map<Integer, long[]> searchMoves = new HashMap<>();
    private final Map<Integer, long[]> sizes = new HashMap<>();
    /** The moves of the last search row and its K, null when it is no number: most rows repeat the one before. */
    private String lastSearchMoves;
    private Integer lastSearchK;
    private final SortedSet<String> threads = new TreeSet<>();
    /** The threads column of the last row, in {@link #threads} already. */
    private String lastThreads;
    /** The charts' counts; null without charts, so that a Markdown report loads none of their classes. */
    private final ReportCharts charts;
    private final TopRows slowest = new TopRows(SLOWEST, Comparator.comparingDouble(ResultRow::elapsedMs));
    private final TopRows largestTiles = new TopRows(LARGEST_TILES, Comparator.comparing(ResultRow::maxTile));
    private final CappedList.Builder<ResultRow> errors = new CappedList.Builder<>();

    /**
     * @param drawCharts whether to gather the charts' data; without, {@link #charts()} is empty and a Markdown
     *     report, which has no charts, does not pay for them
     */
    public RunAggregates(boolean drawCharts) {
        this.charts = drawCharts ? new ReportCharts() : null;
    }

    /** Counts {@code row}, the next row of the run in file order. */
    @Override
    public void accept(ResultRow row) {
        boards++;
        if (row.isOk()) {
            ok++;
            if (row.maxTile() != null) {
                maxTiles.add(row.maxTile());
                largestTiles.offer(row);
            }
        } else if (row.isError()) {
            errorCount++;
            errors.add(row);
        } else if (row.isTimeout()) {
            timeouts++;
        }
        if (timed(row)) {
            times.add(row.elapsedMs());
            totalMs.add(row.elapsedMs());
            if (!row.isError()) {
                // An error's time is that of finding the fault; among the slowest it would only crowd out boards.
                slowest.offer(row);
            }
        }
        String task = row.task();
        if ("apply".equals(task)) {
            applyBoards++;
        } else if ("search".equals(task)) {
            if (!row.moves().equals(lastSearchMoves)) {
                lastSearchMoves = row.moves();
                lastSearchK = parseMoves(lastSearchMoves);
            }
            if (lastSearchK != null) {
                searchMoves.computeIfAbsent(lastSearchK, k -> new long[1])[0]++;
            }
        }
        if (row.size() != null) {
            sizes.computeIfAbsent(row.size(), size -> new long[1])[0]++;
        }
        String rowThreads = row.threads();
        if (!rowThreads.equals(lastThreads)) {
            lastThreads = rowThreads;
            if (!rowThreads.isBlank()) {
                threads.add(rowThreads.strip());
            }
        }
        if (charts != null) {
            charts.accept(row);
        }
    }

    /** The numbers at the top of the report. */
    public ResultsSummary summary() {
        long other = boards - ok - errorCount - timeouts;
        return new ResultsSummary(boards, ok, errorCount, timeouts, other, times.count(), totalMs.value(),
                times.median(), times.quantile(0.90), times.quantile(0.99), times.max(), times.relativeError(),
                maxTiles.byTile(), maxTiles.unlisted(), sorted(searchMoves), applyBoards, sorted(sizes), threads);
    }

    private static SortedMap<Integer, Long> sorted(Map<Integer, long[]> counts) {
        SortedMap<Integer, Long> sorted = new TreeMap<>();
        counts.forEach((key, count) -> sorted.put(key, count[0]));
        return sorted;
    }

    /**
     * The {@value #SLOWEST} rows with the largest time, slowest first, whole, errors left out; ties keep file order.
     */
    public List<ResultRow> slowest() {
        return slowest.rows();
    }

    /**
     * The {@value #LARGEST_TILES} ok rows with the largest max tile, largest first, whole (path and board after
     * included); ties keep file order.
     */
    public List<ResultRow> largestTiles() {
        return largestTiles.rows();
    }

    /** The rows with status {@code error}: the first ones in file order, and how many there are. */
    public CappedList<ResultRow> errors() {
        return errors.build();
    }

    /** The charts, as inline SVG, in page order; none when made without them. */
    List<String> charts() {
        return charts == null ? List.of() : charts.all(summary());
    }

    /** The K of a search row's moves column, or null when it is no number. */
    static Integer parseMoves(String moves) {
        try {
            return Integer.valueOf(moves.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /**
     * Whether {@code row} has a time the report can add up and chart: a finite number of milliseconds, not
     * negative. Another tool's row may hold {@code 1e400} (read as infinity), {@code NaN} or {@code -5}; such a
     * time is left out of every sum, quantile and chart rather than turning them all into infinity.
     */
    static boolean timed(ResultRow row) {
        return row.elapsedMs() != null && Double.isFinite(row.elapsedMs()) && row.elapsedMs() >= 0;
    }
}
