package tilesearch.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Splits a byte stream into numbered {@link Line}s, holding at most one line in memory.
 *
 * <p>Accepts {@code \n} and {@code \r\n} line ends and a UTF-8 byte-order mark at the start. A line longer
 * than the cap is not buffered: its bytes are skipped up to the next {@code \n} and it comes back as a faulty
 * line, so a file without line breaks cannot exhaust memory. A line holding a NUL byte or bytes that are not
 * UTF-8 also comes back faulty, so that readers can skip it and carry on.
 *
 * <p>{@link #binaryProblem()} looks at the first {@value #SNIFF_BYTES} bytes before anything is read, so that a
 * binary file is reported once as a whole instead of as a line-by-line cascade of faults.
 *
 * <p>Not thread-safe: one reader thread owns a source.
 */
final class LineSource implements Closeable {

    /**
     * The default cap on one line: the widest line a legal board makes, a CSV record holding a whole 1024×1024 board
     * of 31-digit tiles each followed by a separator (32 MiB), with 1 MiB to spare for the record's other fields.
     * The line's buffer grows only as far as the line, so narrow lines cost nothing more.
     */
    static final int DEFAULT_MAX_LINE_BYTES = 33 << 20;

    /** How many bytes at the start of a file decide whether it is binary. */
    static final int SNIFF_BYTES = 8192;

    /** The bytes read from the input at a time. */
    static final int BUFFER_BYTES = 1 << 16;
    private static final byte[] BYTE_ORDER_MARK = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    /** The buffer read as little-endian {@code long}s, eight bytes at a time. */
    private static final VarHandle LITTLE_ENDIAN_LONGS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private final InputStream in;
    private final int maxLineBytes;
    private final byte[] buffer;
    /** Whether a read of {@link #in} may wait for input yet to be written; see {@link #atEnd()}. */
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
    private int inPlaceStart;
    private int inPlaceEnd;

    /** A source over {@code in} with the {@linkplain #DEFAULT_MAX_LINE_BYTES default line cap}. */
    LineSource(InputStream in) {
        this(in, DEFAULT_MAX_LINE_BYTES);
    }

    /** A source over {@code in} whose lines longer than {@code maxLineBytes} bytes come back faulty. */
    LineSource(InputStream in, int maxLineBytes) {
        this(in, maxLineBytes, 1);
    }

    /**
     * A source over {@code in} whose first line is line {@code firstLine} of its file: a part of a file that
     * starts at a line boundary, read on its own (see {@link CsvSplits}). Only line 1 may carry a byte-order mark.
     */
    LineSource(InputStream in, int maxLineBytes, long firstLine) {
        this(in, maxLineBytes, firstLine, new byte[BUFFER_BYTES]);
    }

    /**
     * A source over a whole file as above that reads through {@code buffer}, of at least {@value #SNIFF_BYTES}
     * bytes: a reader of many small files hands each source in turn the same one, instead of a new 64 KiB per
     * file.
     */
    LineSource(InputStream in, int maxLineBytes, byte[] buffer) {
        this(in, maxLineBytes, buffer, true);
    }

    /**
     * A source as above; {@code mayWait} says that a read of {@code in} may wait for more input to be written (a
     * pipe, a terminal), so that {@link #atEnd()} must not read ahead; a file's reads never wait.
     */
    LineSource(InputStream in, int maxLineBytes, byte[] buffer, boolean mayWait) {
        this(in, maxLineBytes, 1, buffer, mayWait);
    }

    private LineSource(InputStream in, int maxLineBytes, long firstLine, byte[] buffer) {
        this(in, maxLineBytes, firstLine, buffer, true);
    }

    private LineSource(InputStream in, int maxLineBytes, long firstLine, byte[] buffer, boolean mayWait) {
        this.in = in;
        this.maxLineBytes = maxLineBytes;
        this.lineNumber = firstLine - 1;
        this.buffer = buffer;
        this.mayWait = mayWait;
    }

    /**
     * Whether no line follows those consumed so far: the input has ended and every byte of it is consumed, so that
     * a reader can finish the last board of a file in place. When every byte of the buffer is consumed and it has
     * room after them, this first reads the input into that room, moving nothing the buffer holds (so lines
     * consumed in place stay valid, and {@link #rewind} still works). False whenever that cannot be told without
     * waiting or refilling: for an input whose reads {@linkplain #LineSource(InputStream, int, byte[], boolean)
     * may wait}, and when the buffer is full.
     */
    boolean atEnd() throws IOException {
        if (mayWait || pushedBack != null) {
            return false;
        }
        while (!endOfInput && position == limit && limit < buffer.length) {
            readIntoRoom();
        }
        return endOfInput && position == limit;
    }

    /**
     * Why the input is not text, judged from its first {@value #SNIFF_BYTES} bytes, or {@code null} when it
     * looks like text. Call before the first {@link #next()}.
     *
     * <p>An input whose reads never wait (a file) is read until its end or until the buffer is full, so that a small
     * file is then {@linkplain #holdsWholeInput() held whole}, its end known without asking how much is
     * {@linkplain InputStream#available() available} (two system calls per file). Otherwise, after the first read,
     * it takes only bytes already available, so a terminal or pipe on standard input is never held up waiting.
     */
    String binaryProblem() throws IOException {
        while (!endOfInput && limit < SNIFF_BYTES && (limit == 0 || !mayWait || in.available() > 0)) {
            readIntoRoom();
        }
        if (!mayWait) {
            readAhead();
        }
        int end = Math.min(limit, SNIFF_BYTES);
        int nul = plainAsciiPrefix(end);
        boolean ascii = true;
        while (nul < end && buffer[nul] != 0) {
            ascii &= buffer[nul] >= 0;
            nul++;
        }
        if (ascii && nul == end) {
            return null;
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

    /**
     * How many bytes at the start of the buffer, up to {@code end}, are known to be ASCII and not NUL, eight at a
     * time: at least every whole word of such bytes before the first other one. The bytes after are judged one by
     * one; on a folder of small files, the window is every byte of every file, and a byte at a time was a tenth of
     * the reader's time.
     */
    private int plainAsciiPrefix(int end) {
        int at = 0;
        while (at + Long.BYTES <= end) {
            long word = (long) LITTLE_ENDIAN_LONGS.get(buffer, at);
            // A byte with its high bit set is not ASCII; (word - 0x01..) & ~word has the high bit of every NUL byte
            // set (and may flag a byte after a NUL too, which only sends this word to the byte-by-byte judgment).
            if ((((word - 0x0101010101010101L) & ~word | word) & 0x8080808080808080L) != 0) {
                break;
            }
            at += Long.BYTES;
        }
        return at;
    }

    /**
     * Reads on until the input ends or the buffer is full. A failure is left for the line that reaches it, which
     * meets it again: the lines before it are read as they would be without this.
     */
    private void readAhead() {
        try {
            while (!endOfInput && limit < buffer.length) {
                readIntoRoom();
            }
        } catch (IOException e) {
            // Read again by fill() when the lines before it are consumed, and reported at the line it reaches.
        }
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

    /**
     * Whether the buffer holds every byte of the input, {@code buffer()[0..}{@link #limit()}{@code )}, and the input
     * is known to end there: after {@link #binaryProblem()}, for a file smaller than the buffer.
     */
    boolean holdsWholeInput() {
        return endOfInput && bufferStart == 0;
    }

    /** Where the bytes read into {@link #buffer()} end. */
    int limit() {
        return limit;
    }

    /** The next line, or {@code null} at the end of the input. */
    Line next() throws IOException {
        if (pushedBack != null) {
            Line line = pushedBack;
            pushedBack = null;
            return line;
        }
        Line plain = nextPlainInBuffer();
        if (plain != null) {
            return plain;
        }
        if (!readLineBytes()) {
            return null;
        }
        lineNumber++;
        return decode();
    }

    /**
     * The next line when it lies whole in the buffer and is plain (see {@link Line#isPlain()}), as nearly every
     * line of a large batch does, found and checked in one pass and copied once; otherwise {@code null}, having
     * consumed nothing, and {@link #next()} takes the general path.
     */
    private Line nextPlainInBuffer() {
        if (!nextInPlace()) {
            return null;
        }
        return Line.ascii(lineNumber, Arrays.copyOfRange(buffer, inPlaceStart, inPlaceEnd), true);
    }

    /**
     * Consumes the next line without making a {@link Line} of it when it lies whole in the buffer and is plain
     * (its {@code \r\n} end allowed), which is nearly every line of a large batch: its bytes are then
     * {@link #buffer()}{@code [}{@link #inPlaceStart()}{@code ..}{@link #inPlaceEnd()}{@code )}, valid until the
     * next call of any method of this source, and its number is {@link #lineNumber()}. Otherwise returns false,
     * having consumed nothing, and {@link #next()} reads the line. Only when nothing is pushed back.
     */
    boolean nextInPlace() {
        if (pushedBack != null) {
            return false;
        }
        int from = position;
        int end = from;
        boolean plain = true;
        // One pass finds the end and checks every byte; the check is branch-free, so the loop stays tight.
        while (end < limit) {
            byte b = buffer[end];
            if (b == '\n') {
                break;
            }
            plain &= Line.isPlainByte(b);
            end++;
        }
        int contentEnd = end;
        if (!plain && end < limit && end > from && buffer[end - 1] == '\r') {
            // A CRLF line end: the general path drops one carriage return, then judges the rest.
            contentEnd = end - 1;
            plain = true;
            for (int i = from; i < contentEnd; i++) {
                plain &= Line.isPlainByte(buffer[i]);
            }
        }
        if (!plain || end == limit || end - from > maxLineBytes) {
            return false;
        }
        position = end + 1;
        lineNumber++;
        inPlaceStart = from;
        inPlaceEnd = contentEnd;
        return true;
    }

    /** The buffer holding the line {@link #nextInPlace()} consumed last. */
    byte[] buffer() {
        return buffer;
    }

    /** Where the line {@link #nextInPlace()} consumed last starts in {@link #buffer()}. */
    int inPlaceStart() {
        return inPlaceStart;
    }

    /** Where the line {@link #nextInPlace()} consumed last ends in {@link #buffer()}, its line end left out. */
    int inPlaceEnd() {
        return inPlaceEnd;
    }

    /**
     * The line {@link #nextInPlace()} consumed last, as a {@link Line}: for a reader whose byte-level path
     * declined it and that now reads it through its text. Call before anything else reads this source.
     */
    Line inPlaceLine() {
        return Line.ascii(lineNumber, Arrays.copyOfRange(buffer, inPlaceStart, inPlaceEnd), true);
    }

    /**
     * A place in the lines to come back to: where the next line starts in the buffer, and the number of the line
     * before it. Valid while no other method than {@link #nextInPlace()} is called (which never refills the
     * buffer), for a reader that looks ahead in place and then reads those lines the general way.
     */
    record Mark(int position, long lineNumber) {
    }

    /** Where the source stands, for {@link #rewind}. */
    Mark mark() {
        return new Mark(position, lineNumber);
    }

    /** Where the next line starts in the buffer, for a reader that reads the bytes from there itself. */
    int position() {
        return position;
    }

    /** Goes back to {@code mark}: the lines consumed since it was taken are read again. */
    void rewind(Mark mark) {
        this.position = mark.position();
        this.lineNumber = mark.lineNumber();
    }

    /**
     * Whether the next lines can be read where they lie in {@link #buffer()}, from {@link #position()} up to
     * {@link #limit()}, by a reader that checks them itself and then {@linkplain #skipInPlace skips} them: nothing is
     * pushed back.
     */
    boolean readsInPlace() {
        return pushedBack == null;
    }

    /**
     * Consumes the {@code count} lines in {@code buffer()[position()..end)}, each ended by {@code \n}, as
     * {@code count} calls of {@link #nextInPlace()} would: for a reader that found them plain and at most
     * {@link #maxLineBytes()} long itself, while {@link #readsInPlace()}.
     */
    void skipInPlace(int end, int count) {
        position = end;
        lineNumber += count;
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
        boolean plain = true;
        for (int i = start; i < length; i++) {
            byte b = line[i];
            if (b == 0) {
                return Line.faulty(lineNumber, "the line holds a NUL byte, which is not text");
            }
            ascii &= b >= 0;
            plain &= Line.isPlainByte(b);
        }
        byte[] bytes = Arrays.copyOfRange(line, start, length);
        if (ascii) {
            return Line.ascii(lineNumber, bytes, plain);
        }
        try {
            return Line.decoded(lineNumber, bytes, decoder.decode(ByteBuffer.wrap(bytes)).toString());
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
