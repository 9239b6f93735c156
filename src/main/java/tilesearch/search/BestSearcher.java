package tilesearch.search;

import java.util.Arrays;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.SearchLimits;
import tilesearch.board.SearchResult;

/**
 * The fast exact search: depth-first with move ordering, the axis rule, the doubling and pairing bounds, an
 * exact last ply, a transposition table, and a parallel split of the shallow plies.
 *
 * <p>The first {@link #splitDepth} plies of a large tree run as fork/join tasks in the given pool; below them
 * each task runs a sequential {@link SearchWorker}. All tasks of one board share a {@link SharedBest}, whose
 * best exponent every task reads to prune. Small trees are not split at all, nor is any tree while the pool
 * still has boards waiting: in a batch the pool already runs many boards side by side, and splitting them
 * would only add task overhead. The last boards of a batch, and a board searched alone, are split.
 *
 * <p>Not thread-safe: it keeps buffers between searches, so each thread that searches needs its own instance.
 */
public final class BestSearcher implements Searcher {

    /**
     * Trees with fewer than about this many cell visits (cells × 4^moves) are searched on one thread: below
     * it, forking costs more than it saves.
     */
    private static final double SPLIT_THRESHOLD = 5e6;

    /**
     * Plies run as parallel tasks for a large tree: up to 4^4 = 256 tasks, so that work stealing can even out
     * subtrees of very different sizes. On one 20×20 board at K = 17, two threads over one measured 1.62 to
     * 1.69× with three plies and 1.73 to 1.76× with four; five and six were no better, seven worse.
     */
    private static final int MAX_SPLIT_DEPTH = 4;

    /**
     * The transposition tables' default budget per searcher, hence per thread: 16 MiB. On a 20×20 board at
     * K = 15 it saves about a fifth of the nodes a 1 MiB table leaves (3.5 to 3.0 million); at K = 10, 1 MiB
     * already catches nearly every board met again.
     */
    public static final long DEFAULT_TABLE_BYTES = 16L << 20;

    /**
     * The most of the budget the 4×4 table takes: 2^16 entries. A 4×4 search visits a few dozen boards; a
     * larger table only adds cache misses (a 16 MiB one made 100,000 boards 35% slower).
     */
    static final long MAX_PACKED_TABLE_BYTES = Packed4Worker.ENTRY_BYTES << 16;

    private final ForkJoinPool pool;
    private final long tableBytes;
    private final double splitThreshold;
    private final SearchListener listener;
    /** Buffers kept between the unsplit searches of a batch, which mostly share one size and budget. */
    private SearchWorker sequentialWorker;
    /** The counts of the root's pairing bound, kept between searches. */
    private final int[] pairCounts = new int[Bounds.PAIRING_SCRATCH];
    /** The worker of the 4×4 fast path, with its transposition table; made at the first board that needs it. */
    private Packed4Worker packedWorker;
    /** The cells of the packed path's board after, unpacked here before the board copies them. */
    private final byte[] packedCells = new byte[16];
    /** The transposition table of every other board size, for boards searched on this thread alone. */
    private BoardTable table;
    /** The shared state of the last search off the 4×4 path, whose workers hold its counters; null for none. */
    private SharedBest lastSearch;

    /** A searcher that forks its subtasks into {@code pool} (or the pool it is already running in). */
    public BestSearcher(ForkJoinPool pool) {
        this(pool, DEFAULT_TABLE_BYTES);
    }

    /**
     * A searcher as {@link #BestSearcher(ForkJoinPool)} whose transposition table takes at most
     * {@code tableBytes} (of which a 4×4 board uses {@value #MAX_PACKED_TABLE_BYTES} at most), allocated on
     * the first search that needs it; 0 turns the table off.
     */
    public BestSearcher(ForkJoinPool pool, long tableBytes) {
        this(pool, tableBytes, SearchListener.NONE);
    }

    /**
     * A searcher as {@link #BestSearcher(ForkJoinPool, long)} that announces to {@code listener} every search
     * large enough to be split (whether or not the pool has room to split it then).
     */
    public BestSearcher(ForkJoinPool pool, long tableBytes, SearchListener listener) {
        this(pool, tableBytes, SPLIT_THRESHOLD, listener);
    }

    /** A searcher that splits every tree of at least {@code splitThreshold} cell visits; tests split tiny ones. */
    BestSearcher(ForkJoinPool pool, long tableBytes, double splitThreshold) {
        this(pool, tableBytes, splitThreshold, SearchListener.NONE);
    }

