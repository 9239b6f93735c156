package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@link Words} against the regular expression that splits board text, on stripped text as callers pass. */
class WordsTest {

    private static final Pattern SEPARATORS = Pattern.compile("[ \\t]+");

    @Property(tries = 2000)
    void startAndEnd_strippedText_findTheWordsOfTheRegularExpression(@ForAll("lines") String line) {
        String text = line.strip();
        List<String> expected = text.isEmpty() ? List.of() : List.of(SEPARATORS.split(text));
        assertEquals(expected, words(text, 0, text.length()), () -> "[" + text + "]");
        assertEquals(expected.size(), Words.count(text, 0, text.length()), () -> "[" + text + "]");
        String padded = "x/ \t" + text + "\t /x";
        assertEquals(expected, words(padded, 2, padded.length() - 2), () -> "padded [" + text + "]");
        assertEquals(expected.size(), Words.count(padded, 2, padded.length() - 2), () -> "padded [" + text + "]");
    }

    /** Values, spaces, tabs, and characters that look blank but are not separators. */
    @Provide
    Arbitrary<String> lines() {
        return Arbitraries.strings().withChars("0123456789 \t/x\u00a0").ofMaxLength(40);
    }

    private static List<String> words(String text, int from, int to) {
        List<String> words = new ArrayList<>();
        for (int at = Words.start(text, from, to); at < to; at = Words.start(text, Words.end(text, at, to), to)) {
            words.add(text.substring(at, Words.end(text, at, to)));
        }
        return words;
    }
}
