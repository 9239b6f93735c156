package tilesearch.report;

import java.util.List;
import static tilesearch.report.chart.Markup.escape;
import tilesearch.replay.ReplaySvg;
import tilesearch.replay.RowReplays;
import tilesearch.report.ReportText.Columns;
import tilesearch.results.ResultRow;

/**
 * Renders a {@link Report} as one self-contained HTML page: inline CSS and SVG, no scripts, nothing loaded from
 * anywhere (a Content-Security-Policy says so to the browser), so it opens from disk and can be mailed around.
 *
 * <p>Plain text blocks and one escaping function rather than a template engine: the page is a handful of fixed
 * sections and tables, and every value that came from a CSV passes through {@code escape} where it is written.
 */
public final class HtmlReport extends ReportDocument {

    private static final String STYLE = """
            body { font-family: "DejaVu Sans", Arial, Helvetica, sans-serif; color: #222; margin: 24px auto;
                   max-width: 1340px; padding: 0 16px; font-size: 14px; }
            h1 { font-size: 22px; margin-bottom: 4px; }
            h2 { font-size: 17px; margin-top: 28px; border-bottom: 1px solid #ddd; padding-bottom: 4px; }
            .source { color: #666; margin-top: 0; }
            table { border-collapse: collapse; margin: 8px 0; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
            th { background: #f4f4f4; }
            td.num { text-align: right; font-variant-numeric: tabular-nums; }
            .note { color: #666; font-size: 12px; }
            .alarm { border: 2px solid #c00; background: #fff0f0; padding: 8px 16px; margin: 16px 0; }
            .alarm h2 { color: #c00; border-color: #e6b0b0; margin-top: 8px; }
            .alarm td { color: #a00; }
            .good { color: #17702b; }
            .charts { display: grid; grid-template-columns: repeat(auto-fit, minmax(520px, 1fr)); gap: 16px; }
            .charts svg { width: 100%; height: auto; border: 1px solid #e3e3e3; }
            """;

    /**
     * The most bytes of HTML one list may take (the errors, the changed answers, each list of boards): with the
     * charts' tooltip budget and clipped cells elsewhere, this keeps the page under 3 MB whatever the rows hold,
     * however long or full of characters to escape their file names and messages are. A list cut short by it says
     * how many more there are, as one cut at {@value CappedList#LIMIT} rows does.
     */
    static final int LIST_BYTES = 180_000;

    /**
     * The most bytes of HTML all replays together may take. A 20×20 board's grid is about 27 KB, so one replay of
     * K = 13 is about 380 KB and ten of them would take the page past 3 MB; a replay that does not fit in what is
     * left is named with a note instead, and {@code tilesearch show} replays it in a terminal.
     */
    static final int REPLAY_BYTES = 900_000;

    private final List<RowReplays.Outcome> replays;

    private HtmlReport(List<RowReplays.Outcome> replays) {
        super(64 * 1024);
        this.replays = replays;
    }

    /** The whole page, with {@code replays} of the boards {@link Report#replayed()} names, in that order. */
    public static String render(Report report, List<RowReplays.Outcome> replays) {
        HtmlReport page = new HtmlReport(replays);
        page.head(report);
        page.write(report);
        return page.out.append("</body>\n</html>\n").toString();
    }

    private void head(Report report) {
        out.append("""
                <!DOCTYPE html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>tilesearch report: %s</title>
                <style>
                %s</style>
                </head>
                <body>
                <h1>tilesearch report</h1>
                <p class="source">results: <code>%s</code>%s</p>
                """.formatted(escape(report.resultsName()), STYLE + ReplaySvg.STYLE, escape(report.resultsName()),
                report.baseline().map(b -> ", compared with baseline <code>" + escape(b.name()) + "</code>")
                        .orElse("")));
    }

    @Override
    void alarm(String detail, Runnable content) {
        out.append("<section class=\"alarm\" id=\"alarm\">\n<h2>Correctness alarm: ").append(escape(detail))
                .append("</h2>\n");
        content.run();
        out.append("</section>\n");
    }

    @Override
    void heading(String id, String text) {
        out.append(id.isEmpty() ? "<h2>" : "<h2 id=\"" + id + "\">").append(escape(text)).append("</h2>\n");
    }

