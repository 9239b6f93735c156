package tilesearch.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ForkJoinPool;
import org.apache.spark.api.java.function.FlatMapFunction;
import org.apache.spark.broadcast.Broadcast;
import scala.Tuple2;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.RowCounts;
import tilesearch.batch.RunStop;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.results.ResultCsvWriter;

/**
 * Solves one task's boards, in order, with {@code solve}'s {@link BoardSolver}, into the task's rows. A task has one
 * core, so its searcher gets a pool of one thread, where a search never splits: every row is the one {@code solve
 * --threads 1} writes for the board, its time aside. The rows of deep boards, already solved across the cluster
 * ({@link DeepBoards}), are taken as they are.
 *
 * <p>Once the run's deadline passes no board starts: the boards after it get no row (the driver counts them as
 * not started), the board being searched gets a {@code stopped} row, and rows already made are still given.
 */
final class PartitionSolver implements FlatMapFunction<Iterator<Tuple2<CostBalance.Slot, BoardJob>>, TaskRows> {

    private static final long serialVersionUID = 1L;

    private final SolveSettings settings;
    private final Broadcast<Map<CostBalance.Place, JobResult>> solved;

    PartitionSolver(SolveSettings settings, Broadcast<Map<CostBalance.Place, JobResult>> solved) {
        this.settings = settings;
        this.solved = solved;
    }

    /** The task's rows: a single element. */
    @Override
    public Iterator<TaskRows> call(Iterator<Tuple2<CostBalance.Slot, BoardJob>> jobs) throws IOException {
        ForkJoinPool pool = new ForkJoinPool(1);
        RunStop stop = RunStop.until(settings.deadline());
        BoardSolver solver = new BoardSolver(() -> settings.strategy().newSearcher(pool, settings.tableBytes()),
                settings.timeLimit(), stop);
        Map<CostBalance.Place, JobResult> deep = solved.value();
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        RowCounts counts = new RowCounts();
        try (ResultCsvWriter csv = ResultCsvWriter.continuing(buffer)) {
            while (jobs.hasNext()) {
                Tuple2<CostBalance.Slot, BoardJob> job = jobs.next();
                JobResult row = deep.get(job._1().place());
                if (row == null && !stop.stopRequested()) {
                    row = solver.process(job._2());
                }
                if (row != null) {
                    csv.write(row);
                    counts.add(row);
                }
            }
        } finally {
            pool.shutdown();
        }
        return List.of(new TaskRows(buffer.toByteArray(), counts)).iterator();
    }
}
