package tilesearch.batch;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import tilesearch.board.SearchLimits;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;

/**
 * The counts of the rows a run writes, as they are written: by status, by task, the K the searches used, the
 * slowest board and the first failures; what the pipeline counts as it writes, and what a Spark job gathers on its
 * executors and merges on the driver. Not thread-safe.
 */
public final class RowCounts implements Serializable {

    /** How many failed boards the summary names; the rest are counted. */
    public static final int FAILURES_NAMED = 5;

    private static final long serialVersionUID = 1L;

    private long ok;
    private long errors;
    private long timeouts;
    private long stopped;
    private long searched;
    private long applied;
    /** Bit K is set when a search with K moves was written; K is 0 to {@link SearchLimits#MAX_MOVES}. */
    private long searchMoves;
    private JobResult slowest;
    private final ArrayList<JobResult> failures = new ArrayList<>(FAILURES_NAMED);

    /** Counts {@code result}; returns this. */
    public RowCounts add(JobResult result) {
        switch (result.status()) {
            case OK -> ok++;
            case ERROR -> errors++;
            case TIMEOUT -> timeouts++;
            case STOPPED -> stopped++;
        }
        BoardJob.Task task = result.job().task();
        if (task instanceof BoardJob.Search search) {
            searched++;
            searchMoves |= 1L << search.moves();
        } else if (task instanceof BoardJob.Apply) {
            applied++;
        }
        if (result.status() == JobResult.Status.ERROR) {
            if (failures.size() < FAILURES_NAMED) {
                failures.add(result);
            }
        } else if (slowest == null || result.elapsedNanos() > slowest.elapsedNanos()) {
            // An error row's time is that of finding the fault, not of a search: it would only crowd the slowest.
            slowest = result;
        }
        return this;
    }

    /** Adds {@code other}'s counts to these, its failures after these; returns this. */
    public RowCounts merge(RowCounts other) {
        ok += other.ok;
        errors += other.errors;
        timeouts += other.timeouts;
        stopped += other.stopped;
        searched += other.searched;
        applied += other.applied;
        searchMoves |= other.searchMoves;
        if (slowest == null || other.slowest != null && other.slowest.elapsedNanos() > slowest.elapsedNanos()) {
            slowest = other.slowest;
        }
        for (JobResult failure : other.failures) {
            if (failures.size() < FAILURES_NAMED) {
                failures.add(failure);
            }
        }
        return this;
    }

    /** Rows counted. */
    public long written() {
        return ok + errors + timeouts + stopped;
    }

    /**
     * The run's summary: besides the rows counted, {@code notStarted} jobs were read and never started; whether
     * the input was read to its end.
     */
    public RunSummary summary(long notStarted, boolean inputExhausted) {
        SortedSet<Integer> moves = new TreeSet<>();
        for (int k = 0; k <= SearchLimits.MAX_MOVES; k++) {
            if ((searchMoves & 1L << k) != 0) {
                moves.add(k);
            }
        }
        return new RunSummary(ok, errors, timeouts, stopped, notStarted, inputExhausted, searched, applied,
                moves, slowest, List.copyOf(failures));
    }
}