    @Override
    void paragraph(String tone, String text) {
        out.append(tone.isEmpty() ? "<p>" : "<p class=\"" + tone + "\">").append(escape(text)).append("</p>\n");
    }

    @Override
    void summary(List<ReportText.SummaryLine> lines) {
        out.append("<table class=\"summary\">\n");
        for (ReportText.SummaryLine line : lines) {
            out.append("<tr><th>").append(escape(line.label())).append("</th><td>")
                    .append(escape(ReportText.clip(line.value()))).append("</td><td class=\"note\">")
                    .append(escape(ReportText.clip(line.note()))).append("</td></tr>\n");
        }
        out.append("</table>\n");
    }

    /** As many keys as {@link #LIST_BYTES} of HTML hold. */
    @Override
    int keysFitting(List<String> keys) {
        ByteBudget budget = new ByteBudget(LIST_BYTES);
        int shown = 0;
        while (shown < keys.size() && budget.take((shown == 0 ? "" : ", ") + escape(keys.get(shown)), shown == 0)) {
            shown++;
        }
        return shown;
    }

    @Override
    void charts(Report report) {
        out.append("<h2>Charts</h2>\n<div class=\"charts\">\n");
        for (String svg : report.run().charts()) {
            out.append(svg).append('\n');
        }
        out.append("</div>\n");
    }

    /**
     * Each board's replay under a summary line saying which board and what it reached; in a {@code <details>}
     * element, open, so a reader can fold away a long one without any script.
     */
    @Override
    void replays(Report report) {
        if (replays.isEmpty()) {
            return;
        }
        out.append("<h2 id=\"replays\">Replays</h2>\n<p class=\"note\">The boards with the largest tiles and the"
                + " slowest boards: the start and the board after each move of the row's path, the start read again"
                + " from the input file. A tile outlined in black was made by a merge in that move.</p>\n");
        ByteBudget budget = new ByteBudget(REPLAY_BYTES);
        for (RowReplays.Outcome replay : replays) {
            ResultRow row = replay.row();
            out.append("<details class=\"replay\" open>\n<summary>")
                    .append(escape(ReportText.clip(ReportText.replayTitle(row))))
                    .append(row.path().isEmpty() ? "" : ": <code>" + escape(ReportText.clip(row.path())) + "</code>")
                    .append("</summary>\n");
            if (replay instanceof RowReplays.Replayed replayed) {
                String grids = ReplaySvg.render(replayed.replay());
                if (budget.take(grids, false)) {
                    out.append(grids);
                } else {
                    long kilobytes = ByteBudget.utf8Bytes(grids) / 1000;
                    out.append("<p class=\"note\">Replay left out: its ").append(replayed.replay().boards().size())
                            .append(" boards would take ").append(ReportText.count(kilobytes))
                            .append(" KB, more than the page has left for replays; <code>tilesearch show</code>"
                                    + " replays it in a terminal.</p>\n");
                }
            } else {
                out.append("<p class=\"note\">No replay: ").append(escape(replay.message())).append("</p>\n");
            }
            out.append("</details>\n");
        }
    }

    /**
     * A table of the first rows that fit in {@link #LIST_BYTES} of HTML (at least one). Cells are clipped and those
     * that look numeric are right-aligned.
     */
    @Override
    <T> int tableRows(Columns<T> columns, List<T> rows) {
        int start = out.length();
        out.append("<table>\n<tr>");
        columns.headings().forEach(heading -> out.append("<th>").append(escape(heading)).append("</th>"));
        out.append("</tr>\n");
        ByteBudget bytes = new ByteBudget(LIST_BYTES);
        bytes.take(out.subSequence(start, out.length()), true);
        int shown = 0;
        StringBuilder line = new StringBuilder();
        for (T row : rows) {
            line.setLength(0);
            line.append("<tr>");
            for (String value : columns.cells().apply(row)) {
                String cell = ReportText.clip(value);
                boolean numeric = cell.matches("[0-9][0-9,.]*");
                line.append(numeric ? "<td class=\"num\">" : "<td>").append(escape(cell)).append("</td>");
            }
            line.append("</tr>\n");
            if (!bytes.take(line, shown == 0)) {
                break;
            }
            out.append(line);
            shown++;
        }
        out.append("</table>\n");
        return shown;
    }
}
