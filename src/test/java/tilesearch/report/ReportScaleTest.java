package tilesearch.report;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.results.ResultRow;

/** A report of 40,000 rows: small page, density charts, exact counts, and long lists cut with "N more". */
class ReportScaleTest {

    private static final int ROWS = 40_000;
    /** Every this-many-th board has another max tile in the baseline: about 1,900 changed answers. */
    private static final int CHANGE_EVERY = 20;
    private static final long MAX_PAGE_BYTES = 3_000_000;

    private static List<ResultRow> rows;
    private static Report compared;

    @BeforeAll
    static void makeRuns() {
        rows = RandomRows.rows(200, ROWS);
        List<ResultRow> baseline = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            ResultRow row = rows.get(i);
            baseline.add(i % CHANGE_EVERY == 0 && row.isOk() ? withTile(row, row.maxTile().shiftLeft(1)) : row);
        }
        compared = Fixtures.compared("now.csv", rows, "before.csv", baseline);
    }

    @Test
    void html_staysSmallWithDensityChartsAndCutLists() {
        String page = HtmlReport.render(compared, List.of());

        assertTrue(page.getBytes(StandardCharsets.UTF_8).length <= MAX_PAGE_BYTES,
                page.length() + " characters");
        assertEquals(4, HtmlReportTest.count(page, "<svg "));
        assertFalse(page.contains("<circle"), "no point per board past a few thousand");
        List<ResultRow> timed = rows.stream()
                .filter(row -> (row.isOk() || row.isTimeout()) && row.elapsedMs() != null).toList();
        assertTrue(page.contains(String.format(Locale.ROOT, "density of %,d boards",
                timed.stream().filter(row -> row.size() != null).count())));
        assertTrue(page.contains(String.format(Locale.ROOT, "density of %,d boards",
                timed.stream().filter(row -> row.task().equals("search") && row.nodes() != null).count())));
        long errors = rows.stream().filter(ResultRow::isError).count();
        assertTrue(page.contains(String.format(Locale.ROOT, "<h2 id=\"errors\">Errors (%,d)</h2>", errors)));
        assertTrue(page.contains(String.format(Locale.ROOT, "… and %,d more, not listed", errors - CappedList.LIMIT)));
    }

    @Test
    void alarm_countsEveryChangedAnswer() {
        long changed = 0;
        for (int i = 0; i < rows.size(); i += CHANGE_EVERY) {
            if (rows.get(i).isOk()) {
                changed++;
            }
        }
        String page = HtmlReport.render(compared, List.of());
        String markdown = MarkdownReport.render(compared);

        assertEquals(changed, compared.baseline().orElseThrow().comparison().changedMaxTile().total());
        assertTrue(page.contains("Correctness alarm: max tile changed on " + changed + " boards"));
        assertTrue(markdown.contains("## CORRECTNESS ALARM: max tile changed on " + changed + " boards"));
        String more = String.format(Locale.ROOT, "… and %,d more, not listed", changed - CappedList.LIMIT);
        assertTrue(page.contains(more));
        assertTrue(markdown.contains(more));
    }

    private static ResultRow withTile(ResultRow row, BigInteger tile) {
        return new ResultRow(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(), row.moves(), tile,
                row.path(), row.boardAfter(), tile, row.nodes(), row.elapsedMs(), row.status(), row.message(), "");
    }
}
