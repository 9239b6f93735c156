package tilesearch.batch;

import java.util.Arrays;
import java.util.concurrent.RecursiveAction;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;

/**
 * Consecutive jobs solved one after another by one fork/join task. On small boards a task per board cost more
 * than the board itself (submitting it, waking a worker, waiting for it); a batch pays that once for many.
 *
 * <p>Each job is solved inside the task, so a searcher can still fork subtasks into the same pool. A job whose
 * processing throws gets an error row; once the run has stopped, the jobs not yet started get no result
 * ({@code null}) and so no row. Results are read by the writer after {@link #join()}, which publishes them.
 */
final class Batch extends RecursiveAction {

    private static final long serialVersionUID = 1L;

    private final BoardJob[] jobs;
    private final JobProcessor processor;
    private final RunStop stop;
    private final JobResult[] results;
    private long elapsedNanos;

    /** The jobs {@code jobs[0..count)}, to be solved by {@code processor} unless {@code stop} fires first. */
    Batch(BoardJob[] jobs, int count, JobProcessor processor, RunStop stop) {
        this.jobs = Arrays.copyOf(jobs, count);
        this.processor = processor;
        this.stop = stop;
        this.results = new JobResult[count];
    }

    @Override
    protected void compute() {
        long start = System.nanoTime();
        int solved = 0;
        while (solved < jobs.length && !stop.stopRequested()) {
            results[solved] = solve(jobs[solved]);
            solved++;
        }
        elapsedNanos = System.nanoTime() - start;
    }

    /** The job's result; a processor that throws (it broke its contract, or an Error) gives an error row. */
    private JobResult solve(BoardJob job) {
        try {
            return processor.process(job);
        } catch (RuntimeException | Error e) {
            return BoardSolver.failed(job, e, 0);
        }
    }

    /** How many jobs the batch holds. */
    int size() {
        return jobs.length;
    }

    /** The result of job {@code index}, or {@code null} when the run stopped before it started; after join. */
    JobResult result(int index) {
        return results[index];
    }

    /** The job at {@code index}. */
    BoardJob job(int index) {
        return jobs[index];
    }

    /** The wall time the task took from its first job to its last; after join. */
    long elapsedNanos() {
        return elapsedNanos;
    }

    /** The cells of the job's board, the measure of what a job holds in memory; 0 for unreadable input. */
    static long cells(BoardJob job) {
        BoardJob.Task task = job.task();
        if (task instanceof BoardJob.Search search) {
            return (long) search.board().size() * search.board().size();
        }
        if (task instanceof BoardJob.Apply apply) {
            return (long) apply.board().size() * apply.board().size();
        }
        return 0;
    }
}
