package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void parse_readsNestedValues() {
        Object value = Json.parse(" {\"id\": 3, \"result\": {\"a\": [1.5, true, null, \"x\\\"\\u00e9\\n\"]}, \"e\": {}} ");

        assertEquals(Map.of("id", 3.0, "result", Map.of("a", Arrays.asList(1.5, true, null, "x\"é\n")), "e", Map.of()),
                value);
    }

    @Test
    void parse_rejectsTrailingText() {
        assertThrows(IllegalArgumentException.class, () -> Json.parse("[] x"));
    }

    @Test
    void quote_roundTrips() {
        String text = "a \"b\" \\ c\n\u0001";

        assertEquals(List.of(text), Json.parse("[" + Json.quote(text) + "]"));
    }
}
