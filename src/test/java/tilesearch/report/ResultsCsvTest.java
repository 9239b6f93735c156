package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.io.ResultColumn;

class ResultsCsvTest {

    private static final String HEADER = String.join(",", ResultColumn.NAMES) + "\n";

    private static InputStream utf8(String csv) {
        return new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void read_parsesEveryColumnOfAnOkRow() {
        ResultRow row = Fixtures.rows(Fixtures.SAMPLE).get(2);

        assertEquals(new ResultRow("inputs/classic.txt", 3, 11L, "", 4, "search", "10", BigInteger.valueOf(128),
                "LULULU", "128 0 0 0/4 0 0 0/2 0 0 0/0 0 0 0", BigInteger.valueOf(128), 310000L, 42.125, "ok", "",
                ""), row);
    }

    @Test
    void read_folderOfParts_rowsOfEveryPartInNameOrder(@TempDir Path dir) throws IOException {
        List<String> lines = Files.readAllLines(Fixtures.path(Fixtures.SAMPLE));
        Files.writeString(dir.resolve("part-00001"), lines.get(0) + "\n" + String.join("\n", lines.subList(3,
                lines.size())) + "\n");
        Files.writeString(dir.resolve("part-00000"), String.join("\n", lines.subList(0, 3)) + "\n");
        Files.writeString(dir.resolve("_SUCCESS"), "");

        assertEquals(Fixtures.rows(Fixtures.SAMPLE), ResultsCsv.read(dir));
    }

    @Test
    void read_folderWithoutParts_refused(@TempDir Path dir) {
        assertThrows(MalformedResultsException.class, () -> ResultsCsv.read(dir));
    }

    @Test
    void read_keepsTilesBeyondLongExactly() {
        ResultRow row = Fixtures.rows(Fixtures.SAMPLE).get(5);

        assertEquals(BigInteger.ONE.shiftLeft(64), row.maxTile());
        assertEquals(BigInteger.ONE.shiftLeft(64), row.upperBound());
    }

    @Test
    void read_errorRowsHaveNoResults() {
        ResultRow row = Fixtures.rows(Fixtures.SAMPLE).get(10);

        assertTrue(row.isError());
        assertEquals("<script>alert(1)</script>", row.id());
        assertEquals("line 3: bad cell \"x<y\" & more, expected a number", row.message());
        assertNull(row.size());
        assertNull(row.maxTile());
        assertNull(row.nodes());
        assertNull(row.elapsedMs());
    }

    @Test
    void read_missingColumnIsRefusedByName() {
        String csv = "file,board,line\ninputs/a.txt,1,1\n";

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(csv), "old.csv"));
        assertTrue(e.getMessage().startsWith("old.csv: not a tilesearch results file: the header has no column 'id'"),
                e.getMessage());
    }

    @Test
    void read_reorderedOrDuplicatedColumnsAreRefused() {
        String swapped = HEADER.replace("nodes,elapsed_ms", "elapsed_ms,nodes") + "a.txt,1,1,,4,search,5,64,L,,64,"
                + "0.5,12,ok,\n";
        String twice = HEADER.strip() + ",file\n";

        MalformedResultsException reordered = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(swapped), "r.csv"));
        MalformedResultsException duplicated = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(twice), "r.csv"));

        assertTrue(reordered.getMessage().startsWith("r.csv: not a tilesearch results file: column 12 of the header"
                + " is 'elapsed_ms' where 'nodes' must be"), reordered.getMessage());
        assertTrue(duplicated.getMessage().startsWith("r.csv: not a tilesearch results file: the header names the"
                + " column 'file' twice"), duplicated.getMessage());
    }

    @Test
    void read_rowLongerThanTheHeaderIsRefusedByLine() {
        String csv = HEADER + "a.txt,1,1,,4,search,5,64,L,,64,12,0.5,ok,,x,y\n";

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(csv), "r.csv"));
        assertEquals("r.csv: line 2: the row has 17 fields where the header has 15", e.getMessage());
    }

    @Test
    void read_badNumberNamesLineAndColumn() {
        String csv = HEADER + "a.txt,1,1,,4,search,5,64,L,,64,12,0.5,ok,\n"
                + "a.txt,2,7,,4,search,5,sixty-four,L,,64,12,0.5,ok,\n";

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(csv), "r.csv"));
        assertEquals("r.csv: line 3: column max_tile is not a number: 'sixty-four'", e.getMessage());
    }

    @Test
    void read_shortRowIsRefused() {
        String csv = HEADER + "a.txt,1,1,,4\n";

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(csv), "r.csv"));
        assertTrue(e.getMessage().contains("is missing"), e.getMessage());
    }

    @Test
    void read_acceptsByteOrderMarkAndReadsOptionalThreads() throws Exception {
        String csv = "\uFEFF" + HEADER.strip() + ",threads\na.txt,1,1,,4,search,5,64,L,,64,12,0.5,ok,,4\n";

        List<ResultRow> rows = ResultsCsv.read(utf8(csv), "r.csv");

        assertEquals("a.txt", rows.get(0).file());
        assertEquals("4", rows.get(0).threads());
    }

    @Test
    void boardSet_isTheInputFolder() {
        List<ResultRow> rows = Fixtures.rows(Fixtures.SAMPLE);

        assertEquals("inputs", rows.get(0).boardSet());
        assertEquals("inputs/random", rows.get(6).boardSet());
    }
}
