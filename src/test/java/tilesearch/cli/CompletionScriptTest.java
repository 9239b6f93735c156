package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CompletionScriptTest {

    @Test
    void script_enumOptions_offerTheirValuesInLowercase() {
        String script = CompletionScript.script();

        assertTrue(script.contains("(\"classic\" \"best\") # --strategy values"), script);
        assertTrue(script.contains("(\"always\" \"never\" \"auto\") # --color values"), script);
        assertTrue(script.contains("(\"text\" \"csv\") # --format values"), script);
        assertFalse(script.contains("\"BEST\""), script);
    }

    @Test
    void script_zsh_loadsBashCompletionThere() {
        assertTrue(CompletionScript.script().contains("bashcompinit"));
    }

    @Test
    void script_lowercaseValues_stillParse() {
        assertEquals("8\n", CommandRun.withStdin("2 2\n2 2\n", "solve", "--strategy", "classic", "-").out());
        assertEquals("8\n", CommandRun.withStdin("2 2\n2 2\n", "solve", "--strategy", "CLASSIC", "-").out());
    }
}
