package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

class CsvRecordsTest {

    private static List<List<String>> records(String csv) throws IOException {
        return records(csv, CsvRecords.BUFFER_BYTES);
    }

    /** The records of {@code csv} read through a buffer of {@code bufferBytes} at first, which cuts records. */
    private static List<List<String>> records(String csv, int bufferBytes) throws IOException {
        CsvRecords records = new CsvRecords(utf8(csv), "t.csv", bufferBytes);
        List<List<String>> all = new ArrayList<>();
        while (records.next()) {
            List<String> fields = new ArrayList<>();
            for (int i = 0; i < records.size(); i++) {
                fields.add(records.field(i));
            }
            all.add(fields);
        }
        return all;
    }

    private static InputStream utf8(String csv) {
        return new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8));
    }

    /** What Commons CSV's DEFAULT format, which the report used before, reads from {@code csv}. */
    private static List<List<String>> commonsCsv(String csv) throws IOException {
        List<List<String>> all = new ArrayList<>();
        try (CSVParser parser = CSVParser.builder().setReader(new StringReader(csv)).setFormat(CSVFormat.DEFAULT)
                .get()) {
            for (CSVRecord record : parser) {
                all.add(record.toList());
            }
        }
        return all;
    }

    @Test
    void lowestMarkedByte_isTheIndexOfTheLowestByteWithItsHighBitSet() {
        Random random = new Random(8);
        for (int index = 0; index < Long.BYTES; index++) {
            for (int trial = 0; trial < 100; trial++) {
                // any high bits above the lowest one
                long above = index == 7 ? 0 : random.nextLong() & 0x8080_8080_8080_8080L & (-1L << (8 * index + 8));

                assertEquals(index, CsvRecords.lowestMarkedByte((0x80L << (8 * index)) | above));
            }
        }
    }

    @Test
    void next_readsQuotesLineBreaksAndEmptyFields() throws IOException {
        String csv = "\uFEFFa,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\n\n\"two\nlines\",,last\rend";

        assertEquals(List.of(List.of("a", "b", "c"), List.of("x, y", "say \"hi\"", ""),
                List.of("two\nlines", "", "last"), List.of("end")), records(csv));
    }

    @Test
    void next_agreesWithCommonsCsvOnRandomInput() throws IOException {
        Random random = new Random(4);
        String[] pieces = {"a", "bc", "0.125", "", ",", "\n", "\r\n", "\r", " ", "é", "\"q\"", "\"x\"\"y\"",
            "\"l1\nl2\"", "\"cr\r\nlf\"", "\"\"", "\"a,b\"", "x\"y", "\uFEFF", "日本", "\t", "a\tb"};
        int[] buffers = {1, 2, 3, 7, 64, CsvRecords.BUFFER_BYTES};
        for (int trial = 0; trial < 3_000; trial++) {
            StringBuilder csv = new StringBuilder(random.nextInt(4) == 0 ? "\uFEFF" : "");
            boolean fieldStart = true;
            boolean quoted = false;
            for (int i = random.nextInt(40); i > 0; i--) {
                String piece = pieces[random.nextInt(pieces.length)];
                // a quoted value starts a field and ends it: only a comma or a line break may follow
                if ((piece.startsWith("\"") && !fieldStart) || (quoted && !piece.equals(",")
                        && !piece.endsWith("\n") && !piece.equals("\r"))) {
                    piece = ",";
                }
                csv.append(piece);
                fieldStart = piece.equals(",") || piece.endsWith("\n") || piece.equals("\r");
                quoted = piece.startsWith("\"");
            }
            // Commons CSV keeps a byte-order mark; the report drops one at the start, as readers of UTF-8 should
            String withoutMark = csv.length() > 0 && csv.charAt(0) == '\uFEFF' ? csv.substring(1) : csv.toString();
            List<List<String>> expected = commonsCsv(withoutMark);
            int buffer = buffers[trial % buffers.length];

            assertEquals(expected, records(csv.toString(), buffer), "buffer " + buffer + ", input: " + csv);
        }
    }

    @Test
    void next_failsWhereCommonsCsvFails() throws IOException {
        Random random = new Random(9);
        String[] pieces = {"a", ",", "\n", "\r\n", "\"", "\"\"", "\"q\"", "b"};
        int failures = 0;
        for (int trial = 0; trial < 3_000; trial++) {
            StringBuilder csv = new StringBuilder();
            for (int i = random.nextInt(12); i > 0; i--) {
                csv.append(pieces[random.nextInt(pieces.length)]);
            }
            String input = csv.toString();
            boolean commonsFails;
            List<List<String>> expected = null;
            try {
                expected = commonsCsv(input);
                commonsFails = false;
            } catch (IOException | UncheckedIOException e) {
                commonsFails = true;
            }
            if (commonsFails) {
                failures++;
                assertThrows(MalformedResultsException.class, () -> records(input, 2), "input: " + input);
            } else {
                assertEquals(expected, records(input, 2), "input: " + input);
            }
        }
        assertTrue(failures > 100, "too few bad inputs tried: " + failures);
    }

    @Test
    void next_refusesBytesThatAreNotUtf8NamingTheLine() {
        byte[] csv = {'h', '\n', 'o', 'k', '\n', 'a', ',', (byte) 0xC3, '(', '\n'};

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> readAll(new CsvRecords(new ByteArrayInputStream(csv), "t.csv")));

        assertEquals("t.csv: line 3: the record is not UTF-8 text", e.getMessage());
    }

    @Test
    void bytes_areTheFieldsBetweenStartAndEnd() throws IOException {
        CsvRecords records = new CsvRecords(utf8("ab,\"c\"\"d\",\n"), "t.csv");

        records.next();

        assertEquals(3, records.size());
        String[] fields = new String[3];
        for (int i = 0; i < 3; i++) {
            fields[i] = new String(records.bytes(), records.start(i), records.end(i) - records.start(i),
                    StandardCharsets.UTF_8);
        }
        assertArrayEquals(new String[] {"ab", "c\"d", ""}, fields);
    }

    private static void readAll(CsvRecords records) throws IOException {
        while (records.next()) {
            records.size();
        }
    }

    @Test
    void line_isWhereTheRecordStarts() throws IOException {
        CsvRecords records = new CsvRecords(utf8("h\n\"a\nb\"\n\r\nc\n"), "t.csv");

        records.next();
        records.next();
        assertEquals(2, records.line());
        records.next();
        assertEquals(5, records.line());
    }

    @Test
    void line_countsCrLfOnceWhereverTheBufferCutsIt() throws IOException {
        String csv = "h\r\n\r\na\r\n\"x\r\ny\"\r\n\rb\n\"\r\"\rc";
        for (int buffer : new int[] {1, 2, 3, 4, 5, 64}) {
            CsvRecords records = new CsvRecords(utf8(csv), "t.csv", buffer);
            List<Long> lines = new ArrayList<>();
            while (records.next()) {
                lines.add(records.line());
            }

            assertEquals(List.of(1L, 3L, 4L, 7L, 8L, 10L), lines, "buffer " + buffer);
        }
    }

    @Test
    void next_refusesAnUnclosedQuoteNamingTheLine() {
        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> records("h\nok\n\"open,\n"));

        assertEquals("t.csv: line 3: a quoted value is not closed before the end of the file", e.getMessage());
    }

    @Test
    void next_refusesTextAfterAClosingQuote() {
        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> records("h\n\"a\"b,c\n"));

        assertTrue(e.getMessage().startsWith("t.csv: line 2: a character after a closing quote"), e.getMessage());
    }

    @Test
    void next_readsFieldsLongerThanTheBuffer() throws IOException {
        String longField = "x".repeat(200_000);

        assertEquals(List.of(List.of("a", longField, "b")), records("a," + longField + ",b\n"));
        assertEquals(List.of(List.of("a", longField, "b")), records("a,\"" + longField + "\",b\n", 1024));
    }
}
