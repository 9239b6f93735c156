package tilesearch.results;

import java.io.Closeable;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Reads the records of a {@link ResultsReader} on a thread of its own, ahead of the thread that makes rows of them,
 * so that reading the CSV and making and counting rows overlap: a report of a million rows spends its time about
 * evenly between the two. Records come out in file order; a failure of the read comes after every record read
 * before it.
 *
 * <p>Threads: the reading thread owns the reader until it ends, and hands records over in batches through a
 * bounded queue, so that the two threads meet once per batch and at most {@value #QUEUED_BATCHES} batches wait.
 * {@link #close()} stops it and waits for it, after which the caller may close the reader.
 */
final class RecordsAhead implements Closeable {

    /** Records handed over at a time. */
    private static final int BATCH = 1024;
    /** Batches waiting for the consumer, at most. */
    private static final int QUEUED_BATCHES = 4;
    /** How often a reading thread blocked on a full queue looks whether it was closed. */
    private static final long CLOSED_CHECK_MILLIS = 10;

    /** Records, and after the last of them the end of the input or what failed the read. */
    private record Batch(List<ResultsReader.Record> records, boolean end, Throwable failure) {
    }

    private final BlockingQueue<Batch> queue = new ArrayBlockingQueue<>(QUEUED_BATCHES);
    private final Thread thread;
    private volatile boolean closed;
    private Batch current;
    private int next;

    RecordsAhead(ResultsReader reader) {
        thread = new Thread(() -> readAll(reader), "tilesearch-results-reader");
        thread.setDaemon(true);
        thread.start();
    }

    private void readAll(ResultsReader reader) {
        List<ResultsReader.Record> records = new ArrayList<>(BATCH);
        Throwable failure = null;
        try {
            while (reader.next()) {
                records.add(reader.record());
                if (records.size() == BATCH) {
                    if (!handOver(new Batch(records, false, null))) {
                        return;
                    }
                    records = new ArrayList<>(BATCH);
                }
            }
        } catch (Throwable e) {
            // kept for the consumer, who decides what it means, rather than printed by the thread's handler
            failure = e;
        }
        handOver(new Batch(records, true, failure));
    }

    /** Puts {@code batch} in the queue when there is room; false when closed first. */
    private boolean handOver(Batch batch) {
        try {
            while (!closed) {
                if (queue.offer(batch, CLOSED_CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
                    return true;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return false;
    }

    /**
     * The next record; {@code null} after the last.
     *
     * @throws IOException what failed the read, once every record before it has been taken
     */
    ResultsReader.Record next() throws IOException {
        while (current == null || next == current.records().size()) {
            if (current != null && current.end()) {
                throwFailure(current.failure());
                return null;
            }
            try {
                current = queue.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while reading results");
            }
            next = 0;
        }
        return current.records().get(next++);
    }

    private static void throwFailure(Throwable failure) throws IOException {
        if (failure instanceof IOException e) {
            throw e;
        } else if (failure instanceof RuntimeException e) {
            throw e;
        } else if (failure instanceof Error e) {
            throw e;
        }
    }

    /** Stops the reading thread and waits for it to end: the reader is the caller's again. */
    @Override
    public void close() {
        closed = true;
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                // the thread reads at most one more batch: waiting for it keeps the reader to one thread at a time
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
