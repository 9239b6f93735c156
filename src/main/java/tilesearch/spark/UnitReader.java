package tilesearch.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.commons.io.input.BoundedInputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import tilesearch.batch.ResumeFilter;
import tilesearch.input.BoardJob;
import tilesearch.input.CsvSplits;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.run.KeptBoards;

/**
 * Reads the jobs of one {@link ReadUnit} on an executor with the readers of {@code solve}, opening files
 * through Hadoop's file systems. A whole input is read as {@code solve} reads a file; a CSV split is read with
 * the line numbers and board ordinals it was given.
 */
final class UnitReader implements Iterator<BoardJob> {

    private final JobReader reader;
    private BoardJob next;
    private boolean ended;

    private UnitReader(JobReader reader) {
        this.reader = reader;
    }

    /**
     * The jobs of {@code unit}, K defaulting to {@code moves}, leaving out the boards in {@code completed}
     * ({@code null} for none). The file is closed when the last job has been taken; a failure to read it fails
     * the task, which Spark runs again.
     */
    static Iterator<BoardJob> jobs(ReadUnit unit, Configuration hadoop, int moves, KeptBoards completed)
            throws IOException {
        JobReader reader = open(unit, hadoop, moves);
        return new UnitReader(completed == null ? reader : new ResumeFilter(reader, completed));
    }

    /** Counts the lines and records of the CSV split {@code unit}. */
    static CsvSplits.Counts count(ReadUnit unit, Configuration hadoop) throws IOException {
        try (InputStream split = split(unit, hadoop)) {
            return CsvSplits.count(split);
        }
    }

    private static JobReader open(ReadUnit unit, Configuration hadoop, int moves) throws IOException {
        if (unit.listingFailure() != null) {
            return JobSources.unlistable(unit.name(), unit.listingFailure());
        }
        if (unit.isSplit()) {
            return CsvSplits.reader(unit.name(), split(unit, hadoop), unit.header(), unit.firstLine(), unit.before(),
                    moves);
        }
        Path path = new Path(unit.location());
        return JobSources.openOne(unit.name(), ignored -> path.getFileSystem(hadoop).open(path), moves);
    }

    private static InputStream split(ReadUnit unit, Configuration hadoop) throws IOException {
        Path path = new Path(unit.location());
        FSDataInputStream file = path.getFileSystem(hadoop).open(path);
        try {
            file.seek(unit.start());
            return BoundedInputStream.builder().setInputStream(file).setMaxCount(unit.end() - unit.start()).get();
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }

    @Override
    public boolean hasNext() {
        if (next == null && !ended) {
            try {
                next = reader.read();
                if (next == null) {
                    ended = true;
                    reader.close();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return next != null;
    }

    @Override
    public BoardJob next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        BoardJob job = next;
        next = null;
        return job;
    }
}
