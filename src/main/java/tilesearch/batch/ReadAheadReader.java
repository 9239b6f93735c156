package tilesearch.batch;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicLong;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;

/**
 * Reads jobs on a thread of its own, ahead of the consumer, so that parsing input overlaps with writing results:
 * on large batches of small boards these two, not the search, bound the throughput. Jobs come out in the order
 * the source gives them; a failure of the source reaches the consumer at the point where it happened, after
 * every job read before it.
 *
 * <p>How: the reading thread hands jobs over in chunks, so that the two threads meet once per chunk rather than
 * once per job (on a million small boards, waking each other per job cost more than parsing them). A chunk is
 * handed over when it is full, when the input ends or fails, or when its first job has waited
 * {@value #CHUNK_WAIT_NANOS} ns for the source to give more, so that jobs trickling from a pipe still flow.
 * At most about {@code maxJobs} jobs and {@code maxCells} board cells are held ahead, in chunks handed over and not
 * yet taken and in the one being filled, besides the one job being read (however large): board cells, not jobs,
 * are what a job's memory grows with, so memory stays flat whatever the input, boards of a million cells too.
 *
 * <p>One consumer thread only. The source stays the caller's: {@link #close()} stops the reading thread but
 * does not close the source, which the caller closes after it.
 */
final class ReadAheadReader implements JobReader {

    /** How long a chunk's first job may wait for the chunk to fill before it is handed over anyway. */
    static final long CHUNK_WAIT_NANOS = 1_000_000;

    /** Chunks waiting for the consumer, at most: with the one being filled and the one being taken, four. */
    private static final int QUEUED_CHUNKS = 2;

    /** What the reading thread hands over: jobs, and after the last of them the end of input or its failure. */
    private record Chunk(ArrayDeque<BoardJob> jobs, long cells, boolean end, IOException failure) {
    }

    private final JobReader source;
    private final int chunkJobs;
    private final long chunkCells;
    private final long maxCells;
    /**
     * The cells of the chunks handed over and not yet taken. The reading thread waits on it, under its lock, for
     * the consumer to take chunks; the consumer takes the lock to wake it only after lowering the count.
     */
    private final AtomicLong handedOverCells = new AtomicLong();
    private final BlockingQueue<Chunk> queue = new ArrayBlockingQueue<>(QUEUED_CHUNKS);
    private final Thread thread;
    /**
     * The end the reading thread hands over when it died of an {@link Error}, made before it is needed: out of
     * memory, the thread could make nothing more, and the consumer would wait for it forever.
     */
    private final Chunk death = new Chunk(new ArrayDeque<>(), 0, true, null);
    /** What killed the reading thread, set before {@link #death} is handed over. */
    private volatile Error killer;
    private Chunk current;
    private boolean ended;

    /** Reads {@code source} ahead, holding about {@code maxJobs} jobs and {@code maxCells} cells at most (≥ 1). */
    ReadAheadReader(JobReader source, int maxJobs, long maxCells) {
        this.source = source;
        this.chunkJobs = Math.max(1, maxJobs / 4);
        this.chunkCells = Math.max(1, maxCells / 4);
        this.maxCells = Math.max(1, maxCells);
        this.thread = new Thread(this::readAll, "tilesearch-reader");
        thread.setDaemon(true);
    }

    private void readAll() {
        ArrayDeque<BoardJob> jobs = newChunk();
        try {
            long cells = 0;
            long firstAt = 0;
            while (true) {
                if (cells > 0 && cells + handedOverCells.get() >= maxCells) {
                    handOver(new Chunk(jobs, cells, false, null));
                    jobs = newChunk();
                    cells = 0;
                }
                if (handedOverCells.get() >= maxCells) {
                    awaitRoom();
                }
                BoardJob job = source.read();
                if (job == null) {
                    break;
                }
                if (jobs.isEmpty()) {
                    firstAt = System.nanoTime();
                }
                jobs.add(job);
                cells += Batch.cells(job);
                if (jobs.size() >= chunkJobs || cells >= chunkCells
                        || System.nanoTime() - firstAt >= CHUNK_WAIT_NANOS) {
                    handOver(new Chunk(jobs, cells, false, null));
                    jobs = newChunk();
                    cells = 0;
                }
            }
            queue.put(new Chunk(jobs, 0, true, null));
        } catch (IOException e) {
            putQuietly(new Chunk(jobs, 0, true, e));
        } catch (RuntimeException e) {
            putQuietly(new Chunk(jobs, 0, true, new IOException("reading the input failed: " + e, e)));
        } catch (Error e) {
            killer = e;
            putQuietly(death);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Room for a chunk's jobs, made at once: a chunk of small boards holds {@link #chunkJobs} of them. */
    private ArrayDeque<BoardJob> newChunk() {
        return new ArrayDeque<>(chunkJobs);
    }

    /** Puts {@code chunk} on the queue, counting its cells as held until the consumer takes it. */
    private void handOver(Chunk chunk) throws InterruptedException {
        handedOverCells.addAndGet(chunk.cells);
        queue.put(chunk);
    }

    /** Waits until the chunks handed over hold fewer than {@code maxCells} cells. */
    private void awaitRoom() throws InterruptedException {
        synchronized (handedOverCells) {
            while (handedOverCells.get() >= maxCells) {
                handedOverCells.wait();
            }
        }
    }

    private void putQuietly(Chunk chunk) {
        try {
            queue.put(chunk);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Starts reading ahead with the first call, so that a run stopped before it began reads nothing. */
    @Override
    public BoardJob read() throws IOException {
        while (!ended) {
            if (current != null && !current.jobs.isEmpty()) {
                return current.jobs.poll();
            }
            if (current != null && current.end) {
                ended = true;
                if (current == death) {
                    throw killer;
                }
                if (current.failure != null) {
                    throw current.failure;
                }
                return null;
            }
            takeChunk();
        }
        return null;
    }

    private void takeChunk() throws IOException {
        start();
        try {
            current = queue.take();
            if (current.cells > 0 && handedOverCells.addAndGet(-current.cells) < maxCells) {
                synchronized (handedOverCells) {
                    handedOverCells.notifyAll();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading the input", e);
        }
    }

    /**
     * Whether {@link #read()} would return without waiting for the source: jobs, the end or a failure are
     * already here. Starts reading ahead, as {@link #read()} does.
     */
    boolean ready() {
        start();
        return ended || current != null && (!current.jobs.isEmpty() || current.end) || !queue.isEmpty();
    }

    private void start() {
        if (thread.getState() == Thread.State.NEW) {
            thread.start();
        }
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
