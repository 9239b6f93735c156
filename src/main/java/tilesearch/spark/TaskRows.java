package tilesearch.spark;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import tilesearch.batch.RowCounts;
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

    /** The rows as a part file's text: the header, then the rows, without the last line break, which Spark adds. */
    String partFile() {
        String text = ResultColumn.HEADER_LINE + new String(csv, StandardCharsets.UTF_8);
        return text.substring(0, text.length() - 1);
    }
}
