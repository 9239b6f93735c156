package tilesearch.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.function.ToIntBiFunction;
import org.apache.spark.Partitioner;
import scala.Tuple2;
import tilesearch.input.BoardJob;
import tilesearch.search.SplitSearch;

/**
 * Spreads boards over tasks by what they are expected to cost, keeping input order: the boards, in input
 * order, are cut into runs of about equal estimated cost, one run per task. Boards differ in cost by a factor
 * of a million (a 4×4 board at K = 5 against a full 20×20 one at K = 15), so equal counts of boards would
 * leave most executors idle while one works through the expensive ones.
 *
 * <p>How: each input partition sums its estimates; the driver turns the sums into offsets; then every board's
 * place on the cumulative cost line names its task. Runs are contiguous, so each task's boards, sorted back by
 * their place in the input, are a slice of the input in order.
 *
 * <p>A board that costs more than a task's share cannot be balanced this way: the partition sums bring its job
 * back to the driver as a candidate ({@link DeepBoards}), and a board solved there counts as 1 here.
 */
final class CostBalance implements Serializable {

    /**
     * The growth of a search per extra move that the estimate assumes: pruned searches of random boards grow
     * by 2 to 3 times per move (set (d) of compare.sh: 0.77 s at K = 13, 15 s at K = 18 for one 20×20 board).
     */
    static final double GROWTH_PER_MOVE = 2.5;

    private final Set<Place> solved;
    private final double[] offsets;
    private final double total;
    private final int tasks;

