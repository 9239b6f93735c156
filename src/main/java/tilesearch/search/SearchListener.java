package tilesearch.search;

/**
 * Hears a long search start and end, so that a progress display can watch it through {@link LiveSearch}. Only
 * searches large enough to be worth watching are announced (those the parallel split would take on), so a batch
 * of small boards costs nothing. Called on the searching thread: implementations must be quick and thread-safe,
 * and must not throw.
 */
public interface SearchListener {

    /** A listener that ignores everything. */
    SearchListener NONE = new SearchListener() {
    };

    /** {@code search} has started; it stays readable until {@link #searchFinished}. */
    default void searchStarted(LiveSearch search) {
    }

    /** {@code search} has ended. */
    default void searchFinished(LiveSearch search) {
    }
}
