package tilesearch.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ShellWordsTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
        "in/boards-1.txt|in/boards-1.txt",
        "outputs/night.csv|outputs/night.csv",
        "données/é.txt|données/é.txt",
        "x;touch pwned;#|'x;touch pwned;#'",
        "a b|'a b'",
        "$(reboot)|'$(reboot)'",
        "`id`|'`id`'",
        "it's|'it'\\''s'",
        "a*|'a*'",
        "~/x|'~/x'",
        "\"\"|''",
    })
    void quoted_aName_oneShellWord(String name, String word) {
        assertEquals(word, ShellWords.quoted(name));
    }
}
