package tilesearch.cli;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import org.apache.commons.io.output.WriterOutputStream;

/**
 * The bytes of a UTF-8 text, such as the results CSV of {@code solve --out -}, printed to a command's standard output
 * as its text (Commons IO's {@link WriterOutputStream} decodes them): every command prints through its
 * {@link PrintWriter}, which tests capture. A write that fails (the reader of a pipe went away) fails the flush,
 * since a {@link PrintWriter} only notes its errors. Closing flushes and leaves the writer open, as the command line
 * owns it. Not thread-safe.
 */
final class StandardOutputStream extends FilterOutputStream {

    private final PrintWriter stdout;

    StandardOutputStream(PrintWriter stdout) throws IOException {
        super(WriterOutputStream.builder().setWriter(stdout).setCharset(StandardCharsets.UTF_8).get());
        this.stdout = stdout;
    }

    /** Hands the bytes on at once: {@link FilterOutputStream} would write them one by one. */
    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        out.write(bytes, offset, length);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
        if (stdout.checkError()) {
            throw new IOException("cannot write to standard output");
        }
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
