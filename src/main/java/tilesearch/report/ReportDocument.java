package tilesearch.report;

import java.util.List;
import java.util.Locale;
import tilesearch.report.ReportText.Columns;
import tilesearch.report.ReportText.SummaryLine;
import tilesearch.results.ResultRow;

/**
 * A report's sections in reading order and in their words, written once for every format through the few pieces a
 * format renders: {@link HtmlReport} and {@link MarkdownReport}. What differs between the two on purpose is theirs
 * alone: the document's title, how the alarm stands out, the charts (drawn in HTML, the max-tile chart as a table
 * in Markdown) and the replays (grids in HTML, the boards' paths in Markdown).
 *
 * <p>Not thread-safe: a document is written once, by one thread.
 */
abstract class ReportDocument {

    /** The document written so far. */
    final StringBuilder out;

    ReportDocument(int capacity) {
        this.out = new StringBuilder(capacity);
    }

    /** Writes the body of {@code report}'s document to {@link #out}, after the title the format wrote. */
    final void write(Report report) {
        report.baseline().map(Report.Baseline::comparison).filter(BaselineComparison::alarm).ifPresent(this::alarm);
        heading("", "Summary");
        summary(ReportText.summaryLines(report));
        // The failed boards come next, where a reader looks first, not after a page of replays.
        CappedList<ResultRow> errors = report.run().errors();
        heading("errors", "Errors (" + ReportText.count(errors.total()) + ")");
        table(ReportText.ERRORS, errors);
        report.baseline().ifPresent(this::comparison);
        charts(report);
        List<ResultRow> slowest = report.run().slowest();
        heading("", "The " + RunAggregates.SLOWEST + " slowest boards");
        table(ReportText.SLOWEST, whole(slowest));
        String note = ReportText.noSearchNote(slowest);
        if (!note.isEmpty()) {
            paragraph("note", note);
        }
        replays(report);
    }

    private void alarm(BaselineComparison comparison) {
        alarm("max tile changed on " + ReportText.boards(comparison.changedMaxTile().total()), () -> {
            paragraph("", "The same board with the same task and moves must give the same exact answer in every"
                    + " run. One of the two runs is wrong.");
            table(ReportText.TILE_CHANGES, comparison.changedMaxTile());
        });
    }

    private void comparison(Report.Baseline baseline) {
        BaselineComparison comparison = baseline.comparison();
        heading("", "Compared with baseline " + baseline.name());
        if (!comparison.alarm()) {
            paragraph("good", "No board's max tile changed.");
        }
        paragraph("", "Time change per input folder, over boards ok in both runs"
                + " (current time ÷ baseline time; below 1 is faster):");
        table(ReportText.SPEEDS, whole(comparison.speedBySet()));
        keys("Boards added (not in the baseline)", comparison.added());
        keys("Boards missing (in the baseline only)", comparison.missing());
        if (!comparison.statusChanges().isEmpty()) {
            paragraph("", "Status changed:");
            table(ReportText.STATUS_CHANGES, comparison.statusChanges());
        }
        keys("Not compared (task or moves differ)", comparison.notComparable());
        keys("Listed more than once (first row used)", comparison.duplicates());
    }

    /**
     * A table of the rows {@code rows} kept, or "none" when there are none; when it shows fewer than
     * {@code rows.total()}, a note saying how many more there are.
     */
    final <T> void table(Columns<T> columns, CappedList<T> rows) {
        if (rows.isEmpty()) {
            paragraph("", "none");
            return;
        }
        int shown = tableRows(columns, rows.items());
        if (shown < rows.total()) {
            paragraph("note", ReportText.more(shown, rows.total()));
        }
    }

    /** The boards {@code keys} in one paragraph after {@code label}: as many as fit, then how many more there are. */
    private void keys(String label, CappedList<BoardKey> keys) {
        List<String> listed = keys.items().stream().map(key -> ReportText.clip(key.toString())).toList();
        int shown = keysFitting(listed);
        String text = keys.isEmpty() ? "none" : String.join(", ", listed.subList(0, shown));
        if (shown < keys.total()) {
            text += String.format(Locale.ROOT, ", and %,d more", keys.total() - shown);
        }
        paragraph("", label + ": " + text);
    }

    /** A list that was kept whole, as a table takes it. */
    static <T> CappedList<T> whole(List<T> items) {
        return new CappedList<>(items, items.size());
    }

    /** The correctness alarm around {@code content}, headed "Correctness alarm: {@code detail}", made to stand out. */
    abstract void alarm(String detail, Runnable content);

    /** A section's heading; {@code id} names it as a link target, none when empty. */
    abstract void heading(String id, String text);

    /** A paragraph; {@code tone} is empty, {@code note} (small print) or {@code good} (good news). */
    abstract void paragraph(String tone, String text);

    /** The run summary: a label, a value and a note on how to read it, per line. */
    abstract void summary(List<SummaryLine> lines);

    /** A table of {@code rows}, or of the first ones (at least one) that the format has room for; returns how many. */
    abstract <T> int tableRows(Columns<T> columns, List<T> rows);

    /** How many of {@code keys}, listed in one paragraph, the format has room for: the first ones, at least one. */
    abstract int keysFitting(List<String> keys);

    /** The run's charts, or what of them the format can show. */
    abstract void charts(Report report);

    /** The boards {@link Report#replayed()} names, each as the format can show it. */
    abstract void replays(Report report);
}
