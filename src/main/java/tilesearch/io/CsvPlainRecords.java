package tilesearch.io;

import java.nio.charset.StandardCharsets;
import tilesearch.board.Board;
import tilesearch.board.SearchLimits;

/**
 * The fast path of {@link CsvBoardReader}: a plain search record (printable ASCII, no quotes, the header's number
 * of fields, a board {@link BoardBytes#notation} accepts, a moves field that is empty or a valid K, an empty apply
 * field) read straight from its bytes, as a job or into a block of packed 4×4 boards. Anything else is declined,
 * and the reader's general path, which words every fault, reads it: both give the same jobs
 * ({@code ReaderEquivalenceTest}).
 *
 * <p>Not thread-safe: one per reader.
 */
final class CsvPlainRecords {

    private final LineSource lines;
    private final CsvBoardReader.Columns columns;
    private final FileJobs jobs;
    private final int defaultMoves;
    /** Where each field of the record being read ends (the index of its comma, or the record's end). */
    private final int[] fieldEnds;
    /** The cells of the board last read by {@link #addPacked}. */
    private final byte[] cells = new byte[16];
    /** Where the record last split by {@link #plainSearchFields} starts in its bytes. */
    private int recordStart;

    /**
     * A reader of the records in {@code lines}, laid out by {@code columns}, numbered with {@code jobs}; K defaults
     * to {@code defaultMoves}.
     */
    CsvPlainRecords(LineSource lines, CsvBoardReader.Columns columns, FileJobs jobs, int defaultMoves) {
        this.lines = lines;
        this.columns = columns;
        this.jobs = jobs;
        this.defaultMoves = defaultMoves;
        this.fieldEnds = new int[columns.count()];
    }

    /**
     * Consumes the blank lines that come next and the first other line, where they lie in the source's buffer, for
     * {@link #job()}; false when that line is not whole in the buffer, or there is none, which the reader's general
     * path then reads.
     */
    boolean nextLine() {
        while (lines.nextInPlace()) {
            if (!isEmpty(lines.buffer(), lines.inPlaceStart(), lines.inPlaceEnd())) {
                return true;
            }
        }
        return false;
    }

    /**
     * The search job of the line {@link #nextLine()} consumed when it is a plain record; {@code null} for anything
     * else, which the reader reads through its text ({@link LineSource#inPlaceLine()}).
     */
    BoardJob job() {
        return job(lines.buffer(), lines.inPlaceStart(), lines.inPlaceEnd(), lines.lineNumber());
    }

    /**
     * Reads the next line into {@code block}: 1 when it was a plain search record of a 4×4 board {@link
     * Packed4Boards} can hold, 0 when it was blank, -1 when it is anything else, left unread.
     */
    int addPacked(Packed4Boards block) {
        LineSource.Mark start = lines.mark();
        if (!lines.nextInPlace()) {
            return -1;
        }
        byte[] bytes = lines.buffer();
        int from = lines.inPlaceStart();
        int to = lines.inPlaceEnd();
        if (isEmpty(bytes, from, to)) {
            return 0;
        }
        if (!addPacked(bytes, from, to, lines.lineNumber(), block)) {
            lines.rewind(start);
            return -1;
        }
        return 1;
    }

    /**
     * The search job of the plain record {@code bytes[from..to)} on line {@code number}, read straight from its
     * bytes: no quotes, the header's number of fields, a board {@link BoardBytes#notation} accepts, a moves field
     * that is empty or a valid K, an empty apply field. {@code null} for anything else, which the reader's text
     * path then reads, as it does apply rows: that path words every fault, and apply rows are rare.
     */
    BoardJob job(byte[] bytes, int from, int to, long number) {
        int moves = plainSearchFields(bytes, from, to);
        if (moves < 0) {
            return null;
        }
        int boardStart = BoardBytes.skipBlanks(bytes, fieldStart(columns.board()), fieldEnds[columns.board()]);
        Board board = BoardBytes.notation(bytes, boardStart,
                BoardBytes.trimBlanks(bytes, boardStart, fieldEnds[columns.board()]));
        if (board == null) {
            return null;
        }
        int idStart = BoardBytes.skipBlanks(bytes, fieldStart(columns.id()), fieldEnds[columns.id()]);
        int idEnd = BoardBytes.trimBlanks(bytes, idStart, fieldEnds[columns.id()]);
        String id = new String(bytes, idStart, idEnd - idStart, StandardCharsets.US_ASCII);
        return jobs.next(number, id, new BoardJob.Search(board, moves));
    }

