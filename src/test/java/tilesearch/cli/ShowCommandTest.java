package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;

class ShowCommandTest {

    /** The shared run's folder: tests read it and never change it. */
    @TempDir
    static Path shared;

    /** A folder of one test's own, for tests that change an input or a results file. */
    @TempDir
    Path dir;

    private static Path inputs;
    private static Path results;

    /** A real run: random boards in text files of three, search and apply boards in a CSV, one bad board. */
    @BeforeAll
    static void solve() throws IOException {
        inputs = shared.resolve("inputs");
        assertEquals(ExitCodes.OK, CommandRun.of("generate", "--size", "7", "--count", "9", "--per-file", "3",
                "--max-tile", "32", "--density", "0.7", "--seed", "5", "--out", inputs.toString()).exitCode());
        assertEquals(ExitCodes.OK, CommandRun.of("generate", "--size", "4", "--count", "6", "--per-file", "6",
                "--seed", "6", "--out", inputs.resolve("small").toString()).exitCode());
        Files.writeString(inputs.resolve("mixed.csv"), """
                id,board,moves,apply
                slide,2 2 0/0 4 4/0 0 8,,LU
                hard,2 2 4 8/4 0 0 16/8 0 2 32/16 32 64 128,8,
                done,2048 0/0 0,3,
                """);
        Files.writeString(inputs.resolve("bad.txt"), "2 2\n2 3\n\n4 4\n0 0\n");
        results = shared.resolve("results.csv");
        CommandRun run = CommandRun.of("solve", "--moves", "6", "--out", results.toString(), inputs.toString());
        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode(), run.err());
    }

    /** A run of its own on one small file of two boards, for a test to change: the results CSV. */
    private Path smallRun(Path input) throws IOException {
        Files.writeString(input, "2 2 0\n0 4 4\n0 0 8\n\n# the second board\n4 4 0\n2 0 2\n0 0 0\n");
        Path csv = dir.resolve("small.csv");
        CommandRun run = CommandRun.of("solve", "--moves", "4", "--out", csv.toString(), input.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        return csv;
    }

    @Test
    void execute_everyRowOfARealRun_blocksFollowTheMoveRuleToBoardAfter() throws IOException {
        List<CSVRecord> rows = ResultRows.read(results);
        int replayed = 0;
        for (CSVRecord row : rows) {
            if (!row.get("status").equals("ok")) {
                continue;
            }
            CommandRun run = show(row.get("file") + "#" + row.get("board"));
            assertEquals(ExitCodes.OK, run.exitCode(), run.err());
            assertEquals("", run.err());

            List<Block> blocks = blocks(run.out());
            String path = row.get("path");
            assertEquals(path.length() + 1, blocks.size(), run.out());
            assertEquals("start", blocks.get(0).header());
            assertEquals(Integer.parseInt(row.get("n")), blocks.get(0).board().size());
            for (int i = 1; i < blocks.size(); i++) {
                Direction move = Direction.ofLetter(path.charAt(i - 1));
                assertEquals("after " + move.letter() + " (" + i + " of " + path.length() + ")",
                        blocks.get(i).header());
                assertEquals(blocks.get(i - 1).board().move(move), blocks.get(i).board(), run.out());
            }
            Board last = blocks.get(blocks.size() - 1).board();
            assertEquals(row.get("board_after"), last.toNotation());
            if (row.get("task").equals("search")) {
                assertEquals(row.get("max_tile"), Tiles.decimal(last.maxExponent()));
            }
            replayed++;
        }
        assertEquals(9 + 6 + 3 + 1, replayed, "rows replayed");
    }

    @Test
    void execute_doctoredBoardAfter_exitOneNamingTheMismatch() throws IOException {
        CSVRecord row = ResultRows.read(results).stream().filter(r -> r.get("path").length() >= 2).findFirst()
                .orElseThrow();
        String truth = row.get("board_after");
        Board after = Board.parse(truth);
        byte[] cells = after.exponents();
        cells[0] = (byte) (cells[0] == 0 ? 1 : 0);
        String doctored = Board.of(after.size(), cells).toNotation();
        Path edited = Files.writeString(dir.resolve("doctored.csv"),
                Files.readString(results).replace("," + truth + ",", "," + doctored + ","));
        Files.copy(RunFiles.record(results), RunFiles.record(edited));

        CommandRun run = CommandRun.of("show", edited.toString(), row.get("file") + "#" + row.get("board"));

        assertEquals(ExitCodes.WRONG_ROW, run.exitCode());
        assertEquals("", run.out());
        assertEquals("tilesearch show: " + row.get("file") + " board " + row.get("board") + " (line " + row.get("line")
                + " of " + row.get("file") + ", as its row in " + edited + " says): playing the path '"
                + row.get("path") + "' from the board at line "
                + row.get("line") + " of " + row.get("file") + " ends on " + truth + ", but board_after is " + doctored
                + ": a wrong row or an edited input\n", run.err());
    }

    @Test
    void execute_inputEditedSinceTheRun_exitOne() throws IOException {
        Path input = dir.resolve("two.txt");
        Path csv = smallRun(input);
        assertEquals(ExitCodes.OK, CommandRun.of("show", csv.toString(), input + "#2").exitCode());
        Files.writeString(input, "# a comment added later\n" + Files.readString(input));

        CommandRun run = CommandRun.of("show", csv.toString(), input + "#2");

        assertEquals(ExitCodes.WRONG_ROW, run.exitCode());
        assertTrue(run.err().contains("board 2 of " + input + " starts at line 7, so the input changed since the run,"
                + " or the row is not from it\n"), run.err());
    }

    @Test
    void execute_inputGone_exitTwoNamingIt() throws IOException {
        Path input = dir.resolve("two.txt");
        Path csv = smallRun(input);
        Files.delete(input);

        CommandRun run = CommandRun.of("show", csv.toString(), input + "#1");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch show: " + input + " board 1 (line 1 of " + input
                + ", as its row in " + csv + " says): no such file: "
                + input + "\n"), run.err());
    }

    @Test
    void execute_errorRow_exitOneWithTheRowsMessage() {
        CommandRun run = show(inputs.resolve("bad.txt") + "#1");

        assertEquals(ExitCodes.WRONG_ROW, run.exitCode());
        assertEquals("", run.out());
        assertTrue(run.err().startsWith("tilesearch show: " + inputs.resolve("bad.txt") + " board 1 (line 1 of "
                + inputs.resolve("bad.txt") + ", as its row in " + results + " says) is an error row: line 2, "
                + "column 2: '3' is not a power of two"), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
    }

    @Test
    void execute_badArguments_oneLineAndExitTwo() {
        String file = inputs.resolve("bad.txt").toString();
        for (List<String> args : List.of(List.of(results.toString(), file), List.of(results.toString(), file + "#0"),
                List.of(results.toString(), file + "#x"), List.of(results.toString(), "#2"),
                List.of(dir.resolve("none.csv").toString(), file + "#1"),
                List.of(results.toString(), file + "#9"),
                List.of(results.toString(), "inputs/bad.txt#1"),
                List.of(inputs.resolve("mixed.csv").toString(), file + "#1"),
                List.of(results.toString()))) {
            List<String> command = new ArrayList<>(List.of("show"));
            command.addAll(args);

            CommandRun run = CommandRun.of(command.toArray(String[]::new));

            assertEquals(ExitCodes.USAGE, run.exitCode(), args + ": " + run.err());
            assertEquals("", run.out());
            assertTrue(run.err().startsWith("tilesearch show: "), run.err());
            assertTrue(run.err().lines().findFirst().orElseThrow().length() > 30, run.err());
        }
    }

    @Test
    void execute_colorAlways_boardsInColourSideBySideAsWideAsAllowed() {
        String board = inputs.resolve("mixed.csv") + "#1";

        CommandRun wide = CommandRun.of("show", "--color=always", "--width", "200", results.toString(), board);
        CommandRun narrow = CommandRun.of("show", "--color", "ALWAYS", "--width", "20", results.toString(), board);

        assertEquals(ExitCodes.OK, wide.exitCode(), wide.err());
        assertTrue(wide.out().contains("\u001b[48;5;"), wide.out());
        assertEquals("start" + " ".repeat(13) + "after L (1 of 2)  after U (2 of 2)",
                wide.out().lines().findFirst().orElseThrow());
        assertEquals(ExitCodes.OK, narrow.exitCode(), narrow.err());
        assertEquals(List.of("start", "after L (1 of 2)", "after U (2 of 2)"),
                narrow.out().lines().filter(line -> line.startsWith("start") || line.startsWith("after")).toList());
        assertEquals(show(board).out().lines().count() + 2, narrow.out().lines().count(),
                "a band per board, and the legend");
        assertTrue(!show(board).out().contains("\u001b"), "never colour when not asked for, off a terminal");
    }

    private CommandRun show(String board) {
        return CommandRun.of("show", results.toString(), board);
    }

    /** One block of the plain output: its header and its board. */
    private record Block(String header, Board board) {
    }

    /** The blocks of plain output, checking that exactly one blank line separates them. */
    private static List<Block> blocks(String out) {
        assertTrue(out.endsWith("\n") && !out.endsWith("\n\n"), out);
        List<Block> blocks = new ArrayList<>();
        for (String block : out.substring(0, out.length() - 1).split("\n\n", -1)) {
            List<String> lines = block.lines().toList();
            blocks.add(new Block(lines.get(0), Board.parse(String.join("/", lines.subList(1, lines.size())))));
        }
        return blocks;
    }
}
