package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import tilesearch.run.ExitCodes;

class JudgeRunTest {

    private static final String[] SOLVE_DASH = {"solve", "-"};

    private static InputStream stdin(String text) {
        return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
    }

    /** {@code solve -} on {@code input} without picocli, as {@code main} runs it. */
    private static CommandRun judged(String input) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = JudgeRun.execute(stdin(input), new PrintWriter(out, true), new PrintWriter(err, true));
        return new CommandRun(exitCode, out.toString(), err.toString());
    }

    /** {@code solve -} on {@code input} through picocli, as every other command line runs. */
    private static CommandRun parsed(String input) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = TileSearch.commandLineFor(SOLVE_DASH, stdin(input), new PrintWriter(out, true),
                new PrintWriter(err, true)).execute(SOLVE_DASH);
        return new CommandRun(exitCode, out.toString(), err.toString());
    }

    @Test
    void matches_exactlySolveDash() {
        assertTrue(JudgeRun.matches(new String[] {"solve", "-"}));
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "-", "solve - -", "solve --moves 5 -", "solve - --moves 5", "solve -- -",
        "solve --help", "SOLVE -", "move -"})
    void matches_anyOtherCommandLine_false(String args) {
        assertFalse(JudgeRun.matches(args.split(" ")));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "2 2 2\n4 4 4\n8 8 8\n",
        "2 2 2\n4 4 4\n8 8 8\n\n2\n2 4\n4 2\n\n0 2 2 4\n4 0 8 8\n16 2 0 32\n2 4 8 64\n",
        "2 2\n2 6\n\n2 2 2\n4 4 4\n8 8 8\n",
        "2 0 0 2\n0 0 0 0\n0 0 0 0\n2 0 0 2\nUL\n",
        "2 0 0 2\n0 0 0 0\nUX\n",
        "",
        "# only a comment\n",
        "\u0000\u0001binary\n"})
    void execute_sameAnswersMessagesAndExitCodeAsPicocli(String input) {
        CommandRun judged = judged(input);

        assertEquals(parsed(input), judged);
    }

    @Test
    void execute_boardsAndABadOne_answersAndTheMessage() {
        CommandRun run = judged("2 2 2\n4 4 4\n8 8 8\n\n2 2\n2 6\n");

        assertEquals(new CommandRun(ExitCodes.BOARD_FAILED, "16\n",
                "standard input: line 6, column 2: '6' is not a power of two\n"), run);
    }

    @Test
    void defaults_whatPicocliGivesSolveDash() {
        CommandLine commandLine = TileSearch.commandLineFor(SOLVE_DASH, stdin(""),
                new PrintWriter(new StringWriter()), new PrintWriter(new StringWriter()));
        SolveCommand solve = (SolveCommand) commandLine.parseArgs(SOLVE_DASH).subcommand().commandSpec().userObject();

        assertEquals(SolveOptions.defaults(), solve.options());
    }
}
