package tilesearch.batch;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ForkJoinPool;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;
import tilesearch.results.JobResult;
import tilesearch.results.ResultWriteException;
import tilesearch.results.ResultWriter;

/**
 * The pipeline: reads jobs, solves them side by side in a {@link ForkJoinPool}, and writes their results in
 * input order, whatever the number of threads.
 *
 * <p>How: a {@link ReadAheadReader} parses input on its own thread, so reading overlaps with writing. The
 * calling thread takes the jobs, groups consecutive ones into a {@link Batch}, submits each batch to the pool as
 * one task, and appends it to a queue of batches in flight. When the queue holds {@code window} batches, it
 * first waits for the oldest and writes its results. So results leave in the order jobs came in, memory stays
 * flat however many boards there are, and a slow board holds back the writer but not the workers until the
 * window fills. Each task runs its searches inside the pool, so a searcher can fork subtasks into the same
 * workers.
 *
 * <p>Batch sizes follow the boards: a batch holds as many jobs as the last batches solved in about
 * {@value #BATCH_NANOS} ns, at most {@code maxBatch} and at most {@value #BATCH_CELLS} cells (always one job).
 * Small boards that take microseconds go hundreds to a task, which then costs a fraction of each; a board that
 * takes milliseconds goes alone, as every board did before batches, so slow boards still spread over the
 * workers, and a lone large board still finds the pool free to split it. The first batches of a run hold one
 * job each, until there is a measure. A batch is submitted when it is full, or before the runner would wait for
 * more input, so jobs trickling in are never held back. Rows of a batch are written when its last job is done.
 *
 * <p>Memory: the batches in flight hold at most a quarter of the heap's worth of board cells (always one batch),
 * at {@value #BYTES_PER_CELL} bytes a cell, and the reader holds a bounded number of cells ahead, so a run of
 * boards of a million cells each fits a heap of 64 MB as a run of small boards does.
 *
 * <p>Every job read is written exactly once: a processor that throws, or a task that dies, becomes an error
 * row. A failing reader or writer ends the run with its exception; the rows written before stay valid.
 *
 * <p>When the {@link RunStop} fires (deadline or signal), the runner reads no more jobs; jobs already submitted
 * but not yet started return without solving and get no row (a resumed run solves them), and running searches
 * stop and report what they have. Everything that finished is still written, in input order.
 *
 * <p>One runner serves one run at a time; {@link #run} must not be called concurrently.
 */
public final class BatchRunner {

    /** Batches in flight per worker: enough that one slow board rarely idles the others, few enough to hold. */
    static final int BATCHES_PER_WORKER = 16;

    /** The most jobs in one batch: 4×4 boards at K = 5 take about a microsecond each. */
    static final int MAX_BATCH_JOBS = 1024;

    /**
     * The time a batch aims at: long enough that submitting and waiting for it cost a few percent of it, short
     * enough that the workers share the work evenly and that rows keep flowing.
     */
    static final long BATCH_NANOS = 500_000;

    /** The most board cells in one batch (1,024 4×4 boards, 40 20×20 ones), so that batches hold little memory. */
    static final long BATCH_CELLS = 1 << 14;

    /**
     * The bytes a board cell costs while its job is in flight, roughly: its exponent, the board after the path,
     * and its row's text (up to a few digits and a space per cell) in a buffer that grows by doubling.
     */
    static final long BYTES_PER_CELL = 16;

    /** The part of the heap the jobs in flight may take, by {@link #BYTES_PER_CELL}: a quarter. */
    static final int IN_FLIGHT_HEAP_SHARE = 4;

    /**
     * The longest a written row waits in the writer's buffer while results stream in: flushing every row costs
     * a system call each, 15% of a run of 100,000 4×4 boards; this costs nothing measurable.
     */
    static final long FLUSH_INTERVAL_NANOS = 50_000_000;

