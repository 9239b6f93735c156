package tilesearch.cli;

import java.util.function.LongSupplier;
import java.util.function.Supplier;
import tilesearch.run.BoardCounter;

/**
 * The number of boards in a run's inputs for the progress line, counted from the first time it is asked for,
 * that is at the first progress line: counting reads every input a second time, which on big batches of small
 * boards costs as much as the run's own reading, so a run that ends before its first line never pays for it.
 * Thread-safe: the progress thread asks, the run closes.
 */
final class LateCount implements LongSupplier, AutoCloseable {

    private final Supplier<BoardCounter> start;
    private BoardCounter counter;
    private boolean closed;

    /** A count that {@code start} begins when first asked for. */
    LateCount(Supplier<BoardCounter> start) {
        this.start = start;
    }

    /** The total, or {@link BoardCounter#UNKNOWN} until counted; the first call starts the count. */
    @Override
    public synchronized long getAsLong() {
        if (counter == null && !closed) {
            counter = start.get();
        }
        return counter == null ? BoardCounter.UNKNOWN : counter.total();
    }

    /** Stops the count when the run ends first. */
    @Override
    public synchronized void close() {
        closed = true;
        if (counter != null) {
            counter.close();
        }
    }
}
