package tilesearch.text;

/**
 * Text made safe to print: control characters written out as escapes, so that a file name or an input line
 * holding an escape sequence, a carriage return or a backspace cannot move the cursor, recolour or rewrite what
 * a terminal shows. Line feeds and tabs are kept, since messages are laid out with them.
 *
 * <p>Escaped: the control characters but line feed and tab (Unicode category Cc: U+0000 to U+001F, DEL, U+0080
 * to U+009F), and the bidirectional embeddings, overrides and isolates, which reorder what is shown. Each becomes {@code \xHH} below
 * U+0100 ({@code \x1b} for ESC, {@code \x0d} for CR), {@code \}{@code uHHHH} above.
 */
public final class Printable {

    private Printable() {
    }

    /** Whether {@code c} is written out as an escape. */
    private static boolean escaped(char c) {
        return c != '\n' && c != '\t' && Character.getType(c) == Character.CONTROL
                || c >= '\u202a' && c <= '\u202e' || c >= '\u2066' && c <= '\u2069';
    }

    /** {@code c}'s escape, e.g. {@code \x1b}. */
    private static String escape(char c) {
        return c < 0x100 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c);
    }

    /** {@code text} with every {@linkplain #escaped escaped} character written as its escape. */
    public static String of(CharSequence text) {
        int i = 0;
        while (i < text.length() && !escaped(text.charAt(i))) {
            i++;
        }
        if (i == text.length()) {
            return text.toString();
        }
        StringBuilder printable = new StringBuilder(text.length() + 8).append(text, 0, i);
        for (; i < text.length(); i++) {
            char c = text.charAt(i);
            if (escaped(c)) {
                printable.append(escape(c));
            } else {
                printable.append(c);
            }
        }
        return printable.toString();
    }
}
