package tilesearch.cli;

import java.io.FilterWriter;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.CharBuffer;
import tilesearch.text.Printable;

/**
 * The writer every message goes through: what it is given reaches the terminal with its control characters
 * escaped ({@link Printable}), whichever path made the message (a command's own line, picocli's usage error,
 * a failure, the summary). Only {@link ProgressReport}'s redraws, made of numbers alone, need a raw carriage
 * return, and take the {@linkplain #unescaped unescaped} writer. Flushes on each line, as the program's
 * stderr does.
 */
final class PrintableWriter extends PrintWriter {

    private final PrintWriter raw;

    private PrintableWriter(PrintWriter raw) {
        super(new Escaping(raw), true);
        this.raw = raw;
    }

    /** {@code raw} behind a writer that escapes control characters. */
    static PrintWriter around(PrintWriter raw) {
        return raw instanceof PrintableWriter ? raw : new PrintableWriter(raw);
    }

    /** The writer under {@code writer} when {@link #around} made it, else {@code writer}. */
    static PrintWriter unescaped(PrintWriter writer) {
        return writer instanceof PrintableWriter printable ? printable.raw : writer;
    }

    /** Escapes what passes through it. */
    private static final class Escaping extends FilterWriter {

        Escaping(Writer out) {
            super(out);
        }

        @Override
        public void write(int c) throws IOException {
            out.write(Printable.of(String.valueOf((char) c)));
        }

        @Override
        public void write(char[] text, int offset, int length) throws IOException {
            out.write(Printable.of(CharBuffer.wrap(text, offset, length)));
        }

        @Override
        public void write(String text, int offset, int length) throws IOException {
            out.write(Printable.of(text.subSequence(offset, offset + length)));
        }
    }
}
