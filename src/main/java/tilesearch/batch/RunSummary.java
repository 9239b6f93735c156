package tilesearch.batch;

import java.util.Collections;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;
import tilesearch.results.JobResult;

/**
 * The counts of one pipeline run.
 *
 * @param ok jobs that finished with an exact answer
 * @param errors jobs written as error rows
 * @param timeouts jobs written as timeout rows: the per-board time limit cut their search
 * @param stopped jobs written as stopped rows: the run stopped while they were being searched
 * @param notStarted jobs read but never started because the run stopped first; they have no row
 * @param inputExhausted whether every job of the input was read
 * @param searched rows of boards searched; with {@code applied}, every row but those of input that was no board
 * @param applied rows of boards whose moves were played
 * @param searchMoves the distinct K of the boards searched, ascending
 * @param slowest the written result that took longest, errors left out, or {@code null} when there is none
 * @param failures the first error rows written, at most {@link RowCounts#FAILURES_NAMED}, in the order written
 */
public record RunSummary(long ok, long errors, long timeouts, long stopped, long notStarted,
        boolean inputExhausted, long searched, long applied, SortedSet<Integer> searchMoves, JobResult slowest,
        List<JobResult> failures) {

    public RunSummary {
        searchMoves = Collections.unmodifiableSortedSet(new TreeSet<>(searchMoves));
        failures = List.copyOf(failures);
    }

    /** Rows written: every job read except those never started. */
    public long written() {
        return ok + errors + timeouts + stopped;
    }

    /** Rows of input that could not be read as a board. */
    public long unreadable() {
        return written() - searched - applied;
    }

    /** Whether every board of the input got a final row: nothing was left unread, unstarted or stopped. */
    public boolean complete() {
        return inputExhausted && stopped == 0 && notStarted == 0;
    }
}
