package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MarkupTest {

    @Test
    void escape_replacesEveryMarkupCharacter() {
        assertEquals("&lt;script&gt;alert(&quot;x&quot; &amp; &#39;y&#39;)&lt;/script&gt;",
                Markup.escape("<script>alert(\"x\" & 'y')</script>"));
    }

    @Test
    void escape_replacesControlCharactersButKeepsWhitespaceAndUnicode() {
        assertEquals("a\uFFFDb\tc\nd × µ", Markup.escape("a\u0000b\tc\nd × µ"));
    }
}
