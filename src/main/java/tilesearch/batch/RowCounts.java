package tilesearch.batch;

import java.io.Serializable;
import tilesearch.results.JobResult;

/**
 * The rows of a run counted by status, and the slowest of them: what the pipeline counts as it writes, and what a
 * Spark job gathers on its executors and merges on the driver. Not thread-safe.
 */
public final class RowCounts implements Serializable {

    private static final long serialVersionUID = 1L;

    private long ok;
    private long errors;
    private long timeouts;
    private long stopped;
    private JobResult slowest;

    /** Counts {@code result}; returns this. */
    public RowCounts add(JobResult result) {
        switch (result.status()) {
            case OK -> ok++;
            case ERROR -> errors++;
            case TIMEOUT -> timeouts++;
            case STOPPED -> stopped++;
        }
        if (slowest == null || result.elapsedNanos() > slowest.elapsedNanos()) {
            slowest = result;
        }
        return this;
    }

    /** Adds {@code other}'s counts to these; returns this. */
    public RowCounts merge(RowCounts other) {
        ok += other.ok;
        errors += other.errors;
        timeouts += other.timeouts;
        stopped += other.stopped;
        if (slowest == null || other.slowest != null && other.slowest.elapsedNanos() > slowest.elapsedNanos()) {
            slowest = other.slowest;
        }
        return this;
    }

    /** Rows counted. */
    public long written() {
        return ok + errors + timeouts + stopped;
    }

    /** The summary of a run of these rows: see {@link RunSummary} for the other counts. */
    public RunSummary summary(long read, long notStarted, boolean inputExhausted, long wallNanos) {
        return new RunSummary(read, ok, errors, timeouts, stopped, notStarted, inputExhausted, slowest, wallNanos);
    }
}
