package tilesearch.batch;

import java.util.ArrayList;
import java.util.List;
import tilesearch.results.JobResult;
import tilesearch.results.ResultWriter;

/** A writer that keeps every result in memory, in the order written. */
final class CollectingWriter implements ResultWriter {

    final List<JobResult> results = new ArrayList<>();
    /** How many results had been written at the last {@link #flush}; read by other threads in tests. */
    volatile int flushed;

    @Override
    public void write(JobResult result) {
        results.add(result);
    }

    @Override
    public void flush() {
        flushed = results.size();
    }

    @Override
    public void close() {
    }
}
