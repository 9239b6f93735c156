package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;

class SolveCommandTest {

    static final String EIGHT_BY_EIGHT = """
            4 0 0 8 0 0 0 0
            0 0 0 0 0 0 0 0
            0 0 2 2 0 0 0 0
            2 0 2 8 0 0 0 0
            0 0 0 0 0 16 32 64
            0 0 2 8 0 16 32 64
            0 0 0 0 0 128 256 512
            2 0 2 0 0 1024 2048 4096
            """;

    static final String EIGHT_BY_EIGHT_AFTER_UP = """
            4 0 4 8 0 32 64 128
            4 0 4 2 0 128 256 512
            0 0 0 16 0 1024 2048 4096
            0 0 0 0 0 0 0 0
            0 0 0 0 0 0 0 0
            0 0 0 0 0 0 0 0
            0 0 0 0 0 0 0 0
            0 0 0 0 0 0 0 0
            """;

    @TempDir
    Path dir;

    private Path inputs;
    private Path csv;

    @BeforeEach
    void writeInputs() throws IOException {
        inputs = Files.createDirectories(dir.resolve("in"));
        csv = dir.resolve("out/results.csv");
        Files.writeString(inputs.resolve("a-easy.txt"), "2 2 2\n4 4 4\n8 8 8\n");
        Files.writeString(Files.createDirectories(inputs.resolve("b")).resolve("apply.txt"), EIGHT_BY_EIGHT + "U\n");
        Files.writeString(inputs.resolve("c.csv"), "id,board,moves\nfirst,2 2/4 0,1\nsecond,0 0/0 0,3\n");
    }

