package tilesearch.report;

import java.util.Comparator;
import java.util.List;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Everything a report shows of one run, gathered from its rows in one pass, in memory that does not grow with the
 * number of rows: counts and sums, the median time (see {@link QuantileSketch}), the charts' counts, the
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
    private double totalMs;
    private final QuantileSketch times = new QuantileSketch();
    private final SortedSet<Integer> searchMoves = new TreeSet<>();
    private final SortedMap<Integer, Long> boardsBySize = new TreeMap<>();
    private final SortedSet<String> threads = new TreeSet<>();
    private final ReportCharts charts = new ReportCharts();
    private final TopRows slowest = new TopRows(SLOWEST, Comparator.comparingDouble(ResultRow::elapsedMs));
    private final TopRows largestTiles = new TopRows(LARGEST_TILES, Comparator.comparing(ResultRow::maxTile));
    private final CappedList.Builder<ResultRow> errors = new CappedList.Builder<>();

    /** The aggregates of {@code rows}, in their order. */
    public static RunAggregates of(Iterable<ResultRow> rows) {
        RunAggregates run = new RunAggregates();
        rows.forEach(run);
        return run;
    }

    /** Counts {@code row}, the next row of the run in file order. */
    @Override
    public void accept(ResultRow row) {
        boards++;
        if (row.isOk()) {
            ok++;
            if (row.maxTile() != null) {
                largestTiles.offer(row);
            }
        } else if (row.isError()) {
            errorCount++;
            errors.add(row);
        } else if (row.isTimeout()) {
            timeouts++;
        }
        if (row.elapsedMs() != null) {
            times.add(row.elapsedMs());
            totalMs += row.elapsedMs();
            slowest.offer(row);
        }
        if ("apply".equals(row.task())) {
            applyBoards++;
        } else if ("search".equals(row.task())) {
            Integer moves = parseMoves(row.moves());
            if (moves != null) {
                searchMoves.add(moves);
            }
        }
        if (row.size() != null) {
            boardsBySize.merge(row.size(), 1L, Long::sum);
        }
        if (!row.threads().isBlank()) {
            threads.add(row.threads().strip());
        }
        charts.accept(row);
    }

    /** The numbers at the top of the report. */
    public ResultsSummary summary() {
        long other = boards - ok - errorCount - timeouts;
        return new ResultsSummary(boards, ok, errorCount, timeouts, other, times.count(), totalMs, times.median(),
                times.relativeError(), searchMoves, applyBoards, boardsBySize, threads);
    }

    /** The {@value #SLOWEST} rows with the largest time, slowest first, whole; ties keep file order. */
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

    /** The charts, as inline SVG, in page order. */
    List<String> charts() {
        return charts.all();
    }

    private static Integer parseMoves(String moves) {
        try {
            return Integer.valueOf(moves.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
