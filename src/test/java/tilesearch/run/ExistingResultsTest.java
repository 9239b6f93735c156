package tilesearch.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tilesearch.results.SampleResults.csv;
import static tilesearch.results.SampleResults.error;
import static tilesearch.results.SampleResults.ok;
import static tilesearch.results.SampleResults.stopped;
import static tilesearch.results.SampleResults.timeout;
import tilesearch.results.ResultColumn;
import tilesearch.results.RowLookup;
import tilesearch.results.UnusableResultsException;

class ExistingResultsTest {

    @TempDir
    Path dir;

    /** The boards kept, by rules that keep every final row. */
    private final KeptBoards kept = new KeptBoards();
    private final ResumeRules rules = ResumeRules.keepingAll(kept, Set.of());

    private Path file(String text) throws IOException {
        return Files.writeString(dir.resolve("results.csv"), text, StandardCharsets.UTF_8);
    }

    @Test
    void read_missingOrEmptyFile_noHeaderNothingKept() throws IOException {
        ExistingResults missing = ExistingResults.read(dir.resolve("none.csv"), rules);
        ExistingResults empty = ExistingResults.read(file(""), rules);

        for (ExistingResults existing : List.of(missing, empty)) {
            assertFalse(existing.hasHeader());
            assertEquals(0, kept.size());
        }
    }

    @Test
    void read_completeRows_keepsFinalOnesAndCountsThem() throws IOException {
        String text = csv(ok("a.txt", 1), error("a.txt", 2, "line 3: bad"), timeout("b.txt", 1), ok("b.txt", 2));
        Path file = file(text);

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertTrue(existing.hasHeader());
        assertEquals(text, Files.readString(file), "nothing to cut");
        assertEquals(4, kept.size());
        assertEquals(2, existing.ok());
        assertEquals(1, existing.errors());
        assertEquals(1, existing.timeouts());
        assertTrue(kept.contains("a.txt", 2));
        assertTrue(kept.contains("b.txt", 1));
        assertFalse(kept.contains("a.txt", 3));
        assertFalse(kept.contains("c.txt", 1));
    }

    @Test
    void repair_tornLastRow_cutOffInPlace() throws IOException {
        String whole = csv(ok("a.txt", 1), ok("a.txt", 2));
        String third = csv(ok("a.txt", 3)).substring(ResultColumn.HEADER_LINE.length());
        Path file = file(whole + third.substring(0, third.length() - 5));

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertEquals(2, kept.size());
        assertFalse(kept.contains("a.txt", 3));
        assertEquals(whole, Files.readString(file));
    }

    @Test
    void repair_rowCutInsideAQuotedNewline_cutOff() throws IOException {
        String whole = csv(ok("a.txt", 1));
        String quoted = csv(error("a.txt", 2, "line 2: one\ntwo")).substring(ResultColumn.HEADER_LINE.length());
        Path file = file(whole + quoted.substring(0, quoted.indexOf('\n') + 1));

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertEquals(1, kept.size());
        assertEquals(whole, Files.readString(file));
    }

    @Test
    void repair_stoppedRows_droppedAndTheRestKeptInOrder() throws IOException {
        Path file = file(csv(ok("a.txt", 1), stopped("a.txt", 2), ok("a.txt", 3), stopped("a.txt", 4))
                + "a.txt,5,5,,2,sea");

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertEquals(2, existing.solvedAgain());
        assertEquals(2, kept.size());
        assertFalse(kept.contains("a.txt", 2));
        assertEquals(csv(ok("a.txt", 1), ok("a.txt", 3)), Files.readString(file));
        assertFalse(Files.exists(dir.resolve("results.csv.resume")));
    }

    @Test
    void repair_rowsDroppedBesideLineBreaksInQuotesCrLfAndEmptyLines_everyOtherByteKept() throws IOException {
        String header = ResultColumn.HEADER_LINE;
        String first = csv(error("one\r\ntwo\rthree.txt", 1, "line 1: bad")).substring(header.length());
        String second = csv(stopped("a.txt", 2)).substring(header.length()).replace("\n", "\r\n");
        String third = csv(ok("a.txt", 3)).substring(header.length()).replace("\n", "\r\n\n\r\n");
        String fourth = csv(stopped("a.txt", 4)).substring(header.length()).replace("\n", "\r");
        String fifth = csv(error("a.txt", 5, "line 5: \"x\"\ny")).substring(header.length());
        Path file = file(header + first + second + third + fourth + fifth + "a.txt,6,");

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertEquals(2, existing.solvedAgain());
        assertEquals(header + first + third + fifth, Files.readString(file));
    }

