package tilesearch.input;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import tilesearch.board.Board;
import tilesearch.board.SearchLimits;

/**
 * Reads the CSV board format: a header naming the columns {@code id} and {@code board} (in any order, any case),
 * optionally {@code moves} (that board's K, 0 to {@value #MAX_MOVES}; empty means the default) and
 * {@code apply} (move letters; non-empty makes the task {@link BoardJob.Apply}, and K is then unused but still
 * checked). Other columns are ignored; one of those four named twice makes the file one error row.
 * {@code board} is rows joined by {@code /}, cells by spaces, as read by {@link Board#parse}.
 *
 * <p>Every record must sit on one line. The file is split into lines by {@link LineSource} and FastCSV
 * parses each line as one record ({@link CsvLineParser}): a malformed record (an unclosed quote, a wrong field
 * count) then costs its own line only. The price is that quoted
 * fields cannot hold line breaks, which no board needs: a record whose quote a later line closes, within the line
 * cap, is one error row, and the lines it runs over make no board of a fragment; a quote that no line closes is
 * a stray one, and the lines after it are records of their own.
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

    private static final Pattern MOVES = Pattern.compile("[0-9]{1,2}");

    private final LineSource lines;
    private final CsvLineParser parser;
    private final FileJobs jobs;
    private final int defaultMoves;
    private Columns columns;
    private long headerLine;
    private boolean finished;

    /** A reader of the records in {@code lines}, numbered with {@code jobs}; K defaults to {@code defaultMoves}. */
    CsvBoardReader(LineSource lines, FileJobs jobs, int defaultMoves) {
        this.lines = lines;
        this.parser = new CsvLineParser(lines);
        this.jobs = jobs;
        this.defaultMoves = defaultMoves;
    }

    /**
     * A reader of records that follow a header read elsewhere: {@code lines} holds only records (a split of a
     * large file), laid out by {@code header}, which must {@linkplain #readableHeader name id and board}.
     */
    CsvBoardReader(LineSource lines, FileJobs jobs, int defaultMoves, String header) {
        this(lines, jobs, defaultMoves);
        this.columns = Columns.of(CsvLineParser.fields(header));
        if (columns == null) {
            throw new IllegalArgumentException("not a board CSV header: " + Messages.shorten(header));
        }
    }

    /** Whether {@code header} is a board CSV header a split can be read with: readable, naming id and board. */
    static boolean readableHeader(String header) {
        try {
            return Columns.of(CsvLineParser.fields(header)) != null;
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
            String fault = readHeader();
            if (fault != null) {
                finished = true;
                return jobs.invalid(Math.max(headerLine, 1), fault);
            }
        }
        CsvLineParser.Parsed record = nextNonBlankRecord();
        if (record == null) {
            finished = true;
            return jobs.count() == 0
                    ? jobs.invalid(headerLine, "line " + headerLine + ": no boards found: the CSV header has no rows")
                    : null;
        }
        return readRecord(record);
    }

    @Override
    public void close() throws IOException {
        lines.close();
    }

    /** Reads the header into {@link #columns}; returns why the file cannot be read, or null. */
    private String readHeader() throws IOException {
        CsvLineParser.Parsed record = nextNonBlankRecord();
        if (record == null) {
            return "empty file: no boards found";
        }
        Line line = record.line();
        headerLine = line.number();
        if (line.isFaulty()) {
            return line.faultMessage();
        }
        if (record.fault() != null) {
            return "line " + line.number() + ": malformed CSV header: " + record.fault();
        }
        List<String> names = record.fields();
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
        return null;
    }

    /** The job of {@code record}: a board, or a fault naming the line and the field at fault. */
    private BoardJob readRecord(CsvLineParser.Parsed record) throws IOException {
        Line line = record.line();
        long number = line.number();
        if (line.isFaulty()) {
            return jobs.invalid(number, line.faultMessage());
        }
        if (record.fault() != null) {
            long closing = record.fault().equals(CsvLineParser.UNCLOSED_QUOTE) ? skipToClosingQuote(line) : 0;
            if (closing > 0) {
                return jobs.invalid(number, "line " + number + ": malformed CSV row: a quoted field holds a line "
                        + "break, running on to line " + closing + "; a record must sit on one line");
            }
            return jobs.invalid(number, "line " + number + ": malformed CSV row: " + record.fault());
        }
        List<String> fields = record.fields();
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
        long bytes = utf8Bytes(opening.text());
        boolean quoted = true;
        while (bytes <= lines.maxLineBytes()) {
            Line next = parser.nextLine();
            if (next == null) {
                break;
            }
            read.add(next);
            if (next.isFaulty()) {
                break;
            }
            String text = next.text();
            for (int i = 0; i < text.length(); i++) {
                quoted ^= text.charAt(i) == '"';
            }
            if (!quoted) {
                return next.number();
            }
            bytes += utf8Bytes(text) + 1;
        }
        parser.giveBack(read);
        return 0;
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

    /** The bytes {@code text} took in the input, which the line cap counts. */
    private static int utf8Bytes(String text) {
        return text.getBytes(StandardCharsets.UTF_8).length;
    }

    private CsvLineParser.Parsed nextNonBlankRecord() throws IOException {
        CsvLineParser.Parsed record;
        do {
            record = parser.next();
        } while (record != null && record.line().isBlank());
        return record;
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
