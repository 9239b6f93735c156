package tilesearch.io;

import java.io.IOException;
import java.util.Arrays;
import tilesearch.board.Board;

/**
 * The fast path of {@link BoardTextReader}: a board whose lines lie whole in the source's buffer, all plain (blank
 * and comment lines, then a first row of two or more tiles and as many rows again of as many tiles), not followed
 * by a move line, read straight from the bytes, as a job or into a block of packed 4×4 boards. Anything else is
 * declined having consumed nothing, and the reader's general path, which words every fault, reads it: both give
 * the same jobs ({@code ReaderEquivalenceTest}).
 *
 * <p>Not thread-safe: one per reader.
 */
final class TextPlainBoards {

    private final LineSource lines;
    private final FileJobs jobs;
    private final int defaultMoves;
    /** The cells of the board {@link #plainCells} read last, row-major, grown for larger boards. */
    private byte[] cells = new byte[16];
    /** The line where the board {@link #plainCells} read last starts. */
    private long firstLine;

    /** A reader of the plain boards in {@code lines}, numbered with {@code jobs}; K is {@code defaultMoves}. */
    TextPlainBoards(LineSource lines, FileJobs jobs, int defaultMoves) {
        this.lines = lines;
        this.jobs = jobs;
        this.defaultMoves = defaultMoves;
    }

    /**
     * The job of the next board when it is plain, without a {@link Line} per line, as nearly every board of a large
     * batch is; {@code null}, having consumed nothing, for anything else.
     */
    BoardJob job() {
        int size = plainCells();
        if (size == 0) {
            return null;
        }
        byte[] board = Arrays.copyOf(cells, size * size);
        return jobs.next(firstLine, "", new BoardJob.Search(Board.of(size, board), defaultMoves));
    }

    /**
     * Adds the next board to {@code block} when it is a plain 4×4 board that packs, as {@link #job} would read it;
     * else {@code false}, having consumed nothing.
     */
    boolean addPacked(Packed4Boards block) {
        if (addUsual(block)) {
            return true;
        }
        LineSource.Mark start = lines.mark();
        int size = plainCells();
        long board = size == 4 ? BoardBytes.packedCells(cells) : -1;
        if (board == -1) {
            lines.rewind(start);
            return false;
        }
        // Board text has no ids: every id is empty.
        block.add(jobs.file(), jobs.nextOrdinal(), firstLine, cells, 0, 0, board, defaultMoves);
        return true;
    }

    /**
     * Adds the next board to {@code block} when it is a 4×4 board that packs, written the usual way (see
     * {@link BoardBytes#packed4TextWords}: eight bytes at a time, no pass per line), and starts right where the
     * source stands; then followed by the end of the input, or by one blank line and a line that starts with a
     * digit, which is the next board's (no move line, blank or comment: it stays for the next read). That is
     * nearly every board of a generated file but its first. Else leaves it unread for {@link #plainCells}, which
     * reads the same board where this reads one. A line that starts with a digit need not lie whole in the buffer
     * yet, as {@link #plainCells} wants: whatever it holds, it is no move line, so the board is read the same.
     */
    private boolean addUsual(Packed4Boards block) {
        byte[] bytes = lines.buffer();
        LineSource.Mark start = lines.mark();
        int from = start.position();
        int limit = lines.limit();
        if (!lines.readsInPlace() || from + BoardBytes.PACKED4_TEXT_WORDS_BYTES > bytes.length) {
            return false;
        }
        long board = BoardBytes.packed4TextWords(bytes, from, limit);
        if (board == -1) {
            return false;
        }
        int end = from + BoardBytes.packed4TextLength(board);
        // A cap below the board's size, as only tests set: the lines are judged one by one.
        if (end + 1 - from > lines.maxLineBytes()) {
            return false;
        }
        if (end + 1 < limit && bytes[end] == '\n' && isDigit(bytes[end + 1])) {
            lines.skipInPlace(end + 1, 5);
        } else if (end == limit) {
            lines.skipInPlace(end, 4);
            if (!atEnd()) {
                lines.rewind(start);
                return false;
            }
        } else {
            return false;
        }
        block.add(jobs.file(), jobs.nextOrdinal(), start.lineNumber() + 1, cells, 0, 0, board, defaultMoves);
        return true;
    }

