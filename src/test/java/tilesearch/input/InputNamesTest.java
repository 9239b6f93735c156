package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class InputNamesTest {

    @Test
    void pathOf_fileUri_decodesItsPercentEncodedName() {
        assertEquals(Path.of("/data/in/a b.txt"), InputNames.pathOf("file:///data/in/a%20b.txt"));
    }

    @Test
    void pathOf_uriOfAPath_isThatPath() {
        Path path = Path.of("in", "b\u00e9.txt");

        assertEquals(path.toAbsolutePath(), InputNames.pathOf(InputNames.uriOf(path)));
    }

    @Test
    void pathOf_plainNamesAndFolderNamedFileColon_readAsPaths() {
        assertEquals(Path.of("in/a.txt"), InputNames.pathOf("in/a.txt"));
        assertEquals(Path.of("file:/x.txt"), InputNames.pathOf("file:/x.txt"));
        assertEquals(Path.of("file:///x y.txt"), InputNames.pathOf("file:///x y.txt"), "no URI: a space");
    }

    @Test
    void isLossy_onlyANameHoldingTheReplacementCharacter() {
        assertTrue(InputNames.isLossy("bad\ufffd.txt"));
        assertFalse(InputNames.isLossy("b\u00e9.txt"));
    }
}
