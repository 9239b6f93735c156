package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

class CsvRecordsTest {

    private static List<List<String>> records(String csv) throws IOException {
        CsvRecords records = new CsvRecords(new StringReader(csv), "t.csv");
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
    void next_readsQuotesLineBreaksAndEmptyFields() throws IOException {
        String csv = "\uFEFFa,b,c\r\n\"x, y\",\"say \"\"hi\"\"\",\n\n\"two\nlines\",,last\rend";

        assertEquals(List.of(List.of("a", "b", "c"), List.of("x, y", "say \"hi\"", ""),
                List.of("two\nlines", "", "last"), List.of("end")), records(csv));
    }

    @Test
    void next_agreesWithCommonsCsvOnRandomInput() throws IOException {
        Random random = new Random(4);
        String[] pieces = {"a", "bc", "0.125", "", ",", "\n", "\r\n", " ", "é", "\"q\"", "\"x\"\"y\"",
            "\"l1\nl2\"", "\"\""};
        for (int trial = 0; trial < 2_000; trial++) {
            StringBuilder csv = new StringBuilder();
            boolean fieldStart = true;
            boolean quoted = false;
            for (int i = random.nextInt(40); i > 0; i--) {
                String piece = pieces[random.nextInt(pieces.length)];
                // a quoted value starts a field and ends it: only a comma or a line break may follow
                if ((piece.startsWith("\"") && !fieldStart) || (quoted && !piece.equals(",")
                        && !piece.endsWith("\n"))) {
                    piece = ",";
                }
                csv.append(piece);
                fieldStart = piece.equals(",") || piece.endsWith("\n");
                quoted = piece.startsWith("\"");
            }

            assertEquals(commonsCsv(csv.toString()), records(csv.toString()), "input: " + csv);
        }
    }

    @Test
    void line_isWhereTheRecordStarts() throws IOException {
        CsvRecords records = new CsvRecords(new StringReader("h\n\"a\nb\"\n\nc\n"), "t.csv");

        records.next();
        records.next();
        assertEquals(2, records.line());
        records.next();
        assertEquals(5, records.line());
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
    }
}
