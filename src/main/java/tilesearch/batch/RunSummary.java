package tilesearch.batch;

import tilesearch.io.JobResult;

/**
 * The counts of one pipeline run.
 *
 * @param read jobs read from the input, one per board or malformed region; every one was written
 * @param ok jobs that finished with an exact answer
 * @param errors jobs written as error rows
 * @param slowest the result that took longest, or {@code null} when nothing was read
 * @param wallNanos wall time of the whole run, in nanoseconds
 */
public record RunSummary(long read, long ok, long errors, JobResult slowest, long wallNanos) {

    /** Jobs per second of wall time; 0 for an empty run. */
    public double boardsPerSecond() {
        return wallNanos == 0 ? 0 : read * 1e9 / wallNanos;
    }
}