    @Test
    void repair_randomLineBreaksAndRowsDropped_exactlyTheBytesOfTheRowsKeptStay() throws IOException {
        Random random = new Random(3);
        String[] breaks = {"\n", "\r\n", "\r"};
        for (int trial = 0; trial < 200; trial++) {
            StringBuilder text = new StringBuilder(ResultColumn.HEADER_LINE);
            StringBuilder kept = new StringBuilder(ResultColumn.HEADER_LINE);
            boolean lastKept = true;
            for (int board = 1; board <= 1 + random.nextInt(30); board++) {
                String name = random.nextBoolean() ? "a.txt" : "x" + breaks[random.nextInt(3)] + "y";
                lastKept = random.nextBoolean();
                String row = csv(lastKept ? ok(name, board) : stopped(name, board))
                        .substring(ResultColumn.HEADER_LINE.length()).replaceFirst("\n$", "")
                        + breaks[random.nextInt(3)] + breaks[random.nextInt(3)].repeat(random.nextInt(2));
                text.append(row);
                if (lastKept) {
                    kept.append(row);
                }
            }
            // the last row must end with an LF, or it is torn
            text.append('\n');
            if (lastKept) {
                kept.append('\n');
            }
            Path file = file(text.toString());

            ExistingResults.read(file, ResumeRules.keepingAll(new KeptBoards(), Set.of())).repair();

            assertEquals(kept.toString(), Files.readString(file), "input: " + text);
        }
    }

    @Test
    void read_fileNamesBeyondAscii_matchedAsWritten() throws IOException {
        Path file = file(csv(ok("données/é.txt", 1), ok("数.txt", 2)));

        ExistingResults existing = ExistingResults.read(file, rules);

        assertTrue(kept.contains("données/é.txt", 1));
        assertTrue(kept.contains("数.txt", 2));
    }

    @Test
    void read_tornHeader_nothingKept() throws IOException {
        ExistingResults existing = ExistingResults.read(file("file,board,li"), rules);

        assertFalse(existing.hasHeader());
        assertEquals(0, kept.size());
    }

    @Test
    void read_notAResultsFile_unusable() throws IOException {
        Path file = file("id,board\n1,2 2/4 0\n");

        UnusableResultsException failure = assertThrows(UnusableResultsException.class,
                () -> ExistingResults.read(file, rules));

        assertTrue(failure.getMessage().startsWith(file + ": not a tilesearch results file"), failure.getMessage());
    }

    @Test
    void read_damagedRowInTheMiddle_unusableRatherThanDropped() throws IOException {
        String rows = csv(ok("a.txt", 1), ok("a.txt", 2), ok("a.txt", 3));
        Path file = file(rows.replace("\na.txt,2,", "\na.txt,2,x,"));

        UnusableResultsException failure = assertThrows(UnusableResultsException.class,
                () -> ExistingResults.read(file, rules));

        assertTrue(failure.getMessage().contains("row 2 after the header is not a results row"), failure.getMessage());
    }

    @Test
    void read_unknownStatus_unusable() throws IOException {
        Path file = file(csv(ok("a.txt", 1)).replace(",ok,", ",maybe,"));

        assertThrows(UnusableResultsException.class, () -> ExistingResults.read(file, rules));
    }

    @Test
    void read_bytesAfterTheLastRowThatAreNotARow_cutAsATornTail() throws IOException {
        byte[] zeros = new byte[64];
        Arrays.fill(zeros, (byte) 0);
        String whole = csv(ok("a.txt", 1));
        Path file = file(whole);
        Files.write(file, zeros, java.nio.file.StandardOpenOption.APPEND);

        ExistingResults existing = ExistingResults.read(file, rules);
        existing.repair();

        assertEquals(1, kept.size());
        assertEquals(whole, Files.readString(file));
    }

    @Test
    void read_rowThatIsNotCsv_theMessageShowGivesToo() throws IOException {
        Path file = file(csv(ok("a.txt", 1), ok("a.txt", 2)).replaceFirst("\na\\.txt,2,", "\n\"a.txt\"x,2,"));
        // text after a closing quote: the quotes balance, so resume reads the row rather than cutting it as torn

        IOException resumed = assertThrows(UnusableResultsException.class, () -> ExistingResults.read(file, rules));
        IOException shown = assertThrows(UnusableResultsException.class, () -> RowLookup.find(file, "b.txt", 1));

        assertEquals(resumed.getMessage(), shown.getMessage());
        assertTrue(resumed.getMessage().startsWith(file + ": cannot be read as CSV: "), resumed.getMessage());
    }
}
