package tilesearch.report;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** The wording and number formats that the HTML and the Markdown report share, so both say the same thing. */
final class ReportText {

    /** A board set whose time changed by less than this fraction is called unchanged. */
    private static final double SAME_SPEED = 0.05;

    private ReportText() {
    }

    /** One line of the run summary: what, its value, and an optional note on how to read it. */
    record SummaryLine(String label, String value, String note) {
    }

    static List<SummaryLine> summaryLines(ResultsSummary summary) {
        List<SummaryLine> lines = new ArrayList<>();
        lines.add(new SummaryLine("boards", Integer.toString(summary.boards()), ""));
        String statuses = summary.ok() + " ok, " + summary.errors() + " error, " + summary.timeouts() + " timeout"
                + (summary.otherStatus() > 0 ? ", " + summary.otherStatus() + " other" : "");
        lines.add(new SummaryLine("status", statuses, ""));
        lines.add(new SummaryLine("total time", millis(summary.totalMs()),
                "sum of the per-board times of " + summary.timedBoards() + " boards; with several threads the run"
                        + " took less wall-clock time"));
        lines.add(new SummaryLine("median time",
                summary.medianMs().isPresent() ? millis(summary.medianMs().getAsDouble()) : "none recorded",
                "per board"));
        lines.add(new SummaryLine("boards per second",
                summary.boardsPerSecond().isPresent()
                        ? String.format(Locale.ROOT, "%,.1f", summary.boardsPerSecond().getAsDouble()) : "n/a",
                "boards ÷ total time: one worker's rate; T threads finish up to T times sooner"));
        lines.add(new SummaryLine("threads", summary.threadsText().orElse("unknown"),
                summary.threadsText().isPresent() ? "" : "the results CSV does not record them"));
        String moves = summary.searchMoves().isEmpty() ? "none"
                : summary.searchMoves().stream().map(String::valueOf).collect(Collectors.joining(", "));
        lines.add(new SummaryLine("moves K", moves,
                summary.applyBoards() > 0 ? "search boards; plus " + summary.applyBoards() + " apply boards" : ""));
        lines.add(new SummaryLine("board sizes", sizes(summary.boardsBySize()), "N×N: boards"));
        return lines;
    }

    static String sizes(Map<Integer, Integer> bySize) {
        if (bySize.isEmpty()) {
            return "none";
        }
        return bySize.entrySet().stream()
                .map(e -> e.getKey() + "×" + e.getKey() + ": " + e.getValue())
                .collect(Collectors.joining(", "));
    }

    /** {@code 1,234.567 ms}, or {@code 12.346 s (12,345.678 ms)} from ten seconds up. */
    static String millis(double ms) {
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

    static String keys(List<BoardKey> keys) {
        return keys.stream().map(BoardKey::toString).collect(Collectors.joining(", "));
    }
}
