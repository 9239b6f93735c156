package tilesearch.search;

import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import tilesearch.board.Direction;

/**
 * One subtree of a deep board's search, cut off a few plies down by {@link SplitSearch}, to be searched apart
 * from the others, on any machine: it carries its board, the moves that lead to it and the state of the search
 * there, and needs nothing shared. Serializable; immutable.
 */
public final class Subtree implements Serializable {

    private static final long serialVersionUID = 1L;

    private final int size;
    private final int budget;
    private final SplitNode node;

    Subtree(int size, int budget, SplitNode node) {
        this.size = size;
        this.budget = budget;
        this.node = node;
    }

    /**
     * What the search of one subtree found.
     *
     * @param maxExponent the largest exponent in the subtree, or -1 when nothing in it reaches the floor it was
     *     searched for
     * @param path the moves from the board's start to that tile, the subtree's own first; empty for -1
     * @param nodes boards generated
     * @param complete whether the search ran to the end: {@code false} when the stop signal cut it
     */
    public record Result(int maxExponent, List<Direction> path, long nodes, boolean complete)
            implements Serializable {

        public Result {
            path = List.copyOf(path);
        }

        /** The result of a subtree never searched, or whose search was lost: nothing found, not complete. */
        public static Result notSearched() {
            return new Result(-1, List.of(), 0, false);
        }
    }

    /**
     * Searches the subtree as the sequential search would below this node, for tiles of exponent {@code floor}
     * or more: anything below it is pruned. The search ends early once a tile of {@code ceiling} is found, or
     * when {@code stop} fires.
     *
     * @param tableBytes the most the transposition table may take; 0 turns it off
     */
    public Result search(int floor, int ceiling, long tableBytes, StopSignal stop) {
        SharedBest shared = new SharedBest(floor - 1, ceiling, stop);
        long entries = BestSearcher.tableEntries(budget);
        BoardTable table = new BoardTable(size * size, BestSearcher.tableBudget(tableBytes, size * size, entries));
        table.newSearch(entries);
        SearchWorker worker = new SearchWorker(size, budget).begin(shared, table);
        node.search(worker);
        int best = shared.best();
        List<Direction> path = best >= floor ? Arrays.asList(shared.path()) : List.of();
        return new Result(best >= floor ? best : -1, path, worker.takeNodes(), !shared.stopped());
    }
}
