package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;

/**
 * {@link CsvLineParser}, one parser fed line after line, against Commons CSV parsing each line alone: the same
 * fields for every line, whatever lines came before it (quotes left open, text after a closing quote, carriage
 * returns), and a fault exactly where a line alone is no single record.
 */
class CsvLineParserTest {

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).get();

    @Property(tries = 1000)
    void fields_lineAfterLine_theFieldsOfEachLineAlone(@ForAll("lineSequences") List<String> lines) {
        CsvLineParser parser = new CsvLineParser();
        for (String line : lines) {
            List<String> expected = alone(line);
            List<String> actual;
            try {
                actual = parser.fields(line);
            } catch (IllegalArgumentException e) {
                actual = null;
            }
            assertEquals(expected, actual, () -> "line [" + line + "] of " + lines);
        }
    }

    @Test
    void fields_unclosedQuote_saysSoAndTheNextLineIsItsOwn() {
        CsvLineParser parser = new CsvLineParser();
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class, () -> parser.fields("a,\"b"));
        assertEquals(CsvLineParser.UNCLOSED_QUOTE, fault.getMessage());
        assertEquals(List.of("c", "d\""), parser.fields("c,d\""));
    }

    @Test
    void fields_textAfterClosingQuote_saysSo() {
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class,
                () -> new CsvLineParser().fields("\"a\"b,c"));
        assertEquals("text follows the closing quote of a field", fault.getMessage());
    }

    @Test
    void fields_carriageReturnInsideTheLine_countsTheRecords() {
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class,
                () -> new CsvLineParser().fields("a,b\rc,d\re"));
        assertEquals("a carriage return inside the line splits it into 3 records", fault.getMessage());
    }

    @Test
    void fields_quotedFieldsAndSurroundingSpaces() {
        assertEquals(List.of("a, b", "2 2/4 4", "", "x"), new CsvLineParser().fields(" \"a, b\" , 2 2/4 4 ,, x "));
    }

    /** Non-blank lines of CSV syntax, board text and the characters that trip a parser, in any order. */
    @Provide
    Arbitrary<List<String>> lineSequences() {
        Arbitrary<String> line = Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789/ ,\tLRUDx").ofMinLength(1).ofMaxLength(40),
                Arbitraries.strings().withChars("0124 ,\"\r\tab\u2003").ofMinLength(1).ofMaxLength(20));
        return line.filter(text -> !text.isBlank()).list().ofMinSize(1).ofMaxSize(8);
    }

    /** The fields of {@code line} parsed alone, or {@code null} when it is not exactly one well-formed record. */
    private static List<String> alone(String line) {
        List<CSVRecord> records;
        try (CSVParser parser = CSVParser.parse(line, FORMAT)) {
            records = new ArrayList<>(parser.getRecords());
        } catch (IOException | UncheckedIOException e) {
            return null;
        }
        return records.size() == 1 ? records.get(0).toList() : null;
    }
}