    /**
     * A balance over input partitions whose estimated costs are {@code partitionCosts}, in partition order,
     * into {@code tasks} tasks.
     */
    CostBalance(List<Double> partitionCosts, int tasks, Set<Place> solved) {
        this.solved = solved;
        this.offsets = new double[partitionCosts.size()];
        double sum = 0;
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = sum;
            sum += partitionCosts.get(i);
        }
        this.total = sum;
        this.tasks = tasks;
    }

    /**
     * The relative cost of a job, in no unit: the tiles on the board (every tile is work for each move) times
     * {@value #GROWTH_PER_MOVE}^K for a search; the cells times the moves played for an apply; 1 for a row of
     * unreadable input.
     */
    static double estimate(BoardJob job) {
        if (job.task() instanceof BoardJob.Search search) {
            return (1 + tiles(search.board().exponents())) * Math.pow(GROWTH_PER_MOVE, search.moves());
        }
        if (job.task() instanceof BoardJob.Apply apply) {
            int size = apply.board().size();
            return 1 + (double) size * size * apply.moves().size();
        }
        return 1;
    }

    private static int tiles(byte[] cells) {
        int tiles = 0;
        for (byte cell : cells) {
            if (cell != 0) {
                tiles++;
            }
        }
        return tiles;
    }

    /**
     * The jobs of one input partition, counted and costed.
     *
     * @param count how many jobs it holds
     * @param cost their total estimate
     * @param costliest its costliest jobs that may be deep, at most the number of shares asked for
     */
    record PartitionCost(long count, double cost, List<Candidate> costliest) implements Serializable {
    }

    /**
     * A job that may cost more than a task's share.
     *
     * @param place where it is in the input
     * @param job the job
     * @param cost its estimate
     */
    record Candidate(Place place, BoardJob job, double cost) implements Serializable {
    }

    /**
     * Counts and costs the jobs of input partition {@code partition}, keeping as candidates its {@code shares}
     * costliest searches whose estimate is at least {@code deepCost} and that {@link SplitSearch} splits: no
     * more can each weigh a share of the total.
     */
    static Iterator<PartitionCost> partitionCost(int partition, Iterator<BoardJob> jobs, double deepCost,
            int shares) {
        long count = 0;
        double sum = 0;
        PriorityQueue<Candidate> costliest = new PriorityQueue<>(Comparator.comparingDouble(Candidate::cost));
        while (jobs.hasNext()) {
            BoardJob job = jobs.next();
            double cost = estimate(job);
            if (cost >= deepCost && job.task() instanceof BoardJob.Search search
                    && SplitSearch.splits(search.board(), search.moves())) {
                costliest.add(new Candidate(new Place(partition, count), job, cost));
                if (costliest.size() > shares) {
                    costliest.poll();
                }
            }
            count++;
            sum += cost;
        }
        List<Candidate> candidates = new ArrayList<>(costliest);
        candidates.sort(Comparator.comparing(Candidate::place));
        return List.of(new PartitionCost(count, sum, candidates)).iterator();
    }

    /**
     * Whether the input partitions, whose estimated costs are {@code partitionCosts}, already are tasks of about
     * the size that a balance into {@code shares} tasks would make: no more than twice as many, and none costlier
     * than a share of the whole. Then each is solved where it was read, without the shuffle that moves every
     * board to its balanced task (files of a hundred boards each, for instance).
     */
    static boolean inputBalanced(List<Double> partitionCosts, int shares) {
        if (partitionCosts.size() > 2 * shares) {
            return false;
        }
        double total = 0;
        double largest = 0;
        for (double cost : partitionCosts) {
            total += cost;
            largest = Math.max(largest, cost);
        }
        // A tolerance for the rounding of the sums: partitions of equal cost, one per share, are balanced.
        return largest * shares <= total * (1 + 1e-9);
    }

    /** The jobs of input partition {@code partition}, keyed by their place, each solved by the task that read it. */
    static Iterator<Tuple2<Slot, BoardJob>> inPlace(int partition, Iterator<BoardJob> jobs) {
        return keyed(partition, jobs, (place, job) -> partition);
    }

    /** The jobs of input partition {@code partition}, each keyed by its task and its place in the input. */
    Iterator<Tuple2<Slot, BoardJob>> place(int partition, Iterator<BoardJob> jobs) {
        double[] before = {offsets[partition]};
        return keyed(partition, jobs, (place, job) -> {
            double cost = solved.contains(place) ? 1 : estimate(job);
            // A board's middle decides its task, so a board costlier than a run goes where it weighs most.
            int task = total == 0 ? 0 : (int) Math.min(tasks - 1, Math.floor((before[0] + cost / 2) * tasks / total));
            before[0] += cost;
            return task;
        });
    }

    /** The jobs of input partition {@code partition}, each keyed by its place and the task {@code task} gives it. */
    private static Iterator<Tuple2<Slot, BoardJob>> keyed(int partition, Iterator<BoardJob> jobs,
            ToIntBiFunction<Place, BoardJob> task) {
        return new Iterator<>() {
            private long sequence;

            @Override
            public boolean hasNext() {
                return jobs.hasNext();
            }

            @Override
            public Tuple2<Slot, BoardJob> next() {
                BoardJob job = jobs.next();
                Place place = new Place(partition, sequence++);
                return new Tuple2<>(new Slot(task.applyAsInt(place, job), place), job);
            }
        };
    }

    /** Sends a slot to its task. */
    Partitioner partitioner() {
        return new TaskPartitioner(tasks);
    }

    /**
     * Where a job is in the input; ordered as the input.
     *
     * @param partition the input partition it was read in, which is its input unit
     * @param sequence its place among that partition's jobs
     */
    record Place(int partition, long sequence) implements Serializable, Comparable<Place> {

        @Override
        public int compareTo(Place other) {
            int byPartition = Integer.compare(partition, other.partition);
            return byPartition != 0 ? byPartition : Long.compare(sequence, other.sequence);
        }
    }

    /**
     * Where a job goes and where it came from.
     *
     * @param task the task that solves it
     * @param place where it is in the input
     */
    record Slot(int task, Place place) implements Serializable {

        /** Input order; serializable, since Spark ships the comparator to executors. */
        static final Comparator<Slot> INPUT_ORDER =
                (Comparator<Slot> & Serializable) (a, b) -> a.place().compareTo(b.place());
    }

    /** The partitioner whose partition is the slot's task. */
    private static final class TaskPartitioner extends Partitioner {

        private static final long serialVersionUID = 1L;

        private final int tasks;

        TaskPartitioner(int tasks) {
            this.tasks = tasks;
        }

        @Override
        public int numPartitions() {
            return tasks;
        }

        @Override
        public int getPartition(Object key) {
            return ((Slot) key).task();
        }
    }
}
