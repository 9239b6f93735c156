package tilesearch.search;

import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * The test oracle: tries every sequence of up to K moves, with no pruning at all, on the allocating
 * {@link Board#move} rather than the search kernel. Slow and obviously right.
 */
public final class ExhaustiveSearch {

    private ExhaustiveSearch() {
    }

    /** The largest exponent on any board reachable from {@code board} in at most {@code moves} moves. */
    public static int maxExponent(Board board, int moves) {
        int best = board.maxExponent();
        if (moves == 0) {
            return best;
        }
        for (Direction direction : Direction.values()) {
            Board next = board.move(direction);
            if (next != board) {
                best = Math.max(best, maxExponent(next, moves - 1));
            }
        }
        return best;
    }
}