    /**
     * Adds the plain record {@code bytes[from..to)} on line {@code number} to {@code block} when it is a search
     * record that {@link #job} would read as a 4×4 board {@link Packed4Boards} can hold; else {@code false},
     * having added nothing.
     */
    private boolean addPacked(byte[] bytes, int from, int to, long number, Packed4Boards block) {
        int moves = plainSearchFields(bytes, from, to);
        if (moves < 0) {
            return false;
        }
        int boardStart = BoardBytes.skipBlanks(bytes, fieldStart(columns.board()), fieldEnds[columns.board()]);
        long board = BoardBytes.packed4(bytes, boardStart,
                BoardBytes.trimBlanks(bytes, boardStart, fieldEnds[columns.board()]), cells);
        if (board == -1) {
            return false;
        }
        int idStart = BoardBytes.skipBlanks(bytes, fieldStart(columns.id()), fieldEnds[columns.id()]);
        int idEnd = BoardBytes.trimBlanks(bytes, idStart, fieldEnds[columns.id()]);
        block.add(jobs.file(), jobs.nextOrdinal(), number, bytes, idStart, idEnd, board, moves);
        return true;
    }

    /**
     * Splits the plain record {@code bytes[from..to)} into {@link #fieldEnds} and returns its K when it is a
     * search record of the header's number of fields, without quotes, with a moves field that is empty or a valid
     * K and an empty apply field; {@code -1} for anything else.
     */
    private int plainSearchFields(byte[] bytes, int from, int to) {
        int[] ends = fieldEnds;
        int field = 0;
        for (int i = from; i < to; i++) {
            byte b = bytes[i];
            if (b == '"') {
                return -1;
            }
            if (b == ',') {
                if (field == ends.length - 1) {
                    return -1;
                }
                ends[field++] = i;
            }
        }
        if (field != ends.length - 1) {
            return -1;
        }
        ends[field] = to;
        recordStart = from;
        int moves = defaultMoves;
        if (columns.moves() >= 0) {
            moves = plainMoves(bytes, fieldStart(columns.moves()), ends[columns.moves()]);
        }
        if (columns.apply() >= 0 && !isEmpty(bytes, fieldStart(columns.apply()), ends[columns.apply()])) {
            return -1;
        }
        return moves;
    }

    /** Where field {@code index} of the record last split by {@link #plainSearchFields} starts. */
    private int fieldStart(int index) {
        return index == 0 ? recordStart : fieldEnds[index - 1] + 1;
    }

    /**
     * K from a plain moves field: the default when blank, 0 to {@value SearchLimits#MAX_MOVES}, or -1 for the text
     * path.
     */
    private int plainMoves(byte[] bytes, int from, int to) {
        from = BoardBytes.skipBlanks(bytes, from, to);
        to = BoardBytes.trimBlanks(bytes, from, to);
        if (from == to) {
            return defaultMoves;
        }
        int value = 0;
        for (int i = from; i < to; i++) {
            int digit = bytes[i] - '0';
            if (to - from > 2 || digit < 0 || digit > 9) {
                return -1;
            }
            value = value * 10 + digit;
        }
        return value <= SearchLimits.MAX_MOVES ? value : -1;
    }

    private static boolean isEmpty(byte[] bytes, int from, int to) {
        return BoardBytes.skipBlanks(bytes, from, to) == to;
    }

}
