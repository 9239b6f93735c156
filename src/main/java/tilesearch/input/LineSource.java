package tilesearch.input;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Splits a byte stream into numbered {@link Line}s, holding at most one line in memory.
 *
 * <p>Accepts {@code \n} and {@code \r\n} line ends and a UTF-8 byte-order mark at the start. A line longer
 * than the cap is not buffered: its bytes are skipped up to the next {@code \n} and it comes back as a faulty
 * line, so a file without line breaks cannot exhaust memory. A line holding a NUL byte or bytes that are not
 * UTF-8 also comes back faulty, so that readers can skip it and carry on. A {@code java.io.BufferedReader} can do
 * neither: it holds a line whole, however long, and its decoder fails the stream, not the line.
 *
 * <p>{@link #binaryProblem()} looks at the first {@value #SNIFF_BYTES} bytes before anything is read, so that a
 * binary file is reported once as a whole instead of as a line-by-line cascade of faults.
 *
 * <p>Not thread-safe: one reader thread owns a source.
 */
final class LineSource implements Closeable {

    /**
     * The default cap on one line, every reader's ({@link CappedLines#MAX_LINE_BYTES}). The line's buffer grows only
     * as far as the line, so narrow lines cost nothing more.
     */
    static final int DEFAULT_MAX_LINE_BYTES = CappedLines.MAX_LINE_BYTES;

    /** How many bytes at the start of a file decide whether it is binary. */
    static final int SNIFF_BYTES = 8192;

    /** The bytes read from the input at a time. */
    static final int BUFFER_BYTES = 1 << 16;
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer;
    /** Whether a read of {@link #in} may wait for input yet to be written: a pipe or a terminal, not a file. */
    private final boolean mayWait;
    private final CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    private int position;
    private int limit;
    private boolean endOfInput;
    private byte[] line = new byte[256];
    private int lineLength;
    private long lineNumber;
    private long bufferStart;
    private Line pushedBack;

    /** A source over {@code in} with the {@linkplain #DEFAULT_MAX_LINE_BYTES default line cap}. */
    LineSource(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES, 1);
    }

    /**
     * A source over {@code in} whose lines longer than {@code maxLineBytes} bytes come back faulty, and whose first
     * line is line {@code firstLine} of its file: 1, or more for a part of a file that starts at a line boundary, read
     * on its own (see {@link CsvSplits}). Only line 1 may carry a byte-order mark.
     */
    LineSource(InputStream in, int maxLineBytes, long firstLine) {
        this(in, maxLineBytes, firstLine, new byte[BUFFER_BYTES], true);
    }

    /**
     * A source over a whole file that reads through {@code buffer}, of at least {@value #SNIFF_BYTES} bytes: a
     * reader of many small files hands each source in turn the same one, instead of a new 64 KiB per file.
     * {@code mayWait} says that a read of {@code in} may wait for more input to be written (a pipe, a terminal).
     */
    LineSource(InputStream in, int maxLineBytes, byte[] buffer, boolean mayWait) {
        this(in, maxLineBytes, 1, buffer, mayWait);
    }

    private LineSource(InputStream in, int maxLineBytes, long firstLine, byte[] buffer, boolean mayWait) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.lineNumber = firstLine - 1;
        this.buffer = buffer;
        this.mayWait = mayWait;
    }

    /**
     * Why the input is not text, judged from its first {@value #SNIFF_BYTES} bytes, or {@code null} when it
     * looks like text. Call before the first {@link #next()}.
     *
     * <p>An input whose reads never wait (a file) is read until it ends or the window is full. Otherwise, after the
     * first read, it takes only bytes already available, so a terminal or pipe on standard input is never held up
     * waiting.
     */
    String binaryProblem() throws IOException {
        while (!endOfInput && limit < SNIFF_BYTES && (limit == 0 || !mayWait || in.available() > 0)) {
            readIntoRoom();
        }
        int end = Math.min(limit, SNIFF_BYTES);
        int nul = 0;
        while (nul < end && buffer[nul] != 0) {
            nul++;
        }
        // A character cut by the end of the window is not an error: endOfInput=false lets it underflow.
        ByteBuffer window = ByteBuffer.wrap(buffer, 0, nul);
        CoderResult result = decoder.reset().decode(window, CharBuffer.allocate(nul), endOfInput && nul == limit);
        if (result.isError()) {
            return "binary file: line " + lineOf(window.position()) + " is not UTF-8 text";
        }
        if (nul < end) {
            return "binary file: line " + lineOf(nul) + " holds a NUL byte; expected text";
        }
        return null;
    }

    /** One read into the room after the bytes held, {@code buffer[limit..]}: either more bytes or the end. */
    private void readIntoRoom() throws IOException {
        int read = in.read(buffer, limit, buffer.length - limit);
        if (read < 0) {
            endOfInput = true;
        } else {
            limit += read;
        }
    }

    /** The next line, or {@code null} at the end of the input. */
    Line next() throws IOException {
        if (pushedBack != null) {
            Line line = pushedBack;
            pushedBack = null;
            return line;
        }
        if (!readLineBytes()) {
            return null;
        }
        lineNumber++;
        return decode();
    }

    /** The longest line that is not a fault, in bytes. */
    int maxLineBytes() {
        return maxLineBytes;
    }

    /** Makes {@code line}, the last one returned by {@link #next()}, the next one returned again. */
    void pushBack(Line line) {
        pushedBack = line;
    }

    /** The number of the last line read from the input (pushed-back lines included), 0 before the first. */
    long lineNumber() {
        return lineNumber;
    }

    /** How many bytes of the input the lines read so far took, line ends included; nothing may be pushed back. */
    long offset() {
        return bufferStart + position;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }

    /** Fills {@link #line} with the next line's bytes, or returns false at the end of the input. */
    private boolean readLineBytes() throws IOException {
        lineLength = 0;
        boolean tooLong = false;
        boolean sawBytes = false;
        while (true) {
            if (position == limit && !fill()) {
                if (!sawBytes) {
                    return false;
                }
                break;
            }
            sawBytes = true;
            int end = position;
            while (end < limit && buffer[end] != '\n') {
                end++;
            }
            int chunk = end - position;
            if (!tooLong && lineLength + chunk > maxLineBytes) {
                tooLong = true;
            }
            if (!tooLong) {
                append(position, chunk);
            }
            if (end < limit) {
                position = end + 1;
                break;
            }
            position = end;
        }
        if (tooLong) {
            lineLength = -1;
        }
        return true;
    }

    private boolean fill() throws IOException {
        if (endOfInput) {
            return false;
        }
        bufferStart += limit;
        position = 0;
        limit = 0;
        int read;
        do {
            read = in.read(buffer, 0, buffer.length);
        } while (read == 0);
        if (read < 0) {
            endOfInput = true;
            return false;
        }
        limit = read;
        return true;
    }

    private void append(int from, int count) {
        if (lineLength + count > line.length) {
            byte[] grown = new byte[Math.min(maxLineBytes, Math.max(line.length * 2, lineLength + count))];
            System.arraycopy(line, 0, grown, 0, lineLength);
            line = grown;
        }
        System.arraycopy(buffer, from, line, lineLength, count);
        lineLength += count;
    }

    private Line decode() {
        if (lineLength < 0) {
            return Line.faulty(lineNumber, "the line is longer than " + maxLineBytes + " bytes");
        }
        int start = 0;
        int length = lineLength;
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        if (lineNumber == 1 && startsWithByteOrderMark(length)) {
            start = BYTE_ORDER_MARK.length;
        }
        boolean ascii = true;
        for (int i = start; i < length; i++) {
            if (line[i] == 0) {
                return Line.faulty(lineNumber, "the line holds a NUL byte, which is not text");
            }
            ascii &= line[i] >= 0;
        }
        if (ascii) {
            return Line.of(lineNumber, new String(line, start, length - start, StandardCharsets.US_ASCII));
        }
        try {
            return Line.of(lineNumber, decoder.decode(ByteBuffer.wrap(line, start, length - start)).toString());
        } catch (CharacterCodingException e) {
            return Line.faulty(lineNumber, "the line is not UTF-8 text");
        }
    }

    private boolean startsWithByteOrderMark(int length) {
        return length >= BYTE_ORDER_MARK.length && line[0] == BYTE_ORDER_MARK[0] && line[1] == BYTE_ORDER_MARK[1]
                && line[2] == BYTE_ORDER_MARK[2];
    }

    private long lineOf(int offset) {
        long number = 1;
        for (int i = 0; i < offset; i++) {
            if (buffer[i] == '\n') {
                number++;
            }
        }
        return number;
    }
}
