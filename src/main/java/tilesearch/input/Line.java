package tilesearch.input;

/**
 * One physical line of an input file, without its line terminator: its text, or why it is not text.
 *
 * @param number 1-based line number in the file
 * @param text the decoded text; empty when {@code fault} is set
 * @param fault why the line could not be read as text ({@code "the line is longer than ..."}), or {@code null} for
 *     a readable line
 */
record Line(long number, String text, String fault) {

    /** A readable line holding {@code text}. */
    static Line of(long number, String text) {
        return new Line(number, text, null);
    }

    /** A line that could not be read as text, for the reason {@code fault}. */
    static Line faulty(long number, String fault) {
        return new Line(number, "", fault);
    }

    /** Whether the line could not be decoded (too long, or not UTF-8 text). */
    boolean isFaulty() {
        return fault != null;
    }

    /** Whether the line is readable and holds nothing but whitespace. */
    boolean isBlank() {
        return fault == null && text.isBlank();
    }

    /** The user-facing message for a faulty line, e.g. {@code line 7: the line is longer than 1048576 bytes}. */
    String faultMessage() {
        return "line " + number + ": " + fault;
    }
}
