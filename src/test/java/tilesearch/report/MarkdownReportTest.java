package tilesearch.report;

import java.util.List;
import org.junit.jupiter.api.Test;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.results.ResultRow;

class MarkdownReportTest {

    private static final String COMPARED = MarkdownReport.render(Fixtures.compared("new.csv",
            Fixtures.rows(Fixtures.SAMPLE), "old.csv", Fixtures.rows(Fixtures.SAMPLE_BASELINE)));

    @Test
    void render_summaryTableHasTheNumbers() {
        String plain = MarkdownReport.render(Fixtures.report("new.csv", Fixtures.rows(Fixtures.SAMPLE)));

        assertTrue(plain.startsWith("# tilesearch report: new.csv\n\n## Summary\n\n|  | value | note |\n"));
        assertTrue(plain.contains("| boards | 13 |"));
        assertTrue(plain.contains("| status | 8 ok, 4 error, 1 timeout |"));
        assertTrue(plain.contains("| total time | 1,073.426 ms |"));
        assertTrue(plain.contains("| median time | 2.500 ms |"));
        assertTrue(plain.contains("| threads | unknown |"));
        assertTrue(plain.contains("| moves K | 3: 3, 5: 6, 10: 2 | K: search boards; plus 2 apply boards |"));
        assertTrue(plain.contains("| board sizes | 2×2: 1, 3×3: 1, 4×4: 3, 8×8: 1, 20×20: 3 |"));
        assertFalse(plain.contains("ALARM"));
    }

    @Test
    void render_summaryHasP90P99AndMaxBesideTheMedian() {
        List<ResultRow> rows = RandomRows.rows(90, 3_000);
        SortedTimes times = new SortedTimes(rows);

        String text = MarkdownReport.render(Fixtures.report("r.csv", rows));

        int median = text.indexOf("| median time | ");
        assertTrue(median > 0, text);
        int p90 = text.indexOf("| p90 time | " + SortedTimes.printed(times.nearestRank(0.90)) + " | 9 boards in 10");
        int p99 = text.indexOf("| p99 time | " + SortedTimes.printed(times.nearestRank(0.99)) + " | 99 boards in 100");
        int max = text.indexOf("| max time | " + SortedTimes.printed(times.nearestRank(1.0)) + " | the slowest board");
        assertTrue(median < p90 && p90 < p99 && p99 < max, text.substring(median, median + 400));
    }

    @Test
    void render_subMillisecondTimesInMicroseconds() {
        List<ResultRow> rows = RandomRows.rows(8, 101).stream().map(row -> withTime(row, 0.0)).toList();
        List<ResultRow> fast = new java.util.ArrayList<>(rows);
        for (int i = 0; i < 60; i++) {
            fast.set(i, withTime(fast.get(i), 0.459));
        }

        String zero = MarkdownReport.render(Fixtures.report("r.csv", rows));
        String text = MarkdownReport.render(Fixtures.report("r.csv", fast));

        assertTrue(zero.contains("| median time | under 0.5 µs |"), zero);
        assertTrue(text.contains("| median time | 459 µs |"), text);
        assertTrue(text.contains("| max time | 459 µs |"), text);
        assertFalse(text.contains("0.000 ms"), text);
    }

    @Test
    void render_tooManyDistinctTimes_quantilesSayTheirError() {
        List<ResultRow> rows = new java.util.ArrayList<>();
        for (ResultRow row : RandomRows.rows(12, QuantileSketch.MAX_BUCKETS + 5_000)) {
            rows.add(withTime(row, 1 + rows.size() * 0.001));
        }

        String text = MarkdownReport.render(Fixtures.report("r.csv", rows));

        assertTrue(text.matches("(?s).*\\| median time \\| [^|]+ \\| per board; within ±[0-9.]+%: the run has too many"
                + " distinct times to keep, so they were counted in narrow bands \\|.*"), text);
        assertTrue(text.matches(
                "(?s).*\\| p90 time \\| [^|]+ \\| 9 boards in 10 took at most this; within ±[0-9.]+% \\|.*"), text);
    }

