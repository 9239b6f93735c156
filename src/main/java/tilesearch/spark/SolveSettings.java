package tilesearch.spark;

import java.io.Serializable;
import java.time.Duration;
import tilesearch.search.Strategy;

/**
 * What the job is asked to do, the options of {@code solve} that shape its rows, and how input is cut.
 *
 * @param moves K for boards whose input gives none
 * @param strategy the search algorithm
 * @param tableBytes the transposition table of each task's searcher, in bytes
 * @param timeLimit the most time one board may take, or {@code null} for no limit
 * @param splitBytes CSV files larger than this are read by several tasks, in splits of about this size
 */
public record SolveSettings(int moves, Strategy strategy, long tableBytes, Duration timeLimit, long splitBytes)
        implements Serializable {
}
