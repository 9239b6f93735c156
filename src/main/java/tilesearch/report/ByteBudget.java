package tilesearch.report;

import java.nio.charset.StandardCharsets;

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
        long bytes = utf8Bytes(piece);
        if (!always && bytes > left) {
            return false;
        }
        left -= bytes;
        return true;
    }

    /** The bytes {@code text} takes in UTF-8. */
    static long utf8Bytes(CharSequence text) {
        return text.toString().getBytes(StandardCharsets.UTF_8).length;
    }
}
