package tilesearch.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;
import tilesearch.board.Words;
import tilesearch.board.SearchLimits;

/**
 * The readers of commit 9a6049c, before the byte-level paths: every line is decoded to a String and every cell
 * parsed from a substring. Kept verbatim (only renamed and nested) as the reference that
 * {@link ReaderEquivalenceTest} checks {@link CsvBoardReader} and {@link BoardTextReader} against, the way the
 * exhaustive search is the reference for the searchers. They read lines only through {@link Line#text()}.
 */
final class TextOnlyReaders {

    private TextOnlyReaders() {
    }

    /**
     * Reads the CSV board format: a header naming the columns {@code id} and {@code board} (in any order, any case),
     * optionally {@code moves} (that board's K, 0 to {@value #MAX_MOVES}; empty means the default) and
     * {@code apply} (move letters; non-empty makes the task {@link BoardJob.Apply}, and K is then unused but still
     * checked). Other columns are ignored.
     * {@code board} is rows joined by {@code /}, cells by spaces, as read by {@link Board#parse}.
     *
     * <p>Every record must sit on one line. The file is split into lines by {@link LineSource} and Commons CSV
     * parses each line on its own: a malformed record (an unclosed quote, a wrong field count) then costs its own
     * line only, where a parser over the whole stream would lose the rest of the file, and no record can grow past
     * the line cap. The price is that quoted fields cannot hold line breaks, which no board needs.
     *
     * <p>Jobs: one per non-blank line after the header, with {@code line} the physical line number (header and
     * blank lines counted) and {@code id} the record's id. A header without {@code id} or {@code board}, or a header
     * that cannot be read, makes the whole file one Invalid job; so does a file with no records.
     *
     * <p>Not thread-safe.
     */
    static final class Csv implements JobReader {

        /** The largest K a CSV row may ask for: the solver's range. */
        static final int MAX_MOVES = SearchLimits.MAX_MOVES;

        private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder().setIgnoreSurroundingSpaces(true).get();
        private static final Pattern MOVES = Pattern.compile("[0-9]{1,2}");

        private final LineSource lines;
        private final FileJobs jobs;
        private final int defaultMoves;
        private Columns columns;
        private long headerLine;
        private boolean finished;

        /** A reader of the records in {@code lines}, numbered with {@code jobs}; K defaults to {@code defaultMoves}. */
        Csv(LineSource lines, FileJobs jobs, int defaultMoves) {
            this.lines = lines;
            this.jobs = jobs;
            this.defaultMoves = defaultMoves;
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
            Line line = nextNonBlankLine();
            if (line == null) {
                finished = true;
                return jobs.count() == 0
                        ? jobs.invalid(headerLine, "line " + headerLine
                                + ": no boards found: the CSV header has no rows")
                        : null;
            }
            return readRecord(line);
        }

        @Override
        public void close() throws IOException {
            lines.close();
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
            columns = Columns.of(names);
            if (columns == null) {
                return "line " + line.number() + ": the CSV header must name the columns id and board; found "
                        + Messages.shorten(String.join(",", names));
            }
            return null;
        }

        private BoardJob readRecord(Line line) {
            long number = line.number();
            if (line.isFaulty()) {
                return jobs.invalid(number, line.faultMessage());
            }
            List<String> fields;
            try {
                fields = fields(line.text());
            } catch (IllegalArgumentException e) {
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
                return "a quoted field is not closed on this line";
            }
            if (parserMessage.contains("Invalid character between encapsulated token and delimiter")) {
                return "text follows the closing quote of a field";
            }
            return parserMessage;
        }

        private Line nextNonBlankLine() throws IOException {
            Line line;
            do {
                line = lines.next();
            } while (line != null && isBlankText(line));
            return line;
        }

        /** Column positions from the header; {@code -1} for an optional column that is absent. */
        private record Columns(int id, int board, int moves, int apply, int count) {

            /** The columns named by {@code names}, or {@code null} when {@code id} or {@code board} is missing. */
            static Columns of(List<String> names) {
                List<String> lower = names.stream().map(name -> name.strip().toLowerCase(Locale.ROOT)).toList();
                Columns columns = new Columns(lower.indexOf("id"), lower.indexOf("board"), lower.indexOf("moves"),
                        lower.indexOf("apply"), names.size());
                return columns.id < 0 || columns.board < 0 ? null : columns;
            }
        }
    }

