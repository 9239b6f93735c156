package tilesearch.batch;

import java.time.Duration;
import java.time.Instant;
import tilesearch.search.StopSignal;

/**
 * Ends a whole run early: at a deadline ({@code --deadline}), or when asked to (Ctrl-C, SIGTERM). Once it
 * fires it stays fired. One instance per run, shared by the pipeline (which stops reading and starting boards)
 * and every board's search (which stops and reports what it has).
 *
 * <p>Thread-safe: {@link #stopRequested()} is polled by many search threads every few thousand nodes, so it
 * costs one volatile read and, while a deadline is pending, one {@link System#nanoTime()}.
 */
public final class RunStop implements StopSignal {

    /** Why a run stopped early. */
    public enum Reason {
        /** The {@code --deadline} passed. */
        DEADLINE,
        /** The process was asked to stop: Ctrl-C or SIGTERM. */
        SIGNAL
    }

    /** {@link #budgetNanos} when there is no deadline. */
    private static final long NO_DEADLINE = Long.MAX_VALUE;

    private final Instant deadline;
    private final long startNanos = System.nanoTime();
    private final long budgetNanos;
    private volatile Reason reason;

    private RunStop(Instant deadline, long budgetNanos) {
        this.deadline = deadline;
        this.budgetNanos = budgetNanos;
    }

    /** A run without a deadline, which stops only when {@linkplain #request asked}. */
    public static RunStop withoutDeadline() {
        return new RunStop(null, NO_DEADLINE);
    }

    /**
     * A run that stops at the time of day {@code deadline} ({@code null}: none), or earlier when asked; on a
     * machine other than the one that set the deadline (a Spark executor), as far as the two clocks agree. Already
     * stopped when the deadline has passed.
     */
    public static RunStop until(Instant deadline) {
        if (deadline == null) {
            return withoutDeadline();
        }
        Duration left = Duration.between(Instant.now(), deadline);
        if (left.isNegative() || left.isZero()) {
            RunStop stop = new RunStop(deadline, NO_DEADLINE);
            stop.request(Reason.DEADLINE);
            return stop;
        }
        return new RunStop(deadline, left.toNanos());
    }

    /** When the deadline falls, or {@code null}: for solvers on other machines. */
    public Instant deadline() {
        return deadline;
    }

    /** Asks the run to stop for {@code why}; the first reason given is kept. */
    public void request(Reason why) {
        if (reason == null) {
            synchronized (this) {
                if (reason == null) {
                    reason = why;
                }
            }
        }
    }

    @Override
    public boolean stopRequested() {
        if (reason != null) {
            return true;
        }
        // Differences of nanoTime values, as its contract asks: they stay right across a numeric overflow.
        if (budgetNanos != NO_DEADLINE && System.nanoTime() - startNanos >= budgetNanos) {
            request(Reason.DEADLINE);
            return true;
        }
        return false;
    }

    /** Why the run stopped, or {@code null} while it has not. */
    public Reason reason() {
        return stopRequested() ? reason : null;
    }
}
