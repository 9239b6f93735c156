package tilesearch.input;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;
import tilesearch.board.Words;

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
final class BoardTextReader implements JobReader {

    private static final Pattern MOVE_LINE = Pattern.compile("[A-Za-z][A-Za-z \\t]*");
    private static final Pattern INTEGER = Pattern.compile("-?[0-9]+");

    private final LineSource lines;
    private final FileJobs jobs;
    private final int defaultMoves;
    private boolean finished;
    private IOException deferredFailure;

    /** A reader of the boards in {@code lines}, numbering them with {@code jobs}; K is {@code defaultMoves}. */
    BoardTextReader(LineSource lines, FileJobs jobs, int defaultMoves) {
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
        if (isMoveLine(first)) {
            return jobs.invalid(first.number(), "line " + first.number() + ": move letters "
                    + Messages.quote(first.text().strip()) + " follow no board");
        }
        int values = words(first);
        if (values == 1) {
            String value = first.text().strip();
            if (INTEGER.matcher(value).matches() && isSizeLine(value)) {
                return readBoardWithSizeLine(first, value);
            }
        }
        return readBoard(first, values, true);
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
        return readBoard(sizeLine, (int) size, false);
    }

    /** Reads a board of {@code size} starting at {@code start}, which is its first row unless it is a size line. */
    private BoardJob readBoard(Line start, int size, boolean startIsRow) throws IOException {
        if (size > Board.MAX_SIZE) {
            skipRegion();
            return finish(start, "line " + start.number() + ": a row of " + size + " values would make a board larger"
                    + " than the largest accepted, " + Board.MAX_SIZE + "x" + Board.MAX_SIZE, null);
        }
        BoardRows rows = new BoardRows(size);
        if (startIsRow) {
            rows.add(start);
        }
        while (!rows.complete()) {
            Line line = nextLineSkippingComments();
            String end = boardEnd(line);
            if (end != null) {
                if (line != null && !line.isBlank()) {
                    lines.pushBack(line);
                }
                rows.fail("line " + start.number() + ": expected " + size + " rows, found " + rows.count() + " before "
                        + end);
                break;
            }
            rows.add(line);
        }
        return finish(start, rows.fault(), rows.fault() == null ? rows.board() : null);
    }

    /** Attaches a following move line, if any, and makes the job of the board or region starting at {@code start}. */
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
        if (after != null && isMoveLine(after)) {
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
            if (!next.isFaulty() && !next.isBlank() && words(next) == integerValue(text)) {
                return true;
            }
        }
        try {
            return Tiles.parseExponent(text) == 0;
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    /** Consumes a broken region up to a blank line or the end of the file; leaves a move line for {@link #finish}. */
    private void skipRegion() throws IOException {
        Line line;
        while ((line = lines.next()) != null && !line.isBlank()) {
            if (isMoveLine(line)) {
                lines.pushBack(line);
                return;
            }
        }
    }

    private Line nextContentLine() throws IOException {
        Line line;
        do {
            line = nextLineSkippingComments();
        } while (line != null && line.isBlank());
        return line;
    }

    private Line nextLineSkippingComments() throws IOException {
        Line line;
        do {
            line = lines.next();
        } while (line != null && isComment(line));
        return line;
    }

    /** What ends a board before all its rows at {@code line} (null at the end of the file), or null for a row. */
    private static String boardEnd(Line line) {
        if (line == null) {
            return "the end of the file";
        }
        if (line.isBlank()) {
            return "the blank line at line " + line.number();
        }
        if (isMoveLine(line)) {
            return "the move letters at line " + line.number();
        }
        return null;
    }

    /**
     * Whether {@code line} is readable and, stripped, a letter followed by letters and blanks. Every row of a board
     * is asked, and nearly every row starts with a digit: that answers without a matcher.
     */
    private static boolean isMoveLine(Line line) {
        String text = line.text().strip();
        return !line.isFaulty() && !text.isEmpty() && isAsciiLetter(text.charAt(0))
                && MOVE_LINE.matcher(text).matches();
    }

    private static boolean isAsciiLetter(char c) {
        return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z';
    }

    /** Whether {@code line} is readable and its first character after leading whitespace is {@code #}. */
    private static boolean isComment(Line line) {
        return !line.isFaulty() && line.text().stripLeading().startsWith("#");
    }

    /** The number of values on the readable {@code line}: its words, split on blanks as {@link Words} does. */
    private static int words(Line line) {
        String text = line.text().strip();
        return Words.count(text, 0, text.length());
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
