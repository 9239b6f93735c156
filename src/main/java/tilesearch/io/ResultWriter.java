package tilesearch.io;

import java.io.Closeable;
import java.io.IOException;

/**
 * Writes job results one at a time, in the order it is given them. Each result must be on its way to the
 * destination (flushed) when {@link #write} returns, so that a crash loses no finished row.
 */
public interface ResultWriter extends Closeable {

    /**
     * Writes and flushes one result.
     *
     * @throws IOException when the destination cannot be written
     */
    void write(JobResult result) throws IOException;
}
