package tilesearch.search;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import tilesearch.board.Board;
import tilesearch.board.SearchLimits;
import tilesearch.board.SearchResult;

/**
 * The exact search of one deep board with its subtrees searched apart, by workers that share no memory (the
 * tasks of a cluster): the answer, its path and its upper bound are those of the sequential search
 * ({@code solve --threads 1}).
 *
 * <p>The fork/join split ({@link BestSearcher}) shares the best tile between its tasks through memory, so that
 * every task prunes against the best found anywhere. Here the best tile is exchanged in rounds instead:
 *
 * <ol>
 *   <li>a cheap search of {@value #LOWER_BOUND_SHORTFALL} moves fewer finds a lower bound L (whatever K − 6 moves
 *       reach, K moves reach too), on this thread;</li>
 *   <li>the shallow plies are walked here (see {@link ShallowPlies}) and every subtree is searched apart for
 *       tiles above L, pruning against L from its first node; the largest found is the answer, and the first
 *       line to it in the sequential search's order is its path;</li>
 *   <li>when no subtree beats L, L is the answer, and a second round finds the sequential search's first line
 *       to it: only the subtrees before the first shallow node that holds L, each ending at its first line to L,
 *       in waves of {@code wave} subtrees in their order, until a wave holds L (usually the first: move ordering
 *       puts the best lines first). The same when L is already the pairing bound, where round 2 is the only
 *       round.</li>
 * </ol>
 *
 * <p>A board that {@link #splits} rejects (too few moves, or a 4×4 board on the packed path) is searched here
 * as {@code solve --threads 1} searches it. {@code nodes} counts every board generated: the cheap search, the
 * walks and every subtree's search. It is more than the sequential search's count, since subtrees searched
 * apart do not see each other's best tiles and tables.
 *
 * <p>Not thread-safe, as {@link BestSearcher}.
 */
public final class SplitSearch implements Searcher {

    /** Searches subtrees, anywhere, and gives their results in their order. */
    @FunctionalInterface
    public interface SubtreeRunner {

        /**
         * The results of searching every one of {@code subtrees} with {@link Subtree#search} for tiles of
         * {@code floor} up to {@code ceiling}, in order; a subtree whose search was lost or stopped gives an
         * incomplete result ({@link Subtree.Result#notSearched()} at worst). {@code stop} is the search's own.
         */
        List<Subtree.Result> run(List<Subtree> subtrees, int floor, int ceiling, StopSignal stop);
    }

    /**
     * The cheap search's budget is K minus this. It runs alone, before the subtrees (on a cluster one core works
     * and the others wait), so it should cost next to nothing: pruned searches grow 2 to 3 times per move, so K − 6
     * costs about 1/200 of the full search (K − 4: 1/40 to 1/30). A tile from K − 6 is often one below the answer
     * where K − 4 would have given the answer, yet the subtrees searching above it cost no more: on a random full
     * 20×20 board at K = 18 the whole split search generated 27.35 million boards against 28.33 million with K − 4,
     * and 0.7% to 0.9% fewer on five at K = 15, the cheap search's own share being what K − 6 saves.
     */
    static final int LOWER_BOUND_SHORTFALL = 6;

    /** The deepest split: up to 4^6 = 4,096 subtrees. */
    static final int MAX_SPLIT_DEPTH = 6;

    /**
     * The searcher of boards not split: its pool has one worker, so it never forks and never starts a thread,
     * and searches exactly as {@code solve --threads 1}.
     */
    private final BestSearcher local;
    private final long tableBytes;
    private final int subtreeTarget;
    private final int wave;
    private final SubtreeRunner runner;

    /**
     * A search that cuts a board into at least {@code subtreeTarget} subtrees where its budget allows, and has
     * {@code runner} search them: all at once, but {@code wave} at a time (as many as run side by side) where
     * only the first line to a known tile is looked for. Each search, here and in the subtrees, has a
     * transposition table of at most {@code tableBytes}.
     */
    public SplitSearch(long tableBytes, int subtreeTarget, int wave, SubtreeRunner runner) {
        if (wave < 1) {
            throw new IllegalArgumentException("a wave must hold 1 subtree or more, got " + wave);
        }
        this.local = new BestSearcher(new ForkJoinPool(1), tableBytes);
        this.tableBytes = tableBytes;
        this.subtreeTarget = subtreeTarget;
        this.wave = wave;
        this.runner = runner;
    }

