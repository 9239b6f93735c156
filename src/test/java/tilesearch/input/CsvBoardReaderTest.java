package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static tilesearch.input.Reading.csv;
import static tilesearch.input.Reading.message;
import static tilesearch.input.Reading.outcomes;
import static tilesearch.input.Reading.search;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.board.Board;
import tilesearch.board.Direction;

class CsvBoardReaderTest {

    @Test
    void read_idAndBoard() {
        assertEquals(List.of(new BoardJob("t.csv", 1, 2, "easy", search("2 2 2/4 4 4/8 8 8")),
                        new BoardJob("t.csv", 2, 3, "b", search("2"))),
                csv("id,board\neasy,2 2 2/4 4 4/8 8 8\nb,2\n"));
    }

    @Test
    void read_movesColumnGivesKAndEmptyMeansDefault() {
        List<BoardJob> jobs = csv("id,board,moves\na,2 2/4 4,10\nb,2 2/4 4,\nc,2 2/4 4,0\n");
        assertEquals(List.of(new BoardJob.Search(Board.parse("2 2/4 4"), 10), search("2 2/4 4"),
                new BoardJob.Search(Board.parse("2 2/4 4"), 0)), tasks(jobs));
    }

    @Test
    void read_applyColumnMakesAnApplyTask() {
        List<BoardJob> jobs = csv("id,board,moves,apply\na,2 2/4 4,,ul\nb,2 2/4 4,3,\n");
        assertEquals(List.of(new BoardJob.Apply(Board.parse("2 2/4 4"), List.of(Direction.UP, Direction.LEFT)),
                new BoardJob.Search(Board.parse("2 2/4 4"), 3)), tasks(jobs));
    }

    @Test
    void read_headerInAnyOrderAndCaseWithExtraColumnsAndSpaces() {
        List<BoardJob> jobs = csv("Note, BOARD ,Id\nhello, 2 0/0 2 ,x1\n");
        assertEquals(List.of(new BoardJob("t.csv", 1, 2, "x1", search("2 0/0 2"))), jobs);
    }

    @Test
    void read_quotedFields() {
        assertEquals(List.of(new BoardJob("t.csv", 1, 2, "a, b", search("2 2/4 4"))),
                csv("id,board\n\"a, b\",\"2 2/4 4\"\n"));
    }

    @Test
    void read_lineCountsHeaderAndBlankLines() {
        List<BoardJob> jobs = csv("\nid,board\n\na,2\n\r\nb,4\r\n");
        assertEquals(List.of(4L, 6L), jobs.stream().map(BoardJob::line).toList());
        assertEquals(List.of(1, 2), jobs.stream().map(BoardJob::ordinal).toList());
    }

