package tilesearch.cli;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import tilesearch.search.LiveSearch;
import tilesearch.search.SearchListener;

/**
 * The long searches running now, as the searchers announce them, for the progress line. Thread-safe: workers
 * add and remove, the progress thread reads.
 */
final class LiveSearches implements SearchListener {

    private final Set<LiveSearch> running = ConcurrentHashMap.newKeySet();

    @Override
    public void searchStarted(LiveSearch search) {
        running.add(search);
    }

    @Override
    public void searchFinished(LiveSearch search) {
        running.remove(search);
    }

    /** The search that has run longest, or {@code null} when none runs. */
    LiveSearch longest() {
        LiveSearch longest = null;
        for (LiveSearch search : running) {
            if (longest == null || search.startNanos() - longest.startNanos() < 0) {
                longest = search;
            }
        }
        return longest;
    }

    /** How many long searches run now. */
    int count() {
        return running.size();
    }
}
