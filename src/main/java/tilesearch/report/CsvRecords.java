package tilesearch.report;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads the records of a UTF-8 CSV (RFC 4180, as Commons CSV's {@code DEFAULT} format reads it: comma, double
 * quotes, doubled quotes inside them, line breaks inside quotes, CR, LF or CRLF between records, empty lines
 * skipped, a leading byte-order mark dropped) one at a time, as byte ranges that the next record replaces.
 *
 * <p>Why bytes: on a million-row results file, decoding every character and making a String per field took
 * most of a report's time, though a report looks at a few columns of most rows. Here a record without quotes,
 * nearly every record, is one pass over a large byte buffer that notes where each field ends; a field becomes a
 * String only when asked for. A record with a quoted field is read again on a second path that unquotes its
 * fields into a scratch array, so every field is a plain byte range either way.
 *
 * <p>A record holding bytes that are not UTF-8 fails the read, naming its line: a report must not guess.
 *
 * <p>Not thread-safe.
 */
final class CsvRecords {

    /** Bytes read from the input at a time; the buffer grows past this only for a longer record. */
    static final int BUFFER_BYTES = 1 << 20;

    private static final int NEED_MORE = -1;
    private static final int END = 0;
    private static final int RECORD = 1;
    /** Reads a long from a byte array in little-endian order, so byte i of the array is byte i of the long. */
    private static final VarHandle WORDS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final long COMMAS = 0x2C2C_2C2C_2C2C_2C2CL;
    private static final long LINE_FEEDS = 0x0A0A_0A0A_0A0A_0A0AL;
    private static final long CARRIAGE_RETURNS = 0x0D0D_0D0D_0D0D_0D0DL;
    /**
     * The byte above the line breaks, repeated: a word with no byte below it holds neither a line feed (0x0A) nor a
     * carriage return (0x0D). Text has few such bytes (tab is one).
     */
    private static final long LOWEST_TEXT_BYTES = 0x0E0E_0E0E_0E0E_0E0EL;
    private static final long LOW_SEVEN_BITS = 0x7F7F_7F7F_7F7F_7F7FL;
    private static final long HIGH_BITS = 0x8080_8080_8080_8080L;
    /** What {@link #plainRecord} returns for a record with a quoted field. */
    private static final int QUOTED = -2;

    private final InputStream in;
    private final String name;
    private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    private byte[] buffer;
    /** Where {@code buffer[0]} lies in the file. */
    private long bufferOffset;
    private int position;
    private int limit;
    private boolean endOfInput;
    private boolean started;
    /** The bytes the current record's fields lie in: the buffer, or {@link #unquoted} for a quoted record. */
    private byte[] fieldBytes;
    private byte[] unquoted = new byte[256];
    private int[] starts = new int[16];
    private int[] ends = new int[16];
    private int size;
    /** The line the next record would start on, from 1. */
    private long line = 1;
    private long recordLine;
    /** Where the current record starts in the file. */
    private long recordStart;
    /** Line breaks inside the quotes of the record {@link #quotedRecord} read last. */
    private long quotedBreaks;

    /**
     * @param name the file as named in error messages
     */
    CsvRecords(InputStream in, String name) {
        this(in, name, BUFFER_BYTES);
    }

    /** A reader through a buffer of {@code bufferBytes} at first; tests use a small one to cut records. */
    CsvRecords(InputStream in, String name, int bufferBytes) {
        this(in, name, bufferBytes, 0);
    }

    /**
     * A reader of the part of a file that {@code in} gives from byte {@code offset} on: {@link #recordStart()} counts
     * from the file's start, and past byte 0 no byte-order mark is looked for. Its lines count from 1 at
     * {@code offset}, so its messages name the right line only from byte 0.
     */
    CsvRecords(InputStream in, String name, int bufferBytes, long offset) {
        this.in = in;
        this.name = name;
        this.buffer = new byte[bufferBytes];
        this.bufferOffset = offset;
        this.started = offset > 0;
    }

