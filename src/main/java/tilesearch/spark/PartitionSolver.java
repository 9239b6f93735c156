package tilesearch.spark;

import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import scala.Tuple2;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.RunStop;
import tilesearch.io.BoardJob;
import tilesearch.io.JobResult;

/**
 * Solves one task's boards, in order, with {@code solve}'s {@link BoardSolver}. A task has one core, so its
 * searcher gets a pool of one thread, where a search never splits: every row is the one {@code solve
 * --threads 1} writes for the board, its time aside. The rows of deep boards, already solved across the cluster
 * ({@link DeepBoards}), are taken as they are.
 */
final class PartitionSolver implements FlatMapFunction<Iterator<Tuple2<CostBalance.Slot, BoardJob>>, JobResult> {

    private static final long serialVersionUID = 1L;

    private final SolveSettings settings;
    private final Broadcast<Map<CostBalance.Place, JobResult>> solved;

    PartitionSolver(SolveSettings settings, Broadcast<Map<CostBalance.Place, JobResult>> solved) {
        this.settings = settings;
        this.solved = solved;
    }

    @Override
    public Iterator<JobResult> call(Iterator<Tuple2<CostBalance.Slot, BoardJob>> jobs) {
        ForkJoinPool pool = new ForkJoinPool(1);
        BoardSolver solver = new BoardSolver(() -> settings.strategy().newSearcher(pool, settings.tableBytes()),
                settings.timeLimit(), RunStop.withoutDeadline());
        Map<CostBalance.Place, JobResult> deep = solved.value();
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
                Tuple2<CostBalance.Slot, BoardJob> job = jobs.next();
                JobResult done = deep.isEmpty() ? null : deep.get(job._1().place());
                return done != null ? done : solver.process(job._2());
            }
        };
    }
}
