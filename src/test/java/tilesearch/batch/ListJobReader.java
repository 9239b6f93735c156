package tilesearch.batch;

import java.util.Iterator;
import java.util.List;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;

/** A reader over jobs held in memory, counting how many were read. */
final class ListJobReader implements JobReader {

    private final Iterator<BoardJob> jobs;
    private int read;

    ListJobReader(List<BoardJob> jobs) {
        this.jobs = jobs.iterator();
    }

    @Override
    public BoardJob read() {
        if (!jobs.hasNext()) {
            return null;
        }
        read++;
        return jobs.next();
    }

    int readCount() {
        return read;
    }

    @Override
    public void close() {
    }
}
