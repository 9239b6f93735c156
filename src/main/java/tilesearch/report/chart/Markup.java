package tilesearch.report.chart;

/** Escaping of text placed in HTML or SVG markup, in element content and in quoted attribute values alike. */
public final class Markup {

    private Markup() {
    }

    /**
     * {@code text} with {@code & < > " '} replaced by character references and control characters (other than tab,
     * line feed and carriage return), which HTML and XML forbid, replaced by U+FFFD.
     */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> {
                    boolean control = (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7f && c < 0xa0);
                    out.append(control ? '\uFFFD' : c);
                }
            }
        }
        return out.toString();
    }
}
