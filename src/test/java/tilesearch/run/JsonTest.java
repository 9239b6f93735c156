package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void writeThenParse_sameValue() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("text", "quote \" backslash \\ line\nend\ttab \u0001 é 数");
        value.put("number", -42L);
        value.put("big", Long.MAX_VALUE);
        value.put("none", null);
        value.put("yes", true);
        value.put("list", Arrays.asList(1L, "two", null, List.of(), Map.of()));

        assertEquals(value, Json.parse(Json.write(value)));
    }

    @Test
    void write_indentedTwoSpacesAKeyALineWithListsOfPlainValuesOnOne() {
        Map<String, Object> value = new LinkedHashMap<>();
        value.put("a", 1L);
        value.put("b", List.of("x", 2L));
        value.put("c", List.of(Map.of("d", true)));
        value.put("e", List.of());

        assertEquals("{\n  \"a\": 1,\n  \"b\": [\"x\", 2],\n  \"c\": [\n    {\n      \"d\": true\n    }\n  ],\n"
                + "  \"e\": []\n}\n", Json.write(value));
    }

    @Test
    void parse_escapesOfOtherWriters() {
        assertEquals("a/b\u00e9\b\f", Json.parse("\"a\\/b\\u00e9\\b\\f\""));
    }

    @Test
    void parse_notOneWholeValue_refusedWithTheLine() {
        for (String text : List.of("", "{", "{\"a\": 1", "{\"a\" 1}", "[1,]", "{\"a\": 1}}", "1.5", "\"open",
                "{\"a\": 1, \"a\": 2}", "tru", "\"\\x\"", "\"\\u12\"")) {
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Json.parse(text),
                    text);
            assertTrue(refused.getMessage().startsWith("line 1: "), refused.getMessage());
        }
        IllegalArgumentException second = assertThrows(IllegalArgumentException.class, () -> Json.parse("{\n]"));
        assertTrue(second.getMessage().startsWith("line 2: "), second.getMessage());
    }
}
