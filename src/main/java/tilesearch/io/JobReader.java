package tilesearch.io;

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

    /**
     * Reads into {@code block} the 4×4 search boards that come next, as far as the reader can read them packed
     * (see {@link Packed4Boards}), until the block is full or what comes next is anything else, which
     * {@link #read()} then gives; returns how many it added. A reader without a packed path adds none.
     *
     * @throws IOException only when the underlying input cannot be read at all
     */
    default int readPacked(Packed4Boards block) throws IOException {
        return 0;
    }
}
