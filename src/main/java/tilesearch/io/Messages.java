package tilesearch.io;

/** Wording shared by the readers' error messages. */
final class Messages {

    /** Longer input text is cut in messages: a message names the fault, it does not echo a 1 MiB line. */
    private static final int MAX_QUOTED_CHARS = 24;

    private Messages() {
    }

    /** {@code text} in single quotes, {@linkplain #shorten shortened}. */
    static String quote(String text) {
        return "'" + shorten(text) + "'";
    }

    /** {@code text} cut to {@value #MAX_QUOTED_CHARS} characters followed by {@code ...} when longer. */
    static String shorten(String text) {
        return text.length() > MAX_QUOTED_CHARS ? text.substring(0, MAX_QUOTED_CHARS) + "..." : text;
    }
}
