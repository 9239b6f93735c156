package tilesearch.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file read as a stream that fails, naming the cap, when a line (up to CR or LF) runs past
 * {@link #MAX_LINE_BYTES}: the one line cap of every reader, the boards' and the results'. The stream fails before
 * it hands on more than {@link #LOOK_AHEAD_BYTES} of such a line, so a reader above it (FastCSV, which holds a record
 * whole) never buffers a runaway line: once a line passes that length, the rest of it is scanned ahead in the file
 * and the file put back where it was.
 *
 * <p>Only the end of each read is looked at to learn where the last line started, so a file of ordinary lines costs
 * next to nothing. Not thread-safe.
 */
public final class CappedLines extends InputStream {

    /**
     * The cap on one line: the widest line a legal board makes, a CSV record holding a whole 1024×1024 board of
     * 31-digit tiles each followed by a separator (32 MiB), with 1 MiB to spare for the record's other fields.
     */
    public static final int MAX_LINE_BYTES = 33 << 20;

    /** How long a line grows before the rest of it is scanned; far above any row but a huge board's. */
    static final int LOOK_AHEAD_BYTES = 1 << 20;

    /** A line past the cap; the stream cannot go on. */
    public static final class LineTooLongException extends IOException {

        private static final long serialVersionUID = 1L;

        LineTooLongException(int cap) {
            super("a line is longer than " + cap + " bytes (" + (cap >> 20) + " MiB), the most tilesearch reads");
        }
    }

    private final SeekableByteChannel file;
    private final int cap;
    /** Bytes of the current line handed on so far. */
    private long lineLength;
    /** Where the file's current line is known to end within the cap (its break, or the end of the file). */
    private long checkedUpTo = -1;

    private CappedLines(SeekableByteChannel file, int cap) {
        this.file = file;
        this.cap = cap;
    }

    /** The regular file {@code path}, its lines capped at {@link #MAX_LINE_BYTES}. */
    public static InputStream open(Path path) throws IOException {
        return new CappedLines(Files.newByteChannel(path), MAX_LINE_BYTES);
    }

    /** Like {@link #open(Path)}, with lines capped at {@code cap} bytes. */
    static InputStream open(Path path, int cap) throws IOException {
        return new CappedLines(Files.newByteChannel(path), cap);
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int read = file.read(ByteBuffer.wrap(buffer, offset, length));
        if (read <= 0) {
            return read;
        }
        int lastBreak = lastBreak(buffer, offset, offset + read);
        lineLength = lastBreak < 0 ? lineLength + read : offset + read - lastBreak - 1;
        if (lineLength > cap) {
            throw new LineTooLongException(cap);
        }
        if (lineLength > LOOK_AHEAD_BYTES && file.position() > checkedUpTo) {
            checkRestOfLine();
        }
        return read;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int read = read(one, 0, 1);
        return read < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public void close() throws IOException {
        file.close();
    }

    /** Scans the rest of the current line, then puts the file back; fails when it passes the cap first. */
    private void checkRestOfLine() throws IOException {
        long start = file.position();
        ByteBuffer chunk = ByteBuffer.allocate(1 << 16);
        long scanned = 0;
        try {
            while (true) {
                chunk.clear();
                int read = file.read(chunk);
                if (read < 0) {
                    checkedUpTo = start + scanned;
                    return;
                }
                int lineBreak = firstBreak(chunk.array(), 0, read);
                if (lineBreak >= 0) {
                    scanned += lineBreak;
                    if (lineLength + scanned > cap) {
                        throw new LineTooLongException(cap);
                    }
                    checkedUpTo = start + scanned;
                    return;
                }
                scanned += read;
                if (lineLength + scanned > cap) {
                    throw new LineTooLongException(cap);
                }
            }
        } finally {
            file.position(start);
        }
    }

    private static int lastBreak(byte[] bytes, int from, int to) {
        for (int i = to - 1; i >= from; i--) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                return i;
            }
        }
        return -1;
    }

    private static int firstBreak(byte[] bytes, int from, int to) {
        for (int i = from; i < to; i++) {
            if (bytes[i] == '\n' || bytes[i] == '\r') {
                return i;
            }
        }
        return -1;
    }
}
