package tilesearch.batch;

import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;

/**
 * Hears how a run advances, for progress displays and logs. The pipeline calls it on the one thread that
 * reads and writes, so calls never overlap; implementations must return quickly and must not throw. A display
 * that prints from another thread must publish what it counts safely itself.
 */
public interface ProgressListener {

    /** A listener that ignores everything. */
    ProgressListener NONE = new ProgressListener() {
    };

    /** {@code job} was read and handed to the workers. */
    default void jobRead(BoardJob job) {
    }

    /** {@code result} was written; results arrive in input order. */
    default void resultWritten(JobResult result) {
    }
}
