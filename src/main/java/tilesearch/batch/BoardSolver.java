package tilesearch.batch;

import java.util.ArrayDeque;
import java.util.concurrent.ForkJoinPool;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.board.Board;
import tilesearch.io.BoardJob;
import tilesearch.io.JobResult;
import tilesearch.search.SearchResult;
import tilesearch.search.Searcher;
import tilesearch.search.Strategy;

/**
 * Solves one board job: searches {@code search} jobs with the chosen {@link Strategy}, plays {@code apply}
 * jobs, and turns unreadable input and any failure while solving into an error result. Thread-safe.
 *
 * <p>Searchers are reused: the 4×4 fast path keeps a transposition table of 768 KiB, far too much to
 * allocate per board. Each thread keeps a stack of idle searchers and borrows one per job, rather than owning
 * exactly one, because a worker that waits in {@code join()} may run another board's task on the same thread
 * while its own search is still using its searcher.
 */
public final class BoardSolver implements JobProcessor {

    private static final Logger LOG = LoggerFactory.getLogger(BoardSolver.class);

    private final Strategy strategy;
    private final ForkJoinPool pool;
    private final ThreadLocal<ArrayDeque<Searcher>> idleSearchers = ThreadLocal.withInitial(ArrayDeque::new);

    /**
     * @param strategy the search algorithm for {@code search} jobs
     * @param pool the pool the jobs run in, where the searcher may fork subtasks
     */
    public BoardSolver(Strategy strategy, ForkJoinPool pool) {
        this.strategy = strategy;
        this.pool = pool;
    }

    @Override
    public JobResult process(BoardJob job) {
        long start = System.nanoTime();
        try {
            BoardJob.Task task = job.task();
            if (task instanceof BoardJob.Search search) {
                ArrayDeque<Searcher> idle = idleSearchers.get();
                Searcher searcher = idle.isEmpty() ? strategy.newSearcher(pool) : idle.pop();
                try {
                    SearchResult answer = searcher.search(search.board(), search.moves());
                    return JobResult.ok(job, answer, System.nanoTime() - start);
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
            LOG.debug("{} board {} (line {}) failed", job.file(), job.ordinal(), job.line(), e);
            return JobResult.error(job, failureMessage(job, e), System.nanoTime() - start);
        }
    }

    /** The message of an error row for a board whose solving threw {@code failure}. */
    static String failureMessage(BoardJob job, Throwable failure) {
        String reason = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
        return "line " + job.line() + ": could not solve this board: " + reason;
    }
}
