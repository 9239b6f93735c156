package tilesearch.batch;

import java.io.IOException;
import tilesearch.io.ResultWriteException;

/**
 * The results file failed part way through a run (a full disk): {@link #failure()} says how, and
 * {@link #written()} counts the rows of this run that reached the file before, which a run record keeps.
 */
public final class RowsLostException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient RunSummary written;

    RowsLostException(ResultWriteException failure, RunSummary written) {
        super(failure.getMessage(), failure);
        this.written = written;
    }

    /** The failure of the results file, naming it. */
    public ResultWriteException failure() {
        return (ResultWriteException) getCause();
    }

    /** The counts of the rows the file holds of this run: those of its last complete flush. */
    public RunSummary written() {
        return written;
    }
}
