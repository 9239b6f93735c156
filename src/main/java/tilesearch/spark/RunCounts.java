package tilesearch.spark;

import java.io.Serializable;
import tilesearch.batch.RunSummary;
import tilesearch.results.JobResult;

/** The counts of a run's rows, gathered on the executors and merged on the driver. Not thread-safe. */
final class RunCounts implements Serializable {

    private static final long serialVersionUID = 1L;

    private long rows;
    private long ok;
    private long errors;
    private long timeouts;
    private long stopped;
    private JobResult slowest;

    /** Counts {@code result}; returns this. */
    RunCounts add(JobResult result) {
        rows++;
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
    RunCounts merge(RunCounts other) {
        rows += other.rows;
        ok += other.ok;
        errors += other.errors;
        timeouts += other.timeouts;
        stopped += other.stopped;
        if (slowest == null || other.slowest != null && other.slowest.elapsedNanos() > slowest.elapsedNanos()) {
            slowest = other.slowest;
        }
        return this;
    }

    /**
     * The run's summary, as {@code solve} reports it, for a run that read {@code read} jobs and took
     * {@code wallNanos}: a job without a row was never started, since the run stopped first. {@code read} is -1
     * when the run stopped before it knew how many jobs it would read: it then read none past its rows.
     */
    RunSummary summary(long read, long wallNanos) {
        return read < 0 ? new RunSummary(rows, ok, errors, timeouts, stopped, 0, false, slowest, wallNanos)
                : new RunSummary(read, ok, errors, timeouts, stopped, read - rows, true, slowest, wallNanos);
    }
}
