package tilesearch.report;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.replay.ReplaySvg;
import tilesearch.replay.RowReplays;
import tilesearch.results.ResultRow;

class HtmlReportTest {

    private static final String SAMPLE = HtmlReport.render(Fixtures.report("runs/<new>.csv",
            Fixtures.rows(Fixtures.SAMPLE)), List.of());
    private static final String COMPARED = HtmlReport.render(Fixtures.compared(Fixtures.SAMPLE,
            Fixtures.rows(Fixtures.SAMPLE), Fixtures.SAMPLE_BASELINE, Fixtures.rows(Fixtures.SAMPLE_BASELINE)),
            List.of());

    @Test
    void render_escapesEveryCsvString() {
        assertFalse(SAMPLE.contains("<script"));
        assertFalse(SAMPLE.contains("<new>"));
        assertFalse(SAMPLE.contains("<empty>"));
        assertFalse(SAMPLE.contains("\"x<y\""));
        assertTrue(SAMPLE.contains("inputs/&lt;empty&gt; &amp; odd, &quot;quoted&quot;.txt"));
        assertTrue(SAMPLE.contains("line 3: bad cell &quot;x&lt;y&quot; &amp; more, expected a number"));
    }

    @Test
    void render_isSelfContained() {
        assertFalse(SAMPLE.contains("<script"));
        assertFalse(SAMPLE.contains("<link"));
        assertFalse(SAMPLE.contains("<img"));
        assertFalse(SAMPLE.contains("url("));
        Matcher urls = Pattern.compile("https?://[^\"]*").matcher(SAMPLE);
        while (urls.find()) {
            assertEquals("http://www.w3.org/2000/svg", urls.group(), "only the SVG namespace may be a URL");
        }
    }

    @Test
    void render_hasFourChartsAndEveryError() {
        assertEquals(4, count(SAMPLE, "<svg "));
        assertTrue(SAMPLE.contains("<h2 id=\"errors\">Errors (4)</h2>"));
        assertTrue(SAMPLE.contains("line 18: expected 4 values, found 3"));
        assertTrue(SAMPLE.contains("empty file: no board found"));
    }

    @Test
    void render_summaryHasP90P99AndMaxOfTheRows() {
        List<ResultRow> rows = RandomRows.rows(99, 2_500);
        SortedTimes times = new SortedTimes(rows);

        String page = HtmlReport.render(Fixtures.report("r.csv", rows), List.of());

        assertTrue(page.contains("<tr><th>p90 time</th><td>" + SortedTimes.printed(times.nearestRank(0.90))
                + "</td>"), page);
        assertTrue(page.contains("<tr><th>p99 time</th><td>" + SortedTimes.printed(times.nearestRank(0.99))
                + "</td>"), page);
        assertTrue(page.contains("<tr><th>max time</th><td>" + SortedTimes.printed(times.nearestRank(1.0))
                + "</td>"), page);
    }

    @Test
    void render_slowBoardThatSearchedNoNode_markedAndExplained() {
        List<ResultRow> rows = RandomRows.rowsWithWarmUpFirst(32, 300);

        String page = HtmlReport.render(Fixtures.report("r.csv", rows), List.of());

        assertTrue(page.contains("<td>0 †</td>"), page);
        assertEquals(1, count(page, "0 †</td>"));
        assertTrue(page.contains("<p class=\"note\">† searched no node"), page);
        assertFalse(HtmlReport.render(Fixtures.report("r.csv", rows.subList(1, rows.size())), List.of())
                .contains("†"));
    }

    @Test
    void render_slowestTableStartsWithTheSlowestBoard() {
        int table = SAMPLE.indexOf("slowest boards");
        assertTrue(SAMPLE.indexOf("inputs/random/r03.txt", table) < SAMPLE.indexOf("inputs/classic.txt", table));
        assertTrue(SAMPLE.contains("18446744073709551616"));
    }

