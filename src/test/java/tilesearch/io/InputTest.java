package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InputTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"a.csv, true", "A.CSV, true", "dir/b.Csv, true", "a.csv.txt, false", "csv, false", "a.tsv, false",
        "-, false"})
    void isCsv_byNameInAnyCase(String name, boolean csv) {
        assertEquals(csv, Input.of(name, Path.of(name)).isCsv());
    }
}
