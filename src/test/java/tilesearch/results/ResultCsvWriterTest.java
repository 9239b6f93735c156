package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;

class ResultCsvWriterTest {

    private static final Board START = Board.parse("2 2 2/4 4 4/8 8 8");

    private static JobResult searchResult() {
        Board after = START.play(List.of(Direction.LEFT, Direction.LEFT));
        SearchResult answer = new SearchResult(4, List.of(Direction.LEFT, Direction.LEFT), after, 4, 123, true);
        return JobResult.ok(new BoardJob("inputs/a.csv", 2, 3, "easy", new BoardJob.Search(START, 5)), answer,
                1_234_567);
    }

    private static List<CSVRecord> parse(String csv) throws IOException {
        try (CSVParser parser = CSVParser.parse(new StringReader(csv),
                CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get())) {
            assertEquals(ResultColumn.NAMES, parser.getHeaderNames());
            return parser.getRecords();
        }
    }

    private static String write(JobResult... results) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(out)) {
            for (JobResult result : results) {
                writer.write(result);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void write_rowsOfEveryKind_theBytesVersion110Wrote() throws IOException {
        byte[] expected;
        try (InputStream in = ResultCsvWriterTest.class.getResourceAsStream("written-by-1.1.0.csv")) {
            expected = in.readAllBytes();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(out)) {
            for (JobResult result : rowsOfEveryKind()) {
                writer.write(result);
            }
        }

        assertEquals(new String(expected, StandardCharsets.UTF_8), out.toString(StandardCharsets.UTF_8));
        assertArrayEquals(expected, out.toByteArray());
    }

    /**
     * Rows of every kind with the values hardest to write: quotes, commas, a line break, leading and trailing blanks,
     * a tab, non-ASCII names, tiles past 2^63, the largest node count, elapsed times that round.
     */
    private static List<JobResult> rowsOfEveryKind() {
        Board start = Board.parse("2 0 0 0/2 4 0 0/0 0 8 0/0 0 0 32768");
        Board after = start.play(List.of(Direction.UP, Direction.LEFT));
        byte[] hugeCells = {64, 0, 0, 100};
        Board huge = Board.of(2, hugeCells);
        return List.of(
                JobResult.ok(new BoardJob("in,puts/\"a\".csv", 1, 2, "#7", new BoardJob.Search(start, 5)),
                        new SearchResult(after.maxExponent(), List.of(Direction.UP, Direction.LEFT), after,
                                after.maxExponent(), 1234, true), 1_234_567),
                JobResult.error(new BoardJob(" lead.txt", 2, 4, "", new BoardJob.Invalid("x")),
                        "line 4: bad \"x\", y\nz", 50_000),
                JobResult.timeout(new BoardJob("big.txt", 3, 9_000_000_000L, " pad", new BoardJob.Search(huge, 7)),
                        new SearchResult(100, List.of(), huge, 107, Long.MAX_VALUE, false), 999_500,
                        "line 9000000000: time limit reached after 1.00 s; max_tile is the best found, upper_bound"
                                + " the largest tile still possible"),
                JobResult.ok(new BoardJob("-", 4, 10, "tail ", new BoardJob.Apply(Board.parse("2 2/0 0"),
                        List.of(Direction.LEFT, Direction.UP, Direction.RIGHT, Direction.DOWN))),
                        new SearchResult(2, List.of(Direction.LEFT, Direction.UP, Direction.RIGHT, Direction.DOWN),
                                Board.parse("0 0/0 4"), 2, 4, true), 0),
                JobResult.stopped(new BoardJob("\u00e9 \u00fc.txt", 5, 11, "a\tb", new BoardJob.Search(start, 0)),
                        new SearchResult(15, List.of(), start, 15, 0, false), 12_345_678_901L, "stopped "),
                JobResult.error(new BoardJob("c.csv", 6, 12, "'q'", new BoardJob.Invalid("y")),
                        "line 12: could not solve this board: out of memory (OutOfMemoryError: Java heap space)"
                                + " give Java more with TILESEARCH_JAVA_OPTS=-Xmx2g", 499));
    }

    @Test
    void new_noRows_writesExactlyTheHeader() throws IOException {
        assertEquals("file,board,line,id,n,task,moves,max_tile,path,board_after,upper_bound,nodes,elapsed_ms,"
                + "status,message\n", write());
    }

    @Test
    void writeRows_rowsFormattedElsewhere_sameFileAsWritingTheResults() throws IOException {
        JobResult first = searchResult();
        JobResult second = JobResult.error(new BoardJob("inputs/b.txt", 1, 7, "", new BoardJob.Invalid(
                "line 7: bad, \"row\"")), "line 7: bad, \"row\"", 50_000);
        ByteArrayOutputStream elsewhere = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = ResultCsvWriter.continuing(elsewhere)) {
            writer.write(second);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(out)) {
            writer.write(first);
            writer.writeRows(elsewhere.toByteArray());
        }

        assertEquals(write(first, second), out.toString(StandardCharsets.UTF_8));
    }

    @Test
    void write_searchRow_everyColumn() throws IOException {
        CSVRecord row = parse(write(searchResult())).get(0);

        assertEquals("inputs/a.csv", row.get("file"));
        assertEquals("2", row.get("board"));
        assertEquals("3", row.get("line"));
        assertEquals("easy", row.get("id"));
        assertEquals("3", row.get("n"));
        assertEquals("search", row.get("task"));
        assertEquals("5", row.get("moves"));
        assertEquals("16", row.get("max_tile"));
        assertEquals("LL", row.get("path"));
        assertEquals("4 2 0/8 4 0/16 8 0", row.get("board_after"));
        assertEquals("16", row.get("upper_bound"));
        assertEquals("123", row.get("nodes"));
        assertEquals("1.235", row.get("elapsed_ms"));
        assertEquals("ok", row.get("status"));
        assertEquals("", row.get("message"));
    }

    @Test
    void write_applyRow_lettersInMovesAndPath() throws IOException {
        Board start = Board.parse("2 2/0 0");
        Board after = Board.parse("4 0/0 0");
        SearchResult answer = new SearchResult(2, List.of(Direction.LEFT, Direction.UP), after, 2, 2, true);

        CSVRecord row = parse(write(JobResult.ok(new BoardJob("b.txt", 1, 1, "",
                new BoardJob.Apply(start, List.of(Direction.LEFT, Direction.UP))), answer, 0))).get(0);

        assertEquals("apply", row.get("task"));
        assertEquals("LU", row.get("moves"));
        assertEquals("LU", row.get("path"));
        assertEquals("4 0/0 0", row.get("board_after"));
    }

    @Test
    void write_errorRow_resultColumnsEmpty() throws IOException {
        JobResult error = JobResult.error(new BoardJob("bad.txt", 2, 4, "", new BoardJob.Invalid(
                "line 4: expected 3 values, found 2")), "line 4: expected 3 values, found 2", 50_000);

        CSVRecord row = parse(write(error)).get(0);

        for (String column : List.of("n", "task", "moves", "max_tile", "path", "board_after", "upper_bound",
                "nodes")) {
            assertEquals("", row.get(column), column);
        }
        assertEquals("0.050", row.get("elapsed_ms"));
        assertEquals("error", row.get("status"));
        assertEquals("line 4: expected 3 values, found 2", row.get("message"));
    }

    @Test
    void write_tilesPastLongRange_exactDecimals() throws IOException {
        byte[] cells = {64, 0, 0, 0};
        Board board = Board.of(2, cells);
        SearchResult answer = new SearchResult(64, List.of(), board, 65, 0, false);

        CSVRecord row = parse(write(JobResult.ok(new BoardJob("big.txt", 1, 1, "",
                new BoardJob.Search(board, 3)), answer, 0))).get(0);

        assertEquals("18446744073709551616", row.get("max_tile"));
        assertEquals("36893488147419103232", row.get("upper_bound"));
        assertEquals("18446744073709551616 0/0 0", row.get("board_after"));
    }

    @Test
    void write_commaLocale_elapsedStillUsesADot() throws IOException {
        Locale saved = Locale.getDefault();
        Locale.setDefault(Locale.GERMANY);
        try {
            assertEquals("1.235", parse(write(searchResult())).get(0).get("elapsed_ms"));
        } finally {
            Locale.setDefault(saved);
        }
    }

    @Test
    void flush_afterWrite_rowReachesTargetBeforeClose() throws IOException {
        ByteArrayOutputStream target = new ByteArrayOutputStream();
        ResultCsvWriter writer = new ResultCsvWriter(new BufferedOutputStream(target));

        writer.write(searchResult());
        writer.flush();

        assertTrue(target.toString(StandardCharsets.UTF_8).endsWith(",ok,\n"), target.toString());
        writer.close();
    }

    @ParameterizedTest
    @CsvSource({"0, 0.000", "499, 0.000", "500, 0.001", "999499, 0.999",
            "999500, 1.000", "50000000, 50.000", "12345678901, 12345.679"})
    void write_elapsedNanos_millisecondsWithThreeDecimalsRoundedHalfUp(long nanos, String expected)
            throws IOException {
        JobResult result = searchResult();
        assertEquals(expected, parse(write(new JobResult(result.job(), result.status(), result.answer(), nanos,
                result.message()))).get(0).get("elapsed_ms"));
    }

    @Test
    void write_rowsPastABlock_reachTheStreamAsWholeRowsBeforeAnyFlush() throws IOException {
        ByteArrayOutputStream target = new ByteArrayOutputStream();
        ResultCsvWriter writer = new ResultCsvWriter(target);
        int headerBytes = target.size();
        int rows = 0;

        while (target.size() == headerBytes) {
            writer.write(SampleResults.ok("a \"1\".txt", ++rows));
        }

        String written = target.toString(StandardCharsets.UTF_8);
        assertTrue(written.length() >= ResultCsvWriter.BLOCK_CHARS, "a block: " + written.length());
        assertTrue(written.endsWith(",ok,\n"), written.substring(written.length() - 40));
        assertEquals(rows, parse(written).size());
        writer.close();
    }

    @Test
    void write_rowLargerThanABlock_writtenWholeAndFollowedByTheNextRow() throws IOException {
        byte[] cells = new byte[1024 * 1024];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = (byte) (1 + i % 17);
        }
        Board board = Board.of(1024, cells);
        SearchResult answer = new SearchResult(17, List.of(), board, 17, 0, true);
        JobResult huge = JobResult.ok(new BoardJob("big.txt", 1, 1, "", new BoardJob.Search(board, 0)), answer, 0);

        List<CSVRecord> rows = parse(write(huge, searchResult()));

        assertTrue(board.toNotation().length() > ResultCsvWriter.BLOCK_CHARS);
        assertEquals(board.toNotation(), rows.get(0).get("board_after"));
        assertEquals("inputs/a.csv", rows.get(1).get("file"));
    }

    @Test
    void write_textLongerThanTheBufferOfBytes_writtenWhole() throws IOException {
        String message = "\u20ac".repeat(400_000);
        JobResult error = JobResult.error(new BoardJob("euro.txt", 1, 1, "", new BoardJob.Invalid(message)), message,
                0);

        List<CSVRecord> rows = parse(write(error, searchResult()));

        assertEquals(message, rows.get(0).get("message"));
        assertEquals("inputs/a.csv", rows.get(1).get("file"));
    }

    @Test
    void write_loneSurrogateInText_questionMarkAsStringGetBytesWrites() throws IOException {
        JobResult error = JobResult.error(new BoardJob("a\ud800.txt", 1, 1, "", new BoardJob.Invalid("x")),
                "bad \udc00", 0);

        CSVRecord row = parse(write(error)).get(0);

        assertEquals("a?.txt", row.get("file"));
        assertEquals("bad ?", row.get("message"));
    }
}
