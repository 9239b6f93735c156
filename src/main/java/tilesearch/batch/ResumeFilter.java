package tilesearch.batch;

import java.io.IOException;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;
import tilesearch.input.DoneBoards;

/**
 * The jobs of a resumed run: every job of the input except those whose board already has a final row. Boards
 * are matched on the input file as named and the board's ordinal in it, so the inputs must be named the same
 * way as in the first run. Not thread-safe.
 */
public final class ResumeFilter implements JobReader {

    private final JobReader jobs;
    private final DoneBoards completed;
    private long skipped;

    /** Reads {@code jobs}, leaving out those in {@code completed}. Closing this closes {@code jobs}. */
    public ResumeFilter(JobReader jobs, DoneBoards completed) {
        this.jobs = jobs;
        this.completed = completed;
    }

    @Override
    public BoardJob read() throws IOException {
        BoardJob job;
        while ((job = jobs.read()) != null && completed.contains(job.file(), job.ordinal())) {
            skipped++;
        }
        return job;
    }

    /** How many jobs were left out so far because their board was done. */
    public long skipped() {
        return skipped;
    }

    @Override
    public void close() throws IOException {
        jobs.close();
    }
}
