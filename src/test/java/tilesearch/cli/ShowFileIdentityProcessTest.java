package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.cli.TileSearchProcess.Outcome;
import tilesearch.run.ExitCodes;

/**
 * {@code show RESULTS FILE#N} in a process of its own, its working folder the run's: FILE finds its row when it
 * names the same file as the CSV's {@code file} column by another path (absolute, {@code ./}, a link), and when
 * nothing matches, the message gives the spelling the CSV uses.
 */
class ShowFileIdentityProcessTest {

    private static final String REPLAY = "start\n2 2 0\n0 4 4\n0 0 8\n";

    @TempDir
    Path work;

    private Path results;

    @BeforeEach
    void solve() throws Exception {
        Files.createDirectories(work.resolve("in"));
        Files.writeString(work.resolve("in/a.txt"), "2 2 0\n0 4 4\n0 0 8\n\n4 4 0\n2 0 2\n0 0 0\n");
        results = work.resolve("night.csv");
        Outcome solved = run("solve", "--moves", "3", "--out", "night.csv", "in");
        assertEquals(ExitCodes.OK, solved.exit(), solved.stderr());
        assertTrue(Files.readString(results).contains("\nin/a.txt,1,"), "the CSV spells the file in/a.txt");
    }

    @Test
    void show_anotherPathOfTheFile_replaysTheCsvsRow() throws Exception {
        Path link = Files.createSymbolicLink(work.resolve("link.txt"), work.resolve("in/a.txt"));
        for (String file : new String[] {work.resolve("in/a.txt").toString(), "./in/a.txt", "in//a.txt",
            link.toString(), "link.txt"}) {
            Outcome show = run("show", "--color", "never", results.toString(), file + "#1");

            assertEquals(ExitCodes.OK, show.exit(), file + ": " + show.stderr());
            assertTrue(show.stdout().startsWith(REPLAY), file + ": " + show.stdout());
        }
    }

    @Test
    void show_noFileMatches_suggestsTheCsvsSpelling() throws Exception {
        Path copy = Files.copy(work.resolve("in/a.txt"), work.resolve("a.txt"));

        Outcome sameName = run("show", results.toString(), "a.txt#1");
        Outcome otherName = run("show", results.toString(), "in/b.txt#1");
        Outcome noBoard = run("show", results.toString(), work.resolve("in/a.txt") + "#9");

        assertEquals(ExitCodes.USAGE, sameName.exit(), sameName.stderr());
        assertEquals("tilesearch show: " + results + " has no row for a.txt (as its file column spells it, or the "
                + "same file by another path); did you mean in/a.txt?", firstLine(sameName.stderr()));
        assertTrue(Files.exists(copy), "a file of the same name that is another file is not the CSV's");
        assertEquals(ExitCodes.USAGE, otherName.exit(), otherName.stderr());
        assertTrue(firstLine(otherName.stderr()).endsWith("; it names files as in in/a.txt"), otherName.stderr());
        assertEquals(ExitCodes.USAGE, noBoard.exit(), noBoard.stderr());
        assertEquals("tilesearch show: " + results + " has no row for board 9 of " + work.resolve("in/a.txt")
                + ", which its file column spells in/a.txt; it has 2 rows of that file", firstLine(noBoard.stderr()));
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private Outcome run(String... args) throws Exception {
        return TileSearchProcess.runToEnd(work, work.resolve("out"), args);
    }
}
