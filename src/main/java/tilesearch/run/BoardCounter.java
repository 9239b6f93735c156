package tilesearch.run;

import java.io.InputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.input.Input;
import tilesearch.input.InputWrapper;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;

/**
 * Counts the boards of a run's inputs on a background thread, so that progress can show a total and an ETA
 * while the run streams through them. The count reads every input once more, which costs far less than
 * solving it; standard input cannot be read twice, so with {@code -} the total stays unknown.
 */
public final class BoardCounter implements AutoCloseable {

    /** {@link #total()} while the count is not known. */
    public static final long UNKNOWN = -1;

    private static final Logger LOG = LoggerFactory.getLogger(BoardCounter.class);

    private final Thread thread;
    private volatile long total = UNKNOWN;

    private BoardCounter(Iterable<Input> inputs, int moves) {
        thread = new Thread(() -> count(inputs, moves), "tilesearch-count");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    /** Starts counting the boards of {@code inputs}, as the run walked them; no inputs means no count. */
    public static BoardCounter start(Iterable<Input> inputs, int moves) {
        BoardCounter counter = new BoardCounter(inputs, moves);
        boolean any = false;
        for (Input input : inputs) {
            if (input.isStdin()) {
                return counter;
            }
            any = true;
        }
        if (any) {
            counter.thread.start();
        }
        return counter;
    }

    /** The number of boards and malformed regions in the inputs, or {@link #UNKNOWN} until counted. */
    public long total() {
        return total;
    }

    private void count(Iterable<Input> inputs, int moves) {
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
    public void close() {
        thread.interrupt();
    }
}
