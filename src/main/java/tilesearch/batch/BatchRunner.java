package tilesearch.batch;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.io.BoardJob;
import tilesearch.io.JobReader;
import tilesearch.io.JobResult;
import tilesearch.io.ResultWriter;

/**
 * The pipeline: reads jobs, solves them side by side in a {@link ForkJoinPool}, and writes their results in
 * input order, whatever the number of threads.
 *
 * <p>How: a {@link ReadAheadReader} parses input on its own thread, so reading overlaps with writing. The
 * calling thread takes each job, submits it to the pool as its own task, and appends the task to a
 * queue of jobs in flight. When the queue holds {@code window} tasks, it first waits for the oldest and
 * writes its result. So results leave in the order jobs came in, at most {@code window} jobs are held at
 * once (memory stays flat however many boards there are), and a slow board holds back the writer but not
 * the workers until the window fills. Each task runs its search inside the pool, so a searcher can fork
 * subtasks into the same workers.
 *
 * <p>Every job read is written exactly once: a processor that throws, or a task that dies, becomes an error
 * row. A failing reader or writer ends the run with its exception; the rows written before stay valid.
 *
 * <p>When the {@link RunStop} fires (deadline or signal), the runner reads no more jobs; tasks already
 * submitted but not yet started return without solving and get no row (a resumed run solves them), and running
 * searches stop and report what they have. Everything that finished is still written, in input order.
 *
 * <p>One runner serves one run at a time; {@link #run} must not be called concurrently.
 */
public final class BatchRunner {

    /** Jobs in flight per worker: enough that one slow board rarely idles the others, few enough to hold. */
    static final int JOBS_PER_WORKER = 16;

    /**
     * The longest a written row waits in the writer's buffer while results stream in: flushing every row costs
     * a system call each, 15% of a run of 100,000 4×4 boards; this costs nothing measurable.
     */
    static final long FLUSH_INTERVAL_NANOS = 50_000_000;

    private static final Logger LOG = LoggerFactory.getLogger(BatchRunner.class);

    private final ForkJoinPool pool;
    private final JobProcessor processor;
    private final int window;
    private final RunStop stop;
    private final ProgressListener listener;

    /** A runner with {@value #JOBS_PER_WORKER} jobs in flight per worker of {@code pool} that never stops early. */
    public BatchRunner(ForkJoinPool pool, JobProcessor processor) {
        this(pool, processor, RunStop.withoutDeadline(), ProgressListener.NONE);
    }

    /**
     * A runner that keeps {@value #JOBS_PER_WORKER} jobs in flight per worker of {@code pool}, ends early when
     * {@code stop} fires, and tells {@code listener} about every job read and row written.
     */
    public BatchRunner(ForkJoinPool pool, JobProcessor processor, RunStop stop, ProgressListener listener) {
        this(pool, processor, pool.getParallelism() * JOBS_PER_WORKER, stop, listener);
    }

    BatchRunner(ForkJoinPool pool, JobProcessor processor, int window) {
        this(pool, processor, window, RunStop.withoutDeadline(), ProgressListener.NONE);
    }

    BatchRunner(ForkJoinPool pool, JobProcessor processor, int window, RunStop stop, ProgressListener listener) {
        if (window < 1) {
            throw new IllegalArgumentException("window must be at least 1, got " + window);
        }
        this.pool = pool;
        this.processor = processor;
        this.window = window;
        this.stop = stop;
        this.listener = listener;
    }

    /**
     * Solves every job of {@code source} and writes one result per job to {@code writer}, in input order.
     * Closes neither.
     *
     * @throws IOException when the reader or the writer fails; jobs still in flight are cancelled
     */
    public RunSummary run(JobReader source, ResultWriter writer) throws IOException {
        long start = System.nanoTime();
        Tally tally = new Tally();
        ArrayDeque<InFlight> inFlight = new ArrayDeque<>(window);
        boolean exhausted = false;
        try (ReadAheadReader reader = new ReadAheadReader(source, window)) {
            while (!stop.stopRequested()) {
                BoardJob job = reader.read();
                if (job == null) {
                    exhausted = true;
                    break;
                }
                tally.read++;
                listener.jobRead(job);
                if (inFlight.size() == window) {
                    writeOldest(inFlight, writer, tally);
                }
                inFlight.add(new InFlight(job, submit(job)));
            }
            while (!inFlight.isEmpty()) {
                writeOldest(inFlight, writer, tally);
            }
            writer.flush();
        } finally {
            for (InFlight pending : inFlight) {
                pending.task.cancel(false);
            }
        }
        return new RunSummary(tally.read, tally.ok, tally.errors, tally.timeouts, tally.stopped, tally.notStarted,
                exhausted, tally.slowest, System.nanoTime() - start);
    }

    /** Hands {@code job} to the pool; the task gives {@code null} without solving when the run has stopped. */
    private ForkJoinTask<JobResult> submit(BoardJob job) {
        return pool.submit(() -> stop.stopRequested() ? null : processor.process(job));
    }

    /** Writes the oldest job's result, or skips it when the run stopped before it started. */
    private void writeOldest(ArrayDeque<InFlight> inFlight, ResultWriter writer, Tally tally) throws IOException {
        InFlight oldest = inFlight.peekFirst();
        if (!oldest.task.isDone() || System.nanoTime() - tally.lastFlush > FLUSH_INTERVAL_NANOS) {
            // About to wait, or rows have waited long enough: what is finished goes to disk, so a crash loses
            // at most the last moments of a fast stream and nothing while a slow board runs.
            writer.flush();
            tally.lastFlush = System.nanoTime();
        }
        JobResult result = resultOf(oldest);
        if (result == null) {
            inFlight.removeFirst();
            tally.notStarted++;
            return;
        }
        writer.write(result);
        inFlight.removeFirst();
        tally.count(result);
        listener.resultWritten(result);
    }

    /**
     * The task's result, or {@code null} when the run stopped before it started; a task that threw (the
     * processor broke its contract, or an Error) gives an error row.
     */
    private static JobResult resultOf(InFlight pending) {
        try {
            return pending.task.join();
        } catch (RuntimeException | Error e) {
            // join() rethrows a copy made in this thread, with the exception the worker threw as its cause.
            Throwable failure = e.getCause() != null && e.getCause().getClass() == e.getClass() ? e.getCause() : e;
            LOG.debug("{} board {} (line {}) failed", pending.job.file(), pending.job.ordinal(), pending.job.line(),
                    failure);
            return JobResult.error(pending.job, BoardSolver.failureMessage(pending.job, failure), 0);
        }
    }

    /** A job and the task solving it. */
    private record InFlight(BoardJob job, ForkJoinTask<JobResult> task) {
    }

    /** Running counts of one run and when it last flushed; touched only by the thread calling {@link #run}. */
    private static final class Tally {
        long read;
        long ok;
        long errors;
        long timeouts;
        long stopped;
        long notStarted;
        long lastFlush = System.nanoTime();
        JobResult slowest;

        void count(JobResult result) {
            switch (result.status()) {
                case OK -> ok++;
                case ERROR -> errors++;
                case TIMEOUT -> timeouts++;
                case STOPPED -> stopped++;
            }
            if (slowest == null || result.elapsedNanos() > slowest.elapsedNanos()) {
                slowest = result;
            }
        }
    }
}