    /**
     * Reads the board text format: many boards per file, each an optional line holding only its size N, then N
     * rows of N values separated by spaces or tabs, then optionally a line of move letters.
     *
     * <h2>Grammar</h2>
     * <ul>
     *   <li>Blank lines and lines starting with {@code #} are skipped between boards; comment lines are also
     *       skipped between the rows of a board, but a blank line ends the board being read.</li>
     *   <li>Without a size line, N is the number of values on the first row.</li>
     *   <li>A line made only of letters (and spaces) is a move line. It belongs to the board before it, even with
     *       blank lines or comments in between, and turns that board's task into {@link BoardJob.Apply}; without
     *       one the task is {@link BoardJob.Search} with the default K.</li>
     * </ul>
     *
     * <h2>A lone integer at the start of a board</h2>
     * A line holding one integer v is either a size line or the single row of a 1×1 board. It is the size line when
     * the next line (comments skipped, blank lines not) holds exactly v values; otherwise, when v is a tile (a power
     * of two from 2 to 2^{@value Tiles#MAX_INPUT_EXPONENT}), it is a 1×1 board; otherwise it is a size line and
     * must be in range 1..{@value Board#MAX_SIZE}. So {@code 0}, {@code -3} and {@code 1000000000} are size
     * errors, refused before anything is allocated, and an empty 1×1 board is written {@code 1} then {@code 0}.
     *
     * <h2>Faults and resynchronisation</h2>
     * Every board, good or not, yields exactly one job; malformed regions yield {@link BoardJob.Invalid} jobs
     * naming the first fault and its line. The job's line is the board's first line (its size line if any).
     * <ul>
     *   <li>Once N is known, a board consumes N row lines, counting faulty ones (wrong width, bad value, too long,
     *       not text), so that a typo in one row leaves the boards after it intact. It stops early, with a
     *       "fewer rows" fault, at a blank line, a move line or the end of the file.</li>
     *   <li>When N is unusable (a size line out of range, a first row wider than {@value Board#MAX_SIZE} values, a
     *       first line that is not text or too long), the region runs to the next blank line, move line or the end
     *       of the file. Without blank lines between boards the rest of the file is then one Invalid job.</li>
     *   <li>A move line with no board before it is a region of its own.</li>
     *   <li>A file with no board at all yields one Invalid job, {@code empty file: no boards found}.</li>
     * </ul>
     *
     * <p>Not thread-safe.
     */
    static final class Text implements JobReader {

        private static final Pattern MOVE_LINE = Pattern.compile("[A-Za-z][A-Za-z \\t]*");
        private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

        private final LineSource lines;
        private final FileJobs jobs;
        private final int defaultMoves;
        private boolean finished;
        private IOException deferredFailure;

        /** A reader of the boards in {@code lines}, numbering them with {@code jobs}; K is {@code defaultMoves}. */
        Text(LineSource lines, FileJobs jobs, int defaultMoves) {
            this.lines = lines;
            this.jobs = jobs;
            this.defaultMoves = defaultMoves;
        }

        @Override
        public BoardJob read() throws IOException {
            if (finished) {
                return null;
            }
            if (deferredFailure != null) {
                finished = true;
                throw deferredFailure;
            }
            Line first = nextContentLine();
            if (first == null) {
                finished = true;
                return jobs.count() == 0 ? jobs.invalid(1, "empty file: no boards found") : null;
            }
            if (first.isFaulty()) {
                skipRegion();
                return finish(first, first.faultMessage(), null);
            }
            String text = first.text().strip();
            if (isMoveLine(text)) {
                return jobs.invalid(first.number(), "line " + first.number() + ": move letters " + Messages.quote(text)
                        + " follow no board");
            }
            String[] values = Words.of(text);
            if (values.length == 1 && INTEGER.matcher(values[0]).matches() && isSizeLine(values[0])) {
                return readBoardWithSizeLine(first, values[0]);
            }
            return readBoard(first, values.length, values);
        }

        @Override
        public void close() throws IOException {
            lines.close();
        }

        private BoardJob readBoardWithSizeLine(Line sizeLine, String sizeText) throws IOException {
            long size = integerValue(sizeText);
            if (size < 1 || size > Board.MAX_SIZE) {
                skipRegion();
                return finish(sizeLine, "line " + sizeLine.number() + ": board size " + Messages.shorten(sizeText)
                        + " is out of range 1.." + Board.MAX_SIZE, null);
            }
            return readBoard(sizeLine, (int) size, null);
        }

        /** Reads a board of {@code size} starting at {@code start}; {@code firstRow} is null after a size line. */
        private BoardJob readBoard(Line start, int size, String[] firstRow) throws IOException {
            if (size > Board.MAX_SIZE) {
                skipRegion();
                return finish(start, "line " + start.number() + ": a row of " + size
                        + " values would make a board larger"
                        + " than the largest accepted, " + Board.MAX_SIZE + "x" + Board.MAX_SIZE, null);
            }
            Rows rows = new Rows(size);
            if (firstRow != null) {
                rows.add(start, firstRow);
            }
            while (!rows.complete()) {
                Line line = nextLineSkippingComments();
                String end = boardEnd(line);
                if (end != null) {
                    if (line != null && !isBlankText(line)) {
                        lines.pushBack(line);
                    }
                    rows.fail("line " + start.number() + ": expected " + size + " rows, found " + rows.count()
                            + " before "
                            + end);
                    break;
                }
                rows.add(line, line.isFaulty() ? null : Words.of(line.text().strip()));
            }
            return finish(start, rows.fault(), rows.fault() == null ? rows.board() : null);
        }

