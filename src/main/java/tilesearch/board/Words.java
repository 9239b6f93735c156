package tilesearch.board;

/**
 * Finds the values of board text where they lie: words separated by runs of spaces and tabs, and nothing else.
 * Readers look at every cell of every board, so a word is read in place rather than copied out.
 */
public final class Words {

    private Words() {
    }

    /** The number of words in {@code text[from..to)}. */
    public static int count(String text, int from, int to) {
        int count = 0;
        for (int at = start(text, from, to); at < to; at = start(text, end(text, at, to), to)) {
            count++;
        }
        return count;
    }

    /** Where the first word at or after {@code from} starts, or {@code to} when none does before it. */
    public static int start(String text, int from, int to) {
        int at = from;
        while (at < to && isBlank(text.charAt(at))) {
            at++;
        }
        return at;
    }

    /** Where the word that starts at {@code from} ends: at the first blank after it, or at {@code to}. */
    public static int end(String text, int from, int to) {
        int at = from;
        while (at < to && !isBlank(text.charAt(at))) {
            at++;
        }
        return at;
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t';
    }
}
