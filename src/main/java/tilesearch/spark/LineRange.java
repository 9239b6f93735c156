package tilesearch.spark;

import java.io.BufferedInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The whole lines of a byte range of a file, as Hadoop's {@code LineRecordReader} reads a split: the range
 * holds the lines that start inside it. So a range that does not start where its region starts skips to the
 * first line break before or at its start, and a range reads past its end to finish its last line. Cutting a
 * file into adjacent ranges therefore gives every line to exactly one range.
 */
final class LineRange extends FilterInputStream {

    private static final int BUFFER_BYTES = 1 << 16;

    private final long end;
    private long position;
    private boolean done;

    private LineRange(InputStream in, long position, long end) {
        super(in);
        this.position = position;
        this.end = end;
        this.done = position >= end;
    }

    /**
     * Opens the lines of {@code location} that start in {@code [start, end)}; {@code regionStart} is where the
     * first of all the ranges starts, always at a line's start.
     */
    static InputStream open(Configuration hadoop, String location, long regionStart, long start, long end)
            throws IOException {
        Path path = new Path(location);
        FileSystem fileSystem = path.getFileSystem(hadoop);
        FSDataInputStream file = fileSystem.open(path);
        try {
            long position = start;
            if (start > regionStart) {
                // A line ending with the byte before start ends there; otherwise the line under start is the
                // range before's, which reads past its end to finish it.
                file.seek(start - 1);
                position = start - 1;
                int b;
                do {
                    b = file.read();
                    position++;
                } while (b >= 0 && b != '\n');
                if (b < 0) {
                    position = end;
                }
            } else {
                file.seek(start);
            }
            return new LineRange(new BufferedInputStream(file, BUFFER_BYTES), position, end);
        } catch (IOException | RuntimeException e) {
            file.close();
            throw e;
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (done) {
            return -1;
        }
        if (length == 0) {
            return 0;
        }
        int read;
        if (position < end) {
            read = in.read(buffer, offset, (int) Math.min(length, end - position));
        } else {
            // Past the end: only the rest of the line that started before it.
            read = in.read(buffer, offset, 1);
        }
        if (read < 0) {
            done = true;
            return -1;
        }
        position += read;
        done = position >= end && buffer[offset + read - 1] == '\n';
        return read;
    }

    @Override
    public long skip(long n) throws IOException {
        throw new IOException("a line range is read, not skipped");
    }

    @Override
    public int available() {
        return 0;
    }

    @Override
    public boolean markSupported() {
        return false;
    }
}
