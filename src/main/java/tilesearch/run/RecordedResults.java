package tilesearch.run;

import java.io.IOException;
import tilesearch.io.JobResult;
import tilesearch.io.ResultWriter;

/**
 * A results file whose rows wait for the run record of their attempt, written on another thread meanwhile: every
 * write, flush and the close first wait until that record is written, and fail with its reason when it could not
 * be, so that no row reaches the disk without it (see {@link RunRecording#startReading}).
 *
 * <p>Thread-safety: as the file it wraps; the wait is safe from any thread.
 */
final class RecordedResults implements ResultWriter {

    /** Waits until the record is written, or throws why it could not be (the same exception at every call). */
    @FunctionalInterface
    interface Record {
        void awaitWritten() throws IOException;
    }

    private final ResultWriter results;
    private final Record record;
    /** Whether the record is known to be written: the wait is then skipped. */
    private volatile boolean recorded;
    /** Whether a write or flush has thrown why the record could not be written: the close then only closes. */
    private volatile boolean failureThrown;

    RecordedResults(ResultWriter results, Record record) {
        this.results = results;
        this.record = record;
    }

    @Override
    public void write(JobResult result) throws IOException {
        awaitRecord();
        results.write(result);
    }

    @Override
    public void flush() throws IOException {
        awaitRecord();
        results.flush();
    }

    /**
     * Closes the file, after the record is written; closed also when the record could not be. Throws why it could
     * not be only when no write or flush has thrown it already: the same exception thrown again from the close of
     * a try-with-resources whose body threw it would be added to itself as suppressed, which throws an
     * {@link IllegalArgumentException} in its place, and the run would end as a bug instead of with the reason.
     */
    @Override
    public void close() throws IOException {
        try {
            if (!failureThrown) {
                awaitRecord();
            }
        } finally {
            results.close();
        }
    }

    private void awaitRecord() throws IOException {
        if (!recorded) {
            try {
                record.awaitWritten();
            } catch (IOException | RuntimeException | Error e) {
                failureThrown = true;
                throw e;
            }
            recorded = true;
        }
    }
}