    /**
     * Reads the next record; false at the end of the input.
     *
     * @throws MalformedResultsException when a quoted value is not closed, or is followed by anything but a comma
     *     or a line break, or a record is not UTF-8
     */
    boolean next() throws IOException {
        if (!started) {
            started = true;
            skipByteOrderMark();
        }
        while (true) {
            int found = scan();
            if (found == NEED_MORE) {
                fill();
            } else {
                return found == RECORD;
            }
        }
    }

    /** Fields in the current record. */
    int size() {
        return size;
    }

    /** Field {@code index} of the current record, {@code 0 <= index < size()}. */
    String field(int index) {
        return new String(fieldBytes, starts[index], ends[index] - starts[index], StandardCharsets.UTF_8);
    }

    /** The bytes the current record's fields lie in, for reading only, valid until the next {@link #next()}. */
    byte[] bytes() {
        return fieldBytes;
    }

    /** Where field {@code index} starts in {@link #bytes()}. */
    int start(int index) {
        return starts[index];
    }

    /** Where field {@code index} ends (exclusive) in {@link #bytes()}. */
    int end(int index) {
        return ends[index];
    }

    /** The line the current record starts on, from 1. */
    long line() {
        return recordLine;
    }

    /** The byte of the file the current record starts at: its first byte after the empty lines before it. */
    long recordStart() {
        return recordStart;
    }

    /**
     * Finds the next record in the buffer. Consumes nothing and returns {@link #NEED_MORE} when the buffer ends
     * before the record does, and the input has more.
     */
    private int scan() throws MalformedResultsException {
        int p = position;
        long lines = line;
        // empty lines are no records
        while (true) {
            if (p == limit) {
                return endOfInput ? skipped(p, lines, END) : NEED_MORE;
            }
            byte b = buffer[p];
            if (b == '\n') {
                p++;
                lines++;
            } else if (b == '\r') {
                if (p + 1 == limit && !endOfInput) {
                    return NEED_MORE;
                }
                p += p + 1 < limit && buffer[p + 1] == '\n' ? 2 : 1;
                lines++;
            } else {
                break;
            }
        }
        int end = plainRecord(p, lines);
        long breaksInQuotes = 0;
        if (end == QUOTED) {
            end = quotedRecord(p, lines);
            breaksInQuotes = quotedBreaks;
        } else if (end >= 0) {
            fieldBytes = buffer;
        }
        if (end == NEED_MORE || end + 1 == limit && buffer[end] == '\r' && !endOfInput) {
            return NEED_MORE;
        }
        recordLine = lines;
        recordStart = bufferOffset + p;
        line = lines + breaksInQuotes;
        return endRecord(end);
    }

    /** Moves past the empty lines before the end of the input. */
    private int skipped(int p, long lines, int result) {
        position = p;
        line = lines;
        return result;
    }

