package tilesearch.input;

import java.io.Closeable;
import java.io.IOException;

/**
 * Reads board jobs one at a time, in input order. Malformed input is not an exception: it comes back as a job
 * whose task is {@link BoardJob.Invalid}, so that every region of input is accounted for.
 */
public interface JobReader extends Closeable {

    /**
     * The next job, or {@code null} when the input is exhausted.
     *
     * @throws IOException only when the underlying input cannot be read at all
     */
    BoardJob read() throws IOException;
}
