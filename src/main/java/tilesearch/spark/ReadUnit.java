package tilesearch.spark;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.net.URI;
import java.util.Iterator;
import java.util.Objects;
import java.util.stream.Stream;
import org.apache.commons.io.function.Uncheck;
import org.apache.commons.io.input.BoundedInputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;
import org.apache.spark.util.TaskCompletionListener;
import tilesearch.batch.ResumeFilter;
import tilesearch.input.BoardJob;
import tilesearch.input.CsvSplits;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.run.KeptBoards;

/**
 * A piece of input that one task reads: a whole file, a split of a large CSV file, or a folder that could not
 * be listed. The driver makes them (see {@link InputListing}); executors read them with the readers of
 * {@code solve}, opening files through Hadoop's file systems. A whole input is read as {@code solve} reads a file;
 * a CSV split is read with the line numbers and board ordinals it was given.
 *
 * @param name the input as the user named it, as the {@code file} column shows it
 * @param location the file's fully qualified Hadoop URI
 * @param listingFailure why the folder {@code name} could not be listed, or {@code null}
 * @param header the header of the CSV file this is a split of, or {@code null} for a whole file
 * @param start the split's first byte, where a line starts
 * @param end the first byte past the split, where a line starts or the file ends
 * @param firstLine the line number of the split's first line
 * @param before how many boards of the file come before the split
 */
record ReadUnit(String name, URI location, IOException listingFailure, CsvSplits.Header header, long start,
        long end, long firstLine, int before) implements Serializable {

    /** A whole file. */
    static ReadUnit file(String name, URI location) {
        return new ReadUnit(name, location, null, null, 0, Long.MAX_VALUE, 1, 0);
    }

    /** A folder that could not be listed: one error row. */
    static ReadUnit unlistable(String name, IOException failure) {
        return new ReadUnit(name, null, failure, null, 0, 0, 1, 0);
    }

    /** The bytes {@code [start, end)} of a CSV file after {@code header}, before counting its lines. */
    static ReadUnit split(String name, URI location, CsvSplits.Header header, long start, long end) {
        return new ReadUnit(name, location, null, header, start, end, 0, 0);
    }

    /** This split, numbered: its first line is {@code line}, and {@code boards} boards of the file come before it. */
    ReadUnit numbered(long line, int boards) {
        return new ReadUnit(name, location, listingFailure, header, start, end, line, boards);
    }

    /** Whether this is a split of a CSV file rather than a whole input. */
    boolean isSplit() {
        return header != null;
    }

    /**
     * The jobs of this unit, read in the running Spark task, K defaulting to {@code moves}, leaving out the boards in
     * {@code completed} ({@code null} for none). The file is closed with the task; a failure to read it fails the
     * task, which Spark runs again.
     */
    Iterator<BoardJob> jobs(Configuration hadoop, int moves, KeptBoards completed) throws IOException {
        JobReader opened = open(hadoop, moves);
        JobReader reader = completed == null ? opened : new ResumeFilter(opened, completed);
        TaskCompletionListener close = task -> Uncheck.run(reader::close);
        TaskContext.get().addTaskCompletionListener(close);
        return Stream.generate(() -> Uncheck.get(reader::read)).takeWhile(Objects::nonNull).iterator();
    }

    /** Counts the lines and records of this CSV split. */
    CsvSplits.Counts count(Configuration hadoop) throws IOException {
        try (InputStream split = split(hadoop)) {
            return CsvSplits.count(split);
        }
    }

    private JobReader open(Configuration hadoop, int moves) throws IOException {
        if (listingFailure != null) {
            return JobSources.unlistable(name, listingFailure);
        }
        if (isSplit()) {
            return CsvSplits.reader(name, split(hadoop), header, firstLine, before, moves);
        }
        Path path = new Path(location);
        return JobSources.openOne(name, ignored -> path.getFileSystem(hadoop).open(path), moves);
    }

    private InputStream split(Configuration hadoop) throws IOException {
        Path path = new Path(location);
        FSDataInputStream file = path.getFileSystem(hadoop).open(path);
        try {
            file.seek(start);
            return BoundedInputStream.builder().setInputStream(file).setMaxCount(end - start).get();
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }
}
