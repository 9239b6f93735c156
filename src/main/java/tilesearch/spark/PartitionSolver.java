package tilesearch.spark;

import java.util.Iterator;
import java.util.concurrent.ForkJoinPool;
import org.apache.spark.api.java.function.FlatMapFunction;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.RunStop;
import tilesearch.io.BoardJob;
import tilesearch.io.JobResult;

/**
 * Solves one task's boards, in order, with {@code solve}'s {@link BoardSolver}. A task has one core, so its
 * searcher gets a pool of one thread, where a search never splits: every row is the one {@code solve
 * --threads 1} writes for the board, its time aside.
 */
final class PartitionSolver implements FlatMapFunction<Iterator<BoardJob>, JobResult> {

    private static final long serialVersionUID = 1L;

    private final SolveSettings settings;

    PartitionSolver(SolveSettings settings) {
        this.settings = settings;
    }

    @Override
    public Iterator<JobResult> call(Iterator<BoardJob> jobs) {
        ForkJoinPool pool = new ForkJoinPool(1);
        BoardSolver solver = new BoardSolver(() -> settings.strategy().newSearcher(pool, settings.tableBytes()),
                settings.timeLimit(), RunStop.withoutDeadline());
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                boolean more = jobs.hasNext();
                if (!more) {
                    pool.shutdown();
                }
                return more;
            }

            @Override
            public JobResult next() {
                return solver.process(jobs.next());
            }
        };
    }
}
