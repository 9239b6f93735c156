package tilesearch.io;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import tilesearch.board.Board;
import tilesearch.board.Packed4;

/**
 * Consecutive 4×4 search boards of the input, each packed into a {@code long} ({@link Packed4}) with what its
 * row needs (file, ordinal, line, id, K), in arrays rather than a {@link BoardJob} each: on a million small
 * boards the objects of a job, its board and its result cost more than reading and solving the board.
 *
 * <p>A reader {@linkplain JobReader#readPacked fills} a block with the boards that are plainly such a board
 * (printable ASCII, every tile at most 2^{@value Packed4#MAX_EXPONENT}); any other input, and every fault, stays
 * a {@link BoardJob}. {@link #job} gives a board's job exactly as the reader would have made it, for the boards
 * that then need the general way.
 *
 * <p>Not thread-safe: filled by the reading thread, then handed whole to one worker.
 */
public final class Packed4Boards {

    /** The most boards a block holds: a task's worth of small boards (see {@code BatchRunner}). */
    public static final int CAPACITY = 1024;

    /** About the bytes of one board's id, to size the ids' buffer; it grows when ids are longer. */
    private static final int ID_BYTES_GUESS = 8;

    private final String[] files = new String[CAPACITY];
    private final int[] ordinals = new int[CAPACITY];
    private final long[] lines = new long[CAPACITY];
    private final long[] boards = new long[CAPACITY];
    private final byte[] moves = new byte[CAPACITY];
    /** Where each board's id ends in {@link #ids}; it starts where the one before ends. */
    private final int[] idEnds = new int[CAPACITY];
    private byte[] ids = new byte[CAPACITY * ID_BYTES_GUESS];
    private int size;

    /** How many boards the block holds. */
    public int size() {
        return size;
    }

    /** Whether the block has no room for another board. */
    boolean isFull() {
        return size == CAPACITY;
    }

    /**
     * Adds the board {@code board} of {@code file} with its ordinal, line and K, its id the printable ASCII
     * {@code id[idFrom..idTo)}.
     */
    void add(String file, int ordinal, long line, byte[] id, int idFrom, int idTo, long board, int k) {
        int idStart = idEnd(size - 1);
        int idLength = idTo - idFrom;
        if (idStart + idLength > ids.length) {
            ids = Arrays.copyOf(ids, Math.max(2 * ids.length, idStart + idLength));
        }
        System.arraycopy(id, idFrom, ids, idStart, idLength);
        files[size] = file;
        ordinals[size] = ordinal;
        lines[size] = line;
        boards[size] = board;
        moves[size] = (byte) k;
        idEnds[size] = idStart + idLength;
        size++;
    }

    /**
     * Adds the board of {@code job} when it is a 4×4 search whose tiles are at most 2^{@value Packed4#MAX_EXPONENT}
     * and whose id is printable ASCII, as the readers' packed paths would have read it; {@code false}, adding
     * nothing, for any other job. For the boards a reader read the general way, and that can still join a block.
     */
    boolean addJob(BoardJob job) {
        if (!(job.task() instanceof BoardJob.Search search) || search.board().size() != 4
                || !isPrintableAscii(job.id())) {
            return false;
        }
        long board = BoardBytes.packedCells(search.board().exponents());
        if (board == -1) {
            return false;
        }
        byte[] id = job.id().getBytes(StandardCharsets.US_ASCII);
        add(job.file(), job.ordinal(), job.line(), id, 0, id.length, board, search.moves());
        return true;
    }

    private static boolean isPrintableAscii(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < ' ' || text.charAt(i) > '~') {
                return false;
            }
        }
        return true;
    }

    /** The packed board at {@code index}. */
    public long board(int index) {
        return boards[index];
    }

    /** The K of the board at {@code index}. */
    public int moves(int index) {
        return moves[index];
    }

    /** The input the board at {@code index} comes from, as the user named it. */
    String file(int index) {
        return files[index];
    }

    /** The board's 1-based position in its file. */
    int ordinal(int index) {
        return ordinals[index];
    }

    /** The line where the board starts. */
    long line(int index) {
        return lines[index];
    }

    /** The bytes holding every id; the board at {@code index} has {@code ids()[idStart(index)..idEnd(index))}. */
    byte[] ids() {
        return ids;
    }

    /** Where the id of the board at {@code index} starts in {@link #ids()}. */
    int idStart(int index) {
        return idEnd(index - 1);
    }

    /** Where the id of the board at {@code index} ends in {@link #ids()}; 0 before the first. */
    int idEnd(int index) {
        return index < 0 ? 0 : idEnds[index];
    }

    /** The job of the board at {@code index}, as the reader would have made it: for boards solved the general way. */
    public BoardJob job(int index) {
        byte[] cells = new byte[16];
        Packed4.unpack(boards[index], cells);
        String id = new String(ids, idStart(index), idEnd(index) - idStart(index), StandardCharsets.US_ASCII);
        return new BoardJob(files[index], ordinals[index], lines[index], id,
                new BoardJob.Search(Board.of(4, cells), moves[index]));
    }
}
