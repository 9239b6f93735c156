package tilesearch.results;

import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;

/**
 * What became of one board job: its answer, or the reason there is none.
 *
 * <p>Apply jobs report their answer as a {@link SearchResult} too: the moves played are the path, the board
 * after them is {@code boardAfter}, its largest tile is both {@code maxExponent} and {@code upperBound}, and
 * {@code nodes} counts the moves played.
 *
 * @param job the job as it was read
 * @param status how the job ended
 * @param answer the answer: exact when {@code status} is {@link Status#OK}, the best found so far for
 *     {@link Status#TIMEOUT} and {@link Status#STOPPED}, {@code null} for errors
 * @param elapsedNanos wall time spent on this job, in nanoseconds
 * @param message {@code ""} when ok, otherwise a sentence for the user naming the line and the fault
 */
public record JobResult(BoardJob job, Status status, SearchResult answer, long elapsedNanos, String message)
        implements Serializable {

    /** How a job ended; {@link #label()} is the value of the {@code status} column. */
    public enum Status {
        /** The job finished and its answer is exact. */
        OK,
        /** The job could not be done; {@code message} says why. */
        ERROR,
        /**
         * The search reached the per-board time limit: the answer is the best found, its upper bound the
         * proven one. Final: a resumed run keeps it, since the same limit would cut the board again.
         */
        TIMEOUT,
        /**
         * The run stopped (deadline, Ctrl-C, SIGTERM) while this board was being searched: the answer is the
         * best found so far. Not final: a resumed run drops the row and solves the board again.
         */
        STOPPED;

        /** Made once: the writer asks for one per row. */
        private final String label = name().toLowerCase(Locale.ROOT);

        /** The lower-case name written to the output. */
        public String label() {
            return label;
        }
    }

    public JobResult {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(message, "message");
        if (status != Status.ERROR && answer == null) {
            throw new IllegalArgumentException("a result with status " + status.label() + " needs an answer");
        }
    }

    /** A finished job. */
    public static JobResult ok(BoardJob job, SearchResult answer, long elapsedNanos) {
        return new JobResult(job, Status.OK, answer, elapsedNanos, "");
    }

    /** A search cut by the per-board time limit, with the best answer found and {@code message} saying so. */
    public static JobResult timeout(BoardJob job, SearchResult answer, long elapsedNanos, String message) {
        return new JobResult(job, Status.TIMEOUT, answer, elapsedNanos, message);
    }

    /** A search cut because the whole run stopped, with the best answer found so far. */
    public static JobResult stopped(BoardJob job, SearchResult answer, long elapsedNanos, String message) {
        return new JobResult(job, Status.STOPPED, answer, elapsedNanos, message);
    }

    /**
     * What the message of an error row says after its line when the board's search ran out of memory: a fault of
     * the machine, not of the board, so a resumed run solves that board again.
     */
    public static final String OUT_OF_MEMORY = "could not solve this board: out of memory (";

    /** A job that failed for the reason in {@code message}. */
    public static JobResult error(BoardJob job, String message, long elapsedNanos) {
        return new JobResult(job, Status.ERROR, null, elapsedNanos, message);
    }
}
