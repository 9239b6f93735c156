package tilesearch.report;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.results.ResultRow;

/** The page stays under 3 MB however long the rows' names and messages are, and says what it left out. */
class HtmlReportSizeTest {

    private static final long MAX_PAGE_BYTES = 3_000_000;
    private static final int BOARDS = 3_000;
    /** A 10 KB name of characters that HTML escaping makes longer, and some that UTF-8 makes longer. */
    private static final String HUGE = "\"<&'é日".repeat(10_000 / 6);

    @Test
    void render_staysUnderThreeMegabytesWithHugeNamesInEveryList() {
        List<ResultRow> current = new ArrayList<>();
        List<ResultRow> baseline = new ArrayList<>();
        for (int board = 1; board <= BOARDS; board++) {
            String file = HUGE + (board % 3) + ".txt";
            boolean error = board % 2 == 0;
            current.add(row(file, board, error, 4));
            // a third of the boards changed their answer, a third their status, a third are another file's
            switch (board % 3) {
                case 0 -> baseline.add(row(file, board, error, 8));
                case 1 -> baseline.add(row(file, board, !error, 4));
                default -> baseline.add(row(HUGE + "gone.txt", board, error, 4));
            }
        }

        Report report = Fixtures.compared("now.csv", current, "before.csv", baseline);
        String page = HtmlReport.render(report, List.of());
        long bytes = page.getBytes(StandardCharsets.UTF_8).length;

        assertTrue(bytes <= MAX_PAGE_BYTES, "page of " + bytes + " bytes");
        long errors = report.run().errors().total();
        assertTrue(errors > CappedList.LIMIT / 2, "errors " + errors);
        // the huge names fill a list's bytes before its 1,000 rows: the page says how many it left out
        String errorSection = page.substring(page.indexOf("<h2 id=\"errors\">Errors"));
        int shownErrors = count(errorSection.substring(0, errorSection.indexOf("<h2", 1)), "<tr><td>");
        assertTrue(shownErrors > 0 && shownErrors < CappedList.LIMIT, "error rows shown: " + shownErrors);
        assertTrue(page.contains(String.format(Locale.ROOT, "… and %,d more, not listed (a report lists the first"
                + " %,d of %,d)", errors - shownErrors, shownErrors, errors)), "no note of the errors left out");
        assertTrue(page.contains("more</p>"), "no note of the boards left out of a list of boards");
        assertTrue(page.contains("&quot;&lt;&amp;&#39;é日"), "the names are shown, escaped");
    }

    @Test
    void render_distinctOddTilesInEveryRow_aBoundedBarChartWithTheRestInOneBar() {
        List<ResultRow> rows = new ArrayList<>();
        for (int board = 1; board <= BOARDS; board++) {
            rows.add(row("doctored.txt", board, false, 2L * board + 1));
        }

        String page = HtmlReport.render(Fixtures.report("doctored.csv", rows), List.of());

        String chart = page.substring(page.indexOf("Max tile reached"));
        chart = chart.substring(0, chart.indexOf("</svg>"));
        long unlisted = BOARDS - TileCounts.OTHER_TILES;
        assertTrue(chart.contains(">" + unlisted + " boards reached other tiles"), "no bar of the other tiles");
        assertEquals(TileCounts.OTHER_TILES + 1, count(chart, "<title>"), "bars drawn");
    }

    private static ResultRow row(String file, int board, boolean error, long tile) {
        if (error) {
            return new ResultRow(file, board, (long) board + 1, "", 4, "search", "10", null, "", "", null, null, null,
                    ResultRow.ERROR, "bad cell in " + HUGE, "");
        }
        return new ResultRow(file, board, (long) board + 1, "", 4, "search", "10", BigInteger.valueOf(tile), "LU",
                "2 0/0 4", BigInteger.valueOf(tile), 100L + board, 1.0 + board, ResultRow.OK, "", "");
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