    @Test
    void render_errorsRightAfterTheSummary_beforeChartsSlowestAndReplays(@TempDir Path dir) throws IOException {
        ResultRow searched = ReplayRows.searched(dir.resolve("s.txt"), Board.parse("2 2 0/4 4 8/0 8 2"), 4, 2);
        List<ResultRow> rows = List.of(searched, error("bad.txt", 1, 0.003));

        String page = HtmlReport.render(Fixtures.report("r.csv", rows), ReportReplays.replay(List.of(searched),
                ReplayRows.inputsUnder(dir)));

        int errors = page.indexOf("<h2 id=\"errors\">Errors (1)</h2>");
        assertTrue(page.indexOf("<h2>Summary</h2>") < errors, page);
        assertTrue(errors < page.indexOf("<h2>Charts</h2>"), page);
        assertTrue(errors < page.indexOf("slowest boards</h2>"), page);
        assertTrue(errors < page.indexOf("<h2 id=\"replays\">"), page);
    }

    @Test
    void render_errorRowsFasterOrSlower_neverAmongTheSlowestBoards() {
        List<ResultRow> rows = new ArrayList<>();
        rows.add(error("slow-error.txt", 1, 500.0));
        for (int i = 1; i <= 3; i++) {
            rows.add(new ResultRow("ok.txt", i, (long) i, "", 2, "search", "3", BigInteger.valueOf(4), "L",
                    "4 0/0 0", BigInteger.valueOf(4), 10L, (double) i, ResultRow.OK, "", ""));
        }
        rows.add(error("fast-error.txt", 1, 0.003));

        Report report = Fixtures.report("r.csv", rows);
        String page = HtmlReport.render(report, List.of());

        assertEquals(3, report.run().slowest().size());
        assertTrue(report.run().slowest().stream().allMatch(row -> row.file().equals("ok.txt")), report.run().slowest().toString());
        String slowest = page.substring(page.indexOf("slowest boards</h2>"));
        assertFalse(slowest.contains("error.txt"), slowest);
    }

    private static ResultRow error(String file, int board, double ms) {
        return new ResultRow(file, board, 1L, "", null, "", "", null, "", "", null, null, ms, ResultRow.ERROR,
                "line 1: 'x' is not a number", "");
    }

    @Test
    void render_showsTheAlarmFirstAndInRed() {
        int alarm = COMPARED.indexOf("<section class=\"alarm\"");
        assertTrue(alarm > 0);
        assertTrue(alarm < COMPARED.indexOf("<h2>Summary</h2>"));
        assertTrue(COMPARED.contains("Correctness alarm: max tile changed on 1 board"));
        assertTrue(COMPARED.contains(".alarm td { color: #a00; }"));
    }

    @Test
    void render_showsAddedMissingAndRatios() {
        assertTrue(COMPARED.contains("Boards added (not in the baseline): inputs/random/r02.txt #1"));
        assertTrue(COMPARED.contains("Boards missing (in the baseline only): inputs/old.txt #1"));
        assertTrue(COMPARED.contains("0.50× (50% faster)"));
    }

    @Test
    void render_withoutChangesSaysSo() {
        String same = HtmlReport.render(Fixtures.compared("a", Fixtures.rows(Fixtures.SAMPLE), "b",
                Fixtures.rows(Fixtures.SAMPLE)), List.of());

        assertFalse(same.contains("class=\"alarm\""));
        assertTrue(same.contains("No board&#39;s max tile changed."));
    }

