package tilesearch.cli;

import java.io.IOException;
import tilesearch.io.EncodedRows;
import tilesearch.io.JobResult;
import tilesearch.io.ResultWriter;
import tilesearch.io.RowEncoder;

/**
 * A results file whose rows wait for the run record of their attempt, written on another thread meanwhile: every
 * write, flush and the close first wait until that record is written, and fail with its reason when it could not
 * be, so that no row reaches the disk without it (see {@link RunRecording#startReading}).
 *
 * <p>Thread-safety: as the file it wraps; the wait is safe from any thread.
 */
final class RecordedResults implements ResultWriter {

    /** Waits until the record is written, or throws why it could not be. */
    @FunctionalInterface
    interface Record {
        void awaitWritten() throws IOException;
    }

    private final ResultWriter results;
    private final Record record;
    /** Whether the record is known to be written: the wait is then skipped, once per batch of rows. */
    private volatile boolean recorded;

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

    @Override
    public RowEncoder newEncoder() {
        return results.newEncoder();
    }

    @Override
    public void writeEncoded(EncodedRows rows) throws IOException {
        awaitRecord();
        results.writeEncoded(rows);
    }

    /** Closes the file, after the record is written; closed also when the record could not be. */
    @Override
    public void close() throws IOException {
        try {
            awaitRecord();
        } finally {
            results.close();
        }
    }

    private void awaitRecord() throws IOException {
        if (!recorded) {
            record.awaitWritten();
            recorded = true;
        }
    }
}