    /** A searcher as above that announces its searches to {@code listener}. */
    BestSearcher(ForkJoinPool pool, long tableBytes, double splitThreshold, SearchListener listener) {
        if (tableBytes < 0) {
            throw new IllegalArgumentException("table size must be 0 or more bytes, got " + tableBytes);
        }
        this.pool = pool;
        this.tableBytes = tableBytes;
        this.splitThreshold = splitThreshold;
        this.listener = listener;
    }

    @Override
    public SearchResult search(Board board, int moves, StopSignal stop) {
        SearchLimits.checkMoves(moves);
        int size = board.size();
        byte[] cells = board.exponents();
        int start = board.maxExponent();
        int ceiling = Bounds.pairingBound(cells, cells.length, moves, pairCounts);
        lastSearch = null;
        if (packed(size, ceiling)) {
            return searchPacked(board, cells, start, moves, ceiling, stop);
        }
        int symmetries = Symmetry.of(cells, size);
        SharedBest shared = new SharedBest(start, ceiling, stop);
        lastSearch = shared;
        long entries = tableEntries(moves);
        int splitDepth = splitDepth(size, moves);
        SearchListener watcher = splitDepth > 0 ? listener : SearchListener.NONE;
        watcher.searchStarted(shared);
        try {
            if (splitDepth > 0 && poolHasRoom()) {
                SplitTask root = new SplitTask(shared, 1.0, budgetFor(cells.length, entries), entries,
                        new ConcurrentLinkedQueue<>(), size, moves, splitDepth,
                        SplitNode.root(cells, moves, start, symmetries));
                if (ForkJoinTask.inForkJoinPool()) {
                    root.invoke();
                } else {
                    pool.invoke(root);
                }
            } else {
                if (sequentialWorker == null || !sequentialWorker.fits(size, moves)) {
                    sequentialWorker = new SearchWorker(size, moves);
                }
                BoardTable seen = tableFor(cells.length, entries);
                seen.newSearch(entries);
                SearchWorker worker = sequentialWorker.begin(shared, seen);
                shared.watch(worker);
                worker.search(cells, 0, start, SearchWorker.NO_MOVE, true, 0, symmetries);
                shared.addNodes(worker.takeNodes());
            }
        } finally {
            watcher.searchFinished(shared);
        }
        List<Direction> path = Arrays.asList(shared.path());
        boolean complete = !shared.stopped();
        int best = shared.best();
        return new SearchResult(best, path, board.play(path), complete ? best : ceiling, shared.nodes(), complete);
    }

    /**
     * The 4×4 fast path: the search of {@code board} (its cells {@code cells}, its largest exponent {@code start})
     * packed into a {@code long}, knowing that no tile can pass {@code ceiling}, at most
     * {@value Packed4#MAX_EXPONENT}. The board after the path is made with the packed moves too, since no tile on
     * the way passes the ceiling.
     */
    private SearchResult searchPacked(Board board, byte[] cells, int start, int moves, int ceiling,
            StopSignal stop) {
        if (moves == 0 || ceiling <= start) {
            // The search would stop at its root (no move left, or the bound already reached): the start is the
            // answer, with no node searched: 45% of the random 4x4 boards of compare.sh set (g) at K = 5.
            return new SearchResult(start, List.of(), board, start, 0, true);
        }
        if (packedWorker == null) {
            packedWorker = new Packed4Worker(Math.min(tableBytes, MAX_PACKED_TABLE_BYTES));
        }
        long packed = Packed4.pack(cells);
        long nodes = packedWorker.search(packed, start, moves, ceiling, stop, Symmetry.of(packed));
        List<Direction> path = packedWorker.path();
        long after = packed;
        for (int i = 0; i < path.size(); i++) {
            after = Packed4.move(after, path.get(i));
        }
        Packed4.unpack(after, packedCells);
        boolean complete = !packedWorker.stopped();
        int best = packedWorker.best();
        return new SearchResult(best, path, Board.of(4, packedCells), complete ? best : ceiling, nodes, complete);
    }

    /**
     * The per-depth counters of the last search (see {@link SearchCounters}); all zero after a search on the 4×4
     * fast path, which keeps none. Valid until the next search.
     */
    public SearchCounters lastCounters() {
        SearchCounters counters = new SearchCounters();
        if (lastSearch != null) {
            lastSearch.addCountersTo(counters);
        }
        return counters;
    }

    /**
     * At most about as many boards as a search of {@code moves} stores in its table: 4^(K − 4). Only nodes with
     * {@link SearchWorker#TABLE_MIN_REMAINING} or more moves left are stored, far fewer than that with pruning.
     * Too few slots only cost repeated searches.
     */
    static long tableEntries(int moves) {
        return 1L << Math.min(40, 2 * Math.max(1, moves - 4));
    }

