package tilesearch.report;

/**
 * The bytes of HTML that the pieces of one part of a page may take, so that the part stays within its share of
 * the page whatever the rows hold. Not thread-safe.
 */
final class ByteBudget {

    private long left;

    ByteBudget(long bytes) {
        this.left = bytes;
    }

    /**
     * Takes {@code piece}'s bytes from what is left and returns true when they fit, or when {@code always} (the
     * first row of a list, which is shown even when it alone is over); otherwise takes nothing and returns false.
     */
    boolean take(CharSequence piece, boolean always) {
        long bytes = utf8Bytes(piece, 0);
        if (!always && bytes > left) {
            return false;
        }
        left -= bytes;
        return true;
    }

    /** The bytes {@code text} from {@code from} on takes in UTF-8. */
    static long utf8Bytes(CharSequence text, int from) {
        long bytes = 0;
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            // a surrogate is half of a 4-byte character
            bytes += c < 0x80 ? 1 : c < 0x800 || Character.isSurrogate(c) ? 2 : 3;
        }
        return bytes;
    }
}
