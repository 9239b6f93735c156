package tilesearch.io;

import java.util.Locale;
import java.util.Objects;
import tilesearch.search.SearchResult;

/**
 * What became of one board job: its answer, or the reason there is none.
 *
 * <p>Apply jobs report their answer as a {@link SearchResult} too: the moves played are the path, the board
 * after them is {@code boardAfter}, its largest tile is both {@code maxExponent} and {@code upperBound}, and
 * {@code nodes} counts the moves played.
 *
 * @param job the job as it was read
 * @param status how the job ended
 * @param answer the answer; present when {@code status} is {@link Status#OK}, {@code null} for errors
 * @param elapsedNanos wall time spent on this job, in nanoseconds
 * @param message {@code ""} when ok, otherwise a sentence for the user naming the line and the fault
 */
public record JobResult(BoardJob job, Status status, SearchResult answer, long elapsedNanos, String message) {

    /** How a job ended; {@link #label()} is the value of the {@code status} column. */
    public enum Status {
        /** The job finished and its answer is exact. */
        OK,
        /** The job could not be done; {@code message} says why. */
        ERROR;

        /** The lower-case name written to the output. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public JobResult {
        Objects.requireNonNull(job, "job");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(message, "message");
        if (status == Status.OK && answer == null) {
            throw new IllegalArgumentException("an ok result needs an answer");
        }
    }

    /** A finished job. */
    public static JobResult ok(BoardJob job, SearchResult answer, long elapsedNanos) {
        return new JobResult(job, Status.OK, answer, elapsedNanos, "");
    }

    /** A job that failed for the reason in {@code message}. */
    public static JobResult error(BoardJob job, String message, long elapsedNanos) {
        return new JobResult(job, Status.ERROR, null, elapsedNanos, message);
    }
}