    /**
     * Whether a search of {@code moves} from {@code board} is split: it needs 3 moves or more (the split
     * leaves at least two plies to each subtree), and a 4×4 board on the packed path is never split.
     */
    public static boolean splits(Board board, int moves) {
        byte[] cells = board.exponents();
        return moves >= 3 && !BestSearcher.packed(board.size(), Bounds.pairingBound(cells, cells.length, moves));
    }

    @Override
    public SearchResult search(Board board, int moves, StopSignal stop) {
        SearchLimits.checkMoves(moves);
        if (!splits(board, moves)) {
            return local.search(board, moves, stop);
        }
        byte[] cells = board.exponents();
        int ceiling = Bounds.pairingBound(cells, cells.length, moves);
        SearchResult lower = local.search(board, Math.max(0, moves - LOWER_BOUND_SHORTFALL), stop);
        long nodes = lower.nodes();
        ShallowPlies.Line known = new ShallowPlies.Line(lower.maxExponent(), lower.path());
        if (!lower.complete()) {
            return answer(board, known, ceiling, nodes, false);
        }
        int floor = lower.maxExponent();
        if (floor < ceiling) {
            Round above = round(board, moves, floor + 1, ceiling, stop, false);
            nodes += above.nodes;
            if (above.line != null || !above.complete) {
                return answer(board, above.line == null ? known : above.line, ceiling, nodes, above.complete);
            }
        }
        // Nothing beats L: it is the answer, and the first line to it is wanted.
        Round tie = round(board, moves, floor, floor, stop, true);
        nodes += tie.nodes;
        return answer(board, tie.line == null ? known : tie.line, ceiling, nodes, tie.complete);
    }

    /**
     * The outcome of one round.
     *
     * @param line the first line to the largest tile of at least the round's floor, or {@code null}
     */
    private record Round(ShallowPlies.Line line, long nodes, boolean complete) {
    }

    /**
     * Walks the shallow plies and searches the subtrees for tiles of {@code floor} to {@code ceiling}; when
     * {@code firstOnly}, only the subtrees before the first shallow node that reaches {@code floor}.
     */
    private Round round(Board board, int moves, int floor, int ceiling, StopSignal stop, boolean firstOnly) {
        // The shallowest split that gives subtreeTarget subtrees, or the deepest allowed.
        int deepest = Math.min(MAX_SPLIT_DEPTH, moves - 2);
        ShallowPlies plies = null;
        long nodes = 0;
        for (int depth = 1; depth <= deepest; depth++) {
            plies = ShallowPlies.walk(board.exponents(), board.size(), moves, depth, floor, ceiling, tableBytes);
            nodes += plies.nodes();
            if (plies.subtrees().size() >= subtreeTarget) {
                break;
            }
        }
        List<Subtree> subtrees = plies.subtrees();
        List<Subtree.Result> results;
        if (firstOnly) {
            // The subtrees before the first that holds the tile, and that one: a later line is never the first.
            subtrees = subtrees.subList(0, plies.subtreesBefore(floor));
            results = new ArrayList<>();
            for (int from = 0; from < subtrees.size() && !settled(results, floor); from += wave) {
                results.addAll(runner.run(subtrees.subList(from, Math.min(subtrees.size(), from + wave)), floor,
                        ceiling, stop));
            }
        } else {
            results = subtrees.isEmpty() ? List.of() : runner.run(subtrees, floor, ceiling, stop);
        }
        boolean complete = true;
        for (Subtree.Result result : results) {
            nodes += result.nodes();
            complete &= result.complete();
        }
        return new Round(plies.first(results, floor), nodes, complete);
    }

    /** Whether one of {@code results} reaches {@code floor}, or was stopped: no later wave is needed. */
    private static boolean settled(List<Subtree.Result> results, int floor) {
        for (Subtree.Result result : results) {
            if (result.maxExponent() >= floor || !result.complete()) {
                return true;
            }
        }
        return false;
    }

    private static SearchResult answer(Board board, ShallowPlies.Line line, int ceiling, long nodes,
            boolean complete) {
        return new SearchResult(line.maxExponent(), line.path(), board.play(line.path()),
                complete ? line.maxExponent() : ceiling, nodes, complete);
    }
}