    private final ForkJoinPool pool;
    private final JobProcessor processor;
    private final int window;
    private final int maxBatch;
    /**
     * The most board cells in the batches in flight (always one batch): boards of a million cells each, a few in
     * flight, would otherwise outgrow a small heap, since the window counts batches.
     */
    private final long maxInFlightCells;
    private final RunStop stop;
    private final ProgressListener listener;

    /**
     * A runner that keeps {@value #BATCHES_PER_WORKER} batches in flight per worker of {@code pool}, ends early
     * when {@code stop} fires, and tells {@code listener} about every job read and row written.
     */
    public BatchRunner(ForkJoinPool pool, JobProcessor processor, RunStop stop, ProgressListener listener) {
        this(pool, processor, pool.getParallelism() * BATCHES_PER_WORKER, MAX_BATCH_JOBS, stop, listener);
    }

    /**
     * A runner of at most {@code maxBatch} jobs a batch, {@code window} batches in flight; 1 job a batch is the
     * pipeline without batches.
     */
    BatchRunner(ForkJoinPool pool, JobProcessor processor, int window, int maxBatch, RunStop stop,
            ProgressListener listener) {
        if (window < 1 || maxBatch < 1) {
            throw new IllegalArgumentException("window and batch must be at least 1, got " + window + " and "
                    + maxBatch);
        }
        this.pool = pool;
        this.processor = processor;
        this.window = window;
        this.maxBatch = maxBatch;
        this.maxInFlightCells = Math.max(BATCH_CELLS,
                Runtime.getRuntime().maxMemory() / IN_FLIGHT_HEAP_SHARE / BYTES_PER_CELL);
        this.stop = stop;
        this.listener = listener;
    }

    /**
     * Solves every job of {@code source} and writes one result per job to {@code writer}, in input order.
     * Closes neither.
     *
     * @throws RowsLostException when the results file fails, or the run dies of an unchecked exception or an error
     *     (out of memory), counting the rows that reached the file before
     * @throws IOException when the reader or another writer fails; jobs still in flight are cancelled
     */
    public RunSummary run(JobReader source, ResultWriter writer) throws IOException {
        return new Run(writer).solve(source);
    }

    /**
     * One run: its writer, its batches in flight, the batch being filled and its counts; touched only by the thread
     * calling {@link #run}.
     */
    private final class Run {

        private final ResultWriter writer;
        private final ArrayDeque<Batch> inFlight = new ArrayDeque<>(window);
        /** The jobs of the batch being filled: {@code pending[0..count)}, of {@code cells} board cells. */
        private final BoardJob[] pending = new BoardJob[maxBatch];
        private int count;
        private long cells;
        private long notStarted;
        private final RowCounts written = new RowCounts();
        /** {@link #written} at the last flush. */
        private RowCounts committed = new RowCounts();
        /** The board cells of the batches submitted and not yet written. */
        private long inFlightCells;
        private long lastFlush = System.nanoTime();
        /** Wall nanoseconds per job of the batches written so far, smoothed; 0 before the first. */
        private long nanosPerJob;

        Run(ResultWriter writer) {
            this.writer = writer;
        }

        RunSummary solve(JobReader source) throws IOException {
            boolean exhausted = false;
            try (ReadAheadReader reader = new ReadAheadReader(source, 4 * maxBatch, 4 * BATCH_CELLS)) {
                while (!stop.stopRequested()) {
                    if (count > 0 && !reader.ready()) {
                        // About to wait for input: what is here goes to work, and what is done goes out.
                        submit();
                        writeFinished();
                    }
                    BoardJob job = reader.read();
                    if (job == null) {
                        exhausted = true;
                        break;
                    }
                    listener.jobRead(job);
                    pending[count++] = job;
                    cells += Batch.cells(job);
                    if (count >= batchSize() || cells >= BATCH_CELLS) {
                        submit();
                    }
                }
                if (count > 0) {
                    submit();
                }
                while (!inFlight.isEmpty()) {
                    writeOldest();
                }
                flush();
            } catch (ResultWriteException e) {
                // The file was cut back to the rows of the last flush: those are the rows it holds of this run.
                throw new RowsLostException(e, committed());
            } catch (RuntimeException | Error e) {
                // Out of memory, most often: what filled the heap is unwound, and a flush keeps the rows written
                // so far, which the record then counts.
                flushAfter(e);
                throw new RowsLostException(e, committed());
            } finally {
                for (Batch pendingBatch : inFlight) {
                    pendingBatch.cancel(false);
                }
            }
            return written.summary(notStarted, exhausted);
        }

