package tilesearch.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import tilesearch.board.Board;
import tilesearch.board.SearchLimits;

/**
 * Reads the CSV board format: a header naming the columns {@code id} and {@code board} (in any order, any case),
 * optionally {@code moves} (that board's K, 0 to {@value #MAX_MOVES}; empty means the default) and
 * {@code apply} (move letters; non-empty makes the task {@link BoardJob.Apply}, and K is then unused but still
 * checked). Other columns are ignored; one of those four named twice makes the file one error row.
 * {@code board} is rows joined by {@code /}, cells by spaces, as read by {@link Board#parse}.
 *
 * <p>Every record must sit on one line. The file is split into lines by {@link LineSource} and Commons CSV
 * parses each line on its own: a malformed record (an unclosed quote, a wrong field count) then costs its own
 * line only, where a parser over the whole stream would lose the rest of the file. The price is that quoted
 * fields cannot hold line breaks, which no board needs: a record whose quote a later line closes, within the line
 * cap, is one error row, and the lines it runs over make no board of a fragment; a quote that no line closes is
 * a stray one, and the lines after it are records of their own.
 *
 * <p>A plain search record (printable ASCII, no quotes, a valid board and K) is read straight from the line's
 * bytes by {@link CsvPlainRecords}, which is nearly every record of a large file; everything else, and every
 * fault, goes through the line's text and Commons CSV here as described above, so both paths give the same jobs.
 *
 * <p>Jobs: one per non-blank line after the header, with {@code line} the physical line number (header and
 * blank lines counted) and {@code id} the record's id. A header without {@code id} or {@code board}, or a header
 * that cannot be read, makes the whole file one Invalid job; so does a file with no records.
 *
 * <p>Not thread-safe.
 */
final class CsvBoardReader implements JobReader {

