package tilesearch.spark;

import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import tilesearch.board.Board;
import tilesearch.board.SearchResult;
import tilesearch.search.Searcher;
import tilesearch.search.SplitSearch;
import tilesearch.search.StopSignal;
import tilesearch.search.Subtree;

/**
 * Searches one board with the whole cluster, from the driver: {@link SplitSearch} cuts it into subtrees and each
 * round of subtrees runs as a Spark job, one task per subtree, so that a core that finishes a small subtree
 * takes the next; its cheap search for a lower bound runs on the driver, while the cluster waits for the first
 * round. Searches one board at a time.
 *
 * <p>Tasks share no memory: each is told the round's floor (the best tile exchanged between rounds) and when to
 * stop, the board's time limit or the run's deadline as a time of day, so that tasks cut by it return what they
 * found. Should they not return within {@link #STOP_GRACE_MILLIS} of the driver's own stop, the round's job is
 * cancelled and the search reports what the rounds before found.
 */
final class ClusterSearcher implements Searcher {

    /** Subtrees per core of the cluster: enough for a core that finishes early to take more work. */
    static final int SUBTREES_PER_CORE = 8;
    /** How often the driver looks at the stop signal while a round runs. */
    private static final long POLL_MILLIS = 100;
    /** How long tasks that stop at the same moment as the driver may take to hand in their results. */
    private static final long STOP_GRACE_MILLIS = 2000;

    private final JavaSparkContext spark;
    private final SolveSettings settings;

    ClusterSearcher(JavaSparkContext spark, SolveSettings settings) {
        this.spark = spark;
        this.settings = settings;
    }

    @Override
    public SearchResult search(Board board, int moves, StopSignal stop) {
        long limitAtMillis = settings.timeLimit() == null ? Long.MAX_VALUE
                : System.currentTimeMillis() + settings.timeLimit().toMillis();
        long stopAtMillis = settings.deadline() == null ? limitAtMillis
                : Math.min(limitAtMillis, settings.deadline().toEpochMilli());
        int cores = spark.defaultParallelism();
        return new SplitSearch(settings.tableBytes(), cores * SUBTREES_PER_CORE, cores,
                (subtrees, floor, ceiling, signal) -> run(subtrees, floor, ceiling, signal, stopAtMillis))
                .search(board, moves, stop);
    }

    /** One round: a Spark job of a task per subtree, collected in order. */
    private List<Subtree.Result> run(List<Subtree> subtrees, int floor, int ceiling, StopSignal stop,
            long stopAtMillis) {
        long tableBytes = settings.tableBytes();
        Function<Subtree, Subtree.Result> subtreeTask = subtree -> subtree.search(floor, ceiling, tableBytes,
                stopAt(stopAtMillis));
        return await(spark.parallelize(subtrees, subtrees.size()).map(subtreeTask).collectAsync(),
                "subtrees of a deep board, floor " + floor, stop,
                Collections.nCopies(subtrees.size(), Subtree.Result.notSearched()));
    }

    /**
     * The results of {@code job}, or {@code lost} once it was cancelled: when {@code stop} fires and its tasks
     * do not hand in what they found within {@link #STOP_GRACE_MILLIS}, or when this thread is interrupted.
     */
    private <T> List<T> await(JavaFutureAction<List<T>> job, String description, StopSignal stop, List<T> lost) {
        String group = "tilesearch-deep-" + UUID.randomUUID();
        spark.setJobGroup(group, description, true);
        try {
            long stoppedAt = 0;
            while (true) {
                try {
                    return job.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    if (stoppedAt == 0 && stop.stopRequested()) {
                        stoppedAt = System.currentTimeMillis();
                    }
                    if (stoppedAt != 0 && System.currentTimeMillis() - stoppedAt > STOP_GRACE_MILLIS) {
                        spark.cancelJobGroup(group);
                        return lost;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            spark.cancelJobGroup(group);
            return lost;
        } catch (ExecutionException e) {
            throw new IllegalStateException("the Spark job of " + description + " failed: "
                    + e.getCause().getMessage(), e.getCause());
        } finally {
            spark.clearJobGroup();
        }
    }

    /** The stop signal of a task that must stop at {@code stopAtMillis}, a time of day. */
    private static StopSignal stopAt(long stopAtMillis) {
        return stopAtMillis == Long.MAX_VALUE ? StopSignal.NEVER : () -> System.currentTimeMillis() >= stopAtMillis;
    }
}