    /**
     * Reads the next board where its lines lie in the source's buffer into {@link #cells} and its first line into
     * {@link #firstLine}, and returns its size: blank and comment lines, then a first row of two or more tiles and
     * as many rows again of as many tiles, all plain; then blank and comment lines up to a line that is not a move
     * line, which stays for the next board, or up to the end of the input. Anything else, down to a board whose
     * next content line is not yet in the buffer, returns 0 having consumed nothing.
     */
    private int plainCells() {
        LineSource.Mark start = lines.mark();
        byte[] bytes = lines.buffer();
        int from;
        int to;
        do {
            if (!lines.nextInPlace()) {
                return rewound(start);
            }
            from = lines.inPlaceStart();
            to = lines.inPlaceEnd();
        } while (isBlankOrComment(bytes, from, to));
        long first = lines.lineNumber();
        // One value could be a size line or a 1x1 board, which the general path tells apart.
        int size = BoardBytes.words(bytes, from, to);
        if (size < 2 || size > Board.MAX_SIZE) {
            return rewound(start);
        }
        if (cells.length < size * size) {
            cells = new byte[size * size];
        }
        for (int row = 0; row < size; row++) {
            if (row > 0 && !lines.nextInPlace()) {
                return rewound(start);
            }
            if (!BoardBytes.row(bytes, lines.inPlaceStart(), lines.inPlaceEnd(), size, cells, row * size)) {
                return rewound(start);
            }
        }
        while (true) {
            LineSource.Mark next = lines.mark();
            if (!lines.nextInPlace()) {
                if (atEnd()) {
                    // No line follows: the board is the file's last.
                    firstLine = first;
                    return size;
                }
                return rewound(start);
            }
            from = lines.inPlaceStart();
            to = lines.inPlaceEnd();
            if (!isBlankOrComment(bytes, from, to)) {
                if (isMoveLine(bytes, from, to)) {
                    return rewound(start);
                }
                lines.rewind(next);
                firstLine = first;
                return size;
            }
        }
    }

    /**
     * Whether the input ends after the lines consumed; false when reading to tell fails, so that the general path
     * reads on, meets the failure and words it where it belongs.
     */
    private boolean atEnd() {
        try {
            return lines.atEnd();
        } catch (IOException e) {
            return false;
        }
    }

    /** Goes back to where {@link #plainCells} started, and returns 0: the general path reads the board. */
    private int rewound(LineSource.Mark start) {
        lines.rewind(start);
        return 0;
    }

    /** Whether the plain line {@code bytes[from..to)} is blank or a comment. */
    private static boolean isBlankOrComment(byte[] bytes, int from, int to) {
        int first = BoardBytes.skipBlanks(bytes, from, to);
        return first == to || bytes[first] == '#';
    }

    /** Whether the plain line {@code bytes[start..end)}, stripped, is a letter followed by letters and blanks. */
    static boolean isMoveLine(byte[] bytes, int start, int end) {
        int from = BoardBytes.skipBlanks(bytes, start, end);
        int to = BoardBytes.trimBlanks(bytes, from, end);
        if (from == to || !isLetter(bytes[from])) {
            return false;
        }
        for (int i = from + 1; i < to; i++) {
            if (!isLetter(bytes[i]) && !BoardBytes.isBlank(bytes[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean isLetter(byte b) {
        return b >= 'A' && b <= 'Z' || b >= 'a' && b <= 'z';
    }

    private static boolean isDigit(byte b) {
        return b >= '0' && b <= '9';
    }
}
