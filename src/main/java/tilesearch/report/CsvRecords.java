package tilesearch.report;

import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * Reads the records of a CSV (RFC 4180, as Commons CSV's {@code DEFAULT} format reads it: comma, double quotes,
 * doubled quotes inside them, line breaks inside quotes, CR, LF or CRLF between records, empty lines skipped, a
 * leading byte-order mark dropped) one at a time, into fields that the next record replaces.
 *
 * <p>Why not Commons CSV: on a million-row results file its lexer and a record object per row took most of a
 * report's time. Here a record is one pass over a large char buffer and one string per field, nothing else.
 *
 * <p>Not thread-safe.
 */
final class CsvRecords {

    private static final int END = -1;

    private final Reader reader;
    private final String name;
    private final char[] buffer = new char[1 << 16];
    private int position;
    private int limit;
    private String[] fields = new String[16];
    private int size;
    /** The line the next character is on, from 1. */
    private long line = 1;
    private long recordLine;
    /** Holds a field that spans two buffer fills or has quotes. */
    private final StringBuilder pieces = new StringBuilder();

    /**
     * @param name the file as named in error messages
     */
    CsvRecords(Reader reader, String name) {
        this.reader = reader;
        this.name = name;
    }

    /**
     * Reads the next record; false at the end of the input.
     *
     * @throws MalformedResultsException when a quoted value is not closed, or is followed by anything but a comma
     *     or a line break
     */
    boolean next() throws IOException {
        int c = peek();
        if (line == 1 && position == 0 && c == '\uFEFF') {
            position++;
            c = peek();
        }
        while (c == '\n' || c == '\r') {
            endLine();
            c = peek();
        }
        if (c == END) {
            return false;
        }
        recordLine = line;
        size = 0;
        while (true) {
            add(peek() == '"' ? quotedField() : plainField());
            c = peek();
            if (c == ',') {
                position++;
            } else {
                if (c != END) {
                    endLine();
                }
                return true;
            }
        }
    }

    /** Fields in the current record. */
    int size() {
        return size;
    }

    /** Field {@code index} of the current record, {@code 0 <= index < size()}. */
    String field(int index) {
        return fields[index];
    }

    /** The line the current record starts on, from 1. */
    long line() {
        return recordLine;
    }

    private void add(String field) {
        if (size == fields.length) {
            fields = Arrays.copyOf(fields, size * 2);
        }
        fields[size++] = field;
    }

    /** A field without quotes: everything up to the next comma, line break or the end. */
    private String plainField() throws IOException {
        pieces.setLength(0);
        while (true) {
            int start = position;
            while (position < limit) {
                char c = buffer[position];
                if (c == ',' || c == '\n' || c == '\r') {
                    return text(start);
                }
                position++;
            }
            pieces.append(buffer, start, position - start);
            if (!fill()) {
                return pieces.toString();
            }
        }
    }

    /** The text from {@code start} to the position, after whatever an earlier buffer fill left in pieces. */
    private String text(int start) {
        if (pieces.length() == 0) {
            return new String(buffer, start, position - start);
        }
        return pieces.append(buffer, start, position - start).toString();
    }

    /** A field in double quotes, the position at its opening quote. */
    private String quotedField() throws IOException {
        pieces.setLength(0);
        position++;
        while (true) {
            int c = read();
            if (c == END) {
                throw new MalformedResultsException(name + ": line " + recordLine
                        + ": a quoted value is not closed before the end of the file");
            }
            if (c == '"') {
                int after = peek();
                if (after == '"') {
                    position++;
                    pieces.append('"');
                } else if (after == ',' || after == '\n' || after == '\r' || after == END) {
                    return pieces.toString();
                } else {
                    throw new MalformedResultsException(name + ": line " + line
                            + ": a character after a closing quote, where a comma or a line break must come");
                }
            } else {
                if (c == '\n' || (c == '\r' && peek() != '\n')) {
                    line++;
                }
                pieces.append((char) c);
            }
        }
    }

    /** Consumes one line break, CR, LF or CRLF. */
    private void endLine() throws IOException {
        if (read() == '\r' && peek() == '\n') {
            position++;
        }
        line++;
    }

    private int peek() throws IOException {
        if (position == limit && !fill()) {
            return END;
        }
        return buffer[position];
    }

    private int read() throws IOException {
        int c = peek();
        if (c != END) {
            position++;
        }
        return c;
    }

    private boolean fill() throws IOException {
        int read = reader.read(buffer, 0, buffer.length);
        while (read == 0) {
            read = reader.read(buffer, 0, buffer.length);
        }
        position = 0;
        limit = Math.max(read, 0);
        return read > 0;
    }
}
