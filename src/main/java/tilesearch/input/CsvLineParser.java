package tilesearch.input;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Splits lines of CSV into fields with Commons CSV, one line at a time: each line is one record, so that a
 * malformed record costs its own line only, where a parser over the whole stream would lose the rest of the file.
 *
 * <p>How: one parser serves every line. It reads from a feed that holds the line given, then a line end, and then
 * ends; the parser reads a record up to its line end and no further, so the feed can take the next line. A
 * parser that fails leaves its place inside the failed line, and a new one takes over. A line holding a carriage
 * return, which ends a record for Commons CSV, is parsed on its own, so that its records can be counted. (A
 * parser per line allocates its buffers per line, which cost more than solving a 4×4 board.)
 *
 * <p>Not thread-safe: one per reader.
 */
final class CsvLineParser {

    /** What {@link #fields} says of a line that opens a quoted field and does not close it. */
    static final String UNCLOSED_QUOTE = "a quoted field is not closed on this line";

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).get();

    private LineFeed feed;
    private Iterator<CSVRecord> records;

    /**
     * The fields of {@code line}, which must not be blank.
     *
     * @throws IllegalArgumentException with a user-facing reason when Commons CSV cannot parse it as one record
     */
    List<String> fields(String line) {
        if (line.indexOf('\r') >= 0) {
            return alone(line);
        }
        if (records == null) {
            feed = new LineFeed();
            records = open(feed);
        }
        feed.set(line);
        try {
            return Arrays.asList(records.next().values());
        } catch (UncheckedIOException e) {
            records = null;
            throw new IllegalArgumentException(reason(String.valueOf(e.getCause().getMessage())), e);
        }
    }

    private static Iterator<CSVRecord> open(LineFeed feed) {
        try {
            return FORMAT.parse(feed).iterator();
        } catch (IOException e) {
            // Opening reads nothing from the feed: FORMAT names no header to read.
            throw new UncheckedIOException(e);
        }
    }

    /** The fields of {@code line}, parsed by a parser of its own. */
    private static List<String> alone(String line) {
        List<CSVRecord> parsed;
        try (CSVParser parser = CSVParser.parse(line, FORMAT)) {
            parsed = parser.getRecords();
        } catch (IOException | UncheckedIOException e) {
            Throwable cause = e instanceof UncheckedIOException ? e.getCause() : e;
            throw new IllegalArgumentException(reason(String.valueOf(cause.getMessage())), e);
        }
        if (parsed.size() != 1) {
            throw new IllegalArgumentException("a carriage return inside the line splits it into "
                    + parsed.size() + " records");
        }
        return parsed.get(0).toList();
    }

    /**
     * Commons CSV's message in the user's terms: its own wording speaks of EOF and positions within the single
     * line it was given. Unknown messages pass through unchanged.
     */
    private static String reason(String parserMessage) {
        if (parserMessage.contains("EOF reached before encapsulated token finished")) {
            return UNCLOSED_QUOTE;
        }
        if (parserMessage.contains("Invalid character between encapsulated token and delimiter")) {
            return "text follows the closing quote of a field";
        }
        return parserMessage;
    }

    /** The characters of one line and a line end, then the end of input until the next line is set. */
    private static final class LineFeed extends Reader {

        private String line = "";
        /** The next character to read; {@code line.length()} stands for the line end. */
        private int next = 1;

        void set(String text) {
            line = text;
            next = 0;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (next > line.length()) {
                return -1;
            }
            int count = Math.min(length, line.length() - next);
            line.getChars(next, next + count, buffer, offset);
            next += count;
            if (count < length && next == line.length()) {
                buffer[offset + count++] = '\n';
                next++;
            }
            return count;
        }

        @Override
        public void close() {
            // Nothing to release: the lines belong to the caller.
        }
    }
}
