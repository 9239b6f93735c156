package tilesearch.results;

import java.io.Closeable;
import java.io.IOException;

/**
 * Writes job results one at a time, in the order it is given them. Writes may be buffered; {@link #flush}
 * pushes every result written so far to the destination, and the pipeline calls it whenever it is about to
 * wait, so a crash loses no row that was finished while the tool sat idle.
 */
public interface ResultWriter extends Closeable {

    /**
     * Writes one result, possibly into a buffer.
     *
     * @throws IOException when the destination cannot be written
     */
    void write(JobResult result) throws IOException;

    /**
     * Pushes every result written so far to the destination.
     *
     * @throws IOException when the destination cannot be written
     */
    void flush() throws IOException;
}
