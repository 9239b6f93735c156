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
public final class MarkdownReport extends ReportDocument {

    private MarkdownReport() {
        super(8192);
    }

    /** The whole document, ending with a line feed. */
    public static String render(Report report) {
        MarkdownReport document = new MarkdownReport();
        document.out.append("# tilesearch report: ").append(cell(report.resultsName())).append("\n\n");
        document.write(report);
        return document.out.toString();
    }

    /** In capitals, as Markdown has no colour to make the alarm stand out. */
    @Override
    void alarm(String detail, Runnable content) {
        out.append("## CORRECTNESS ALARM: ").append(cell(detail)).append("\n\n");
        content.run();
    }

    @Override
    void heading(String id, String text) {
        out.append("## ").append(cell(text)).append("\n\n");
    }

    @Override
    void paragraph(String tone, String text) {
        out.append(cell(text)).append("\n\n");
    }

    @Override
    void summary(List<ReportText.SummaryLine> lines) {
        table(new Columns<>(List.of("", "value", "note"),
                (ReportText.SummaryLine line) -> List.of(line.label(), line.value(), line.note())), whole(lines));
    }

    /** Every key: Markdown has no page to keep small. */
    @Override
    int keysFitting(List<String> keys) {
        return keys.size();
    }

    /** The HTML page's max-tile chart as a table: ok boards per max tile, smallest tile first. */
    @Override
    void charts(Report report) {
        ResultsSummary summary = report.run().summary();
        heading("", "Max tile reached");
        List<Map.Entry<String, Long>> rows = new ArrayList<>();
        summary.maxTiles().forEach((tile, boards) -> rows.add(Map.entry(ReportText.tile(tile), boards)));
        if (summary.unlistedMaxTiles() > 0) {
            rows.add(Map.entry("other tiles, not powers of two", summary.unlistedMaxTiles()));
        }
        table(new Columns<>(List.of("max tile", "boards with status ok"),
                (Map.Entry<String, Long> row) -> List.of(row.getKey(), Long.toString(row.getValue()))), whole(rows));
    }

    /** The replayed boards' paths, which the HTML page draws as grids. */
    @Override
    void replays(Report report) {
        heading("", "Replayed boards");
        table(new Columns<>(List.of("file", "board", "line", "N", "moves", "max tile", "time (ms)", "path"),
                (ResultRow row) -> List.of(row.file(), Integer.toString(row.board()), ReportText.number(row.line()),
                        ReportText.number(row.size()), row.moves(), ReportText.tile(row.maxTile()),
                        ReportText.rowMillis(row.elapsedMs()), row.path())), whole(report.replayed()));
    }

    @Override
    <T> int tableRows(Columns<T> columns, List<T> rows) {
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
        return rows.size();
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
