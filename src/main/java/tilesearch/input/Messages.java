package tilesearch.input;

import tilesearch.text.Printable;

/** Wording shared by the readers' error messages. */
final class Messages {

    /** Longer input text is cut in messages: a message names the fault, it does not echo a 1 MiB line. */
    private static final int MAX_QUOTED_CHARS = 24;

    private Messages() {
    }

    /**
     * {@code text} in single quotes, {@linkplain #shorten shortened}, its control characters escaped: a line of a
     * file with CR line ends holds raw carriage returns, which must not reach a terminal or a row's message.
     */
    static String quote(String text) {
        return "'" + Printable.of(shorten(text)) + "'";
    }

    /** {@code text} cut to {@value #MAX_QUOTED_CHARS} characters followed by {@code ...} when longer. */
    static String shorten(String text) {
        return text.length() > MAX_QUOTED_CHARS ? text.substring(0, MAX_QUOTED_CHARS) + "..." : text;
    }
}