    @Test
    void render_slowBoardsThatSearchedNoNodeAreMarkedAsWarmUp() {
        List<ResultRow> rows = RandomRows.rowsWithWarmUpFirst(31, 500);
        ResultRow first = rows.get(0);

        String marked = MarkdownReport.render(Fixtures.report("r.csv", rows));
        String plain = MarkdownReport.render(Fixtures.report("r.csv", rows.subList(1, rows.size())));

        assertTrue(marked.contains("| " + first.moves() + " | " + ReportText.tile(first.maxTile()) + " | 0 † | "
                + "1,000,000.000 | ok |"), marked);
        assertEquals(1, marked.split(" † \\|", -1).length - 1, marked);
        assertTrue(marked.contains("† searched no node"), marked);
        assertTrue(marked.contains("JVM warming up"), marked);
        assertFalse(plain.contains("†"), plain);
    }

    private static ResultRow withTime(ResultRow row, double ms) {
        return new ResultRow(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(), row.moves(),
                row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(), ms, row.status(),
                row.message(), row.threads());
    }

    @Test
    void render_alarmComesBeforeTheSummary() {
        int alarm = COMPARED.indexOf("## CORRECTNESS ALARM: max tile changed on 1 board\n");
        assertTrue(alarm > 0);
        assertTrue(alarm < COMPARED.indexOf("## Summary"));
        assertTrue(COMPARED.contains("| inputs/classic.txt | 3 | 11 | 4 | 10 | 256 | 128 |"));
    }

    @Test
    void render_errorsRightAfterTheSummary_beforeTheOtherSections() {
        int summary = COMPARED.indexOf("## Summary");
        int errors = COMPARED.indexOf("## Errors (4)");
        assertTrue(summary > 0 && errors > summary, COMPARED);
        for (String later : List.of("## Max tile reached", "## Compared with baseline", "## The 20 slowest boards",
                "## Replayed boards")) {
            assertTrue(COMPARED.indexOf(later) > errors, later + " after the errors:\n" + COMPARED);
        }
    }

    @Test
    void render_tablesListSlowestAndErrors() {
        assertTrue(COMPARED.contains("| inputs/random/r03.txt | 1 | 1 | 20 | search | 3 | 512 | 5,000,000 |"
                + " 1,000.000 | timeout |"));
        assertTrue(COMPARED.contains("## Errors (4)"));
        assertTrue(COMPARED.contains("| inputs/&lt;empty&gt; &amp; odd, \"quoted\".txt | 1 | 1 | empty file: no board found |"));
    }

    @Test
    void cell_escapesPipesMarkupLineBreaksAndControls() {
        assertEquals("a\\|b &lt;i&gt; c\\\\d e &amp;amp; \\`x\\` red\\\\x1b[31m", MarkdownReport.cell(
                "a|b <i>\nc\\d e &amp; `x` red\u001b[31m"));
    }

    @Test
    void render_replayedBoards_listedWithTheirPaths() {
        String plain = MarkdownReport.render(Fixtures.report("new.csv", Fixtures.rows(Fixtures.SAMPLE)));
        int section = plain.indexOf(
                "## Replayed boards\n\n| file | board | line | N | moves | max tile | time (ms) | path |");

        assertTrue(section > plain.indexOf("## The 20 slowest boards"), plain);
        List<String> rows = plain.substring(section).lines().skip(4).takeWhile(line -> line.startsWith("|")).toList();
        assertEquals(List.of(
                "| inputs/apply/huge.txt | 1 | 1 | 2 | L | 18446744073709551616 | 0.020 | L |",
                "| inputs/random/r03.txt | 1 | 1 | 20 | 3 | 512 | 1,000.000 | UU |",
                "| inputs/apply/big.txt | 1 | 1 | 8 | U | 4096 | 0.031 | U |",
                "| inputs/classic.txt | 3 | 11 | 4 | 10 | 128 | 42.125 | LULULU |"), rows.subList(0, 4));
        assertEquals(9, rows.size(), "every board with an answer, each once: " + rows);
    }
}
