package tilesearch.batch;

import java.io.IOException;

/**
 * A run failed part way through: the results file failed (a full disk), or the run ran out of memory or died of
 * another error. {@link #failure()} says how, and {@link #written()} counts the rows of this run that reached the
 * file before, which a run record keeps.
 */
public final class RowsLostException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient RunSummary written;

    RowsLostException(Throwable failure, RunSummary written) {
        super(failure.getMessage(), failure);
        this.written = written;
    }

    /**
     * The failure: a {@link tilesearch.results.ResultWriteException} naming the results file, another
     * {@link IOException}, or an unchecked exception or error such as {@link OutOfMemoryError}.
     */
    public Throwable failure() {
        return getCause();
    }

    /** The counts of the rows the file holds of this run: those of its last complete flush. */
    public RunSummary written() {
        return written;
    }
}
