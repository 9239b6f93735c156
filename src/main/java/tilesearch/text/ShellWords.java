package tilesearch.text;

/**
 * Names written as a POSIX shell reads them: a name that holds a character the shell treats specially is put in
 * single quotes, so that a line pasted into a shell, or a log appended to a file a shell runs, never makes a name a
 * command ({@code x;touch pwned;#} becomes {@code 'x;touch pwned;#'}).
 */
public final class ShellWords {

    /** The characters that stand for themselves in a shell word: any name made only of them is left as it is. */
    private static final String PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.,/:@%+=";

    private ShellWords() {
    }

    /**
     * {@code name} as one shell word: itself when every character stands for itself (a name over 0x7f too, which a
     * shell reads as text), else in single quotes, each single quote in it written {@code '\''}.
     */
    public static String quoted(String name) {
        if (!name.isEmpty() && name.chars().allMatch(c -> c > 0x7f || PLAIN.indexOf(c) >= 0)) {
            return name;
        }
        return "'" + name.replace("'", "'\\''") + "'";
    }
}
