package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import tilesearch.board.RandomBoards;
import tilesearch.run.ExitCodes;

/**
 * The real program at a pseudo-terminal ({@code script}) that {@code stty} sized, with no {@code COLUMNS}
 * variable, as a user's shell runs it: the progress line and {@code show} fit the terminal's real width.
 */
class TerminalWidthTest {

    /** Erase to the end of the line, which each redraw ends with. */
    private static final String CLEAR_TO_END = "\u001b[K";

    @TempDir
    Path work;

    @BeforeAll
    static void needsScript() throws Exception {
        Process which = new ProcessBuilder("script", "--version").redirectErrorStream(true).start();
        assumeTrue(which.waitFor(10, TimeUnit.SECONDS) && which.exitValue() == 0, "needs util-linux's script");
    }

    /** What the terminal of {@code columns} showed of {@code tilesearch args...}, which must exit {@code exit}. */
    private String atTerminal(int columns, int exit, String... args) throws Exception {
        Path screen = work.resolve("screen-" + columns + ".txt");
        Process process = TileSearchProcess.startAtSizedTerminal(work, screen, columns, "", args);
        try {
            assertTrue(process.waitFor(90, TimeUnit.SECONDS), "the run did not end");
        } finally {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        String shown = Files.readString(screen, StandardCharsets.UTF_8);
        assertEquals(exit, process.exitValue(), shown);
        return shown;
    }

    private Path deepBoard() throws IOException {
        return Files.writeString(work.resolve("deep.txt"),
                RandomBoards.random(new SplittableRandom(3), 20, 0.5, 10).toText() + "\n");
    }

    @ParameterizedTest
    @ValueSource(ints = {60, 80, 200})
    void solve_deepBoardAtTheTerminal_everyRedrawFitsAndNoneIsLeft(int columns) throws Exception {
        Path input = deepBoard();

        String screen = atTerminal(columns, ExitCodes.INCOMPLETE, "solve", "--moves", "20", "--progress", "200ms",
                "--deadline", "6s", "--out", work.resolve("out-" + columns + ".csv").toString(), input.toString());

        // The terminal turns each newline into CR LF; the redraws are the other carriage returns.
        String[] parts = screen.replace("\r\n", "\n").split("\r", -1);
        List<String> redraws = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            if (parts[i].contains("best ")) {
                redraws.add(parts[i]);
            }
        }
        assertTrue(redraws.size() >= 3, "a redraw every 200 ms for seconds: " + screen);
        for (String redraw : redraws) {
            assertTrue(redraw.endsWith(CLEAR_TO_END), "each redraw clears the rest of its row: '" + redraw + "'");
            String shown = redraw.substring(0, redraw.length() - CLEAR_TO_END.length());
            assertTrue(shown.length() < columns, shown.length() + " of " + columns + " columns: '" + shown + "'");
            assertTrue(shown.startsWith("board: best "), "a lone board shows its own figures first: " + shown);
            if (columns >= 80) {
                assertTrue(shown.matches("board: best \\d+, upper bound \\d+.*"), shown);
            }
        }
        // The line is cleared before the summary, which so starts on a row of its own.
        String last = parts[parts.length - 1];
        assertTrue(last.startsWith(CLEAR_TO_END + "tilesearch solve: 1 board searched in "),
                "'" + last + "' of " + screen);
    }

    @ParameterizedTest
    @ValueSource(strings = {"tilesearch", "solve", "move", "generate", "report", "show", "bench", "judge"})
    void help_at60Columns_wrapsThereAndEveryExampleLineWhole(String command) throws Exception {
        boolean root = command.equals(TileSearch.NAME);
        String screen = root ? atTerminal(60, ExitCodes.OK, "--help") : atTerminal(60, ExitCodes.OK, command, "--help");

        // picocli colours the help at a terminal; the colours take no columns.
        List<String> lines = List.of(screen.replaceAll("\u001b\\[[0-9;]*m", "").split("\r?\n"));
        for (String line : lines) {
            assertTrue(line.length() <= 60, line.length() + " of 60 columns: '" + line + "'");
        }
        // Every line of the examples as written: one that wrapped would be cut in two.
        CommandLine commandLine = CompletionScript.wholeCommandLine();
        CommandLine help = root ? commandLine : commandLine.getSubcommands().get(command);
        for (String footer : help.getCommandSpec().usageMessage().footer()) {
            if (footer.startsWith("  ")) {
                assertTrue(lines.contains(footer), "'" + footer + "' in\n" + screen);
            }
        }
        assertTrue(lines.stream().anyMatch(line -> line.length() > 55), "help as wide as the terminal: " + screen);
    }

    @ParameterizedTest
    @ValueSource(ints = {80, 100})
    void show_20x20AtTheTerminal_noLineWraps(int columns) throws Exception {
        Path input = Files.writeString(work.resolve("wide.txt"),
                RandomBoards.random(new SplittableRandom(7), 20, 0.5, 11).toText() + "\n");
        Path results = work.resolve("wide-" + columns + ".csv");
        atTerminal(columns, ExitCodes.OK, "solve", "--moves", "3", "--quiet", "--out", results.toString(),
                input.toString());

        String screen = atTerminal(columns, ExitCodes.OK, "show", results.toString(), input + "#1");

        assertTrue(screen.contains("\u001b[48;5;"), "drawn in colour: " + screen);
        for (String line : screen.split("\r?\n")) {
            String shown = line.replaceAll("\u001b\\[[0-9;]*m", "");
            assertTrue(shown.length() < columns, shown.length() + " of " + columns + " columns: '" + shown + "'");
        }
    }
}
