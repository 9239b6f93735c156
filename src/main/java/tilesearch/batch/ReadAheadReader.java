package tilesearch.batch;

import java.io.IOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import tilesearch.io.BoardJob;
import tilesearch.io.JobReader;

/**
 * Reads jobs on a thread of its own, up to {@code capacity} ahead of the consumer, so that parsing input
 * overlaps with writing results: on large batches of small boards these two, not the search, bound the
 * throughput. Jobs come out in the order the source gives them; a failure of the source reaches the consumer
 * at the point where it happened, after every job read before it.
 *
 * <p>One consumer thread only. The source stays the caller's: {@link #close()} stops the reading thread but
 * does not close the source, which the caller closes after it.
 */
final class ReadAheadReader implements JobReader {

    /** What the reading thread hands over: a job, the end of input, or the failure that ended it. */
    private record Item(BoardJob job, IOException failure) {
        static final Item END = new Item(null, null);
    }

    private final JobReader source;
    private final BlockingQueue<Item> queue;
    private final Thread thread;
    private boolean ended;

    ReadAheadReader(JobReader source, int capacity) {
        this.source = source;
        this.queue = new ArrayBlockingQueue<>(capacity);
        this.thread = new Thread(this::readAll, "tilesearch-reader");
        thread.setDaemon(true);
    }

    private void readAll() {
        try {
            BoardJob job;
            while ((job = source.read()) != null) {
                queue.put(new Item(job, null));
            }
            queue.put(Item.END);
        } catch (IOException e) {
            putQuietly(new Item(null, e));
        } catch (RuntimeException | Error e) {
            putQuietly(new Item(null, new IOException("reading the input failed: " + e, e)));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void putQuietly(Item item) {
        try {
            queue.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts reading ahead with the first call, so that a run stopped before it began reads nothing. */
    @Override
    public BoardJob read() throws IOException {
        if (ended) {
            return null;
        }
        if (thread.getState() == Thread.State.NEW) {
            thread.start();
        }
        Item item;
        try {
            item = queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading the input", e);
        }
        if (item.failure != null) {
            ended = true;
            throw item.failure;
        }
        ended = item.job == null;
        return item.job;
    }

    /**
     * Stops reading ahead. A thread blocked on the queue stops at once; one blocked inside the source (standard
     * input, say) stops when the caller closes the source or the input ends, and being a daemon never holds up
     * the JVM's exit.
     */
    @Override
    public void close() {
        thread.interrupt();
    }
}
