package tilesearch.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import tilesearch.report.ReportText.Columns;
import tilesearch.results.ResultRow;
import tilesearch.text.Printable;

/**
 * Renders a {@link Report} as GitHub-flavoured Markdown for terminals and CI logs: the same summary, comparison
 * and tables as the HTML page, the max-tile chart as a table, without the other charts.
 */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    /** The whole document, ending with a line feed. */
    public static String render(Report report) {
        StringBuilder out = new StringBuilder(8192);
        out.append("# tilesearch report: ").append(cell(report.resultsName())).append("\n\n");
        report.baseline().ifPresent(baseline -> alarm(out, baseline.comparison()));
        out.append("## Summary\n\n");
        table(out, new Columns<>(List.of("", "value", "note"),
                (ReportText.SummaryLine line) -> List.of(line.label(), line.value(), line.note())),
                ReportText.summaryLines(report));
        // what failed first, as on the HTML page: the rest of the document is about the boards that were solved
        CappedList<ResultRow> errors = report.run().errors();
        out.append("## Errors (").append(errors.total()).append(")\n\n");
        table(out, ReportText.ERRORS, errors.items());
        more(out, errors);
        maxTiles(out, report.run().summary());
        report.baseline().ifPresent(baseline -> comparison(out, baseline));
        out.append("## The ").append(RunAggregates.SLOWEST).append(" slowest boards\n\n");
        table(out, ReportText.SLOWEST, report.run().slowest());
        String note = ReportText.noSearchNote(report.run().slowest());
        if (!note.isEmpty()) {
            out.append(cell(note)).append("\n\n");
        }
        out.append("## Replayed boards\n\n");
        table(out, new Columns<>(List.of("file", "board", "line", "N", "moves", "max tile", "time (ms)", "path"),
                (ResultRow row) -> List.of(row.file(), Integer.toString(row.board()), ReportText.number(row.line()),
                        ReportText.number(row.size()), row.moves(), ReportText.tile(row.maxTile()),
                        ReportText.rowMillis(row.elapsedMs()), row.path())), report.replayed());
        return out.toString();
    }

    /** The HTML page's max-tile chart as a table: ok boards per max tile, smallest tile first. */
    private static void maxTiles(StringBuilder out, ResultsSummary summary) {
        out.append("## Max tile reached\n\n");
        List<Map.Entry<String, Long>> rows = new ArrayList<>();
        summary.maxTiles().forEach((tile, boards) -> rows.add(Map.entry(ReportText.tile(tile), boards)));
        if (summary.unlistedMaxTiles() > 0) {
            rows.add(Map.entry("other tiles, not powers of two", summary.unlistedMaxTiles()));
        }
        table(out, new Columns<>(List.of("max tile", "boards with status ok"),
                (Map.Entry<String, Long> row) -> List.of(row.getKey(), Long.toString(row.getValue()))), rows);
    }

    private static void alarm(StringBuilder out, BaselineComparison comparison) {
        if (!comparison.alarm()) {
            return;
        }
        out.append("## CORRECTNESS ALARM: max tile changed on ").append(comparison.changedMaxTile().total())
                .append(" board(s)\n\n")
                .append("The same board with the same task and moves must give the same exact answer in every run.\n\n");
        table(out, ReportText.TILE_CHANGES, comparison.changedMaxTile().items());
        more(out, comparison.changedMaxTile());
    }

    private static void comparison(StringBuilder out, Report.Baseline baseline) {
        BaselineComparison comparison = baseline.comparison();
        out.append("## Compared with baseline ").append(cell(baseline.name())).append("\n\n");
        if (!comparison.alarm()) {
            out.append("No board's max tile changed.\n\n");
        }
        out.append("Time change per input folder, over boards ok in both runs (current ÷ baseline):\n\n");
        table(out, ReportText.SPEEDS, comparison.speedBySet());
        keyLine(out, "Boards added", comparison.added());
        keyLine(out, "Boards missing", comparison.missing());
        if (!comparison.statusChanges().isEmpty()) {
            out.append("Status changed:\n\n");
            table(out, ReportText.STATUS_CHANGES, comparison.statusChanges().items());
            more(out, comparison.statusChanges());
        }
        keyLine(out, "Not compared (task or moves differ)", comparison.notComparable());
        keyLine(out, "Listed more than once (first row used)", comparison.duplicates());
    }

    private static void keyLine(StringBuilder out, String label, CappedList<BoardKey> keys) {
        out.append(label).append(": ").append(keys.isEmpty() ? "none" : cell(ReportText.keys(keys))).append("\n\n");
    }

    /** The line under a table that was cut short, saying how many more there are. */
    private static void more(StringBuilder out, CappedList<?> list) {
        if (list.more() > 0) {
            out.append(cell(ReportText.more(list.items().size(), list.total()))).append("\n\n");
        }
    }

    private static <T> void table(StringBuilder out, Columns<T> columns, List<T> rows) {
        if (rows.isEmpty()) {
            out.append("none\n\n");
            return;
        }
        out.append('|');
        columns.headings().forEach(heading -> out.append(' ').append(cell(heading)).append(" |"));
        out.append("\n|");
        columns.headings().forEach(heading -> out.append(" --- |"));
        out.append('\n');
        for (T row : rows) {
            out.append('|');
            for (String value : columns.cells().apply(row)) {
                out.append(' ').append(cell(ReportText.clip(value))).append(" |");
            }
            out.append('\n');
        }
        out.append('\n');
    }

    /**
     * A value safe inside a table cell and at a terminal: control characters written as escapes ({@code \x1b}),
     * pipes, backslashes and backticks escaped, line breaks made spaces, and {@code < > &} written as entities, so
     * that CSV text (a file name is anyone's) never moves a terminal's cursor, nor becomes HTML, an entity or a code
     * span where the Markdown is rendered.
     */
    static String cell(String value) {
        String printable = Printable.of(value);
        StringBuilder out = new StringBuilder(printable.length() + 8);
        for (int i = 0; i < printable.length(); i++) {
            char c = printable.charAt(i);
            switch (c) {
                case '\\', '|', '`' -> out.append('\\').append(c);
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '\n', '\t' -> out.append(' ');
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
