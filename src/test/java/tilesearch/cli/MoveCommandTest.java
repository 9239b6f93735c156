package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

class MoveCommandTest {

    @TempDir
    Path dir;

    @Test
    void execute_eightByEightExampleMovedUp_printsTheExpectedBoard() throws IOException {
        Path file = Files.writeString(dir.resolve("8x8.txt"), SolveCommandTest.EIGHT_BY_EIGHT + "U\n");

        CommandRun run = CommandRun.of("move", file.toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals(SolveCommandTest.EIGHT_BY_EIGHT_AFTER_UP, run.out());
        assertEquals("", run.err());
    }

    @Test
    void execute_noFile_readsStandardInput() {
        CommandRun run = CommandRun.withStdin("3\n2 2 4\n0 0 4\n0 0 0\nLU\n", "move");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals("8 4 0\n0 0 0\n0 0 0\n", run.out());
    }

    @Test
    void execute_tilesPastIntRange_exactDecimals() {
        CommandRun run = CommandRun.withStdin("1073741824 1073741824\n0 0\nL\n", "move");

        assertEquals("2147483648 0\n0 0\n", run.out());
    }

    @Test
    void execute_boardWithoutMoveLetters_exitOneSayingSo() {
        CommandRun run = CommandRun.withStdin("2 2\n0 0\n", "move");

        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode());
        assertEquals("", run.out());
        assertEquals("tilesearch move: standard input: line 1: the board is not followed by a line of move letters "
                + "(U, D, L, R)\n", run.err());
    }

    @Test
    void execute_badBoard_exitOneWithTheReadersMessage() {
        CommandRun run = CommandRun.withStdin("2 2\n0 6\nL\n", "move");

        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch move: standard input: line 2"), run.err());
        assertTrue(run.err().contains("'6' is not a power of two"), run.err());
    }

    @Test
    void execute_twoBoards_exitOne() {
        CommandRun run = CommandRun.withStdin("2 2\n0 0\nL\n\n2 2\n0 0\nR\n", "move");

        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode());
        assertEquals("", run.out());
        assertTrue(run.err().contains("expected one board"), run.err());
    }

    @Test
    void execute_emptyInput_exitOne() {
        assertEquals(ExitCodes.BOARD_FAILED, CommandRun.withStdin("", "move").exitCode());
    }

    @Test
    void execute_missingFile_usageErrorNamingIt() {
        String missing = dir.resolve("absent.txt").toString();

        CommandRun run = CommandRun.of("move", missing);

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch move: no such file or directory: " + missing), run.err());
    }
}
