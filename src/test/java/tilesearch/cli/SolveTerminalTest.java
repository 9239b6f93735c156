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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.RandomBoards;
import tilesearch.run.ExitCodes;

/**
 * {@code solve} in the real program at a pseudo-terminal ({@code script}), on a lone deep board stopped by a
 * deadline: the progress line is redrawn only when stderr itself is the terminal, it fits the terminal's width,
 * and {@code --quiet} turns it and the summary off.
 */
class SolveTerminalTest {

    private static final int COLUMNS = 40;

    @TempDir
    Path work;

    private Path input;

    @BeforeAll
    static void needsScript() throws Exception {
        Process which = new ProcessBuilder("script", "--version").redirectErrorStream(true).start();
        assumeTrue(which.waitFor(10, TimeUnit.SECONDS) && which.exitValue() == 0, "needs util-linux's script");
    }

    @BeforeEach
    void deepBoard() throws IOException {
        input = Files.writeString(work.resolve("deep.txt"),
                RandomBoards.random(new SplittableRandom(3), 20, 0.5, 10).toText() + "\n");
    }

    @Test
    void solve_stderrIsTheTerminal_lineRedrawnAndCutToTheWidth() throws Exception {
        String screen = atTerminal("");

        List<String> redraws = redraws(screen);
        assertTrue(redraws.size() >= 3, "a redraw every 200 ms for seconds: " + screen);
        for (String redraw : redraws) {
            assertTrue(redraw.length() < COLUMNS, redraw.length() + " columns: '" + redraw + "'");
        }
        assertTrue(screen.contains("tilesearch solve: 1 board searched in "), screen);
    }

    @Test
    void solve_stderrRedirectedWhileStdinAndStdoutAreTheTerminal_noRedraws() throws Exception {
        atTerminal("2>err.txt");

        String err = Files.readString(work.resolve("err.txt"), StandardCharsets.UTF_8);
        assertFalse(err.contains("\r"), "redraws in a file: " + err);
        assertTrue(err.contains("tilesearch solve: 1 board searched in "), err);
    }

    @Test
    void solve_quietAtTheTerminal_neitherProgressNorSummary() throws Exception {
        String screen = atTerminal("", "--quiet");

        assertEquals(List.of(), redraws(screen), screen);
        assertFalse(screen.contains("tilesearch solve:"), screen);
        assertTrue(Files.readString(work.resolve("out.csv")).lines().count() == 2, "the board's row is written");
    }

    @Test
    void solve_infoLogLinesAtTheTerminal_inTheRunLogOnly() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n0 4\n");
        Process fifo = new ProcessBuilder("mkfifo", inputs.resolve("pipe").toString()).start();
        assumeTrue(fifo.waitFor(10, TimeUnit.SECONDS) && fifo.exitValue() == 0, "needs mkfifo");

        Path screenFile = work.resolve("screen.txt");
        Process process = TileSearchProcess.startAtTerminal(work, screenFile, COLUMNS, "", "solve", "--out",
                work.resolve("info.csv").toString(), inputs.toString());
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the run did not end");
        String screen = Files.readString(screenFile, StandardCharsets.UTF_8);

        assertFalse(screen.contains("INFO"), screen);
        assertTrue(screen.contains("tilesearch solve: 1 board searched in "), screen);
        String log = Files.readString(work.resolve("info.csv.log"), StandardCharsets.UTF_8);
        assertTrue(log.contains("skipping") && log.contains("pipe"), log);
    }

    /** What the terminal showed of a run of three seconds with a redraw every 200 ms. */
    private String atTerminal(String redirect, String... options) throws Exception {
        Path screen = work.resolve("screen.txt");
        List<String> args = new ArrayList<>(List.of("solve", "--moves", "20", "--progress", "200ms",
                "--deadline", "3s", "--out", work.resolve("out.csv").toString()));
        args.addAll(List.of(options));
        args.add(input.toString());
        Process process = TileSearchProcess.startAtTerminal(work, screen, COLUMNS, redirect,
                args.toArray(String[]::new));
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the run did not end");
        } finally {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        assertEquals(ExitCodes.INCOMPLETE, process.exitValue(), Files.readString(screen));
        return Files.readString(screen, StandardCharsets.UTF_8);
    }

    /**
     * The progress lines drawn, a lone board's own figures: what follows each carriage return up to the next
     * one, the clearing and the summary left out.
     */
    private static List<String> redraws(String screen) {
        String[] parts = screen.split("\r", -1);
        List<String> redraws = new ArrayList<>();
        for (int i = 1; i < parts.length; i++) {
            if (parts[i].startsWith("board: best ")) {
                redraws.add(parts[i].replace("\u001b[K", ""));
            }
        }
        return redraws;
    }
}
