package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static tilesearch.input.Reading.message;
import static tilesearch.input.Reading.outcomes;
import static tilesearch.input.Reading.search;
import static tilesearch.input.Reading.text;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.board.Board;
import tilesearch.board.Direction;

class BoardTextReaderTest {

    @Test
    void read_boardWithoutSizeLine() {
        assertEquals(List.of(new BoardJob("t.txt", 1, 1, "", search("2 2 2/4 4 4/8 8 8"))),
                text("2 2 2\n4 4 4\n8 8 8\n"));
    }

    @Test
    void read_boardWithSizeLine() {
        assertEquals(List.of(new BoardJob("t.txt", 1, 2, "", search("2 0/0 4"))), text("\n2\n2 0\n0 4\n"));
    }

    @Test
    void read_tabsAndRepeatedSpacesSeparateValues() {
        assertEquals(List.of(search("2 4/8 16")), tasks(text("  2\t 4\n8 \t\t16  \n")));
    }

    @Test
    void read_largeTilesAreExact() {
        BoardJob.Search job = (BoardJob.Search) text("1267650600228229401496703205376 0\n0 0").get(0).task();
        assertEquals(100, job.board().maxExponent());
    }

    @Test
    void read_windowsLineEndsAndByteOrderMark() {
        assertEquals(List.of(search("2 2/4 4"), search("8 8/0 0")), tasks(text("\uFEFF2 2\r\n4 4\r\n\r\n8 8\r\n0 0")));
    }

