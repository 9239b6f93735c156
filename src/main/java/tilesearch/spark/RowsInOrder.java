package tilesearch.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.HashMap;
import java.util.Map;
import tilesearch.batch.RowCounts;
import tilesearch.results.ResultFile;

/**
 * Writes the tasks' rows to the results file in task order, which is input order, as the tasks finish. Spark
 * hands over each finished task's rows once, in whatever order the tasks end; a task's rows wait in memory
 * until those of every task before it are written, and are written at once otherwise, so rows reach the file
 * while later tasks still run. Called by one Spark thread at a time; read by the driver after the job.
 */
final class RowsInOrder {

    private final ResultFile out;
    private final Map<Integer, TaskRows> waiting = new HashMap<>();
    private final RowCounts counts = new RowCounts();
    private int next;
    private IOException failure;

    RowsInOrder(ResultFile out) {
        this.out = out;
    }

    /**
     * Takes the rows of task {@code task}, writing them and those of the tasks waiting after it when their turn
     * has come. A write that fails is kept for {@link #failure} and ends the Spark job.
     */
    void take(int task, TaskRows rows) {
        waiting.put(task, rows);
        try {
            for (TaskRows ready = waiting.remove(next); ready != null; ready = waiting.remove(next)) {
                out.writeRows(ready.csv());
                out.flush();
                counts.merge(ready.counts());
                next++;
            }
        } catch (IOException e) {
            failure = e;
            throw new UncheckedIOException(e);
        }
    }

    /** The counts of the rows written. */
    RowCounts counts() {
        return counts;
    }

    /** Why writing the rows failed, or {@code null}. */
    IOException failure() {
        return failure;
    }
}
