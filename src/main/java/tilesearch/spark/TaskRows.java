package tilesearch.spark;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import tilesearch.batch.RowCounts;
import tilesearch.results.JobResult;
import tilesearch.results.ResultColumn;
import tilesearch.results.ResultCsvWriter;

/**
 * One task's rows as the driver receives them, or as a part file holds them: CSV lines made on the executor by
 * {@code solve}'s {@link ResultCsvWriter}, and their counts. Bytes travel to the driver at a fraction of the cost
 * of Java-serialized results, and the driver only appends them to the results file.
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

    /** The rows as a part file's text: the header, then the rows, without the last line break, which Spark adds. */
    String partFile() {
        String text = ResultColumn.HEADER_LINE + new String(csv, StandardCharsets.UTF_8);
        return text.substring(0, text.length() - 1);
    }
}
