package tilesearch.io;

/** Rows a {@link RowEncoder} made, ready for its writer: opaque outside this package. */
public final class EncodedRows {

    private final byte[] bytes;
    private final int length;

    EncodedRows(byte[] bytes, int length) {
        this.bytes = bytes;
        this.length = length;
    }

    /** The rows' bytes, {@code bytes()[0..length())}. */
    byte[] bytes() {
        return bytes;
    }

    /** How many bytes the rows take. */
    int length() {
        return length;
    }
}
