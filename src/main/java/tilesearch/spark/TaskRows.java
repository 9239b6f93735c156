package tilesearch.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.Iterator;
import java.util.List;
import tilesearch.batch.RowCounts;
import tilesearch.results.JobResult;
import tilesearch.results.ResultCsvWriter;

/**
 * One task's rows as the driver receives them: CSV lines made on the executor by {@code solve}'s
 * {@link ResultCsvWriter}, and their counts. Bytes travel to the driver at a fraction of the cost of
 * Java-serialized results, and the driver only appends them to the results file.
 *
 * @param csv the rows, complete CSV lines without a header, in input order
 * @param counts their counts, for the run's summary
 */
record TaskRows(byte[] csv, RowCounts counts) implements Serializable {

    /** The rows of one task's results, formatted and counted: a single element, for mapPartitions. */
    static Iterator<TaskRows> of(Iterator<JobResult> results) throws IOException {
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        RowCounts counts = new RowCounts();
        try (ResultCsvWriter csv = ResultCsvWriter.continuing(buffer)) {
            while (results.hasNext()) {
                JobResult result = results.next();
                csv.write(result);
                counts.add(result);
            }
        }
        return List.of(new TaskRows(buffer.toByteArray(), counts)).iterator();
    }
}
