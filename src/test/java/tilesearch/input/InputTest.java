package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InputTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({"a.csv, true", "A.CSV, true", "dir/b.Csv, true", "a.csv.txt, false", "csv, false", "a.tsv, false",
        "-, false"})
    void isCsv_byNameInAnyCase(String name, boolean csv) {
        assertEquals(csv, Input.of(name, Path.of(name)).isCsv());
    }

    @ParameterizedTest(name = "{0} at {1}")
    @CsvSource({"in/a.txt, in/a.txt", "in//a.txt, in/a.txt", "./in/a.txt, ./in/a.txt", "in/./a.txt, in/./a.txt",
        "in/a b.txt, in/a b.txt", "données/é.txt, données/é.txt", "file:///tmp/a.txt, /tmp/a.txt",
        "file:, file:", "-, -"})
    void path_whetherTheNameSpellsItOrNot_thePathItWasMadeWith(String name, String path) {
        Input input = Input.of(name, Path.of(path));

        assertEquals(Path.of(path), input.path());
        assertEquals(name, input.name());
        assertEquals(false, input.isStdin());
    }

    @Test
    void stdin_noPath() {
        assertEquals(null, Input.stdin().path());
        assertEquals(true, Input.stdin().isStdin());
    }
}
