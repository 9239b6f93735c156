package tilesearch.results;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;
import java.util.Arrays;

/**
 * A reader that notes where each line starts, so that the line a record starts on, which FastCSV gives, tells where
 * the record starts: a resumed run cuts its file at records. A line ends at CR, LF or CR LF, as FastCSV counts
 * lines. Only the lines read ahead of the one last asked for are held.
 *
 * <p>Not thread-safe.
 */
final class LineStarts extends FilterReader {

    /** Where lines {@link #firstLine} on start, from {@code starts[head]} to {@code starts[head + size - 1]}. */
    private long[] starts = new long[64];
    private int head;
    private int size;
    private long firstLine = 1;
    /** Characters read so far. */
    private long position;
    /** Where the last CR was read, or -1. */
    private long carriageReturn = -1;

    LineStarts(Reader in) {
        super(in);
        starts[size++] = 0;
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        int read = in.read(buffer, offset, length);
        // where buffer[i] lies in the input is base + i
        long base = position - offset;
        for (int i = offset; i < offset + read; i++) {
            char c = buffer[i];
            if (c > '\r') {
                continue;
            }
            if (c == '\n') {
                if (carriageReturn == base + i - 1) {
                    // CR LF is one line break: the line starts after the LF, not between the two
                    starts[head + size - 1] = base + i + 1;
                } else {
                    add(base + i + 1);
                }
            } else if (c == '\r') {
                carriageReturn = base + i;
                add(base + i + 1);
            }
        }
        if (read > 0) {
            position += read;
        }
        return read;
    }

    @Override
    public int read() throws IOException {
        char[] one = new char[1];
        return read(one, 0, 1) < 0 ? -1 : one[0];
    }

    @Override
    public long skip(long n) {
        throw new UnsupportedOperationException("a skip would lose the line starts");
    }

    /**
     * Where line {@code line} starts, in characters from the start of the input; lines before it are forgotten.
     * It must have been read, and be no line before one asked for already.
     */
    long startOf(long line) {
        int index = Math.toIntExact(line - firstLine);
        head += index;
        size -= index;
        firstLine = line;
        return starts[head];
    }

    private void add(long start) {
        if (head + size == starts.length) {
            if (head > 0) {
                System.arraycopy(starts, head, starts, 0, size);
                head = 0;
            } else {
                starts = Arrays.copyOf(starts, size * 2);
            }
        }
        starts[head + size++] = start;
    }
}
