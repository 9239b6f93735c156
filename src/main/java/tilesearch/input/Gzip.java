package tilesearch.input;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Inputs compressed with gzip, read as the text they hold: a file whose name ends {@code .gz}, and standard input
 * that starts with gzip's magic bytes. Everything after ({@link LineSource}'s line cap, the binary check) sees the
 * decompressed bytes. Corrupt or cut-short data fails the read with an {@link IOException} that says so in words,
 * which the reader turns into an error row naming the file.
 */
final class Gzip {

    /** The file name ending of a gzip file, matched in any case. */
    private static final String SUFFIX = ".gz";
    /** The first two bytes of every gzip member (RFC 1952). */
    private static final int MAGIC_FIRST = 0x1f;
    private static final int MAGIC_SECOND = 0x8b;
    /** The compressed bytes read at a time; the stream's default of 512 makes many small reads. */
    private static final int BUFFER_BYTES = 1 << 16;

    private Gzip() {
    }

    /** Whether {@code name} is a gzip file's: it ends {@code .gz}, in any case. */
    static boolean named(String name) {
        return name.regionMatches(true, name.length() - SUFFIX.length(), SUFFIX, 0, SUFFIX.length());
    }

    /** {@code name} without its {@code .gz}, when it has one. */
    static String withoutSuffix(String name) {
        return named(name) ? name.substring(0, name.length() - SUFFIX.length()) : name;
    }

    /**
     * The text {@code compressed} holds; closing it closes {@code compressed}, which is closed here too when its
     * gzip header cannot be read.
     */
    static InputStream decompressed(InputStream compressed) throws IOException {
        try {
            return new Decompressed(new GZIPInputStream(compressed, BUFFER_BYTES), compressed);
        } catch (IOException e) {
            try (compressed) {
                throw worded(e);
            }
        }
    }

    /** {@code in} decompressed when it starts with gzip's magic bytes, else as it is: for standard input. */
    static InputStream sniffed(InputStream in) throws IOException {
        BufferedInputStream peeked = new BufferedInputStream(in, 2);
        peeked.mark(2);
        byte[] start = peeked.readNBytes(2);
        peeked.reset();
        boolean gzip = start.length == 2 && (start[0] & 0xff) == MAGIC_FIRST && (start[1] & 0xff) == MAGIC_SECOND;
        return gzip ? decompressed(peeked) : peeked;
    }

    /** {@code e}, a failure of the gzip stream, in words a person reads in an error row. */
    private static IOException worded(IOException e) {
        if (e instanceof EOFException) {
            return new IOException("the gzip data is cut short", e);
        }
        if (e instanceof ZipException) {
            return new IOException("corrupt gzip data: " + e.getMessage(), e);
        }
        return e;
    }

    /**
     * The decompressed stream. At its end it reads the compressed stream to its own end too, which gzip stops short
     * of, so that a run's digest of the file ({@link InputWrapper}) sees all of it.
     */
    private static final class Decompressed extends FilterInputStream {

        private final InputStream compressed;

        Decompressed(GZIPInputStream in, InputStream compressed) {
            super(in);
            this.compressed = compressed;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            int read = read(one, 0, 1);
            return read < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read;
            try {
                read = in.read(buffer, offset, length);
            } catch (IOException e) {
                throw worded(e);
            }
            if (read < 0) {
                compressed.transferTo(OutputStream.nullOutputStream());
            }
            return read;
        }
    }
}
