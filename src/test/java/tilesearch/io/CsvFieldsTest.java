package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;

/** {@link CsvBoardReader#fields}'s own split of lines without quotes against Commons CSV, the reference. */
class CsvFieldsTest {

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).get();

    @Property(tries = 2000)
    void fields_linesWithoutQuotes_splitAsCommonsCsvDoes(@ForAll("plainLines") String line) throws IOException {
        List<String> expected;
        try (CSVParser parser = CSVParser.parse(line, FORMAT)) {
            expected = parser.getRecords().get(0).toList();
        }
        assertEquals(expected, CsvBoardReader.fields(line), () -> "line [" + line + "]");
    }

    /** Non-blank lines of digits, board separators, commas, spaces and tabs, in any order. */
    @Provide
    Arbitrary<String> plainLines() {
        return Arbitraries.strings().withChars("0123456789/ ,\tLRUDx").ofMinLength(1).ofMaxLength(40)
                .filter(line -> !line.isBlank());
    }
}