    @Test
    void read_byteOrderMarkAndWindowsLineEnds() {
        assertEquals(List.of(search("2 2/4 4")), tasks(csv("\uFEFFid,board\r\na,2 2/4 4\r\n")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "too few fields      | a                     | line 2: expected 2 fields as in the header, found 1",
        "too many fields     | a,2 2/2 2,x           | line 2: expected 2 fields as in the header, found 3",
        "row too short       | a,2 2 2/4 4/8 8 8     | line 2: board field: row 2: expected 3 values, found 2",
        "not a power of two  | a,2 6/4 4             | line 2: board field: row 1, column 2: '6' is not a power of two",
        "one                 | a,1                   | line 2: board field: row 1, column 1: 1 is not a tile; the smallest tile is 2",
        "negative            | a,-2                  | line 2: board field: row 1, column 1: '-2' is negative; tiles are 0 or powers of two",
        "word                | a,2 2/4 four          | line 2: board field: row 2, column 2: 'four' is not a number",
        "empty board         | a,                    | line 2: the board field is empty",
        "unclosed quote      | a,\"2 2/4 4           | line 2: malformed CSV row: a quoted field is not closed on this line",
        "text after quote    | a,\"2\"x              | line 2: malformed CSV row: text follows the closing quote of a field",
    })
    void read_recordFaultMessage(String name, String row, String expected) {
        List<BoardJob> jobs = csv("id,board\n" + row + "\n");
        assertEquals(1, jobs.size(), () -> outcomes(jobs).toString());
        assertEquals(expected, message(jobs.get(0)));
    }

    @ParameterizedTest(name = "moves {0}")
    @CsvSource({"31", "-1", "x", "2.5", "100"})
    void read_badMovesNumber(String moves) {
        assertEquals("line 2: moves field must be a whole number from 0 to 30, found '" + moves + "'",
                message(csv("id,board,moves\na,2," + moves + "\n").get(0)));
    }

    @Test
    void read_badMovesNumberOnAnApplyRowIsStillAFault() {
        assertEquals("line 2: moves field must be a whole number from 0 to 30, found '31'",
                message(csv("id,board,moves,apply\na,2,31,U\n").get(0)));
    }

    @Test
    void read_badApplyLetter() {
        assertEquals("line 2: apply field: 'X' is not a move; use U, D, L or R",
                message(csv("id,board,apply\na,2,UX\n").get(0)));
    }

    @Test
    void read_invalidJobKeepsTheId() {
        assertEquals("b7", csv("id,board\nb7,6\n").get(0).id());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "empty file         | ''                      | 1 | empty file: no boards found",
        "blank lines only   | \\n\\n                  | 1 | empty file: no boards found",
        "header only        | id,board\\n             | 1 | line 1: no boards found: the CSV header has no rows",
        "no board column    | id,cells\\na,2\\n        | 1 | line 1: the CSV header must name the columns id and board; found id,cells",
        "no header at all   | \\na,2 2/4 4\\nb,2\\n    | 2 | line 2: the CSV header must name the columns id and board; found a,2 2/4 4",
        "broken header      | id,\"board\\na,2\\n     | 1 | line 1: malformed CSV header: a quoted field is not closed on this line",
    })
    void read_wholeFileFault(String name, String content, long line, String expected) {
        List<BoardJob> jobs = csv(content.replace("\\n", "\n"));
        assertEquals(1, jobs.size(), () -> outcomes(jobs).toString());
        assertEquals(expected, message(jobs.get(0)));
        assertEquals(line, jobs.get(0).line());
    }

    @Test
    void read_resynchronizesAfterABrokenRow() {
        List<BoardJob> jobs = csv("id,board,moves\na,2 2/4 4,\nb,2 2/4 4\nc,\"x\nd,2 2/4 4,99\ne,8 8/8 8,\n");
        assertEquals(List.of("ok", "line 3: expected 3 fields as in the header, found 2",
                "line 4: malformed CSV row: a quoted field is not closed on this line",
                "line 5: moves field must be a whole number from 0 to 30, found '99'", "ok"), outcomes(jobs));
        assertEquals(List.of(1, 2, 3, 4, 5), jobs.stream().map(BoardJob::ordinal).toList());
        assertEquals(search("8 8/8 8"), jobs.get(4).task());
    }

    @Test
    void read_quotedLineBreakIsOneErrorRowAndNoBoardFromItsFragment() {
        List<BoardJob> jobs = csv("id,board\na,2 2/4 4\n\"multi\nline\",2 2/4 4\nb,4 4/2 2\n");

        assertEquals(List.of("ok", "line 3: malformed CSV row: a quoted field holds a line break, running on to line"
                + " 4; a record must sit on one line", "ok"), outcomes(jobs));
        assertEquals(List.of(1, 2, 3), jobs.stream().map(BoardJob::ordinal).toList());
        assertEquals(List.of(2L, 3L, 5L), jobs.stream().map(BoardJob::line).toList());
        assertEquals(search("4 4/2 2"), jobs.get(2).task());
    }

    @Test
    void read_quotedFieldOverSeveralLinesWithDoubledQuotesIsOneErrorRow() {
        List<BoardJob> jobs = csv("id,board\n\"one\ntwo \"\"quoted\"\"\n\nthree\",2\nb,2 2/4 4\n");

        assertEquals(List.of("line 2: malformed CSV row: a quoted field holds a line break, running on to line 5;"
                + " a record must sit on one line", "ok"), outcomes(jobs));
        assertEquals(6L, jobs.get(1).line());
    }

    @Test
    void read_quotedLineBreakAmongManyRecords_numbersDoNotShift() {
        StringBuilder content = new StringBuilder("id,board\n");
        for (int i = 0; i < 300; i++) {
            content.append(i == 150 ? "\"x\ny\",2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2\n"
                    : "r" + i + ",2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2\n");
        }
        List<BoardJob> jobs = csv(content.toString());

        assertEquals(300, jobs.size());
        assertEquals(List.of(151, 152), List.of(jobs.get(150).ordinal(), jobs.get(151).ordinal()));
        assertEquals(152L, jobs.get(150).line());
        assertEquals("r151", jobs.get(151).id());
        assertEquals("r299", jobs.get(299).id());
        assertEquals(300, jobs.get(299).ordinal());
        assertEquals(302L, jobs.get(299).line());
    }