    @Test
    void read_manyBoardsWithCommentsAndBlankLines() {
        List<BoardJob> jobs = text("""
                # crafted boards
                2 2
                4 4

                # the next one is 3x3
                3
                2 0 0
                # a comment inside a board is fine
                0 2 0
                0 0 2
                2 4 8 16
                0 0 0 0
                0 0 0 0
                0 0 0 0
                """);
        assertEquals(List.of(search("2 2/4 4"), search("2 0 0/0 2 0/0 0 2"),
                search("2 4 8 16/0 0 0 0/0 0 0 0/0 0 0 0")), tasks(jobs));
        assertEquals(List.of(1, 2, 3), jobs.stream().map(BoardJob::ordinal).toList());
        assertEquals(List.of(2L, 6L, 11L), jobs.stream().map(BoardJob::line).toList());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "upper case     | ULDR      | UP LEFT DOWN RIGHT",
        "lower case     | uldr      | UP LEFT DOWN RIGHT",
        "spaced         | ' U  r '  | UP RIGHT",
        "single         | d         | DOWN",
    })
    void read_moveLineMakesAnApplyTask(String name, String letters, String expected) {
        List<Direction> moves = Arrays.stream(expected.split(" ")).map(Direction::valueOf).toList();
        assertEquals(List.of(new BoardJob.Apply(Board.parse("2 2/0 4"), moves)), tasks(text("2 2\n0 4\n" + letters)));
    }

    @Test
    void read_moveLineAfterBlankLinesAndCommentsStillBelongsToTheBoard() {
        assertEquals(List.of(new BoardJob.Apply(Board.parse("2 2/0 4"), List.of(Direction.UP)), search("2")),
                tasks(text("2 2\n0 4\n\n# then\nU\n2\n")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "size line: next row has v values     | 4\\n2 2 2 2\\n0 0 0 0\\n0 0 0 0\\n0 0 0 0 | 2 2 2 2/0 0 0 0/0 0 0 0/0 0 0 0",
        "size line although v is a tile       | 2\\n2 2\\n4 4                            | 2 2/4 4",
        "one-by-one boards                    | 2\\n4\\n8                                | 2;4;8",
        "blank line keeps it a one-by-one     | 2\\n\\n2 2\\n4 4                         | 2;2 2/4 4",
        "size one then an empty cell          | 1\\n0                                    | 0",
        "size three is no tile                | 3\\n2 2 2\\n4 4 4\\n8 8 8                | 2 2 2/4 4 4/8 8 8",
    })
    void read_loneInteger(String name, String content, String expected) {
        List<BoardJob.Task> tasks = Arrays.stream(expected.split(";")).map(n -> (BoardJob.Task) search(n))
                .toList();
        assertEquals(tasks, tasks(text(content.replace("\\n", "\n"))));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "not a power of two   | 2 2 2\\n4 6 4\\n8 8 8 | line 2, column 2: '6' is not a power of two",
        "one                  | 2 1\\n2 2            | line 1, column 2: 1 is not a tile; the smallest tile is 2",
        "negative             | 2 2\\n-4 2           | line 2, column 1: '-4' is negative; tiles are 0 or powers of two",
        "word                 | 2 2\\n2 two          | line 2, column 2: 'two' is not a number",
        "too large            | 2 2\\n2 2535301200456458802993406410752 | line 2, column 2: '253530120045645880299340...' is larger than the largest tile accepted, 2^100",
        "row too short        | 2 2 2\\n4 4\\n8 8 8  | line 2: expected 3 values, found 2",
        "row too long         | 2 2 2\\n4 4 4 4\\n8 8 8 | line 2: expected 3 values, found 4",
        "file ends early      | 2 2 2\\n4 4 4        | line 1: expected 3 rows, found 2 before the end of the file",
        "blank line early     | 2 2 2\\n\\n# end      | line 1: expected 3 rows, found 1 before the blank line at line 2",
        "moves too early      | 2 2 2\\n4 4 4\\nLR   | line 1: expected 3 rows, found 2 before the move letters at line 3",
        "size zero            | 0                    | line 1: board size 0 is out of range 1..1024",
        "size negative        | -3\\n2 2 2           | line 1: board size -3 is out of range 1..1024",
        "size absurd          | 1000000000\\n2 2     | line 1: board size 1000000000 is out of range 1..1024",
        "size beyond long     | 99999999999999999999999999999 | line 1: board size 999999999999999999999999... is out of range 1..1024",
        "size line, no rows   | 3                    | line 1: expected 3 rows, found 0 before the end of the file",
        "bad move letter      | 2 2\\n2 2\\nUX       | line 3: 'X' is not a move; use U, D, L or R",
        "moves without board  | # moves\\nUL         | line 2: move letters 'UL' follow no board",
        "empty file           | ''                   | empty file: no boards found",
        "only comments        | # nothing\\n\\n  \\n | empty file: no boards found",
    })
    void read_faultMessage(String name, String content, String expected) {
        List<BoardJob> jobs = text(content.replace("\\n", "\n"));
        assertEquals(1, jobs.size(), () -> outcomes(jobs).toString());
        assertEquals(expected, message(jobs.get(0)));
    }

    @Test
    void read_firstRowWiderThanTheLargestBoard() {
        String row = "2 ".repeat(Board.MAX_SIZE + 1);
        assertEquals(List.of("line 1: a row of 1025 values would make a board larger than the largest accepted,"
                + " 1024x1024", "ok"), outcomes(text(row + "\n" + row + "\n\n2")));
    }

    @Test
    void read_faultyLineIsAFaultyRow() {
        List<BoardJob> jobs = Reading.file("t.txt", ("2 2\n" + "4 ".repeat(50) + "\n\n8").getBytes(), 16);
        assertEquals(List.of("line 2: the line is longer than 16 bytes", "ok"), outcomes(jobs));
    }

    @Test
    void read_faultyFirstLineRunsToTheBlankLine() {
        List<BoardJob> jobs = Reading.file("t.txt", ("4 ".repeat(50) + "\n2 2\n2 2\n\n8").getBytes(), 16);
        assertEquals(List.of("line 1: the line is longer than 16 bytes", "ok"), outcomes(jobs));
        assertEquals(5, jobs.get(1).line());
    }

    @Test
    void read_onlyTheFirstFaultOfABoardIsReported() {
        assertEquals(List.of("line 1, column 1: '6' is not a power of two"), outcomes(text("6 2\n2 3\nUX")));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "bad value               | 2 2 2\\n4 4 4\\n8 8 8\\n2 2 2\\n4 6 4\\n8 8 8\\n2 2 2\\n4 4 4\\n8 8 8",
        "short row               | 2 2 2\\n4 4 4\\n8 8 8\\n2 2 2\\n4 4\\n8 8 8\\n2 2 2\\n4 4 4\\n8 8 8",
        "missing row, blanks     | 2 2 2\\n4 4 4\\n8 8 8\\n\\n2 2 2\\n4 4 4\\n\\n2 2 2\\n4 4 4\\n8 8 8",
        "bad size line           | 2 2 2\\n4 4 4\\n8 8 8\\n\\n0\\n2 2\\n2 2\\n\\n2 2 2\\n4 4 4\\n8 8 8",
        "bad move line           | 2 2 2\\n4 4 4\\n8 8 8\\n2 2\\n2 2\\nUQ\\n2 2 2\\n4 4 4\\n8 8 8",
        "size line then other N  | 2 2 2\\n4 4 4\\n8 8 8\\n3\\n2 2\\n\\n2 2 2\\n4 4 4\\n8 8 8",
    })
    void read_resynchronizesAfterABrokenSecondBoard(String name, String content) {
        List<BoardJob> jobs = text(content.replace("\\n", "\n"));
        assertEquals(3, jobs.size(), () -> outcomes(jobs).toString());
        assertEquals(search("2 2 2/4 4 4/8 8 8"), jobs.get(0).task());
        message(jobs.get(1));
        assertEquals(search("2 2 2/4 4 4/8 8 8"), jobs.get(2).task());
        assertEquals(List.of(1, 2, 3), jobs.stream().map(BoardJob::ordinal).toList());
    }

    @Test
    void read_brokenBoardReportsItsFirstLine() {
        List<BoardJob> jobs = text("2 2\n2 2\n\n# second\n2 2\n2 x\n\n4 4\n4 4\n");
        assertEquals(List.of(1L, 5L, 8L), jobs.stream().map(BoardJob::line).toList());
        assertEquals("line 6, column 2: 'x' is not a number", message(jobs.get(1)));
    }

    @Test
    void read_extraRowStartsARegionOfItsOwn() {
        assertEquals(List.of("ok", "line 3: expected 2 rows, found 1 before the blank line at line 4", "ok"),
                outcomes(text("2 2\n2 2\n4 4\n\n8 8\n8 8")));
    }

    @Test
    void read_absurdSizeWithoutBlankLinesMakesTheRestOfTheFileOneJob() {
        assertEquals(List.of("ok", "line 3: board size 1000000000 is out of range 1..1024"),
                outcomes(text("2 2\n2 2\n1000000000\n2 2\n2 2\n4 4\n4 4\n")));
    }

    @Test
    void read_boardOfAnotherWidthRightAfterACompleteBoard() {
        assertEquals(List.of(search("2 2/4 4"), search("2 2 2/4 4 4/8 8 8")),
                tasks(text("2 2\n4 4\n2 2 2\n4 4 4\n8 8 8")));
    }

    private static List<BoardJob.Task> tasks(List<BoardJob> jobs) {
        return jobs.stream().map(BoardJob::task).toList();
    }
}
