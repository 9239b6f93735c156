package tilesearch.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.api.java.function.Function;
import tilesearch.board.Board;
import tilesearch.search.SearchResult;
import tilesearch.search.Searcher;
import tilesearch.search.SplitSearch;
import tilesearch.search.StopSignal;
import tilesearch.search.Subtree;

/**
 * Searches one board with the whole cluster, on the driver: {@link SplitSearch} cuts it into subtrees and each
 * round of subtrees runs as a Spark job, one task per subtree, so that a core that finishes a small subtree
 * takes the next. Searches one board at a time.
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
        String group = "tilesearch-subtrees-" + UUID.randomUUID();
        spark.setJobGroup(group, "subtrees of a deep board, floor " + floor, true);
        try {
            JavaFutureAction<List<Subtree.Result>> round = spark.parallelize(subtrees, subtrees.size())
                    .map(new SubtreeTask(floor, ceiling, settings.tableBytes(), stopAtMillis))
                    .collectAsync();
            long stoppedAt = 0;
            while (true) {
                try {
                    return round.get(POLL_MILLIS, TimeUnit.MILLISECONDS);
                } catch (TimeoutException e) {
                    if (stoppedAt == 0 && stop.stopRequested()) {
                        stoppedAt = System.currentTimeMillis();
                    }
                    if (stoppedAt != 0 && System.currentTimeMillis() - stoppedAt > STOP_GRACE_MILLIS) {
                        spark.cancelJobGroup(group);
                        return lost(subtrees.size());
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            spark.cancelJobGroup(group);
            return lost(subtrees.size());
        } catch (ExecutionException e) {
            throw new IllegalStateException("the subtrees' Spark job failed: " + e.getCause().getMessage(),
                    e.getCause());
        } finally {
            spark.clearJobGroup();
        }
    }

    private static List<Subtree.Result> lost(int count) {
        List<Subtree.Result> results = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            results.add(Subtree.Result.notSearched());
        }
        return results;
    }

    /** Searches one subtree on an executor. */
    private static final class SubtreeTask implements Function<Subtree, Subtree.Result> {

        private static final long serialVersionUID = 1L;

        private final int floor;
        private final int ceiling;
        private final long tableBytes;
        private final long stopAtMillis;

        SubtreeTask(int floor, int ceiling, long tableBytes, long stopAtMillis) {
            this.floor = floor;
            this.ceiling = ceiling;
            this.tableBytes = tableBytes;
            this.stopAtMillis = stopAtMillis;
        }

        @Override
        public Subtree.Result call(Subtree subtree) {
            StopSignal stop = stopAtMillis == Long.MAX_VALUE ? StopSignal.NEVER
                    : () -> System.currentTimeMillis() >= stopAtMillis;
            return subtree.search(floor, ceiling, tableBytes, stop);
        }
    }
}
