package tilesearch.batch;

import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;

/** Turns one board job into its result; the middle step of the pipeline, between reader and writer. */
@FunctionalInterface
public interface JobProcessor {

    /**
     * Does {@code job}. A failure on this one board is a result with status {@code error}, not an exception.
     * Called from several threads at once: implementations must be thread-safe.
     */
    JobResult process(BoardJob job);
}