    /** The largest K a CSV row may ask for: the solver's range. */
    static final int MAX_MOVES = SearchLimits.MAX_MOVES;

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).get();
    private static final Pattern MOVES = Pattern.compile("[0-9]{1,2}");

    /** What {@link #fields} says of a line that opens a quoted field and does not close it. */
    private static final String UNCLOSED_QUOTE = "a quoted field is not closed on this line";

    private final LineSource lines;
    /** Lines read ahead for a quote that no line closed, to be read again as records of their own. */
    private final ArrayDeque<Line> pending = new ArrayDeque<>();
    private final FileJobs jobs;
    private final int defaultMoves;
    private Columns columns;
    /** The byte-level reader of plain search records, laid out by {@link #columns}. */
    private CsvPlainRecords plain;
    private long headerLine;
    /** Whether the header was read, and why it cannot be: {@link #header()} reads it once. */
    private boolean headerRead;
    private String headerFault;
    private boolean finished;

    /** A reader of the records in {@code lines}, numbered with {@code jobs}; K defaults to {@code defaultMoves}. */
    CsvBoardReader(LineSource lines, FileJobs jobs, int defaultMoves) {
        this.lines = lines;
        this.jobs = jobs;
        this.defaultMoves = defaultMoves;
    }

    /**
     * A reader of records that follow a header read elsewhere: {@code lines} holds only records (a split of a
     * large file), laid out by {@code header}, which must {@linkplain #readableHeader name id and board}.
     */
    CsvBoardReader(LineSource lines, FileJobs jobs, int defaultMoves, String header) {
        this(lines, jobs, defaultMoves);
        this.headerRead = true;
        this.columns = Columns.of(fields(header));
        if (columns == null) {
            throw new IllegalArgumentException("not a board CSV header: " + Messages.shorten(header));
        }
        plain = new CsvPlainRecords(lines, columns, jobs, defaultMoves);
    }

    /** Whether {@code header} is a board CSV header a split can be read with: readable, naming id and board. */
    static boolean readableHeader(String header) {
        try {
            return Columns.of(fields(header)) != null;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    @Override
    public BoardJob read() throws IOException {
        if (finished) {
            return null;
        }
        if (columns == null) {
            String fault = header();
            if (fault != null) {
                finished = true;
                return jobs.invalid(Math.max(headerLine, 1), fault);
            }
        }
        if (pending.isEmpty() && plain.nextLine()) {
            // Nearly every line of a large file: read where it lies, without a Line or a copy of its bytes.
            BoardJob job = plain.job();
            return job != null ? job : textRecord(lines.inPlaceLine());
        }
        Line line = nextNonBlankLine();
        if (line == null) {
            finished = true;
            return jobs.count() == 0
                    ? jobs.invalid(headerLine, "line " + headerLine + ": no boards found: the CSV header has no rows")
                    : null;
        }
        return readRecord(line);
    }

    /**
     * Adds the plain 4×4 search records that come next to {@code block}, reading the header first; stops before a
     * line that is anything else, which {@link #read()} then reads, as it does a header that cannot be read.
     */
    @Override
    public int readPacked(Packed4Boards block) throws IOException {
        if (finished || header() != null || !pending.isEmpty()) {
            return 0;
        }
        int added = 0;
        int read;
        while (!block.isFull() && (read = plain.addPacked(block)) >= 0) {
            added += read;
        }
        return added;
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    /** Reads the header the first time; returns why the file cannot be read, or null. */
    private String header() throws IOException {
        if (!headerRead) {
            headerRead = true;
            headerFault = readHeader();
        }
        return headerFault;
    }

    /** Reads the header into {@link #columns}; returns why the file cannot be read, or null. */
    private String readHeader() throws IOException {
        Line line = nextNonBlankLine();
        if (line == null) {
            return "empty file: no boards found";
        }
        headerLine = line.number();
        if (line.isFaulty()) {
            return line.faultMessage();
        }
        List<String> names;
        try {
            names = fields(line.text());
        } catch (IllegalArgumentException e) {
            return "line " + line.number() + ": malformed CSV header: " + e.getMessage();
        }
        String repeated = Columns.repeated(names);
        if (repeated != null) {
            return "line " + line.number() + ": the CSV header names the column '" + repeated + "' twice; found "
                    + Messages.shorten(String.join(",", names));
        }
        columns = Columns.of(names);
        if (columns == null) {
            return "line " + line.number() + ": the CSV header must name the columns id and board; found "
                    + Messages.shorten(String.join(",", names));
        }
        plain = new CsvPlainRecords(lines, columns, jobs, defaultMoves);
        return null;
    }

    private BoardJob readRecord(Line line) throws IOException {
        BoardJob job = line.isPlain() ? plain.job(line.bytes(), 0, line.bytes().length, line.number()) : null;
        return job != null ? job : textRecord(line);
    }

    /** The job of the record on {@code line}, read through its text: the path that words every fault. */
    private BoardJob textRecord(Line line) throws IOException {
        long number = line.number();
        if (line.isFaulty()) {
            return jobs.invalid(number, line.faultMessage());
        }
        List<String> fields;
        try {
            fields = fields(line.text());
        } catch (IllegalArgumentException e) {
            long closing = e.getMessage().equals(UNCLOSED_QUOTE) ? skipToClosingQuote(line) : 0;
            if (closing > 0) {
                return jobs.invalid(number, "line " + number + ": malformed CSV row: a quoted field holds a line "
                        + "break, running on to line " + closing + "; a record must sit on one line");
            }
            return jobs.invalid(number, "line " + number + ": malformed CSV row: " + e.getMessage());
        }
        if (fields.size() != columns.count()) {
            return jobs.invalid(number, "line " + number + ": expected " + columns.count()
                    + " fields as in the header, found " + fields.size());
        }
        String id = fields.get(columns.id());
        try {
            return jobs.next(number, id, task(fields, number));
        } catch (IllegalArgumentException e) {
            return jobs.next(number, id, new BoardJob.Invalid(e.getMessage()));
        }
    }

    /**
     * Consumes the lines after {@code opening}, whose last quoted field is not closed, up to the first that closes
     * it (an odd number of quotes since the opening, as RFC 4180 reads a quoted field: a doubled quote counts
     * twice), and returns that line's number; 0 when no line does before the end of the input, a faulty line, or
     * the line cap's bytes since the opening. Then the quote was a stray one, and the lines read after
     * {@code opening} are left to be read again.
     */
    private long skipToClosingQuote(Line opening) throws IOException {
        List<Line> read = new ArrayList<>();
        long bytes = opening.bytes().length;
        boolean quoted = true;
        while (bytes <= lines.maxLineBytes()) {
            Line next = nextLine();
            if (next == null) {
                break;
            }
            read.add(next);
            if (next.isFaulty()) {
                break;
            }
            byte[] text = next.bytes();
            for (byte b : text) {
                quoted ^= b == '"';
            }
            if (!quoted) {
                return next.number();
            }
            bytes += text.length + 1;
        }
        for (int i = read.size() - 1; i >= 0; i--) {
            pending.addFirst(read.get(i));
        }
        return 0;
    }

    /** The next line: one read ahead and left pending first, then the source's. */
    private Line nextLine() throws IOException {
        Line line = pending.poll();
        return line != null ? line : lines.next();
    }

    /** The task of a well-formed record; throws with a message naming the line and the field at fault. */
    private BoardJob.Task task(List<String> fields, long number) {
        String boardText = fields.get(columns.board());
        if (boardText.isBlank()) {
            throw new IllegalArgumentException("line " + number + ": the board field is empty");
        }
        Board board;
        try {
            board = Board.parse(boardText);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + number + ": board field: " + e.getMessage(), e);
        }
        int moves = moves(columns.moves() < 0 ? "" : fields.get(columns.moves()), number);
        String apply = columns.apply() < 0 ? "" : fields.get(columns.apply());
        if (apply.isBlank()) {
            return new BoardJob.Search(board, moves);
        }
        try {
            return new BoardJob.Apply(board, MoveLetters.parse(apply));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("line " + number + ": apply field: " + e.getMessage(), e);
        }
    }

    /** K from the moves field, checked even for an apply row so that a typo there is never silently ignored. */
    private int moves(String field, long number) {
        if (field.isBlank()) {
            return defaultMoves;
        }
        if (!MOVES.matcher(field).matches() || Integer.parseInt(field) > MAX_MOVES) {
            throw new IllegalArgumentException("line " + number + ": moves field must be a whole number from 0 to "
                    + MAX_MOVES + ", found " + Messages.quote(field));
        }
        return Integer.parseInt(field);
    }

    /**
     * The fields of one line; throws with a user-facing reason when Commons CSV cannot parse it. A line without
     * quotes or carriage returns, which is nearly every line, is split here as Commons CSV would split it:
     * building a parser for each line cost more than solving a 4×4 board.
     */
    static List<String> fields(String text) {
        if (text.indexOf('"') < 0 && text.indexOf('\r') < 0) {
            return plainFields(text);
        }
        List<CSVRecord> records;
        try (CSVParser parser = CSVParser.parse(text, FORMAT)) {
            records = parser.getRecords();
        } catch (IOException | UncheckedIOException e) {
            Throwable cause = e instanceof UncheckedIOException ? e.getCause() : e;
            throw new IllegalArgumentException(reason(String.valueOf(cause.getMessage())), e);
        }
        if (records.size() != 1) {
            throw new IllegalArgumentException("a carriage return inside the line splits it into "
                    + records.size() + " records");
        }
        return records.get(0).toList();
    }

    /** Splits a line without quotes at its commas and strips each field, as {@link #FORMAT} does. */
    private static List<String> plainFields(String text) {
        List<String> fields = new ArrayList<>();
        int start = 0;
        for (int comma = text.indexOf(','); comma >= 0; comma = text.indexOf(',', start)) {
            fields.add(text.substring(start, comma).strip());
            start = comma + 1;
        }
        fields.add(text.substring(start).strip());
        return fields;
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

    private Line nextNonBlankLine() throws IOException {
        Line line;
        do {
            line = nextLine();
        } while (line != null && line.isBlank());
        return line;
    }

    /** Column positions from the header; {@code -1} for an optional column that is absent. */
    record Columns(int id, int board, int moves, int apply, int count) {

        /** The names of the columns the reader reads, in lower case. */
        private static final List<String> READ = List.of("id", "board", "moves", "apply");

        /**
         * The columns named by {@code names}, or {@code null} when {@code id} or {@code board} is missing or a name
         * is {@linkplain #repeated repeated}.
         */
        static Columns of(List<String> names) {
            if (repeated(names) != null) {
                return null;
            }
            List<String> lower = lowerCase(names);
            Columns columns = new Columns(lower.indexOf("id"), lower.indexOf("board"), lower.indexOf("moves"),
                    lower.indexOf("apply"), names.size());
            return columns.id < 0 || columns.board < 0 ? null : columns;
        }

        /**
         * The first column the reader reads ({@code id}, {@code board}, {@code moves}, {@code apply}) that
         * {@code names} name twice, in any case, or {@code null}: with two {@code board} columns the reader could
         * only pick one, silently. Other columns are ignored, repeated or not.
         */
        static String repeated(List<String> names) {
            List<String> lower = lowerCase(names);
            for (int i = 0; i < lower.size(); i++) {
                if (READ.contains(lower.get(i)) && lower.indexOf(lower.get(i)) < i) {
                    return names.get(i).strip();
                }
            }
            return null;
        }

        private static List<String> lowerCase(List<String> names) {
            return names.stream().map(name -> name.strip().toLowerCase(Locale.ROOT)).toList();
        }
    }
}
