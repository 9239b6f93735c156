package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.math.BigInteger;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultsReaderTest {

    private static final String HEADER = String.join(",", ResultColumn.NAMES) + "\n";
    private static final String OK_ROW = "a.txt,1,1,,4,search,5,64,L,,64,12,0.5,ok,\n";

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

    /** Every row {@link ResultsReader#forEach} hands on from {@code csv}, in order. */
    static List<ResultRow> readAll(Path csv) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        ResultsReader.forEach(csv, rows::add);
        return rows;
    }

    private List<ResultRow> rows(String text) throws IOException {
        return readAll(write("r.csv", text));
    }

    private UnusableResultsException refused(String text) throws IOException {
        Path csv = write("r.csv", text);
        return assertThrows(UnusableResultsException.class, () -> readAll(csv));
    }

    /** A results CSV of the report's tests: 13 hand-made rows with errors, a timeout and a tile of 2^64. */
    private static Path sample() throws URISyntaxException {
        return Path.of(ResultsReaderTest.class.getResource("/tilesearch/report/sample-results.csv").toURI());
    }

    @Test
    void forEach_parsesEveryColumnOfAnOkRow() throws Exception {
        ResultRow row = readAll(sample()).get(2);

        assertEquals(new ResultRow("inputs/classic.txt", 3, 11L, "", 4, "search", "10", BigInteger.valueOf(128),
                "LULULU", "128 0 0 0/4 0 0 0/2 0 0 0/0 0 0 0", BigInteger.valueOf(128), 310000L, 42.125, "ok", "",
                ""), row);
    }

    @Test
    void forEach_errorRowsHaveNoResults_andQuotedValuesComeUnquoted() throws Exception {
        List<ResultRow> rows = readAll(sample());
        ResultRow row = rows.get(10);

        assertTrue(row.isError());
        assertEquals("<script>alert(1)</script>", row.id());
        assertEquals("line 3: bad cell \"x<y\" & more, expected a number", row.message());
        assertNull(row.size());
        assertNull(row.maxTile());
        assertNull(row.nodes());
        assertNull(row.elapsedMs());
        assertEquals("inputs/<empty> & odd, \"quoted\".txt", rows.get(11).file());
    }

    @Test
    void forEach_keepsTilesBeyondLongExactly() throws Exception {
        ResultRow row = readAll(sample()).get(5);

        assertEquals(BigInteger.ONE.shiftLeft(64), row.maxTile());
        assertEquals(BigInteger.ONE.shiftLeft(64), row.upperBound());
    }

    @Test
    void forEach_rowsWrittenAsSolveWritesThem_readBackEqual() throws IOException {
        Random random = new Random(14);
        String[] names = {"inputs/a.txt", "b, with comma.txt", "say \"hi\".txt", "two\nlines.txt", "é/ü.txt",
            "cr\r\nlf.txt", "", " spaced "};
        for (int trial = 0; trial < 50; trial++) {
            List<ResultRow> rows = new ArrayList<>();
            for (int i = random.nextInt(40); i >= 0; i--) {
                String file = names[random.nextInt(names.length)];
                String message = random.nextBoolean() ? "" : names[random.nextInt(names.length)];
                BigInteger tile = random.nextInt(5) == 0 ? null : BigInteger.ONE.shiftLeft(random.nextInt(80));
                Double time = random.nextInt(5) == 0 ? null : random.nextInt(1_000_000) / 1000.0;
                String status = List.of("ok", "error", "timeout", "stopped").get(random.nextInt(4));
                rows.add(new ResultRow(file, 1 + i, random.nextBoolean() ? null : (long) i, "id" + i,
                        random.nextBoolean() ? null : 4, "search", "5", tile, "LU", "2 0/0 4", tile,
                        random.nextBoolean() ? null : random.nextLong() >>> 1, time, status, message, ""));
            }
            String lineEnd = random.nextBoolean() ? "\r\n" : "\n";

            assertEquals(rows, rows(csv(rows, lineEnd)), "trial " + trial);
        }
    }

    @Test
    void forEach_skipsEmptyLinesAndDropsAByteOrderMark_readsOptionalThreads() throws IOException {
        List<ResultRow> rows = rows("\uFEFF" + HEADER.strip() + ",threads\r\n\r\n" + OK_ROW.strip() + ",4\n\n\n");

        assertEquals(1, rows.size());
        assertEquals("a.txt", rows.get(0).file());
        assertEquals("4", rows.get(0).threads());
    }

    @Test
    void forEach_readsFieldsLongerThanAnyBuffer() throws IOException {
        String name = "x".repeat(200_000);

        assertEquals(name, rows(HEADER + "\"" + name + "\"" + OK_ROW.substring(5)).get(0).file());
    }

    @Test
    void forEach_folderOfParts_rowsOfEveryPartInNameOrder() throws Exception {
        List<String> lines = Files.readAllLines(sample());
        Path folder = Files.createDirectory(dir.resolve("parts"));
        Files.writeString(folder.resolve("part-00001"), lines.get(0) + "\n"
                + String.join("\n", lines.subList(3, lines.size())) + "\n");
        Files.writeString(folder.resolve("part-00000"), String.join("\n", lines.subList(0, 3)) + "\n");
        Files.writeString(folder.resolve("_SUCCESS"), "");

        assertEquals(readAll(sample()), readAll(folder));
    }

    @Test
    void forEach_folderWithoutParts_refused() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("empty"));

        UnusableResultsException e = assertThrows(UnusableResultsException.class,
                () -> readAll(folder));

        assertTrue(e.getMessage().startsWith(folder + ": a folder of results must hold part files"), e.getMessage());
    }

    @Test
    void forEach_headerProblems_theMessageResultColumnGives() throws IOException {
        String swapped = HEADER.replace("nodes,elapsed_ms", "elapsed_ms,nodes") + OK_ROW;
        Path csv = dir.resolve("r.csv");

        assertEquals(csv + ": not a tilesearch results file: the header has no column 'id' (the header must be "
                + String.join(",", ResultColumn.NAMES) + ")", refused("file,board,line\na.txt,1,1\n").getMessage());
        assertTrue(refused(swapped).getMessage().startsWith(csv + ": not a tilesearch results file: column 12 of "
                + "the header is 'elapsed_ms' where 'nodes' must be"));
        assertTrue(refused(HEADER.strip() + ",file\n").getMessage().startsWith(csv + ": not a tilesearch results "
                + "file: the header names the column 'file' twice"));
        assertTrue(refused("").getMessage().contains("the header has no column 'file'"));
    }

    @Test
    void forEach_rowOfAnotherLength_namesLineAndColumn() throws IOException {
        Path csv = dir.resolve("r.csv");

        assertEquals(csv + ": line 3: column path is missing (the row is shorter than the header)",
                refused(HEADER + OK_ROW + "a.txt,1,2,,4,search,10,64\n").getMessage());
        assertEquals(csv + ": line 2: the row has 17 fields where the header has 15",
                refused(HEADER + OK_ROW.strip() + ",x,y\n").getMessage());
        assertEquals(csv + ": line 2: column threads is missing (the row is shorter than the header)",
                refused(HEADER.strip() + ",threads\n" + OK_ROW).getMessage());
    }

    @Test
    void forEach_valueOfTheWrongKind_namesLineAndColumn() throws IOException {
        Path csv = dir.resolve("r.csv");
        // the quoted name's line break counts: the bad row starts on line 4
        String before = HEADER + "\"two\nlines\"" + OK_ROW.substring(5);

        assertEquals(csv + ": line 4: column max_tile is not a number: 'sixty-four'",
                refused(before + OK_ROW.replace(",64,L,", ",sixty-four,L,")).getMessage());
        assertEquals(csv + ": line 4: column board must not be empty",
                refused(before + OK_ROW.replace("a.txt,1,", "a.txt, ,")).getMessage());
        assertEquals(csv + ": line 4: column elapsed_ms is not a time of 0 ms or more: '-0.5'",
                refused(before + OK_ROW.replace(",0.5,", ", -0.5 ,")).getMessage());
        assertEquals(csv + ": line 4: column elapsed_ms is not a time of 0 ms or more: 'NaN'",
                refused(before + OK_ROW.replace(",0.5,", ",NaN,")).getMessage());
        assertEquals(csv + ": line 4: column status is not ok, error, timeout or stopped: 'later'",
                refused(before + OK_ROW.replace(",ok,", ",later,")).getMessage());
        assertEquals(csv + ": line 4: column nodes is not a number: '1.5'",
                refused(before + OK_ROW.replace(",12,", ",1.5,")).getMessage());
    }

    @Test
    void forEach_numbersAsJavaReadsThemAfterBlanksAreStripped() throws IOException {
        ResultRow row = rows(HEADER + "a.txt, 7 ,+3,,04,search,5,00064,L,,"
                + "123456789012345678901234567890,-1,1e3,ok,\n").get(0);

        assertEquals(7, row.board());
        assertEquals(3L, row.line());
        assertEquals(4, row.size());
        assertEquals(BigInteger.valueOf(64), row.maxTile());
        assertEquals(new BigInteger("123456789012345678901234567890"), row.upperBound());
        assertEquals(-1L, row.nodes());
        assertEquals(1000.0, row.elapsedMs());
    }

    @Test
    void forEach_textAfterAClosingQuote_cannotBeReadAsCsv() throws IOException {
        String message = refused(HEADER + OK_ROW + "\"a.txt\"x,2,1,,4,search,5,64,L,,64,12,0.5,ok,\n").getMessage();

        assertTrue(message.startsWith(dir.resolve("r.csv") + ": cannot be read as CSV: "), message);
        assertTrue(message.contains("line 3"), message);
    }

    @Test
    void forEach_unclosedQuote_theRowItSwallowsIsShort() throws IOException {
        assertEquals(dir.resolve("r.csv") + ": line 3: column board is missing (the row is shorter than the header)",
                refused(HEADER + OK_ROW + "\"not closed,1,2\n" + OK_ROW).getMessage());
    }

    @Test
    void forEach_bytesThatAreNotUtf8_refused() throws IOException {
        Path csv = dir.resolve("r.csv");
        byte[] header = HEADER.getBytes(StandardCharsets.UTF_8);
        byte[] bytes = java.util.Arrays.copyOf(header, header.length + 3);
        bytes[header.length] = 'a';
        bytes[header.length + 1] = (byte) 0xC3;
        bytes[header.length + 2] = '(';
        Files.write(csv, bytes);

        UnusableResultsException e = assertThrows(UnusableResultsException.class, () -> readAll(csv));

        assertEquals(csv + ": not UTF-8 text", e.getMessage());
    }

    @Test
    void forEach_faultAfterManyRows_everyRowBeforeItHandedOnThenTheFault() throws IOException {
        Path csv = write("r.csv", HEADER + OK_ROW.repeat(5_000) + "short,row\n" + OK_ROW);
        List<ResultRow> handed = new ArrayList<>();

        UnusableResultsException e = assertThrows(UnusableResultsException.class,
                () -> ResultsReader.forEach(csv, handed::add));

        assertEquals(5_000, handed.size());
        assertEquals(csv + ": line 5002: column line is missing (the row is shorter than the header)",
                e.getMessage());
    }

    @Test
    void forEach_sinkFails_theReadStopsAndItsThreadEnds() throws IOException {
        Path csv = write("r.csv", HEADER + OK_ROW.repeat(20_000));
        int[] handed = {0};

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ResultsReader.forEach(csv, row -> {
            if (++handed[0] == 10) {
                throw new IllegalStateException("enough");
            }
        }));

        assertEquals("enough", e.getMessage());
        assertEquals(10, handed[0]);
        // its last batch read, the thread has only to leave its executor
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (readingThreadAlive() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertFalse(readingThreadAlive(), "the reading thread ended");
    }

    private static boolean readingThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream()
                .anyMatch(thread -> thread.getName().equals("tilesearch-results-reader"));
    }

    @Test
    void next_recordsAfterTheHeader_byColumn_withLineNumber() throws IOException {
        String text = HEADER + "\"two\r\nlines\",1,1,,,search,5,,,,,,,error,\"line 2: bad\"\r\n\r\n" + OK_ROW;
        Path file = dir.resolve("r.csv");
        try (ResultsReader records = ResultsReader.open(file, new StringReader(text), false)) {
            assertEquals(ResultColumn.COUNT, records.headerSize());
            assertTrue(records.next());
            assertEquals("two\r\nlines", records.get(ResultColumn.FILE));
            assertEquals("error", records.get(ResultColumn.STATUS));
            assertEquals("line 2: bad", records.get(ResultColumn.MESSAGE));
            assertEquals(1, records.rowNumber());
            assertEquals(2, records.line());
            assertTrue(records.next());
            assertEquals("a.txt", records.get(ResultColumn.FILE));
            assertEquals(2, records.rowNumber());
            assertEquals(5, records.line());
            assertFalse(records.next());
        }
    }

    /** {@code rows} as {@code solve} writes them: Commons CSV's printer, quoting what needs quoting. */
    private static String csv(List<ResultRow> rows, String lineEnd) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setRecordSeparator(lineEnd)
                .get())) {
            printer.printRecord(ResultColumn.NAMES);
            for (ResultRow row : rows) {
                printer.printRecord(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(),
                        row.moves(), row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(),
                        row.elapsedMs() == null ? null : String.format(Locale.ROOT, "%.3f", row.elapsedMs()),
                        row.status(), row.message());
            }
        }
        return out.toString();
    }
}
