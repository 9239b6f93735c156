package tilesearch.spark;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaSparkContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.RunStop;
import tilesearch.results.JobResult;
import tilesearch.search.Strategy;

/**
 * The boards of a run too costly for one task, solved one after another before the rest, each by the whole
 * cluster: its search is split into subtrees that become Spark tasks ({@link ClusterSearcher}).
 *
 * <p>A board is deep when its estimate ({@link CostBalance#estimate}) is at least the run's
 * {@link SolveSettings#deepCost} and at least a task's share of the whole run's estimate, the run being cut into
 * {@code shares} tasks: such a board would keep one core busy while the others finish everything else. Only
 * {@link Strategy#BEST} splits (the classic search is the plain baseline, on one core).
 */
final class DeepBoards {

    private static final Logger LOG = LoggerFactory.getLogger(DeepBoards.class);

    private DeepBoards() {
    }

    /** The deep boards among the partitions' candidates, in input order. */
    static List<CostBalance.Candidate> choose(List<CostBalance.PartitionCost> partitions, int shares) {
        double total = partitions.stream().mapToDouble(CostBalance.PartitionCost::cost).reduce(0, Double::sum);
        return partitions.stream().flatMap(partition -> partition.costliest().stream())
                .filter(candidate -> candidate.cost() * shares >= total).toList();
    }

    /**
     * Solves the boards {@code deep} across the cluster of {@code spark}, each as {@code solve} solves a board
     * (time limit, error rows), into their rows by place. No board starts once {@code stop} fires.
     */
    static Map<CostBalance.Place, JobResult> solve(JavaSparkContext spark, List<CostBalance.Candidate> deep,
            SolveSettings settings, RunStop stop) {
        Map<CostBalance.Place, JobResult> rows = new HashMap<>();
        if (deep.isEmpty()) {
            return rows;
        }
        ClusterSearcher searcher = new ClusterSearcher(spark, settings);
        BoardSolver solver = new BoardSolver(() -> searcher, settings.timeLimit(), stop);
        for (CostBalance.Candidate candidate : deep) {
            if (stop.stopRequested()) {
                break;
            }
            JobResult row = solver.process(candidate.job());
            LOG.info("{} board {} (line {}) split across the cluster: {} in {} ms", candidate.job().file(),
                    candidate.job().ordinal(), candidate.job().line(), row.status().label(),
                    row.elapsedNanos() / 1_000_000);
            rows.put(candidate.place(), row);
        }
        return rows;
    }
}