    /**
     * The table for a search storing up to {@code entries} boards of {@code cellCount} cells: the budget, but no
     * more than that, so that the many small searches of a batch or a test do not each allocate a large table.
     * Kept while it is big enough; a search uses only the slots it needs (see {@link BoardTable#newSearch}).
     */
    private BoardTable tableFor(int cellCount, long entries) {
        long bytes = budgetFor(cellCount, entries);
        if (table == null || table.cellCount() != cellCount || table.budget() < bytes) {
            table = new BoardTable(cellCount, bytes);
        }
        return table;
    }

    /** The bytes of a table for {@code entries} boards of {@code cellCount} cells, within the budget. */
    private long budgetFor(int cellCount, long entries) {
        return tableBudget(tableBytes, cellCount, entries);
    }

    /** The bytes of a table for {@code entries} boards of {@code cellCount} cells, within {@code budget}. */
    static long tableBudget(long budget, int cellCount, long entries) {
        return Math.min(budget, BoardTable.bytesFor(cellCount, entries));
    }

    /**
     * Whether a board of side {@code size} whose answer cannot pass {@code ceiling} is searched on the packed
     * 4×4 path, which is never split.
     */
    static boolean packed(int size, int ceiling) {
        return size == 4 && ceiling <= Packed4.MAX_EXPONENT;
    }

    /** Whether the pool this search runs in has more than one worker and no other submitted work waiting. */
    private boolean poolHasRoom() {
        ForkJoinPool running = ForkJoinTask.inForkJoinPool() ? ForkJoinTask.getPool() : pool;
        return running.getParallelism() > 1 && running.getQueuedSubmissionCount() == 0;
    }

    private int splitDepth(int size, int moves) {
        double work = (double) size * size * Math.pow(4, moves);
        if (work < splitThreshold) {
            return 0;
        }
        return Math.max(0, Math.min(MAX_SPLIT_DEPTH, moves - 2));
    }

    /** One node of the shallow plies: expands it and forks a task per child worth searching. */
    private static final class SplitTask extends RecursiveAction {

        private static final long serialVersionUID = 1L;

        private final transient SharedBest shared;
        /** The part of the split tree this task stands for, for the progress estimate (see LiveSearch). */
        private final double share;
        /** The bytes and the entries of a worker's transposition table (see compute). */
        private final long tableBytes;
        private final long tableEntries;
        /**
         * Workers the tasks of this board have finished with. A task takes one rather than making its own, so
         * that buffers and tables are reused and each worker's record of where judging pays carries over.
         */
        private final transient Queue<SearchWorker> idleWorkers;
        private final int size;
        private final int budget;
        private final int splitDepth;
        private final SplitNode node;

        SplitTask(SharedBest shared, double share, long tableBytes, long tableEntries, Queue<SearchWorker> idleWorkers,
                int size, int budget, int splitDepth, SplitNode node) {
            this.shared = shared;
            this.share = share;
            this.tableBytes = tableBytes;
            this.tableEntries = tableEntries;
            this.idleWorkers = idleWorkers;
            this.size = size;
            this.budget = budget;
            this.splitDepth = splitDepth;
            this.node = node;
        }

        @Override
        protected void compute() {
            SearchWorker worker = idleWorkers.poll();
            if (worker == null) {
                // A table of its own per worker, as many as threads at work: the tasks of one board seldom meet
                // the same boards, and sharing one table had the threads evict each other's entries and pass
                // its cache lines back and forth (on one 20×20 board at K = 17, two threads over one measured
                // 1.66 to 1.76× with a shared table and 1.87 to 1.88× with one each, for 3% fewer nodes).
                BoardTable table = new BoardTable(size * size, tableBytes);
                table.newSearch(tableEntries);
                worker = new SearchWorker(size, budget).begin(shared, table);
                shared.watch(worker);
            }
            if (node.depth() >= splitDepth) {
                node.search(worker);
                shared.addNodes(worker.takeNodes());
                idleWorkers.add(worker);
                shared.shareDone(share, true);
                return;
            }
            SplitNode[] children = node.expand(worker);
            int count = children.length;
            if (count == 0) {
                shared.shareDone(share, false);
            } else if (node.depth() + 1 >= splitDepth) {
                shared.subtreesSplit(count);
            }
            SplitTask[] tasks = new SplitTask[count];
            for (int i = 0; i < count; i++) {
                tasks[i] = new SplitTask(shared, share / count, tableBytes, tableEntries, idleWorkers, size, budget,
                        splitDepth, children[i]);
            }
            shared.addNodes(worker.takeNodes());
            idleWorkers.add(worker);
            invokeAll(tasks);
        }
    }
}
