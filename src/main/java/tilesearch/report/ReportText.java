package tilesearch.report;

import java.math.BigInteger;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.function.Function;
import java.util.stream.Collectors;
import tilesearch.report.BaselineComparison.SetSpeed;
import tilesearch.report.BaselineComparison.StatusChange;
import tilesearch.report.BaselineComparison.TileChange;
import tilesearch.results.ResultRow;

/** The wording and number formats that the HTML and the Markdown report share, so both say the same thing. */
final class ReportText {

    /** A board set whose time changed by less than this fraction is called unchanged. */
    private static final double SAME_SPEED = 0.05;
    /** The longest text a table cell shows. */
    static final int LONGEST_CELL = 400;

    private ReportText() {
    }

    /** One line of the run summary: what, its value, and an optional note on how to read it. */
    record SummaryLine(String label, String value, String note) {
    }

    /** The summary lines of {@code report}: from its rows, and from its run record when there is one. */
    static List<SummaryLine> summaryLines(Report report) {
        ResultsSummary summary = report.run().summary();
        List<SummaryLine> lines = new ArrayList<>();
        lines.add(new SummaryLine("boards", Long.toString(summary.boards()), ""));
        String statuses = summary.ok() + " ok, " + summary.errors() + " error, " + summary.timeouts() + " timeout"
                + (summary.otherStatus() > 0 ? ", " + summary.otherStatus() + " other" : "");
        lines.add(new SummaryLine("status", statuses, ""));
        lines.add(new SummaryLine("total time", millis(summary.totalMs()),
                "sum of the per-board times of " + summary.timedBoards() + " boards; with several threads the run"
                        + " took less wall-clock time"));
        String within = summary.timeError() == 0 ? ""
                : String.format(Locale.ROOT, "; within ±%.2g%%", summary.timeError() * 100);
        lines.add(new SummaryLine("median time", timeOrNone(summary.medianMs()), "per board" + within
                + (within.isEmpty() ? "" : ": the run has too many distinct times to keep, so they were counted in"
                        + " narrow bands")));
        lines.add(new SummaryLine("p90 time", timeOrNone(summary.p90Ms()),
                "9 boards in 10 took at most this" + within));
        lines.add(new SummaryLine("p99 time", timeOrNone(summary.p99Ms()),
                "99 boards in 100 took at most this" + within));
        lines.add(new SummaryLine("max time", timeOrNone(summary.maxMs()), "the slowest board"));
        lines.add(new SummaryLine("mean time", timeOrNone(summary.meanMs()),
                "per board: total time ÷ boards; not a rate, since threads solve boards side by side"));
        if (report.record().isPresent()) {
            lines.addAll(RunRecordText.lines(report.record().get(), summary.boards(), ZoneId.systemDefault()));
        } else if (summary.threads().isEmpty()) {
            lines.add(new SummaryLine("threads", "unknown",
                    "neither the results CSV nor a run record beside it records them"));
        } else {
            lines.add(new SummaryLine("threads", String.join(", ", summary.threads()), ""));
        }
        String moves = summary.searchMoves().isEmpty() ? "none" : summary.searchMoves().entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(", "));
        lines.add(new SummaryLine("moves K", moves, "K: search boards"
                + (summary.applyBoards() > 0 ? "; plus " + summary.applyBoards() + " apply boards" : "")));
        lines.add(new SummaryLine("board sizes", sizes(summary.boardsBySize()), "N×N: boards"));
        return lines;
    }

    static String sizes(Map<Integer, Long> bySize) {
        if (bySize.isEmpty()) {
            return "none";
        }
        return bySize.entrySet().stream()
                .map(e -> e.getKey() + "×" + e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    /**
     * The columns of one of the report's tables, the same in every format: its headings, and the cells of a row.
     *
     * @param <T> what a row of the table shows
     */
    record Columns<T>(List<String> headings, Function<T, List<String>> cells) {
    }

    /** The boards whose max tile changed: the correctness alarm. */
    static final Columns<TileChange> TILE_CHANGES = new Columns<>(
            List.of("file", "board", "line", "N", "moves", "baseline max tile", "current max tile"),
            change -> List.of(change.key().file(), Integer.toString(change.key().board()), number(change.line()),
                    number(change.size()), change.moves(), tile(change.baseline()), tile(change.current())));

    /** The rows with status error. */
    static final Columns<ResultRow> ERRORS = new Columns<>(List.of("file", "line", "board", "message"),
            row -> List.of(row.file(), number(row.line()), Integer.toString(row.board()), row.message()));

    /** The time per input folder in both runs. */
    static final Columns<SetSpeed> SPEEDS = new Columns<>(
            List.of("input folder", "boards", "baseline time", "current time", "ratio"),
            speed -> List.of(speed.set(), Long.toString(speed.boards()), millis(speed.baselineMs()),
                    millis(speed.currentMs()), ratio(speed.ratio())));

    /** The boards whose status changed. */
    static final Columns<StatusChange> STATUS_CHANGES = new Columns<>(
            List.of("file", "board", "baseline", "current", "message"),
            change -> List.of(change.key().file(), Integer.toString(change.key().board()), change.baseline(),
                    change.current(), change.message()));

    /** Marks a slow board that searched no node, explained by {@link #noSearchNote}. */
    static final String NO_SEARCH = " †";

    /** The slowest boards, their nodes marked when they searched none. */
    static final Columns<ResultRow> SLOWEST = new Columns<>(
            List.of("file", "board", "line", "N", "task", "moves", "max tile", "nodes", "time (ms)", "status"),
            row -> List.of(row.file(), Integer.toString(row.board()), number(row.line()), number(row.size()),
                    row.task(), row.moves(), tile(row.maxTile()),
                    count(row.nodes()) + (searchedNoNode(row) ? NO_SEARCH : ""), rowMillis(row.elapsedMs()),
                    row.status()));

    /**
     * What the mark on the slowest boards means, or {@code ""} when none is marked. A board answered without a
     * search took its time elsewhere: at the top of the list, the JVM loading and compiling the code for the run's
     * first boards.
     */
    static String noSearchNote(List<ResultRow> slowest) {
        for (ResultRow row : slowest) {
            if (searchedNoNode(row)) {
                return NO_SEARCH.strip() + " searched no node: its answer came without a search, so its time is not"
                        + " the search's. Near the top of this list that is the JVM warming up (loading and compiling"
                        + " the code) on the first boards of a run, not a hard board.";
            }
        }
        return "";
    }

    private static boolean searchedNoNode(ResultRow row) {
        return row.isOk() && row.nodes() != null && row.nodes() == 0;
    }

    private static String timeOrNone(OptionalDouble ms) {
        return ms.isPresent() ? millis(ms.getAsDouble()) : "none recorded";
    }

    /**
     * A time in words: under a millisecond in microseconds, the CSV's resolution, so that a run of fast boards
     * does not read 0.000 ms; a time the CSV rounded to 0 (under half a microsecond) says so.
     */
    static String millis(double ms) {
        if (ms < 1) {
            double micros = ms * 1000;
            if (micros < 0.5) {
                return "under 0.5 µs";
            }
            return micros == Math.rint(micros) ? String.format(Locale.ROOT, "%.0f µs", micros)
                    : String.format(Locale.ROOT, "%.1f µs", micros);
        }
        String exact = String.format(Locale.ROOT, "%,.3f ms", ms);
        return ms >= 10_000 ? String.format(Locale.ROOT, "%,.1f s (%s)", ms / 1000, exact) : exact;
    }

    /** The time of one row in milliseconds with the CSV's three decimals, or {@code ""} when absent. */
    static String rowMillis(Double ms) {
        return ms == null ? "" : String.format(Locale.ROOT, "%,.3f", ms);
    }

    static String count(Long value) {
        return value == null ? "" : String.format(Locale.ROOT, "%,d", value);
    }

    static String number(Number value) {
        return value == null ? "" : value.toString();
    }

    static String tile(BigInteger tile) {
        return tile == null ? "—" : tile.toString();
    }

    /** A short tile label for chart axes: the decimal up to 2^20, {@code 2^k} above. */
    static String shortTile(BigInteger tile) {
        boolean powerOfTwo = tile.signum() > 0 && tile.bitCount() == 1;
        return powerOfTwo && tile.bitLength() > 21 ? "2^" + (tile.bitLength() - 1) : tile.toString();
    }

    /** {@code 0.84× (16% faster)}: current over baseline time. */
    static String ratio(double ratio) {
        if (Double.isNaN(ratio)) {
            return "n/a (baseline took no time)";
        }
        String times = String.format(Locale.ROOT, "%.2f×", ratio);
        if (Math.abs(ratio - 1) < SAME_SPEED) {
            return times + " (about the same)";
        }
        return ratio < 1
                ? String.format(Locale.ROOT, "%s (%.0f%% faster)", times, (1 - ratio) * 100)
                : String.format(Locale.ROOT, "%s (%.0f%% slower)", times, (ratio - 1) * 100);
    }

    /**
     * Said under a table that was cut short, for a list of {@code total} items of which the first {@code shown} are
     * shown: {@code … and 1,234 more, not listed}; empty when none was left out.
     */
    static String more(long shown, long total) {
        return shown >= total ? ""
                : String.format(Locale.ROOT, "… and %,d more, not listed (a report lists the first %,d of %,d)",
                        total - shown, shown, total);
    }

    /** {@code 1 board}, {@code 2 boards}. */
    static String boards(long count) {
        return count + (count == 1 ? " board" : " boards");
    }

    /**
     * A CSV value as a table shows it: whole up to {@value #LONGEST_CELL} characters, cut with an ellipsis after,
     * so that no row, however long its message, can make the page large.
     */
    static String clip(String value) {
        return value.length() <= LONGEST_CELL ? value : value.substring(0, LONGEST_CELL - 1) + "…";
    }

    /** What a replay shows: {@code inputs/a.txt board 3 (line 12), 20×20, K = 20: max tile 16,384, 4.1 s}. */
    static String replayTitle(ResultRow row) {
        String size = row.size() == null ? "" : ", " + row.size() + "×" + row.size();
        String task = row.task().equals("apply") ? ", " + row.path().length() + " moves applied"
                : ", K = " + row.moves();
        return row.file() + " board " + row.board() + " (line " + number(row.line()) + ")" + size + task
                + ": max tile " + tile(row.maxTile()) + ", " + rowMillis(row.elapsedMs()) + " ms";
    }
}
