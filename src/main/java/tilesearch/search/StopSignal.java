package tilesearch.search;

/**
 * Asks a running search to stop early, for time limits and shutdown. Searches poll it every few thousand
 * nodes, so an implementation must be cheap and thread-safe.
 */
@FunctionalInterface
public interface StopSignal {

    /** A signal that never asks to stop. */
    StopSignal NEVER = () -> false;

    /** Whether the search should stop now and report what it has. */
    boolean stopRequested();
}
