package tilesearch.run;

import java.io.InputStream;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.input.Input;
import tilesearch.input.InputWrapper;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;

/**
 * Counts the boards of a run's inputs on a background thread, so that progress can show a total and an ETA
 * while the run streams through them. The count reads every input once more, which on big batches of small boards
 * costs as much as the run's own reading, so it starts the first time the total is asked for (as progress starts
 * at a terminal, else at the first progress line in the log): a run that ends before never pays for it. Standard input cannot be read twice, so with {@code -} the
 * total stays unknown.
 *
 * <p>Thread-safe: the progress thread asks, the run closes.
 */
public final class BoardCounter implements LongSupplier, AutoCloseable {

    /** {@link #getAsLong()} while the count is not known. */
    public static final long UNKNOWN = -1;

    private static final Logger LOG = LoggerFactory.getLogger(BoardCounter.class);

    private final Iterable<Input> inputs;
    private final int moves;
    /** Whether the count was asked for, or the run ended: the count starts at most once. */
    private boolean asked;
    private Thread thread;
    private volatile long total = UNKNOWN;

    /** A count of the boards of {@code inputs}, as the run walked them, each searched with {@code moves}. */
    public BoardCounter(Iterable<Input> inputs, int moves) {
        this.inputs = inputs;
        this.moves = moves;
    }

    /**
     * The number of boards and malformed regions in the inputs, or {@link #UNKNOWN} until counted; the first call
     * starts the count.
     */
    @Override
    public synchronized long getAsLong() {
        if (!asked && countable()) {
            thread = new Thread(this::count, "tilesearch-count");
            thread.setDaemon(true);
            thread.setPriority(Thread.MIN_PRIORITY);
            thread.start();
        }
        asked = true;
        return total;
    }

    /** Whether the inputs can be read again: some, and none of them standard input. */
    private boolean countable() {
        boolean any = false;
        for (Input input : inputs) {
            if (input.isStdin()) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private void count() {
        long count = 0;
        try (JobReader reader = JobSources.open(inputs, moves, InputStream.nullInputStream(), InputWrapper.NONE)) {
            while (reader.read() != null) {
                if (Thread.currentThread().isInterrupted()) {
                    return;
                }
                count++;
            }
            total = count;
        } catch (Exception e) {
            LOG.debug("counting the boards failed; progress shows no total", e);
        }
    }

    /** Stops counting when the run ends first. */
    @Override
    public synchronized void close() {
        asked = true;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
