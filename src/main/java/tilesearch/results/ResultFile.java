package tilesearch.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.apache.commons.io.function.IORunnable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The results CSV on disk, written so that the file always ends with a complete row.
 *
 * <p>Rows are buffered, and reach the file in blocks of whole rows; at each {@link #flush} (the pipeline flushes
 * whenever it is about to wait) the file's length becomes its committed length. When a write fails (disk full,
 * an I/O error), the file is cut back to that length, so a partly written row never stays behind, and the
 * failure surfaces as a {@link ResultWriteException} naming the file; later writes are refused. A process
 * killed while a block goes out can still leave a torn row: {@link ExistingResults} cuts it off on resume.
 *
 * <p>Flushed rows are also forced to the disk every {@value #FORCE_SECONDS} seconds, so that a power cut loses
 * at most the last few seconds of rows. Not thread-safe.
 */
public final class ResultFile implements ResultWriter {

    /** Seconds between two forces of the file to the disk: a balance of safety against a million fsyncs. */
    static final long FORCE_SECONDS = 10;

    private static final Logger LOG = LoggerFactory.getLogger(ResultFile.class);

    private final Path path;
    private final SeekableByteChannel channel;
    private final ResultCsvWriter csv;
    private long committed;
    private long lastForce = System.nanoTime();
    private boolean failed;

    /**
     * Writes to {@code channel}, positioned where the next row goes, naming it {@code path} in messages; a
     * header first when {@code header}. Tests give a channel that fails like a full disk.
     */
    ResultFile(Path path, SeekableByteChannel channel, boolean header) throws IOException {
        this.path = path;
        this.channel = channel;
        this.committed = channel.position();
        OutputStream out = Channels.newOutputStream(channel);
        try {
            this.csv = header ? new ResultCsvWriter(out) : ResultCsvWriter.continuing(out);
            committed = channel.position();
        } catch (IOException e) {
            ResultWriteException failure = failure(e);
            channel.close();
            throw failure;
        }
    }

    /** Creates {@code path} (or empties it) and writes the header. */
    public static ResultFile create(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING);
        return new ResultFile(path, channel, true);
    }

    /** Opens {@code path}, which holds the header and complete rows only, to add rows at its end. */
    public static ResultFile append(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.WRITE);
        channel.position(channel.size());
        return new ResultFile(path, channel, false);
    }

    @Override
    public void write(JobResult result) throws IOException {
        // Without a step made per row: this runs once per board.
        checkNotFailed();
        try {
            csv.write(result);
        } catch (IOException e) {
            throw failure(e);
        }
    }

    /**
     * Writes complete rows formatted by a {@link ResultCsvWriter} elsewhere, failing as {@link #write} fails.
     */
    public void writeRows(byte[] formatted) throws IOException {
        guarded(() -> csv.writeRows(formatted));
    }

    @Override
    public void flush() throws IOException {
        guarded(() -> {
            csv.flush();
            committed = channel.position();
            if (channel instanceof FileChannel file
                    && System.nanoTime() - lastForce > TimeUnit.SECONDS.toNanos(FORCE_SECONDS)) {
                file.force(false);
                lastForce = System.nanoTime();
            }
        });
    }

    /**
     * Runs {@code step} unless a write failed before; should it fail, cuts the file back to its last complete row,
     * refuses every later write and throws a {@link ResultWriteException} naming the file.
     */
    private void guarded(IORunnable step) throws IOException {
        checkNotFailed();
        try {
            step.run();
        } catch (IOException e) {
            throw failure(e);
        }
    }

    private void checkNotFailed() {
        if (failed) {
            throw new IllegalStateException("writing " + path + " failed before");
        }
    }

    /** Marks this file failed and cuts it back to its last complete row; the exception to throw for {@code cause}. */
    private ResultWriteException failure(IOException cause) {
        failed = true;
        cutBack();
        return new ResultWriteException(path, cause);
    }

    /** Cuts the file back to its last complete row; a failure here leaves a torn row for resume to cut. */
    private void cutBack() {
        try {
            if (channel.size() > committed) {
                channel.truncate(committed);
            }
        } catch (IOException e) {
            LOG.warn("{}: could not cut off the partly written row: {}", path, e.getMessage());
        }
    }

    /** Flushes and closes the file; after a failed write, only closes it, since what is buffered must not land. */
    @Override
    public void close() throws IOException {
        if (failed) {
            channel.close();
            return;
        }
        try {
            csv.close();
        } catch (IOException e) {
            ResultWriteException failure = failure(e);
            channel.close();
            throw failure;
        }
    }
}
