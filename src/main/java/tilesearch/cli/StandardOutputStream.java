package tilesearch.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of a UTF-8 text, such as the results CSV of {@code solve --out -}, printed to a command's standard output
 * as its text: every command prints through its {@link PrintWriter}, which tests capture. A character cut between two
 * writes is decoded once its last byte comes. A write that fails (the reader of a pipe went away) fails the flush,
 * since a {@link PrintWriter} only notes its errors. Closing flushes and leaves the writer open, as the command line
 * owns it. Not thread-safe.
 */
final class StandardOutputStream extends OutputStream {

    private final PrintWriter out;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    /** The bytes of a character not yet whole, at most three. */
    private final ByteBuffer pending = ByteBuffer.allocate(4);
    private CharBuffer chars = CharBuffer.allocate(1 << 13);

    StandardOutputStream(PrintWriter out) {
        this.out = out;
    }

    @Override
    public void write(int b) throws IOException {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] bytes, int offset, int length) throws IOException {
        int from = offset;
        int end = offset + length;
        // A character cut by the last write is completed first, a byte at a time.
        while (pending.position() > 0 && from < end) {
            pending.put(bytes[from++]);
            pending.flip();
            decode(pending);
            pending.compact();
        }
        ByteBuffer input = ByteBuffer.wrap(bytes, from, end - from);
        decode(input);
        pending.put(input);
    }

    /** Prints the whole characters of {@code input}, leaving the bytes of a cut one in it. */
    private void decode(ByteBuffer input) {
        if (chars.capacity() < input.remaining()) {
            chars = CharBuffer.allocate(input.remaining());
        }
        chars.clear();
        utf8.decode(input, chars, false);
        chars.flip();
        out.append(chars);
    }

    @Override
    public void flush() throws IOException {
        out.flush();
        if (out.checkError()) {
            throw new IOException("cannot write to standard output");
        }
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
