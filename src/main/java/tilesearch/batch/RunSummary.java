package tilesearch.batch;

import tilesearch.results.JobResult;

/**
 * The counts of one pipeline run.
 *
 * @param read jobs read from the input, one per board or malformed region
 * @param ok jobs that finished with an exact answer
 * @param errors jobs written as error rows
 * @param timeouts jobs written as timeout rows: the per-board time limit cut their search
 * @param stopped jobs written as stopped rows: the run stopped while they were being searched
 * @param notStarted jobs read but never started because the run stopped first; they have no row
 * @param inputExhausted whether every job of the input was read
 * @param slowest the written result that took longest, or {@code null} when nothing was written
 * @param wallNanos wall time of the whole run, in nanoseconds
 */
public record RunSummary(long read, long ok, long errors, long timeouts, long stopped, long notStarted,
        boolean inputExhausted, JobResult slowest, long wallNanos) {

    /** Rows written: every job read except those never started. */
    public long written() {
        return ok + errors + timeouts + stopped;
    }

    /** Whether every board of the input got a final row: nothing was left unread, unstarted or stopped. */
    public boolean complete() {
        return inputExhausted && stopped == 0 && notStarted == 0;
    }

    /** Rows written per second of wall time; 0 for an empty run. */
    public double boardsPerSecond() {
        return wallNanos == 0 ? 0 : written() * 1e9 / wallNanos;
    }
}
