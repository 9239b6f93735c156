package tilesearch.io;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * One physical line of an input file, without its line terminator: its bytes, which are UTF-8 text, and the
 * text they decode to.
 *
 * <p>The readers look at the bytes first: a line of printable ASCII ({@link #isPlain()}), which is nearly every
 * line of a large batch, is parsed straight from them, without a String per line or per cell. Anything else
 * goes through {@link #text()}, decoded when first asked for.
 *
 * <p>Immutable apart from that cached text, which is only ever set to the same value; not shared between
 * threads.
 */
final class Line {

    private static final byte[] NO_BYTES = {};

    private final long number;
    private final byte[] bytes;
    private final boolean plain;
    private final String fault;
    private String text;

    private Line(long number, byte[] bytes, boolean plain, String text, String fault) {
        this.number = number;
        this.bytes = bytes;
        this.plain = plain;
        this.text = text;
        this.fault = fault;
    }

    /**
     * A line holding {@code text}, or a faulty one when {@code fault} is set (its text is then empty).
     *
     * @param number 1-based line number in the file
     * @param text the decoded text; empty when {@code fault} is set
     * @param fault why the line could not be read as text ({@code "the line is longer than ..."}), or
     *     {@code null} for a readable line
     */
    Line(long number, String text, String fault) {
        this(number, fault == null ? text.getBytes(StandardCharsets.UTF_8) : NO_BYTES,
                fault == null && isPlain(text), fault == null ? text : "", fault);
    }

    /**
     * A readable line of ASCII bytes, no NUL among them; {@code bytes} becomes the line's own. {@code plain}
     * says whether every byte is printable or a tab (see {@link #isPlain()}), which the caller found as it
     * checked the bytes.
     */
    static Line ascii(long number, byte[] bytes, boolean plain) {
        return new Line(number, bytes, plain, null, null);
    }

    /** A readable line of UTF-8 {@code bytes} that are not all ASCII, already decoded to {@code text}. */
    static Line decoded(long number, byte[] bytes, String text) {
        return new Line(number, bytes, false, text, null);
    }

    /** A line that could not be read as text, for the reason {@code fault}. */
    static Line faulty(long number, String fault) {
        return new Line(number, NO_BYTES, false, "", fault);
    }

    /** The 1-based line number in the file. */
    long number() {
        return number;
    }

    /** The decoded text; empty when the line is faulty. */
    String text() {
        if (text == null) {
            text = new String(bytes, StandardCharsets.US_ASCII);
        }
        return text;
    }

    /** Why the line could not be decoded (too long, or not UTF-8 text), or {@code null} for a readable line. */
    String fault() {
        return fault;
    }

    /**
     * Whether the line is readable and every byte is printable ASCII or a tab. On such a line the only blanks
     * are spaces and tabs, which is what lets the readers' byte-level paths split it as the text paths would.
     */
    boolean isPlain() {
        return plain;
    }

    /**
     * The line's bytes, for reading only: UTF-8 without the line end (and without the byte-order mark on the
     * first line); empty when the line is faulty.
     */
    byte[] bytes() {
        return bytes;
    }

    /** Whether the line could not be decoded (too long, or not UTF-8 text). */
    boolean isFaulty() {
        return fault != null;
    }

    /** Whether the line is readable and holds nothing but whitespace. */
    boolean isBlank() {
        if (fault != null) {
            return false;
        }
        if (!plain) {
            return text().isBlank();
        }
        for (byte b : bytes) {
            if (b != ' ' && b != '\t') {
                return false;
            }
        }
        return true;
    }

    /** The user-facing message for a faulty line, e.g. {@code line 7: the line is longer than 1048576 bytes}. */
    String faultMessage() {
        return "line " + number + ": " + fault;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Line line && line.number == number && Arrays.equals(line.bytes, bytes)
                && (fault == null ? line.fault == null : fault.equals(line.fault));
    }

    @Override
    public int hashCode() {
        return Long.hashCode(number) * 31 + Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return fault == null ? "line " + number + ": " + text() : faultMessage();
    }

    /** Whether {@code b} may appear on a {@linkplain #isPlain() plain} line. */
    static boolean isPlainByte(byte b) {
        return b >= ' ' && b <= '~' || b == '\t';
    }

    private static boolean isPlain(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > '~' || !isPlainByte((byte) c)) {
                return false;
            }
        }
        return true;
    }
}
