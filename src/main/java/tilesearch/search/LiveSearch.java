package tilesearch.search;

/**
 * A running search as a progress display sees it from another thread. Every value is a sample read without
 * locking: it may lag the search a little, and the node count may even dip for a moment while a worker hands its
 * count over, so a display should not treat it as exact. The search's result is never taken from here.
 */
public interface LiveSearch {

    /** When the search started, on the {@link System#nanoTime()} clock. */
    long startNanos();

    /** Boards generated so far. */
    long nodesSoFar();

    /** The exponent of the best tile found so far. */
    int bestExponent();

    /** The exponent of the proven upper bound on the answer: the search cannot end above it. */
    int upperBoundExponent();

    /** How many subtrees the parallel split has handed out so far; 0 when the search is not split. */
    int subtreesSplit();

    /** How many of the split subtrees are finished. */
    int subtreesFinished();

    /**
     * The share of the split tree that is finished, from 0 to 1: each subtree counts for its parent's share
     * divided among the parent's children searched, so a subtree cut before it was made costs nothing. 0 when
     * the search is not split.
     */
    double fractionDone();
}