    /**
     * Notes the fields of a record without quotes at {@code from}; returns where it ends (its line break or the
     * end of the input), {@link #NEED_MORE}, or {@link #QUOTED} when a field starts with a quote.
     *
     * <p>How: eight bytes at a time, as one long (SWAR, as simdjson and the CSV readers of DuckDB and Arrow find
     * delimiters): a mask marks the commas among them, and the bytes in between are never looked at one by one.
     * A line break is looked for only in a word that has a byte below {@link #LOWEST_TEXT_BYTES}, which one test
     * of the whole word finds. A quote matters only as a field's first byte (inside a field it is text, as
     * Commons CSV reads it), so only the byte after each comma is looked at. The last few bytes of the buffer go
     * byte by byte.
     *
     * Per word this is one mask (commas) and one test instead of four masks (comma, line feed, carriage return,
     * quote).
     */
    private int plainRecord(int from, long startLine) throws MalformedResultsException {
        byte[] bytes = buffer;
        if (bytes[from] == '"') {
            return QUOTED;
        }
        int[] fieldStarts = starts;
        int[] fieldEnds = ends;
        int fields = 0;
        int fieldStart = from;
        long highBits = 0;
        int p = from;
        // one byte short of a whole word, so that the byte after a comma, the next field's first, is in the buffer
        int wordsEnd = limit - Long.BYTES - 1;
        while (p <= wordsEnd) {
            long word = (long) WORDS.get(bytes, p);
            long commas = bytesEqual(word, COMMAS);
            long breaks = 0;
            if (hasByteBelow(word, LOWEST_TEXT_BYTES)) {
                breaks = bytesEqual(word, LINE_FEEDS) | bytesEqual(word, CARRIAGE_RETURNS);
                if (breaks != 0) {
                    long before = (Long.lowestOneBit(breaks) >>> 7) - 1;
                    word &= before;
                    commas &= before;
                }
            }
            highBits |= word;
            if (fields + Long.BYTES > fieldStarts.length) {
                size = fields;
                growFields();
                fieldStarts = starts;
                fieldEnds = ends;
            }
            while (commas != 0) {
                int comma = p + lowestMarkedByte(commas);
                fieldStarts[fields] = fieldStart;
                fieldEnds[fields] = comma;
                fields++;
                fieldStart = comma + 1;
                if (bytes[fieldStart] == '"') {
                    return QUOTED;
                }
                commas &= commas - 1;
            }
            if (breaks != 0) {
                size = fields;
                p += lowestMarkedByte(breaks);
                return endPlainRecord(from, fieldStart, p, highBits, startLine);
            }
            p += Long.BYTES;
        }
        size = fields;
        while (true) {
            if (p == limit) {
                if (!endOfInput) {
                    return NEED_MORE;
                }
                break;
            }
            byte b = bytes[p];
            if (b == ',') {
                addField(fieldStart, p);
                fieldStart = p + 1;
            } else if (b == '\n' || b == '\r') {
                break;
            } else if (b == '"' && p == fieldStart) {
                return QUOTED;
            }
            highBits |= b;
            p++;
        }
        return endPlainRecord(from, fieldStart, p, highBits, startLine);
    }

    /** Notes the last field of a plain record, which ends at {@code end}, and checks a record that is not ASCII. */
    private int endPlainRecord(int from, int fieldStart, int end, long highBits, long startLine)
            throws MalformedResultsException {
        addField(fieldStart, end);
        if ((highBits & HIGH_BITS) != 0) {
            checkUtf8(buffer, from, end, startLine);
        }
        return end;
    }

    /** The index, 0 to 7, of the lowest byte whose high bit is set in {@code marks}, which has one at least. */
    static int lowestMarkedByte(long marks) {
        return Long.numberOfTrailingZeros(marks) >>> 3;
    }

    /**
     * Whether a byte of {@code word} is below the byte repeated in {@code bounds}, which is at most 0x80: exact for
     * the whole word, though not byte by byte (a borrow marks bytes above the lowest such byte too), and cheaper
     * than {@link #bytesEqual}. Bytes of 0x80 and up, UTF-8's, are never below.
     */
    private static boolean hasByteBelow(long word, long bounds) {
        return ((word - bounds) & ~word & HIGH_BITS) != 0;
    }

    /**
     * A mask with the high bit set in each byte of {@code word} that equals the byte repeated in {@code pattern},
     * and nothing else: the exact form of the zero-byte test (Mycroft's is exact only up to the first match).
     */
    private static long bytesEqual(long word, long pattern) {
        long x = word ^ pattern;
        return ~(((x & LOW_SEVEN_BITS) + LOW_SEVEN_BITS) | x | LOW_SEVEN_BITS);
    }

