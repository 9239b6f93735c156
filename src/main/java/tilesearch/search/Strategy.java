package tilesearch.search;

import java.util.concurrent.ForkJoinPool;

/** The search algorithms a user can choose with {@code solve --strategy}. */
public enum Strategy {

    /** The classic pruned DFS, single-threaded: the baseline for every speed ratio. */
    CLASSIC,

    /** The fastest exact search this tool has (the default). */
    BEST;

    /**
     * A searcher for one board at a time. The returned searcher may keep per-search buffers, so each thread
     * that searches needs its own instance; {@code pool} is where {@link #BEST} forks its subtasks.
     */
    public Searcher newSearcher(ForkJoinPool pool) {
        return newSearcher(pool, BestSearcher.DEFAULT_TABLE_BYTES);
    }

    /**
     * A searcher as {@link #newSearcher(ForkJoinPool)} whose transposition table takes at most
     * {@code tableBytes} (only {@link #BEST} keeps one).
     */
    public Searcher newSearcher(ForkJoinPool pool, long tableBytes) {
        return newSearcher(pool, tableBytes, SearchListener.NONE);
    }

    /**
     * A searcher as {@link #newSearcher(ForkJoinPool, long)} that announces its long searches to
     * {@code listener}, for progress displays; only {@link #BEST} does, the baseline stays as plain as it is.
     */
    public Searcher newSearcher(ForkJoinPool pool, long tableBytes, SearchListener listener) {
        return switch (this) {
            case CLASSIC -> new ClassicSearcher();
            case BEST -> new BestSearcher(pool, tableBytes, listener);
        };
    }
}