        /** The counts of the rows the results hold of this run: those of its last complete flush. */
        private RunSummary committed() {
            return committed.summary(0, false);
        }

        /** Flushes the rows written before {@code failure}, which a flush that fails too is added to. */
        private void flushAfter(Throwable failure) {
            try {
                flush();
            } catch (IOException | RuntimeException | Error e) {
                failure.addSuppressed(e);
            }
        }

        /** Jobs for the next batch: as many as take about {@link #BATCH_NANOS}, 1 to {@code maxBatch}. */
        private int batchSize() {
            if (nanosPerJob == 0) {
                return 1;
            }
            return (int) Math.max(1, Math.min(maxBatch, BATCH_NANOS / nanosPerJob));
        }

        /** Hands the pending jobs to the pool as one batch, first making room for it. */
        private void submit() throws IOException {
            // Writes the oldest batches while the window is full or this batch would take the cells in flight past
            // maxInFlightCells; one batch may always go.
            while (inFlight.size() == window || !inFlight.isEmpty() && inFlightCells + cells > maxInFlightCells) {
                writeOldest();
            }
            inFlightCells += cells;
            Batch batch = new Batch(pending, count, processor, stop);
            pool.execute(batch);
            inFlight.add(batch);
            count = 0;
            cells = 0;
        }

        /** Writes every batch at the head of the window that is already done, without waiting. */
        private void writeFinished() throws IOException {
            while (!inFlight.isEmpty() && inFlight.peekFirst().isDone()) {
                writeOldest();
            }
            flush();
        }

        /** Flushes the writer: the rows written so far are in the results now. */
        private void flush() throws IOException {
            writer.flush();
            lastFlush = System.nanoTime();
            committed = new RowCounts().merge(written);
        }

        /** Writes the oldest batch's results, skipping the jobs the run stopped before. */
        private void writeOldest() throws IOException {
            Batch oldest = inFlight.removeFirst();
            if (!oldest.isDone() || System.nanoTime() - lastFlush > FLUSH_INTERVAL_NANOS) {
                // About to wait, or rows have waited long enough: what is finished goes to disk, so a crash loses
                // at most the last moments of a fast stream and nothing while a slow board runs.
                flush();
            }
            Throwable died = null;
            try {
                oldest.join();
            } catch (RuntimeException | Error e) {
                // join() rethrows a copy made in this thread, with the exception the worker threw as its cause.
                died = e.getCause() != null && e.getCause().getClass() == e.getClass() ? e.getCause() : e;
            }
            for (int i = 0; i < oldest.size(); i++) {
                inFlightCells -= Batch.cells(oldest.job(i));
            }
            for (int i = 0; i < oldest.size(); i++) {
                JobResult result = oldest.result(i);
                if (result == null && died != null) {
                    result = BoardSolver.failed(oldest.job(i), died, 0);
                }
                if (result == null) {
                    notStarted++;
                    continue;
                }
                writer.write(result);
                written.add(result);
                listener.resultWritten(result);
            }
            // The time per job of this batch joins the measure, weighing the last batches most.
            long perJob = Math.max(1, oldest.elapsedNanos() / oldest.size());
            nanosPerJob = nanosPerJob == 0 ? perJob : (3 * nanosPerJob + perJob) / 4;
        }
    }
}