        /** Attaches a following move line, if any, and makes the job of the board or region from {@code start}. */
        private BoardJob finish(Line start, String fault, Board board) throws IOException {
            List<Direction> moves = null;
            Line after;
            try {
                after = nextContentLine();
            } catch (IOException e) {
                // The board itself was read whole: hand it out and report the failure with the next read.
                deferredFailure = e;
                after = null;
            }
            if (after != null && !after.isFaulty() && isMoveLine(after.text().strip())) {
                try {
                    moves = MoveLetters.parse(after.text().strip());
                } catch (IllegalArgumentException e) {
                    fault = fault != null ? fault : "line " + after.number() + ": " + e.getMessage();
                }
            } else if (after != null) {
                lines.pushBack(after);
            }
            if (fault != null) {
                return jobs.invalid(start.number(), fault);
            }
            BoardJob.Task task = moves == null ? new BoardJob.Search(board, defaultMoves)
                    : new BoardJob.Apply(board, moves);
            return jobs.next(start.number(), "", task);
        }

        /** Whether the lone integer {@code text} is a size line rather than a 1×1 board (see the class comment). */
        private boolean isSizeLine(String text) throws IOException {
            Line next = nextLineSkippingComments();
            if (next != null) {
                lines.pushBack(next);
                if (!next.isFaulty() && !isBlankText(next)
                        && Words.of(next.text().strip()).length == integerValue(text)) {
                    return true;
                }
            }
            try {
                return Tiles.parseExponent(text) == 0;
            } catch (IllegalArgumentException e) {
                return true;
            }
        }

        /** Consumes a broken region up to a blank line or the end of the file; leaves a move line to finish. */
        private void skipRegion() throws IOException {
            Line line;
            while ((line = lines.next()) != null && !isBlankText(line)) {
                if (!line.isFaulty() && isMoveLine(line.text().strip())) {
                    lines.pushBack(line);
                    return;
                }
            }
        }

        private Line nextContentLine() throws IOException {
            Line line;
            do {
                line = nextLineSkippingComments();
            } while (line != null && isBlankText(line));
            return line;
        }

        private Line nextLineSkippingComments() throws IOException {
            Line line;
            do {
                line = lines.next();
            } while (line != null && !line.isFaulty() && line.text().stripLeading().startsWith("#"));
            return line;
        }

        /** What ends a board before all its rows at {@code line} (null at the end of the file), or null for a row. */
        private static String boardEnd(Line line) {
            if (line == null) {
                return "the end of the file";
            }
            if (isBlankText(line)) {
                return "the blank line at line " + line.number();
            }
            if (!line.isFaulty() && isMoveLine(line.text().strip())) {
                return "the move letters at line " + line.number();
            }
            return null;
        }

        private static boolean isMoveLine(String strippedText) {
            return MOVE_LINE.matcher(strippedText).matches();
        }

        /** The value of an integer token, saturated to the long range: only its comparison with sizes matters. */
        private static long integerValue(String text) {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                return text.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
            }
        }
    }

    /**
     * Collects the rows of one board of known size from board text, keeping the first fault found. A faulty row
     * still counts towards the size, so that a typo in one row does not shift the boards after it.
     */
    static final class Rows {

        private final int size;
        private final byte[] cells;
        private int rows;
        private String fault;

        /** Rows for a {@code size}×{@code size} board; {@code size} must already pass {@link Board#checkSize}. */
        Rows(int size) {
            this.size = size;
            this.cells = new byte[size * size];
        }

        /** Adds the row on {@code line}, split into {@code values}; {@code values} is ignored for a faulty line. */
        void add(Line line, String[] values) {
            int row = rows++;
            if (fault != null) {
                return;
            }
            if (line.isFaulty()) {
                fault = line.faultMessage();
                return;
            }
            if (values.length != size) {
                fault = "line " + line.number() + ": expected " + size + " values, found " + values.length;
                return;
            }
            for (int column = 0; column < size; column++) {
                try {
                    cells[row * size + column] = (byte) Tiles.parseExponent(values[column]);
                } catch (IllegalArgumentException e) {
                    fault = "line " + line.number() + ", column " + (column + 1) + ": " + e.getMessage();
                    return;
                }
            }
        }

        /** Records {@code message} as the board's fault unless an earlier one is already recorded. */
        void fail(String message) {
            if (fault == null) {
                fault = message;
            }
        }

        /** Whether all {@code size} rows have been added, faulty or not. */
        boolean complete() {
            return rows == size;
        }

        /** How many rows have been added. */
        int count() {
            return rows;
        }

        /** The first fault, or {@code null} when every row so far was good. */
        String fault() {
            return fault;
        }

        /** The board; only when {@link #complete()} and without {@link #fault()}. */
        Board board() {
            return Board.of(size, cells);
        }
    }

    /** Blank as the text path saw it: readable, and nothing but whitespace in its text. */
    static boolean isBlankText(Line line) {
        return !line.isFaulty() && line.text().isBlank();
    }
}
