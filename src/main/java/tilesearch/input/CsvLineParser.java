package tilesearch.input;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import de.siegmar.fastcsv.reader.CloseableIterator;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits the lines of a {@link LineSource} into CSV fields with FastCSV, each line one record: a malformed record
 * costs its own line only, where a parser over the bytes would lose the rest of the file.
 *
 * <p>How: one FastCSV parser reads the lines as one stream of text, each line followed by a line feed. A line that
 * is faulty or holds a carriage return (a record end for FastCSV) reaches the parser as an empty line, and is
 * given back whole. A record that runs past its line's end (a quote not closed there) or that FastCSV refuses ends
 * the parser: that line is parsed {@linkplain #fields(String) alone} to say why, the lines the parser had read
 * after it are read again, by the caller or by a new parser.
 *
 * <p>Fields: comma-separated, double quotes with doubled quotes inside; spaces and tabs around a quoted field, and
 * whitespace around an unquoted one, are dropped.
 *
 * <p>Not thread-safe: one per reader.
 */
final class CsvLineParser {

    /** What {@link #fields} says of a line that opens a quoted field and does not close it. */
    static final String UNCLOSED_QUOTE = "a quoted field is not closed on this line";

    private static final CsvReader.CsvReaderBuilder FORMAT = CsvReader.builder()
            .skipEmptyLines(false)
            .allowExtraFields(true)
            .allowMissingFields(true)
            .allowExtraCharsAfterClosingQuote(false)
            .trimWhitespacesAroundQuotes(true)
            .detectBomHeader(false);

    /**
     * The format of a line parsed alone, where, as a record's end, a carriage return may leave an empty record
     * that is no record.
     */
    private static final CsvReader.CsvReaderBuilder ALONE = CsvReader.builder()
            .allowExtraFields(true)
            .allowMissingFields(true)
            .allowExtraCharsAfterClosingQuote(false)
            .trimWhitespacesAroundQuotes(true)
            .detectBomHeader(false);

    /** One line and its fields: {@code null} fields for a faulty or blank line, or when {@code fault} says why. */
    record Parsed(Line line, List<String> fields, String fault) {
    }

    private final LineSource source;
    /** Lines to read before the source's: given back by a parser that stopped, or by the caller. */
    private final ArrayDeque<Line> pending = new ArrayDeque<>();
    /** Lines the parser read and has not yet returned a record of, oldest first. */
    private final ArrayDeque<Line> fed = new ArrayDeque<>();
    private final Fields handler = new Fields();
    private CloseableIterator<List<String>> records;
    /** The parser's line number of the oldest line in {@link #fed}. */
    private long fedFirst;

    /** A parser of the lines of {@code source}. */
    CsvLineParser(LineSource source) {
        this.source = source;
    }

    /**
     * The fields of {@code line} parsed alone.
     *
     * @throws IllegalArgumentException with a user-facing reason when it is not one well-formed record
     */
    static List<String> fields(String line) {
        List<List<String>> parsed = new ArrayList<>();
        try (CsvReader<List<String>> reader = ALONE.build(new Fields(), line + "\n")) {
            reader.forEach(parsed::add);
        } catch (CsvParseException e) {
            throw new IllegalArgumentException(reason(e), e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (parsed.size() != 1) {
            throw new IllegalArgumentException("a carriage return inside the line splits it into " + parsed.size()
                    + " records");
        }
        List<String> fields = parsed.get(0);
        for (String field : fields) {
            if (field.indexOf('\n') >= 0) {
                throw new IllegalArgumentException(UNCLOSED_QUOTE);
            }
        }
        return fields;
    }

    /** The next line with its fields, or {@code null} at the end of the input. */
    Parsed next() throws IOException {
        if (records == null) {
            records = FORMAT.build(handler, new Feed()).iterator();
            fedFirst = 1;
        }
        List<String> fields;
        try {
            fields = records.hasNext() ? records.next() : null;
        } catch (CsvParseException e) {
            return stopAt(lineOf(handler.startingLine()));
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (fields == null) {
            records = null;
            return null;
        }
        Line line = lineOf(handler.startingLine());
        if (line.isFaulty() || line.isBlank()) {
            return new Parsed(line, null, null);
        }
        if (line.text().indexOf('\r') >= 0) {
            return alone(line);
        }
        for (String field : fields) {
            if (field.indexOf('\n') >= 0) {
                return stopAt(line);
            }
        }
        return new Parsed(line, fields, null);
    }

    /** The next line, not parsed: the caller reads on past a record the parser stopped at. */
    Line nextLine() throws IOException {
        Line line = pending.poll();
        return line != null ? line : source.next();
    }

    /** Makes {@code lines}, taken by {@link #nextLine()}, the next ones read again. */
    void giveBack(List<Line> lines) {
        for (int i = lines.size() - 1; i >= 0; i--) {
            pending.addFirst(lines.get(i));
        }
    }

    /** Ends the parser at {@code line}, gives back the lines it read after it, and parses {@code line} alone. */
    private Parsed stopAt(Line line) {
        records = null;
        giveBack(new ArrayList<>(fed));
        fed.clear();
        return alone(line);
    }

    private static Parsed alone(Line line) {
        try {
            return new Parsed(line, fields(line.text()), null);
        } catch (IllegalArgumentException e) {
            return new Parsed(line, null, e.getMessage());
        }
    }

    /** The line the parser numbers {@code number}, once the lines before it are dropped. */
    private Line lineOf(long number) {
        while (fedFirst < number) {
            fed.poll();
            fedFirst++;
        }
        fedFirst++;
        return fed.poll();
    }

    /** FastCSV's message in the user's terms. Unknown messages pass through unchanged. */
    private static String reason(CsvParseException e) {
        String message = String.valueOf(e.getCause() != null ? e.getCause().getMessage() : e.getMessage());
        if (message.startsWith("Unexpected character after closing quote")) {
            return "text follows the closing quote of a field";
        }
        return message;
    }

    /** The lines for the parser, each followed by a line feed; a faulty line or one with a carriage return empty. */
    private final class Feed extends Reader {

        private String text = "";
        /** The next character of {@link #text} to read; {@code text.length()} stands for its line feed. */
        private int next = 1;

        @Override
        public int read(char[] buffer, int offset, int length) throws IOException {
            if (length == 0) {
                return 0;
            }
            if (next > text.length()) {
                Line line = nextLine();
                if (line == null) {
                    return -1;
                }
                fed.add(line);
                text = line.isFaulty() || line.text().indexOf('\r') >= 0 ? "" : line.text();
                next = 0;
            }
            // One line at most, so that a record on a pipe is parsed as soon as its line is in.
            int count = Math.min(length, text.length() - next);
            text.getChars(next, next + count, buffer, offset);
            next += count;
            if (count < length) {
                buffer[offset + count++] = '\n';
                next++;
            }
            return count;
        }

        @Override
        public void close() {
            // The source belongs to the reader that owns this parser.
        }
    }

    /** A record's fields; unquoted ones without the whitespace around them. */
    private static final class Fields extends AbstractBaseCsvCallbackHandler<List<String>> {

        private List<String> fields = new ArrayList<>();

        long startingLine() {
            return getStartingLineNumber();
        }

        @Override
        protected void handleBegin(long startingLineNumber) {
            fields = new ArrayList<>(4);
        }

        @Override
        protected void handleField(int index, char[] buffer, int offset, int length, boolean quoted) {
            String field = new String(buffer, offset, length);
            fields.add(quoted ? field : field.strip());
        }

        @Override
        protected List<String> buildRecord() {
            return fields;
        }
    }
}