    static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    @Test
    void render_withReplays_aFoldableReplayPerBoardAfterTheSlowestTable(@TempDir Path dir) throws IOException {
        ResultRow searched = ReplayRows.searched(dir.resolve("s.txt"), Board.parse("2 2 0/4 4 8/0 8 2"), 4, 2);
        ResultRow applied = ReplayRows.applied(dir.resolve("a.txt"), Board.parse("2 2 4/4 0 8/0 2 2"), 6, 1, 3);
        List<RowReplays.Outcome> replays = new ArrayList<>(ReportReplays.replay(List.of(searched, applied),
                ReplayRows.inputsUnder(dir)));
        replays.add(new RowReplays.Unreadable(applied, "no such file: gone.txt"));

        String page = HtmlReport.render(Fixtures.report("r.csv", List.of(searched, applied)), replays);

        assertEquals(3, count(page, "<details class=\"replay\" open>"));
        assertEquals(searched.path().length() + 1 + 6 + 1, count(page, "<svg class=\"grid\""));
        assertTrue(page.indexOf("<h2 id=\"replays\">") > page.indexOf("slowest boards</h2>"));
        assertTrue(page.contains("<summary>" + dir.resolve("s.txt") + " board 1 (line 1), 3×3, K = 4: max tile "
                + searched.maxTile() + ", 2.000 ms: <code>" + searched.path() + "</code></summary>"), page);
        assertTrue(page.contains(", 3×3, 6 moves applied: max tile "), page);
        assertTrue(page.contains("<p class=\"note\">No replay: no such file: gone.txt</p>"), page);
        assertTrue(page.contains(ReplaySvg.STYLE), "the grids' colours are in the page's style");
        assertFalse(page.contains("<script"));
    }

    @Test
    void render_tenLongReplaysOf20x20Boards_thoseOverTheBudgetNamedAndThePageUnderThreeMegabytes(@TempDir Path dir)
            throws IOException {
        SplittableRandom random = new SplittableRandom(13);
        List<ResultRow> rows = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            Board start = RandomBoards.random(random, 20, 1.0, 10);
            rows.add(ReplayRows.applied(dir.resolve("a" + i + ".txt"), start, 20, i, 1 + i));
        }

        String page = HtmlReport.render(Fixtures.report("r.csv", rows),
                ReportReplays.replay(rows, ReplayRows.inputsUnder(dir)));

        long bytes = ByteBudget.utf8Bytes(page);
        assertTrue(bytes <= 3_000_000, bytes + " bytes");
        assertEquals(10, count(page, "<details class=\"replay\" open>"));
        int shown = count(page, "<svg class=\"grid\"") / 21;
        int leftOut = count(page, "<p class=\"note\">Replay left out: its 21 boards would take ");
        assertTrue(shown > 0 && leftOut > 0, shown + " shown, " + leftOut + " left out");
        assertEquals(10, shown + leftOut);
    }

    @Test
    void render_noReplays_noReplaySection() {
        assertFalse(SAMPLE.contains("id=\"replays\""));
    }

    @Test
    void render_timesThatAreNoFiniteNumber_leftOutOfSumsAndChartsWithoutFailing() {
        List<ResultRow> rows = new ArrayList<>();
        double[] times = {Double.POSITIVE_INFINITY, Double.NaN, -5, 4.0, 6.0};
        for (int i = 0; i < times.length; i++) {
            rows.add(new ResultRow("a.txt", i + 1, (long) i + 1, "", 4, "search", "3", BigInteger.valueOf(64), "L",
                    "64 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0", BigInteger.valueOf(64), 10L, times[i], ResultRow.OK, "", ""));
        }
        Report report = Fixtures.report("r.csv", rows);

        String page = HtmlReport.render(report, List.of());
        String markdown = MarkdownReport.render(report);

        assertTrue(page.contains("<h2>Summary</h2>"));
        assertTrue(page.contains("<svg"), "the charts are drawn");
        assertTrue(markdown.contains("| total time | 10.000 ms |"), markdown);
        assertTrue(markdown.contains("| median time | 5.000 ms |"), markdown);
        // a row's own value is shown as it is where the row is listed; no sum or ranking takes it
        String slowest = markdown.substring(markdown.indexOf("slowest"));
        assertFalse(slowest.substring(0, slowest.indexOf("\n\n")).contains("Infinity"), markdown);
    }
}
