package tilesearch.search;

import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.Packed4Answer;
import tilesearch.board.SearchLimits;
import tilesearch.board.SearchResult;

/**
 * The best strategy's search of one 4×4 board packed into a {@code long} ({@link Packed4}), answered in fields
 * rather than a {@link SearchResult}: a batch of a million small boards reads the answer straight into its
 * output row, with no object made per board. {@link BestSearcher} searches every 4×4 board whose answer cannot
 * pass exponent {@value Packed4#MAX_EXPONENT} through this class too, so both give the same answer, node count
 * and path.
 *
 * <p>Not thread-safe: it keeps its worker's transposition table and its last answer, so each thread needs its own.
 */
public final class Packed4Search implements Packed4Answer {

    private final long tableBytes;
    private final int[] pairCounts = new int[Bounds.PAIRING_SCRATCH];
    private Packed4Worker worker;
    private int best;
    private int upperBound;
    private long nodes;
    private long boardAfter;
    private boolean complete;
    /** Whether the last answer came from the worker, whose path it is; else the start was the answer. */
    private boolean searched;

    /**
     * A search whose transposition table takes at most {@code tableBytes}, of which it uses
     * {@value BestSearcher#MAX_PACKED_TABLE_BYTES} at most, allocated at the first board that needs it.
     */
    public Packed4Search(long tableBytes) {
        this.tableBytes = Math.min(tableBytes, BestSearcher.MAX_PACKED_TABLE_BYTES);
    }

    /**
     * Searches {@code board} to {@code moves} moves until {@code stop} fires, as {@link BestSearcher} would; then
     * the getters give the answer. Returns {@code false}, having searched nothing, when the board's pairing bound
     * passes exponent {@value Packed4#MAX_EXPONENT}, where a merge would not fit a nibble: {@link BestSearcher}
     * searches such a board on its cells.
     */
    public boolean search(long board, int moves, StopSignal stop) {
        SearchLimits.checkMoves(moves);
        int max = Packed4.maxExponent(board);
        if (moves == 0) {
            // The answer searchBelow gives at once, without the bound, which with no move left is the largest tile.
            answer(max, max, 0, board, true, false);
            return true;
        }
        int ceiling = Bounds.pairingBound(board, max, moves, pairCounts);
        if (ceiling > Packed4.MAX_EXPONENT) {
            return false;
        }
        searchBelow(board, max, moves, ceiling, stop);
        return true;
    }

    /**
     * The search of {@code board}, whose largest exponent is {@code max}, knowing that no tile can pass
     * {@code ceiling}, at most {@value Packed4#MAX_EXPONENT}.
     */
    void searchBelow(long board, int max, int moves, int ceiling, StopSignal stop) {
        if (moves == 0 || ceiling <= max) {
            // The search would stop at its root (no move left, or the bound already reached): the start is the
            // answer, with no node searched: 45% of the random 4x4 boards of compare.sh set (g) at K = 5.
            answer(max, max, 0, board, true, false);
            return;
        }
        if (worker == null) {
            worker = new Packed4Worker(tableBytes);
        }
        long searchedNodes = worker.search(board, max, moves, ceiling, stop, Symmetry.of(board));
        long after = board;
        for (int i = 0; i < worker.pathLength(); i++) {
            after = Packed4.move(after, worker.pathMove(i));
        }
        boolean finished = !worker.stopped();
        answer(worker.best(), finished ? worker.best() : ceiling, searchedNodes, after, finished, true);
    }

    private void answer(int best, int upperBound, long nodes, long boardAfter, boolean complete, boolean searched) {
        this.best = best;
        this.upperBound = upperBound;
        this.nodes = nodes;
        this.boardAfter = boardAfter;
        this.complete = complete;
        this.searched = searched;
    }

    /** The exponent of the largest tile found. */
    public int best() {
        return best;
    }

    /** The exponent proven to be at least the true answer: {@link #best()} when {@link #complete()}. */
    public int upperBound() {
        return upperBound;
    }

    /** The boards the search generated. */
    public long nodes() {
        return nodes;
    }

    /** The packed board after the path. */
    public long boardAfter() {
        return boardAfter;
    }

    /** Whether the search ran to the end, making {@link #best()} exact. */
    public boolean complete() {
        return complete;
    }

    /** How many moves the path to the best tile takes; 0 when the start already held it. */
    public int pathLength() {
        return searched ? worker.pathLength() : 0;
    }

    /** Move {@code index} of the path to the best tile. */
    public Direction pathMove(int index) {
        return worker.pathMove(index);
    }

    /** The last answer as a {@link SearchResult}, for the rows that need one. */
    public SearchResult result() {
        List<Direction> path = searched ? worker.path() : List.of();
        byte[] after = new byte[16];
        Packed4.unpack(boardAfter, after);
        return new SearchResult(best, path, Board.of(4, after), upperBound, nodes, complete);
    }
}
