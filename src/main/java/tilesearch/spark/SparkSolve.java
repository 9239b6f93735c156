package tilesearch.spark;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.storage.StorageLevel;
import org.apache.spark.util.SerializableConfiguration;
import scala.reflect.ClassTag$;
import scala.Function1;
import scala.runtime.BoxedUnit;
import tilesearch.batch.RowCounts;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.cli.TileSearch;
import tilesearch.input.BoardJob;
import tilesearch.input.CsvSplits;
import tilesearch.results.JobResult;
import tilesearch.results.ResultFile;
import tilesearch.run.KeptBoards;
import tilesearch.search.Strategy;

/**
 * {@code solve} as an Apache Spark job: the same inputs, options and rows, with the boards spread over a
 * cluster. The data flow, in Spark's terms:
 *
 * <ol>
 *   <li>the driver lists the inputs into units (files, and splits of large CSV files), and a first job counts
 *       the lines of the splits so that each knows its first line and board number;</li>
 *   <li>one task per unit reads its boards with {@code solve}'s readers;</li>
 *   <li>a first pass sums the boards' estimated costs; the few boards too costly for one task come back to the
 *       driver, which solves them one by one, each split into subtrees across the whole cluster
 *       ({@link DeepBoards});</li>
 *   <li>the boards are cut into runs of about equal estimated cost, one per task ({@link CostBalance}), each
 *       run sorted back into input order; when the input units already are runs of about that size, each unit
 *       is a task as it was read, and no board moves;</li>
 *   <li>each task solves its run with {@code solve}'s {@code BoardSolver} into CSV rows ({@link PartitionSolver}),
 *       taking the deep boards' rows as the driver made them;</li>
 *   <li>the rows go to one CSV on the driver, written in input order as the tasks finish ({@link RowsInOrder}),
 *       or to part files, one per task.</li>
 * </ol>
 *
 * <p>Fault tolerance is Spark's: a task lost with its executor is run again from its input, and a row is
 * written only once its task finished, so no board is lost or written twice.
 */
public final class SparkSolve {

    /** Tasks per core: more, smaller runs let a fast executor take work from a slow one. */
    static final int TASKS_PER_CORE = 4;

    private SparkSolve() {
    }

    /** Runs {@code spark-solve} and exits with its exit code; spark-submit's main class. */
    public static void main(String[] args) {
        TileSearch.exit(args, (out, err) -> SparkSolveCommand.commandLine(SparkSolveCommand::newContext, true, out, err));
    }

    /**
     * Solves every board of {@code paths} into {@code out}, in input order, leaving out the boards in
     * {@code completed} ({@code null} for none) and, in folders, the local files {@code runFiles} (the results
     * and what belongs to them); closes neither. Once {@code stop} fires (on the driver; executors stop at
     * {@link SolveSettings#deadline}) no board starts.
     *
     * @throws java.nio.file.NoSuchFileException naming the first path that does not exist
     */
    public static SparkRun solveInto(JavaSparkContext spark, List<String> paths, Set<Path> runFiles,
            SolveSettings settings, KeptBoards completed, ResultFile out, RunStop stop) throws IOException {
        RowsInOrder rows = new RowsInOrder(out);
        Solving solving = null;
        try {
            solving = solve(spark, paths, runFiles, settings, completed, stop);
            checkNotSignalled(stop);
            // One job solves every task and hands its rows to the driver as it ends, so rows reach the file while
            // later tasks run, and no second pass over persisted results is needed to gather them.
            Function1<scala.collection.Iterator<TaskRows>, TaskRows> onlyElement =
                    (Function1<scala.collection.Iterator<TaskRows>, TaskRows> & Serializable) task -> task.next();
            spark.sc().runJob(solving.tasks().rdd(), onlyElement, (task, taskRows) -> {
                rows.take((Integer) task, taskRows);
                return BoxedUnit.UNIT;
            }, ClassTag$.MODULE$.apply(TaskRows.class));
        } catch (Exception e) {
            // A failed write reaches here wrapped by the job; the run reports the IOException.
            if (rows.failure() != null) {
                throw rows.failure();
            }
            if (!signalled(stop)) {
                throw e;
            }
        }
        return finished(rows.counts(), solving);
    }

    /**
     * Solves every board of {@code paths} into the folder {@code parts} (any Hadoop URI), which must not exist:
     * one CSV part file per task, each with the header and its slice of the input in order, and {@code _SUCCESS}
     * once all are there. Leaves out boards and files as {@link #solveInto} does, and stops as it does.
     */
    public static SparkRun solveIntoParts(JavaSparkContext spark, List<String> paths, Set<Path> runFiles,
            SolveSettings settings, KeptBoards completed, String parts, RunStop stop) throws IOException {
        Solving solving = null;
        try {
            solving = solve(spark, paths, runFiles, settings, completed, stop);
            JavaRDD<TaskRows> tasks = solving.tasks().persist(StorageLevel.MEMORY_AND_DISK());
            try {
                checkNotSignalled(stop);
                RowCounts counts = tasks.aggregate(new RowCounts(), (sum, task) -> sum.merge(task.counts()),
                        RowCounts::merge);
                checkNotSignalled(stop);
                tasks.map(TaskRows::partFile).saveAsTextFile(parts);
                return finished(counts, solving);
            } finally {
                tasks.unpersist(false);
            }
        } catch (Exception e) {
            if (!signalled(stop)) {
                throw e;
            }
        }
        // Part files are committed only with the whole job: a job cancelled by a signal wrote none.
        return finished(new RowCounts(), solving);
    }

