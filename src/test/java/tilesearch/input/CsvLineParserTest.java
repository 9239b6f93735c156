package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link CsvLineParser}: one parser over a file's lines gives each line the fields it has parsed alone, whatever
 * lines came before it (quotes left open, text after a closing quote, carriage returns), and a fault exactly where
 * a line alone is no single record.
 */
class CsvLineParserTest {

    @Property(tries = 1000)
    void next_lineAfterLine_theFieldsOfEachLineAlone(@ForAll("lineSequences") List<String> lines) throws IOException {
        CsvLineParser parser = parser(String.join("\n", lines) + "\n");
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            CsvLineParser.Parsed parsed = parser.next();
            assertEquals(i + 1, parsed.line().number(), () -> "line [" + line + "] of " + lines);
            assertEquals(alone(line), parsed.fields(), () -> "line [" + line + "] of " + lines);
        }
        assertNull(parser.next());
    }

    @Test
    void fields_unclosedQuote_saysSo() {
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class,
                () -> CsvLineParser.fields("a,\"b"));
        assertEquals(CsvLineParser.UNCLOSED_QUOTE, fault.getMessage());
    }

    @Test
    void next_unclosedQuote_saysSoAndTheNextLineIsItsOwn() throws IOException {
        CsvLineParser parser = parser("a,\"b\nc,d\"\n");
        assertEquals(CsvLineParser.UNCLOSED_QUOTE, parser.next().fault());
        CsvLineParser.Parsed next = parser.next();
        assertEquals(2, next.line().number());
        assertEquals(List.of("c", "d\""), next.fields());
    }

    @Test
    void fields_textAfterClosingQuote_saysSo() {
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class,
                () -> CsvLineParser.fields("\"a\"b,c"));
        assertEquals("text follows the closing quote of a field", fault.getMessage());
    }

    @Test
    void fields_carriageReturnInsideTheLine_countsTheRecords() {
        IllegalArgumentException fault = assertThrows(IllegalArgumentException.class,
                () -> CsvLineParser.fields("a,b\rc,d\re"));
        assertEquals("a carriage return inside the line splits it into 3 records", fault.getMessage());
    }

    @Test
    void fields_quotedFieldsAndSurroundingSpaces() {
        assertEquals(List.of("a, b", "2 2/4 4", "", "x", "y"),
                CsvLineParser.fields(" \"a, b\" , 2 2/4 4 ,, x ,\t\"y\"\t"));
    }

    @Test
    void next_faultyAndBlankLines_comeWithoutFieldsAndKeepTheNumbers() throws IOException {
        CsvLineParser parser = new CsvLineParser(new LineSource(
                new ByteArrayInputStream("a,b\n  \nx\0y\nc,\"d\"\n".getBytes(UTF_8)), 64, 1));
        assertEquals(List.of("a", "b"), parser.next().fields());
        CsvLineParser.Parsed blank = parser.next();
        assertEquals(2, blank.line().number());
        assertNull(blank.fields());
        CsvLineParser.Parsed faulty = parser.next();
        assertEquals("line 3: the line holds a NUL byte, which is not text", faulty.line().faultMessage());
        assertNull(faulty.fields());
        assertEquals(List.of("c", "d"), parser.next().fields());
        assertNull(parser.next());
    }

    /** Non-blank lines of CSV syntax, board text and the characters that trip a parser, in any order. */
    @Provide
    Arbitrary<List<String>> lineSequences() {
        Arbitrary<String> line = Arbitraries.oneOf(
                Arbitraries.strings().withChars("0123456789/ ,\tLRUDx").ofMinLength(1).ofMaxLength(40),
                Arbitraries.strings().withChars("0124 ,\"\r\tab\u2003").ofMinLength(1).ofMaxLength(20));
        return line.filter(text -> !text.isBlank() && !text.endsWith("\r")).list().ofMinSize(1).ofMaxSize(8);
    }

    private static CsvLineParser parser(String content) {
        return new CsvLineParser(new LineSource(new ByteArrayInputStream(content.getBytes(UTF_8))));
    }

    /** The fields of {@code line} parsed alone, or {@code null} when it is not exactly one well-formed record. */
    private static List<String> alone(String line) {
        try {
            return new ArrayList<>(CsvLineParser.fields(line));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
