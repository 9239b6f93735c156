package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@link Words#of} against the regular expression it replaces, on stripped non-empty text as callers pass. */
class WordsTest {

    private static final Pattern SEPARATORS = Pattern.compile("[ \\t]+");

    @Property(tries = 2000)
    void of_strippedText_splitsAsTheRegularExpression(@ForAll("lines") String line) {
        String text = line.strip();
        String[] expected = text.isEmpty() ? new String[0] : SEPARATORS.split(text);
        assertArrayEquals(expected, Words.of(text), () -> "[" + text + "]");
        assertArrayEquals(expected, Words.of(" \t" + text + "\t "), () -> "padded [" + text + "]");
    }

    /** Values, spaces, tabs, and characters that look blank but are not separators. */
    @Provide
    Arbitrary<String> lines() {
        return Arbitraries.strings().withChars("0123456789 \t/x\u00a0").ofMaxLength(40);
    }
}