    @Test
    void read_tooLongLineIsOneFaultyRecord() {
        byte[] content = ("id,board\na," + "2 ".repeat(40) + "\nb,4\n").getBytes();
        assertEquals(List.of("line 2: the line is longer than 32 bytes", "ok"),
                outcomes(Reading.file("t.csv", content, 32)));
    }

    @Test
    void read_lineFaultsAreOneErrorRowEachAndTheRecordsAroundThemStay() {
        byte[] content = concat("id,board\n", PAST_THE_SNIFF, "a,2 2/4 4\nb,2\u00002/4 4\nc,2 2/",
                new byte[] {(byte) 0xC3, '(', '\n'}, "d,2 2/4 4\re,4\nf,8 8/8 8\n");
        List<BoardJob> jobs = afterTheSniff(Reading.file("t.csv", content, LineSource.DEFAULT_MAX_LINE_BYTES));

        assertEquals(List.of("ok", "line 1003: the line holds a NUL byte, which is not text",
                "line 1004: the line is not UTF-8 text",
                "line 1005: malformed CSV row: a carriage return inside the line splits it into 2 records", "ok"),
                outcomes(jobs));
        assertEquals(List.of(1002L, 1003L, 1004L, 1005L, 1006L), jobs.stream().map(BoardJob::line).toList());
        assertEquals(search("8 8/8 8"), jobs.get(4).task());
    }

    @Test
    void read_quoteOpenUpToAFaultyLineIsAStrayOne() {
        byte[] content = concat("id,board\n", PAST_THE_SNIFF, "a,\"2 2\nb,4\u00004\nc,\"x\"y\nd,2 2/4 4\n");
        assertEquals(List.of("line 1002: malformed CSV row: a quoted field is not closed on this line",
                "line 1003: the line holds a NUL byte, which is not text",
                "line 1004: malformed CSV row: text follows the closing quote of a field", "ok"),
                outcomes(afterTheSniff(Reading.file("t.csv", content, LineSource.DEFAULT_MAX_LINE_BYTES))));
    }

    @Test
    void read_quoteClosedPastTheLineCapIsAStrayOne() {
        byte[] content = concat("id,board\na,\"2 2\n" + "b,4 4/4 4\n".repeat(4) + "c,\"\n");
        assertEquals(List.of("line 2: malformed CSV row: a quoted field is not closed on this line", "ok", "ok", "ok",
                "ok", "line 7: malformed CSV row: a quoted field is not closed on this line"),
                outcomes(Reading.file("t.csv", content, 32)));
    }

    @Test
    void read_quotedFieldsAroundSpacesAndTabs() {
        List<BoardJob> jobs = csv("id,board\n \"x, y\" ,\t\"2 2/4 4\"\t\n");
        assertEquals("x, y", jobs.get(0).id());
        assertEquals(search("2 2/4 4"), jobs.get(0).task());
    }

    @Test
    void read_recordOnAPipeComesBeforeTheInputEnds() throws java.io.IOException {
        java.io.PipedOutputStream writer = new java.io.PipedOutputStream();
        java.io.PipedInputStream pipe = new java.io.PipedInputStream(writer, 1 << 16);
        writer.write("id,board\na,2 2/4 4\n".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        CsvBoardReader reader = new CsvBoardReader(new LineSource(pipe), new FileJobs("-"), Reading.DEFAULT_MOVES);

        BoardJob job = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(java.time.Duration.ofSeconds(10),
                reader::read);

        assertEquals(search("2 2/4 4"), job.task());
        writer.close();
    }

    /** Good records enough that the faults after them come past the binary file check's window. */
    private static final String PAST_THE_SNIFF = "r,2 2/4 4\n".repeat(1000);

    /** The jobs after those of {@link #PAST_THE_SNIFF}. */
    private static List<BoardJob> afterTheSniff(List<BoardJob> jobs) {
        return jobs.subList(1000, jobs.size());
    }

    private static byte[] concat(Object... parts) {
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        for (Object part : parts) {
            bytes.writeBytes(part instanceof byte[] raw ? raw
                    : ((String) part).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }

    private static List<BoardJob.Task> tasks(List<BoardJob> jobs) {
        return jobs.stream().map(BoardJob::task).toList();
    }
}
