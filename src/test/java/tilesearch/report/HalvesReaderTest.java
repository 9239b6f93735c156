package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.io.ResultColumn;

/** The report read in two halves on two threads against the same file read in one pass. */
class HalvesReaderTest {

    /** Split any file, however small. */
    private static final long ALWAYS = 1;

    @TempDir
    Path dir;

    /** {@code rows} as {@code solve} writes them (quoted where needed), each ended by {@code lineEnd}. */
    private static String csvRows(List<ResultRow> rows, String lineEnd) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setRecordSeparator(lineEnd).get())) {
            for (ResultRow row : rows) {
                printer.printRecord(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(),
                        row.moves(), row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(),
                        row.elapsedMs() == null ? null : String.format(Locale.ROOT, "%.3f", row.elapsedMs()),
                        row.status(), row.message());
            }
        }
        return out.toString();
    }

    private static String header(String lineEnd) {
        return String.join(",", ResultColumn.NAMES) + lineEnd;
    }

    private Path write(String name, String text) throws IOException {
        Path csv = dir.resolve(name);
        Files.writeString(csv, text, StandardCharsets.UTF_8);
        return csv;
    }

    private static ResultRow withFile(ResultRow row, String file) {
        return new ResultRow(file, row.board(), row.line(), row.id(), row.size(), row.task(), row.moves(),
                row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(), row.elapsedMs(),
                row.status(), row.message(), row.threads());
    }

    /** The aggregates of one pass, as a Markdown report shows them. */
    private static RunAggregates onePass(Path csv) throws IOException {
        RunAggregates run = new RunAggregates(false);
        ResultsCsv.forEachRecord(csv, run);
        return run;
    }

    private static String markdown(Path csv, RunAggregates run) {
        return MarkdownReport.render(new Report(csv.toString(), run, Optional.empty(), Optional.empty()));
    }

    /** Reads {@code csv} in halves, checks it against one pass, and says whether the halves were added. */
    private static boolean readsAsOnePass(Path csv, String what) throws IOException {
        RunAggregates expected = onePass(csv);
        RunAggregates halves = new RunAggregates(false);

        boolean added = HalvesReader.read(csv, halves, ALWAYS);

        assertEquals(expected.summary(), halves.summary(), what);
        assertEquals(expected.slowest(), halves.slowest(), what);
        assertEquals(expected.largestTiles(), halves.largestTiles(), what);
        assertEquals(expected.errors(), halves.errors(), what);
        assertEquals(markdown(csv, expected), markdown(csv, halves), what);
        return added;
    }

    @Test
    void read_randomFiles_addsTheHalvesAndEqualsOnePass() throws IOException {
        Random random = new Random(41);
        int added = 0;
        for (int trial = 0; trial < 24; trial++) {
            List<ResultRow> rows = new ArrayList<>(RandomRows.rows(100 + trial, 200 + random.nextInt(1_500)));
            // quoted names with commas, quotes and line breaks, anywhere
            for (int i = 0; i < 1 + random.nextInt(20); i++) {
                int at = random.nextInt(rows.size());
                rows.set(at, withFile(rows.get(at), "odd, \"name\"\r\nhere\n" + i + ".txt"));
            }
            String lineEnd = random.nextBoolean() ? "\n" : "\r\n";
            String byteOrderMark = random.nextInt(4) == 0 ? "\uFEFF" : "";
            Path csv = write("random-" + trial + ".csv", byteOrderMark + header(lineEnd) + csvRows(rows, lineEnd)
                    + (random.nextBoolean() ? lineEnd + lineEnd : ""));

            if (readsAsOnePass(csv, "trial " + trial)) {
                added++;
            }
        }
        // most middles fall between two plain records: the halves were read apart and added, so a wrong sum fails
        assertTrue(added >= 16, added + " of 24 files were read in halves");
    }

    @Test
    void read_quotedLineBreaksAcrossTheMiddle_readsOnAloneAndEqualsOnePass() throws IOException {
        List<ResultRow> rows = RandomRows.rows(42, 300);
        for (String lineEnd : new String[] {"\n", "\r\n"}) {
            // the same rows before and after one whose quoted name of 1,100 bytes of lines holds the middle
            String straddling = csvRows(List.of(withFile(rows.get(0), "a line\n".repeat(100) + "b\r\n".repeat(100)
                    + "\n\n".repeat(50))), lineEnd);
            String text = header(lineEnd) + csvRows(rows, lineEnd) + straddling + csvRows(rows, lineEnd);
            Path csv = write("straddling.csv", text);
            long middle = Files.size(csv) / 2;
            int field = text.indexOf("a line\n");
            assertTrue(field < middle && middle < field + 1_100, "the quoted name holds the middle");

            assertFalse(readsAsOnePass(csv, "line end " + lineEnd.length()), "the halves met inside a record");
        }
    }

    @Test
    void read_emptyLinesAtTheMiddle_addsTheHalves() throws IOException {
        List<ResultRow> rows = RandomRows.rows(43, 300);
        String text = header("\n") + csvRows(rows, "\n") + "\n\r\n\n".repeat(40) + csvRows(rows, "\n");
        Path csv = write("empty-lines.csv", text);

        assertTrue(readsAsOnePass(csv, "empty lines"));
    }

    @Test
    void read_faultNearTheMiddle_sameMessageAsOnePass() throws IOException {
        List<ResultRow> rows = RandomRows.rows(44, 400);
        String[] faults = {"a.txt,1,2,,4,search,10,8,LU,2 0/0 0,8,12,12.5x,ok,", "short,row", "\"not closed,1,2"};
        int checked = 0;
        for (String fault : faults) {
            for (int at = 190; at <= 210; at += 2) {
                String lineEnd = at % 4 == 0 ? "\n" : "\r\n";
                String text = header(lineEnd) + csvRows(rows.subList(0, at), lineEnd) + fault + lineEnd
                        + csvRows(rows.subList(at, rows.size()), lineEnd);
                Path csv = write("fault.csv", text);

                MalformedResultsException expected = assertThrows(MalformedResultsException.class,
                        () -> onePass(csv));
                MalformedResultsException fromHalves = assertThrows(MalformedResultsException.class,
                        () -> HalvesReader.read(csv, new RunAggregates(false), ALWAYS));

                assertEquals(expected.getMessage(), fromHalves.getMessage(), "fault after row " + at);
                assertTrue(expected.getMessage().contains("line "), expected.getMessage());
                checked++;
            }
        }
        assertEquals(33, checked);
    }

    @Test
    void read_smallFile_onePass() throws IOException {
        Path csv = write("small.csv", header("\n") + csvRows(RandomRows.rows(45, 100), "\n"));

        assertFalse(HalvesReader.read(csv, new RunAggregates(false)), "a small file is not worth a thread");
        assertTrue(readsAsOnePass(csv, "small"));
    }

    @Test
    void recordAfter_isTheFirstByteAfterTheLineBreaksPastTheOffset() throws IOException {
        Path csv = write("bytes.csv", "ab\ncd\r\n\r\nef\n");

        assertEquals(3, HalvesReader.recordAfter(csv, 0));
        assertEquals(3, HalvesReader.recordAfter(csv, 2));
        assertEquals(9, HalvesReader.recordAfter(csv, 3));
        assertEquals(9, HalvesReader.recordAfter(csv, 6));
        assertEquals(-1, HalvesReader.recordAfter(csv, 10));
    }
}
