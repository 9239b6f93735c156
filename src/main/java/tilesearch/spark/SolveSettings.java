package tilesearch.spark;

import java.io.Serializable;
import java.time.Duration;
import java.time.Instant;
import tilesearch.search.Strategy;

/**
 * What the job is asked to do, the options of {@code solve} that shape its rows, and how work is cut.
 *
 * @param moves K for boards whose input gives none
 * @param strategy the search algorithm
 * @param tableBytes the transposition table of each task's searcher, in bytes
 * @param timeLimit the most time one board may take, or {@code null} for no limit
 * @param splitBytes CSV files larger than this are read by several tasks, in splits of about this size
 * @param deepCost boards whose estimated cost ({@link CostBalance#estimate}) is at least this, and more than a
 *     task's share, are split into subtrees searched across the cluster
 * @param deadline when the run must end ({@code --deadline}) as a time of day, or {@code null}: then no new board
 *     starts, and boards being searched stop
 */
public record SolveSettings(int moves, Strategy strategy, long tableBytes, Duration timeLimit, long splitBytes,
        double deepCost, Instant deadline) implements Serializable {

    /**
     * The default {@link #deepCost}: the estimate of a full 20×20 board at K = 13, whose search takes about a
     * second on one core. Below that, a Spark job of its own per board costs more than splitting saves.
     */
    public static final double DEFAULT_DEEP_COST = 401 * Math.pow(CostBalance.GROWTH_PER_MOVE, 13);
}