    private static List<CSVRecord> read(Path csv) throws IOException {
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                        .parse(reader)) {
            assertEquals(ResultColumn.NAMES, parser.getHeaderNames());
            return parser.getRecords();
        }
    }

    private static List<Direction> directions(String letters) {
        List<Direction> moves = new ArrayList<>();
        for (char letter : letters.toCharArray()) {
            moves.add(Direction.ofLetter(letter));
        }
        return moves;
    }

    @Test
    void call_outDash_printsTheCsvWithItsTextWhole() throws IOException {
        Files.writeString(inputs.resolve("c.csv"), "id,board\nété 🀄,2 2/4 0\n");

        CommandRun run = CommandRun.of("solve", "--out", "-", inputs.resolve("c.csv").toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        List<String> lines = run.out().lines().toList();
        assertEquals(String.join(",", ResultColumn.NAMES), lines.get(0));
        assertTrue(lines.get(1).contains(",été 🀄,"), run.out());
        assertEquals(2, lines.size(), run.out());
    }

    @Test
    void execute_folder_csvRowsReadBackWithEveryColumn() throws IOException {
        String folder = inputs.toString();

        CommandRun run = CommandRun.of("solve", "--out", csv.toString(), folder);

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("tilesearch solve: 4 boards (3 searched, 1 applied) in "), run.err());
        assertTrue(run.err().contains(": 4 ok, 0 errors, 0 timeouts."), run.err());
        List<CSVRecord> rows = read(csv);
        assertEquals(4, rows.size());

        CSVRecord easy = rows.get(0);
        assertEquals(folder + "/a-easy.txt", easy.get("file"));
        assertEquals(List.of("1", "1", "", "3", "search", "5", "16"),
                List.of(easy.get("board"), easy.get("line"), easy.get("id"), easy.get("n"), easy.get("task"),
                        easy.get("moves"), easy.get("max_tile")));
        assertTrue(easy.get("path").length() <= 5);
        Board after = Board.parse("2 2 2/4 4 4/8 8 8").play(directions(easy.get("path")));
        assertEquals(after.toNotation(), easy.get("board_after"));
        assertEquals(4, after.maxExponent());
        assertEquals("16", easy.get("upper_bound"));
        assertTrue(Long.parseLong(easy.get("nodes")) > 0);
        assertTrue(easy.get("elapsed_ms").matches("\\d+\\.\\d{3}"), easy.get("elapsed_ms"));
        assertEquals("ok", easy.get("status"));
        assertEquals("", easy.get("message"));

        CSVRecord apply = rows.get(1);
        assertEquals(folder + "/b/apply.txt", apply.get("file"));
        assertEquals(List.of("apply", "U", "4096", "U"),
                List.of(apply.get("task"), apply.get("moves"), apply.get("max_tile"), apply.get("path")));
        assertEquals(EIGHT_BY_EIGHT_AFTER_UP.strip().replace("\n", "/"), apply.get("board_after"));

        assertEquals(List.of("first", "1", "2", "search", "1", "4"), List.of(rows.get(2).get("id"),
                rows.get(2).get("board"), rows.get(2).get("line"), rows.get(2).get("task"), rows.get(2).get("moves"),
                rows.get(2).get("max_tile")));
        assertEquals(List.of("second", "0", ""), List.of(rows.get(3).get("id"), rows.get(3).get("max_tile"),
                rows.get(3).get("path")));
    }

    @Test
    void execute_brokenBoardAmongGoodOnes_exitOneAndEveryBoardHasARow() throws IOException {
        Files.writeString(inputs.resolve("a-easy.txt"), "2 2\n4 4\n\n2 2 2\n4 4\n8 8 8\n\n2 0\n0 2\n");

        CommandRun run = CommandRun.of("solve", "--out", csv.toString(), inputs.toString());

        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode());
        List<CSVRecord> rows = read(csv);
        assertEquals(List.of("ok", "error", "ok", "ok", "ok", "ok"), rows.stream().map(r -> r.get("status")).toList());
        CSVRecord broken = rows.get(1);
        assertEquals("4", broken.get("line"));
        assertEquals("line 5: expected 3 values, found 2", broken.get("message"));
        assertEquals("", broken.get("max_tile"));
        assertTrue(run.err().contains("5 ok, 1 error, 0 timeouts."), run.err());
    }

    @Test
    void execute_oneTwoAndFourThreads_sameRows() throws IOException {
        List<List<String>> results = new ArrayList<>();
        for (String threads : new String[] {"1", "2", "4"}) {
            Path out = dir.resolve("threads-" + threads + ".csv");
            assertEquals(ExitCodes.OK, CommandRun.of("solve", "--threads", threads, "--out", out.toString(),
                    inputs.toString()).exitCode());
            List<String> rows = new ArrayList<>();
            for (CSVRecord row : read(out)) {
                rows.add(row.get("file") + " " + row.get("board") + " " + row.get("max_tile"));
            }
            results.add(rows);
        }

        assertEquals(results.get(0), results.get(1));
        assertEquals(results.get(0), results.get(2));
    }

    @Test
    void execute_stdinOnly_printsOnlyTheMaxTileOfEachBoard() {
        CommandRun run = CommandRun.withStdin("2 2 2\n4 4 4\n8 8 8\n\n2\n2 4\n4 2\n", "solve", "-");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals("16\n4\n", run.out());
        assertEquals("", run.err());
    }

    /** What a judge's {@code solve -} gives: input, exit code, stdout, stderr. */
    static Stream<Arguments> judgeInputs() {
        return Stream.of(
                Arguments.of("2 2 2\n4 4 4\n8 8 8\n\n2\n2 4\n4 2\n\n0 2 2 4\n4 0 8 8\n16 2 0 32\n2 4 8 64\n",
                        ExitCodes.OK, "16\n4\n128\n", ""),
                Arguments.of("2 2 2\n4 4 4\n8 8 8\n\n2 2\n2 6\n", ExitCodes.BOARD_FAILED, "16\n",
                        "tilesearch solve: standard input: line 6, column 2: '6' is not a power of two\n"),
                Arguments.of("2 0 0 2\n0 0 0 0\n0 0 0 0\n2 0 0 2\nUL\n", ExitCodes.OK, "8\n", ""),
                Arguments.of("2 0 0 2\n0 0 0 0\nUX\n", ExitCodes.BOARD_FAILED, "",
                        "tilesearch solve: standard input: line 1: expected 4 rows, found 2 before the move letters "
                                + "at line 3\n"),
                Arguments.of("", ExitCodes.BOARD_FAILED, "",
                        "tilesearch solve: standard input: empty file: no boards found\n"),
                Arguments.of("# only a comment\n", ExitCodes.BOARD_FAILED, "",
                        "tilesearch solve: standard input: empty file: no boards found\n"),
                Arguments.of("\u0000\u0001binary\n", ExitCodes.BOARD_FAILED, "",
                        "tilesearch solve: standard input: binary file: line 1 holds a NUL byte; expected text\n"));
    }

    @ParameterizedTest
    @MethodSource("judgeInputs")
    void execute_stdinDashAlone_answersMessagesAndExitCode(String input, int exitCode, String out, String err) {
        CommandRun run = CommandRun.withStdin(input, "solve", "-");

        assertEquals(new CommandRun(exitCode, out, err), run);
    }

    @Test
    void execute_stdinWithBadBoard_answersForGoodBoardsAndMessageOnStderr() {
        CommandRun run = CommandRun.withStdin("2 2\n2 6\n\n2 2 2\n4 4 4\n8 8 8\n", "solve", "--moves", "5", "-");

        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode());
        assertEquals("16\n", run.out());
        assertEquals("tilesearch solve: standard input: line 2, column 2: '6' is not a power of two\n", run.err());
    }

    @Test
    void execute_stdinWithOut_writesCsvInstead() throws IOException {
        CommandRun run = CommandRun.withStdin("2 2 2\n4 4 4\n8 8 8\n", "solve", "--moves", "0", "--out", csv.toString(),
                "-");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals("", run.out());
        CSVRecord row = read(csv).get(0);
        assertEquals(List.of("-", "0", "8", ""), List.of(row.get("file"), row.get("moves"), row.get("max_tile"),
                row.get("path")));
    }

    @Test
    void execute_missingPath_usageErrorNamingIt() {
        String missing = dir.resolve("nope").toString();

        CommandRun run = CommandRun.of("solve", "--out", csv.toString(), inputs.toString(), missing);

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch solve: no such file or directory: " + missing + "\n"), run.err());
        assertFalse(run.err().contains("\tat "));
        assertFalse(Files.exists(csv));
    }

    @Test
    void execute_outOfRangeOptions_usageError() {
        assertEquals(ExitCodes.USAGE, CommandRun.of("solve", "--moves", "-1", inputs.toString()).exitCode());
        CommandRun tooDeep = CommandRun.of("solve", "--moves", "31", inputs.toString());
        assertEquals(ExitCodes.USAGE, tooDeep.exitCode());
        assertTrue(tooDeep.err().startsWith("tilesearch solve: --moves must be from 0 to 30, got 31\n"), tooDeep.err());
        assertEquals(ExitCodes.USAGE, CommandRun.of("solve", "--threads", "0", inputs.toString()).exitCode());
        assertEquals(ExitCodes.USAGE, CommandRun.of("solve", "--strategy", "fast", inputs.toString()).exitCode());
        CommandRun hugeTable = CommandRun.of("solve", "--table-memory", "4096", inputs.toString());
        assertEquals(ExitCodes.USAGE, hugeTable.exitCode());
        assertTrue(hugeTable.err().startsWith("tilesearch solve: --table-memory must be from 0 to 1024 MiB, got 4096"),
                hugeTable.err());
    }

    @Test
    void execute_tableOff_sameRows() throws IOException {
        List<List<String>> results = new ArrayList<>();
        for (String mebibytes : new String[] {"1", "0"}) {
            Path out = dir.resolve("table-" + mebibytes + ".csv");
            assertEquals(ExitCodes.OK, CommandRun.of("solve", "--table-memory", mebibytes, "--moves", "10", "--out",
                    out.toString(), inputs.toString()).exitCode());
            List<String> rows = new ArrayList<>();
            for (CSVRecord row : read(out)) {
                rows.add(row.get("file") + " " + row.get("board") + " " + row.get("max_tile"));
            }
            results.add(rows);
        }

        assertEquals(results.get(0), results.get(1));
    }

    @Test
    void execute_classicStrategy_sameAnswers() throws IOException {
        CommandRun run = CommandRun.of("solve", "--strategy", "CLASSIC", "--out", csv.toString(), inputs.toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertTrue(run.err().contains("strategy classic"), run.err());
        assertEquals("16", read(csv).get(0).get("max_tile"));
    }

    @Test
    void execute_outputUnderAFile_ioErrorNamingIt() throws IOException {
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file, not a folder");

        CommandRun run = CommandRun.of("solve", "--out", blocker.resolve("results.csv").toString(),
                inputs.toString());

        assertEquals(ExitCodes.IO_ERROR, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch solve: " + blocker), run.err());
        assertFalse(run.err().contains("\tat "));
    }
}