    /**
     * What a run that wrote the rows {@code rows} did, its summary as {@code solve} reports it: a job read without a
     * row was never started, since the run stopped first. {@code solving} is {@code null} when the run stopped before
     * it knew how many jobs it would read: it then read none past its rows.
     */
    private static SparkRun finished(RowCounts rows, Solving solving) {
        if (solving == null) {
            return new SparkRun(rows.summary(0, false), 0);
        }
        long read = solving.read();
        return new SparkRun(rows.summary(read - rows.written(), true), solving.deepBoards());
    }

    /**
     * Whether a signal stopped the run: its jobs were cancelled ({@code ResultsRun#onSignal}), and what
     * the driver has is what the run did.
     */
    private static boolean signalled(RunStop stop) {
        return stop.reason() == RunStop.Reason.SIGNAL;
    }

    /** Ends the job before its next Spark job starts when a signal has stopped the run: a job cancelled early. */
    private static void checkNotSignalled(RunStop stop) {
        if (signalled(stop)) {
            throw new CancellationException("stopped by a signal");
        }
    }

    /**
     * What a finished job did.
     *
     * @param summary the counts of its rows, as {@code solve} reports them
     * @param deepBoards how many boards were split across the cluster (see {@link DeepBoards})
     */
    public record SparkRun(RunSummary summary, int deepBoards) {
    }

    /**
     * The rows being made.
     *
     * @param tasks every task's rows, task by task in input order
     * @param read how many jobs were read: a board without a row was not started
     * @param deepBoards how many boards were split across the cluster
     */
    private record Solving(JavaRDD<TaskRows> tasks, long read, int deepBoards) {
    }

    /** Reads, balances and solves every board: steps 1 to 4 of the class comment. */
    private static Solving solve(JavaSparkContext spark, List<String> paths,
            Set<Path> runFiles, SolveSettings settings, KeptBoards completed, RunStop stop) throws IOException {
        Broadcast<SerializableConfiguration> hadoop = spark.broadcast(
                new SerializableConfiguration(spark.hadoopConfiguration()));
        checkNotSignalled(stop);
        List<ReadUnit> units = numbered(spark, InputListing.list(paths, runFiles,
                spark.hadoopConfiguration(), settings.splitBytes()), hadoop);
        Broadcast<KeptBoards> done = spark.broadcast(completed == null ? new KeptBoards() : completed);
        int moves = settings.moves();
        JavaRDD<BoardJob> jobs = spark.parallelize(units, Math.max(1, units.size()))
                .mapPartitions(unit -> read(unit, hadoop.value().value(), moves, done.value()));

        int shares = spark.defaultParallelism() * TASKS_PER_CORE;
        double deepCost = settings.strategy() == Strategy.BEST ? settings.deepCost() : Double.POSITIVE_INFINITY;
        checkNotSignalled(stop);
        List<CostBalance.PartitionCost> partitions = jobs.mapPartitionsWithIndex(
                (partition, read) -> CostBalance.partitionCost(partition, read, deepCost, shares), true).collect();
        List<CostBalance.Candidate> deep = DeepBoards.choose(partitions, shares);
        checkNotSignalled(stop);
        Map<CostBalance.Place, JobResult> solved = DeepBoards.solve(spark, deep, settings, stop);

        long count = partitions.stream().mapToLong(CostBalance.PartitionCost::count).sum();
        List<Double> costs = new ArrayList<>(partitions.stream().map(CostBalance.PartitionCost::cost).toList());
        for (CostBalance.Candidate candidate : deep) {
            int partition = candidate.place().partition();
            costs.set(partition, costs.get(partition) - candidate.cost() + 1);
        }
        PartitionSolver solver = new PartitionSolver(settings, spark.broadcast(solved));
        // When every board was solved across the cluster, the tasks only take their rows: no board need move.
        if (solved.size() == count || CostBalance.inputBalanced(costs, shares)) {
            return new Solving(jobs.mapPartitionsWithIndex(CostBalance::inPlace, true).mapPartitions(solver), count,
                    solved.size());
        }
        int tasks = (int) Math.max(1, Math.min(count, (long) shares));
        CostBalance balance = new CostBalance(costs, tasks, Set.copyOf(solved.keySet()));
        JavaRDD<TaskRows> rows = JavaPairRDD.fromJavaRDD(jobs.mapPartitionsWithIndex(balance::place, true))
                .repartitionAndSortWithinPartitions(balance.partitioner(), CostBalance.Slot.INPUT_ORDER)
                .mapPartitions(solver);
        return new Solving(rows, count, solved.size());
    }

    /** The jobs of the unit of one partition: parallelize gives each unit a partition of its own. */
    private static Iterator<BoardJob> read(Iterator<ReadUnit> units, Configuration hadoop, int moves,
            KeptBoards done) throws IOException {
        return units.hasNext() ? units.next().jobs(hadoop, moves, done) : Collections.emptyIterator();
    }

    /** The units with every CSV split numbered, after a job that counts the splits' lines side by side. */
    private static List<ReadUnit> numbered(JavaSparkContext spark, List<ReadUnit> units,
            Broadcast<SerializableConfiguration> hadoop) {
        List<ReadUnit> splits = units.stream().filter(ReadUnit::isSplit).toList();
        if (splits.isEmpty()) {
            return units;
        }
        List<CsvSplits.Counts> counts = spark.parallelize(splits, splits.size())
                .map(split -> split.count(hadoop.value().value()))
                .collect();
        return InputListing.numbered(units, counts);
    }
}