    /**
     * Reads the record at {@code from}, which has a quoted field, into {@link #unquoted}; returns where it ends
     * or {@link #NEED_MORE}, and counts the line breaks inside its quotes into {@link #quotedBreaks}.
     */
    private int quotedRecord(int from, long startLine) throws MalformedResultsException {
        size = 0;
        int length = 0;
        long lines = startLine;
        int p = from;
        while (true) {
            int fieldStart = length;
            if (p < limit && buffer[p] == '"') {
                p++;
                while (true) {
                    if (p == limit) {
                        if (!endOfInput) {
                            return NEED_MORE;
                        }
                        throw new MalformedResultsException(name + ": line " + startLine
                                + ": a quoted value is not closed before the end of the file");
                    }
                    byte b = buffer[p];
                    if (b == '"') {
                        if (p + 1 == limit && !endOfInput) {
                            return NEED_MORE;
                        }
                        if (p + 1 < limit && buffer[p + 1] == '"') {
                            length = put(length, b);
                            p += 2;
                            continue;
                        }
                        p++;
                        break;
                    }
                    if (b == '\r' && p + 1 == limit && !endOfInput) {
                        return NEED_MORE;
                    }
                    if (b == '\n' || (b == '\r' && (p + 1 == limit || buffer[p + 1] != '\n'))) {
                        lines++;
                    }
                    length = put(length, b);
                    p++;
                }
                if (p == limit && !endOfInput) {
                    return NEED_MORE;
                }
                if (p < limit && buffer[p] != ',' && buffer[p] != '\n' && buffer[p] != '\r') {
                    throw new MalformedResultsException(name + ": line " + lines
                            + ": a character after a closing quote, where a comma or a line break must come");
                }
            } else {
                while (p < limit && buffer[p] != ',' && buffer[p] != '\n' && buffer[p] != '\r') {
                    length = put(length, buffer[p]);
                    p++;
                }
                if (p == limit && !endOfInput) {
                    return NEED_MORE;
                }
            }
            addField(fieldStart, length);
            if (p < limit && buffer[p] == ',') {
                p++;
                continue;
            }
            break;
        }
        checkUtf8(unquoted, 0, length, startLine);
        fieldBytes = unquoted;
        quotedBreaks = lines - startLine;
        return p;
    }

    private int put(int length, byte b) {
        if (length == unquoted.length) {
            unquoted = Arrays.copyOf(unquoted, length * 2);
        }
        unquoted[length] = b;
        return length + 1;
    }

    /** Consumes the line break at {@code end}, if any, and counts it. */
    private int endRecord(int end) {
        int p = end;
        if (p < limit) {
            p += buffer[p] == '\r' && p + 1 < limit && buffer[p + 1] == '\n' ? 2 : 1;
            line++;
        }
        position = p;
        return RECORD;
    }

    private void addField(int start, int end) {
        if (size == starts.length) {
            growFields();
        }
        starts[size] = start;
        ends[size] = end;
        size++;
    }

    private void growFields() {
        starts = Arrays.copyOf(starts, starts.length * 2);
        ends = Arrays.copyOf(ends, ends.length * 2);
    }

    private void checkUtf8(byte[] bytes, int from, int to, long recordStart) throws MalformedResultsException {
        try {
            utf8.reset().decode(ByteBuffer.wrap(bytes, from, to - from));
        } catch (CharacterCodingException e) {
            throw new MalformedResultsException(name + ": line " + recordStart + ": the record is not UTF-8 text");
        }
    }

    private void skipByteOrderMark() throws IOException {
        while (limit < 3 && !endOfInput) {
            fill();
        }
        if (limit >= 3 && buffer[0] == (byte) 0xEF && buffer[1] == (byte) 0xBB && buffer[2] == (byte) 0xBF) {
            position = 3;
        }
    }

    /**
     * Reads more of the input behind what is left of the buffer from {@link #position}, moving that to the
     * front, and growing the buffer when a record fills it whole.
     */
    private void fill() throws IOException {
        int left = limit - position;
        bufferOffset += position;
        if (position > 0) {
            System.arraycopy(buffer, position, buffer, 0, left);
        } else if (left == buffer.length) {
            buffer = Arrays.copyOf(buffer, buffer.length * 2);
        }
        position = 0;
        limit = left;
        int read;
        do {
            read = in.read(buffer, limit, buffer.length - limit);
        } while (read == 0);
        if (read < 0) {
            endOfInput = true;
        } else {
            limit += read;
        }
    }
}
