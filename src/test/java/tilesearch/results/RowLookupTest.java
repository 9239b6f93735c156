package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RowLookupTest {

    private static final String HEADER = String.join(",", ResultColumn.NAMES) + "\n";

    @TempDir
    Path dir;

    /** A results CSV of the report's tests: 13 hand-made rows with errors, a timeout and a tile of 2^64. */
    private static Path sample() throws URISyntaxException {
        return Path.of(RowLookupTest.class.getResource("/tilesearch/report/sample-results.csv").toURI());
    }

    private static String row(Object file, int board) {
        return file + "," + board + ",1,,4,search,5,64,L,,64,12,0.5,ok,\n";
    }

    @Test
    void find_theFirstRowOfTheBoard_elseEmpty() throws Exception {
        RowLookup found = RowLookup.find(sample(), "inputs/classic.txt", 3);
        RowLookup noBoard = RowLookup.find(sample(), "inputs/classic.txt", 99);

        assertEquals(Optional.of(ResultsReaderTest.readAll(sample()).get(2)), found.row());
        assertEquals(Optional.empty(), noBoard.row());
        assertEquals("inputs/classic.txt", noBoard.spelling());
        assertEquals(5, noBoard.rows());
        assertEquals(List.of(), noBoard.sameName());
    }

    @Test
    void find_noSuchFile_suggestsTheSpellingsOfTheSameName() throws Exception {
        RowLookup lookup = RowLookup.find(sample(), "classic.txt", 3);

        assertEquals(Optional.empty(), lookup.row());
        assertNull(lookup.spelling());
        assertEquals(List.of("inputs/classic.txt"), lookup.sameName());
        assertEquals("inputs/classic.txt", lookup.example());
    }

    @Test
    void find_anotherPathOfTheSameFile_theRowAsTheCsvSpellsIt() throws IOException {
        Path input = Files.writeString(Files.createDirectories(dir.resolve("in")).resolve("a.txt"), "2 2\n0 4\n");
        Path link = Files.createSymbolicLink(dir.resolve("link.txt"), input);
        Path csv = Files.writeString(dir.resolve("r.csv"), HEADER + row(dir.resolve("other.txt"), 1) + row(input, 1)
                + row(input, 2));

        for (String spelt : List.of(input.toString(), dir.resolve("in/./a.txt").toString(), link.toString(),
                dir.resolve("in/../in/a.txt").toString(), input.toUri().toString())) {
            RowLookup lookup = RowLookup.find(csv, spelt, 2);

            assertEquals(input.toString(), lookup.row().orElseThrow().file(), spelt);
            assertEquals(2, lookup.row().orElseThrow().board(), spelt);
        }
        assertEquals(input.toString(), RowLookup.find(csv, link.toString(), 3).spelling());
        assertEquals(2, RowLookup.find(csv, link.toString(), 3).rows());
    }

    @Test
    void find_aFileOfTheSameNameElsewhere_notMatchedButSuggested() throws IOException {
        Path input = Files.writeString(Files.createDirectories(dir.resolve("in")).resolve("a.txt"), "2 2\n0 4\n");
        Path copy = Files.copy(input, Files.createDirectories(dir.resolve("copy")).resolve("a.txt"));
        Path csv = Files.writeString(dir.resolve("r.csv"), HEADER + row(input, 1));

        RowLookup lookup = RowLookup.find(csv, copy.toString(), 1);

        assertEquals(Optional.empty(), lookup.row());
        assertNull(lookup.spelling());
        assertEquals(List.of(input.toString()), lookup.sameName());
    }

    @Test
    void find_rowsBeforeTheOneFound_needNotBeWhole() throws IOException {
        Path csv = Files.writeString(dir.resolve("r.csv"), HEADER + "short,row\n"
                + row("a.txt", 1).replace(",12,", ",twelve,") + row("b.txt", 1));

        assertEquals("b.txt", RowLookup.find(csv, "b.txt", 1).row().orElseThrow().file());
        assertThrows(UnusableResultsException.class, () -> RowLookup.find(csv, "a.txt", 1));
    }

    @Test
    void find_noRows_noExample() throws IOException {
        Path csv = Files.writeString(dir.resolve("r.csv"), HEADER);

        RowLookup lookup = RowLookup.find(csv, "a.txt", 1);

        assertTrue(lookup.row().isEmpty());
        assertNull(lookup.example());
    }
}
