package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.results.JobResult;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;

/** Which rows {@code solve --resume} keeps of the file it continues, and which boards it solves again. */
class SolveCommandResumeRowsTest {

    private static final int STATUS = ResultColumn.STATUS.ordinal();

    @TempDir
    Path dir;

    private Path input;
    private Path csv;

    @BeforeEach
    void solveOnce() throws IOException {
        input = dir.resolve("boards.txt");
        // Board 1 solves; board 2 holds 3, not a tile: an error of the board itself.
        Files.writeString(input, "2 2\n4 4\n\n2 3\n4 4\n\n0 2\n2 0\n");
        csv = dir.resolve("night.csv");
        CommandRun first = solve();
        assertEquals(ExitCodes.BOARD_FAILED, first.exitCode(), first.err());
    }

    private CommandRun solve(String... more) {
        List<String> args = new ArrayList<>(List.of("solve", "--moves", "3", "--threads", "1", "--out",
                csv.toString()));
        args.addAll(List.of(more));
        args.add(input.toString());
        return CommandRun.of(args.toArray(String[]::new));
    }

    /** The file's lines: the header, then one line per row. */
    private List<String> lines() throws IOException {
        return new ArrayList<>(Files.readAllLines(csv));
    }

    private void write(List<String> lines) throws IOException {
        Files.writeString(csv, String.join("\n", lines) + "\n");
    }

    /** The rows without their times, sorted: what a resume must leave whatever order it wrote them in. */
    private List<String> sortedRows() throws IOException {
        List<String> rows = new ArrayList<>(ResultRows.withoutTimes(csv));
        rows.sort(null);
        return rows;
    }

    @Test
    void execute_resumeAfterOutOfMemoryRow_solvesThatBoardAgainAndKeepsTheBoardsError() throws IOException {
        List<String> expected = sortedRows();
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals("error", rows.get(1).get(STATUS));
        List<String> lines = lines();
        lines.set(1, rows.get(0).get(0) + ",1,1,,2,search,3,,,,,0,1.000,error,\"line 1: " + JobResult.OUT_OF_MEMORY
                + "OutOfMemoryError: Java heap space) give Java more heap\"");
        write(lines);

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.BOARD_FAILED, resumed.exitCode(), resumed.err());
        assertEquals(expected, sortedRows());
        assertTrue(resumed.err().contains("Resumed: 2 boards already in the file (1 ok, 1 error, 0 timeouts)"),
                resumed.err());
    }

    @Test
    void execute_resumeOfDuplicatedRowAndRowOfNoInput_keepsOneRowPerInputBoardAndCountsRight() throws IOException {
        List<String> expected = sortedRows();
        List<String> lines = lines();
        lines.add(lines.get(1));
        lines.add(lines.get(1).replace(input.toString(), dir.resolve("ghost.txt").toString()));
        write(lines);

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.BOARD_FAILED, resumed.exitCode(), resumed.err());
        assertEquals(expected, sortedRows());
        assertTrue(resumed.err().contains("Resumed: 3 boards already in the file (2 ok, 1 error, 0 timeouts)"),
                resumed.err());
    }
}
