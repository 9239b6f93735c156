package tilesearch.input;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Objects;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.io.input.ProxyInputStream;
import org.apache.commons.io.input.TaggedInputStream;

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
     * The text {@code compressed} holds, every member of it; closing it closes {@code compressed}, which is closed
     * here too when its gzip header cannot be read. It reads {@code compressed} to its end, so that a run's digest
     * of the file ({@link InputWrapper}) sees all of it.
     */
    static InputStream decompressed(InputStream compressed) throws IOException {
        TaggedInputStream source = new TaggedInputStream(compressed);
        try {
            // The decompressor marks and resets its input to hand a member's last bytes to the next: on this buffer,
            // never on the caller's stream, whose digest would see the bytes again.
            return new Decompressed(new GzipCompressorInputStream(new BufferedInputStream(source), true), source);
        } catch (IOException e) {
            try (compressed) {
                throw worded(e, source);
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

    /**
     * {@code e}, a failure of the gzip stream, in words a person reads in an error row; a failure to read
     * {@code source}, the compressed bytes, as it was.
     */
    private static IOException worded(IOException e, TaggedInputStream source) throws IOException {
        source.throwIfCauseOf(e);
        if (e instanceof EOFException) {
            return new IOException("the gzip data is cut short", e);
        }
        // Commons Compress's messages are sentences; in an error row this one is a clause.
        String detail = Objects.requireNonNullElse(e.getMessage(), "");
        detail = detail.endsWith(".") ? detail.substring(0, detail.length() - 1) : detail;
        return new IOException(detail.isEmpty() ? "corrupt gzip data" : "corrupt gzip data: " + detail, e);
    }

    /** The decompressed stream, its failures {@linkplain #worded worded}. */
    private static final class Decompressed extends ProxyInputStream {

        private final TaggedInputStream source;

        Decompressed(InputStream decompressed, TaggedInputStream source) {
            super(decompressed);
            this.source = source;
        }

        @Override
        protected void handleIOException(IOException e) throws IOException {
            throw worded(e, source);
        }
    }
}
