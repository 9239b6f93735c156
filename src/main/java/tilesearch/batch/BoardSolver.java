package tilesearch.batch;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Locale;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.board.Board;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.board.SearchResult;
import tilesearch.search.Searcher;
import tilesearch.search.StopSignal;
import tilesearch.search.Strategy;

/**
 * Solves one board job: searches {@code search} jobs with the chosen {@link Strategy}, plays {@code apply}
 * jobs, and turns unreadable input and any failure while solving into an error result. Thread-safe.
 *
 * <p>A search stops early when the board's time limit passes or the whole run stops; it then reports the best
 * tile found and the proven bound as a {@link JobResult.Status#TIMEOUT} or {@link JobResult.Status#STOPPED}
 * result. A search that completes despite a late stop is an ordinary exact result.
 *
 * <p>Searchers are reused: a searcher keeps its transposition table and buffers, far too much to allocate per
 * board. Each thread keeps a stack of idle searchers and borrows one per job, rather than owning
 * exactly one, because a worker that waits in {@code join()} may run another board's task on the same thread
 * while its own search is still using its searcher.
 */
public final class BoardSolver implements JobProcessor {

    private static final Logger LOG = LoggerFactory.getLogger(BoardSolver.class);

    /** {@link #timeLimitNanos} when boards have no time limit. */
    private static final long NO_LIMIT = Long.MAX_VALUE;

    private final Supplier<Searcher> searchers;
    private final long timeLimitNanos;
    private final RunStop runStop;
    private final ThreadLocal<ArrayDeque<Searcher>> idleSearchers = ThreadLocal.withInitial(ArrayDeque::new);

    /**
     * @param searchers makes a searcher when a thread has none idle; called at most a few times per thread
     * @param timeLimit the most wall time one board's search may take, or {@code null} for no limit
     * @param runStop stops every search when the run stops
     */
    public BoardSolver(Supplier<Searcher> searchers, Duration timeLimit, RunStop runStop) {
        this.searchers = searchers;
        this.timeLimitNanos = timeLimit == null ? NO_LIMIT : timeLimit.toNanos();
        this.runStop = runStop;
    }

    @Override
    public JobResult process(BoardJob job) {
        long start = System.nanoTime();
        try {
            BoardJob.Task task = job.task();
            if (task instanceof BoardJob.Search search) {
                ArrayDeque<Searcher> idle = idleSearchers.get();
                Searcher searcher = idle.isEmpty() ? searchers.get() : idle.pop();
                try {
                    SearchResult answer = searcher.search(search.board(), search.moves(), stopSignal(start));
                    return searched(job, answer, System.nanoTime() - start);
                } finally {
                    idle.push(searcher);
                }
            }
            if (task instanceof BoardJob.Apply apply) {
                Board after = apply.board().play(apply.moves());
                int max = after.maxExponent();
                SearchResult answer = new SearchResult(max, apply.moves(), after, max, apply.moves().size(), true);
                return JobResult.ok(job, answer, System.nanoTime() - start);
            }
            return JobResult.error(job, ((BoardJob.Invalid) task).message(), System.nanoTime() - start);
        } catch (RuntimeException e) {
            return failed(job, e, System.nanoTime() - start);
        }
    }

    /** Stops the search when the run stops or, counted from {@code start}, the board's time limit passes. */
    private StopSignal stopSignal(long start) {
        if (timeLimitNanos == NO_LIMIT) {
            return runStop;
        }
        return () -> runStop.stopRequested() || System.nanoTime() - start >= timeLimitNanos;
    }

    /** The result of a search that ran for {@code elapsed} nanoseconds: exact, timed out or stopped. */
    private JobResult searched(BoardJob job, SearchResult answer, long elapsed) {
        if (answer.complete()) {
            return JobResult.ok(job, answer, elapsed);
        }
        String seconds = String.format(Locale.ROOT, "%.2f s", elapsed / 1e9);
        if (runStop.stopRequested()) {
            String why = runStop.reason() == RunStop.Reason.DEADLINE ? "at its deadline" : "on a signal";
            return JobResult.stopped(job, answer, elapsed, "line " + job.line() + ": the run stopped " + why
                    + " after " + seconds + " on this board; max_tile is the best found so far; "
                    + "solve --resume solves it again");
        }
        return JobResult.timeout(job, answer, elapsed, "line " + job.line() + ": time limit reached after "
                + seconds + "; max_tile is the best found, upper_bound the largest tile still possible");
    }

    /**
     * The error row of {@code job}, whose solving threw {@code failure} after {@code elapsedNanos}; the failure's
     * stack goes to the debug log, the row says what it was.
     */
    static JobResult failed(BoardJob job, Throwable failure, long elapsedNanos) {
        LOG.debug("{} board {} (line {}) failed", job.file(), job.ordinal(), job.line(), failure);
        String reason = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        String why = failure instanceof OutOfMemoryError
                ? JobResult.OUT_OF_MEMORY + "OutOfMemoryError: " + reason + ") " + MemoryAdvice.advice(true)
                : "could not solve this board: " + reason;
        return JobResult.error(job, "line " + job.line() + ": " + why, elapsedNanos);
    }
}
