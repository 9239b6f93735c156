package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one Commons CSV reader of a results CSV, and the same message it gives resume and {@code show}. */
class ResultRecordsTest {

    @TempDir
    Path dir;

    @Test
    void next_rowsAfterTheHeader_byColumnWithTheirNumbers() throws IOException {
        String rows = ExistingResultsTest.csv(ExistingResultsTest.ok("a.txt", 1),
                ExistingResultsTest.error("b.txt", 2, "line 2: bad"));
        Path file = dir.resolve("r.csv");
        try (ResultRecords records = ResultRecords.open(file, new StringReader(rows), false)) {
            assertEquals(ResultColumn.COUNT, records.headerSize());
            assertTrue(records.next());
            assertEquals("a.txt", records.get(ResultColumn.FILE));
            assertEquals("ok", records.get(ResultColumn.STATUS));
            assertEquals(1, records.rowNumber());
            assertEquals(ResultColumn.HEADER_LINE.length(), records.characterPosition());
            assertTrue(records.next());
            assertEquals("b.txt", records.get(ResultColumn.FILE));
            assertEquals("2", records.get(ResultColumn.BOARD));
            assertEquals("line 2: bad", records.get(ResultColumn.MESSAGE));
            assertEquals(2, records.rowNumber());
            assertFalse(records.next());
        }
    }

    @Test
    void open_headerOfAnotherFile_theProblemResultColumnNames() {
        List<String> header = List.of("file", "board", "line");
        Path file = dir.resolve("r.csv");

        IOException refused = assertThrows(UnusableResultsException.class,
                () -> ResultRecords.open(file, new StringReader(String.join(",", header) + "\n"), true));

        assertEquals(file + ": " + ResultColumn.headerProblem(header, true).orElseThrow(), refused.getMessage());
    }

    @Test
    void readers_rowThatIsNotCsv_sameMessageFromResumeAndShow() throws IOException {
        String rows = ExistingResultsTest.csv(ExistingResultsTest.ok("a.txt", 1), ExistingResultsTest.ok("a.txt", 2));
        Path file = dir.resolve("r.csv");
        // Text after a closing quote: the quotes balance, so resume reads the row rather than cutting it as torn.
        Files.writeString(file, rows.replaceFirst("\na\\.txt,2,", "\n\"a.txt\"x,2,"));

        IOException resumed = assertThrows(UnusableResultsException.class, () -> ExistingResults.read(file));
        IOException shown = assertThrows(UnusableResultsException.class,
                () -> ResultLookup.find(file, "b.txt", 1));

        assertEquals(resumed.getMessage(), shown.getMessage());
        assertTrue(resumed.getMessage().startsWith(file + ": cannot be read as CSV: "), resumed.getMessage());
    }
}
