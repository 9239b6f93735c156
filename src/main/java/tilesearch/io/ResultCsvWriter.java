package tilesearch.io;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import tilesearch.results.ResultColumn;

/**
 * Writes results as CSV with the header of {@link ResultColumn}, one row per job, buffered until {@link #flush}, as
 * UTF-8 with Unix line ends. The rows are {@link CsvRowEncoder}'s; workers may encode them themselves
 * ({@link #newEncoder()}) and hand the bytes to {@link #writeEncoded}. Not thread-safe.
 */
public final class ResultCsvWriter implements ResultWriter {

    /**
     * Rows are handed to the stream once this many bytes are waiting: large blocks cost few system calls, and a
     * block this size is about 10,000 rows of small boards.
     */
    static final int BLOCK_BYTES = 1 << 20;

    /** The room for rows: a block, and some for the row that fills it. */
    private static final int BUFFER_BYTES = BLOCK_BYTES + (BLOCK_BYTES >> 2);

    private final OutputStream out;
    /** The rows not yet handed to {@link #out}; a row too long for it goes to {@link #out} in pieces. */
    private final RowBuffer rows;
    private final CsvRowEncoder encoder = new CsvRowEncoder();

    /** Starts a CSV on {@code out} and writes the header; {@link #close()} closes {@code out}. */
    public ResultCsvWriter(OutputStream out) throws IOException {
        this(out, true);
    }

    private ResultCsvWriter(OutputStream out, boolean header) throws IOException {
        this.out = out;
        this.rows = new RowBuffer(BUFFER_BYTES, out);
        if (header) {
            rows.appendAscii(ResultColumn.HEADER_LINE);
            flush();
        }
    }

    /**
     * Continues a CSV that already has its header and complete rows: {@code out} appends to it, and no header
     * is written. {@link #close()} closes {@code out}.
     */
    public static ResultCsvWriter continuing(OutputStream out) throws IOException {
        return new ResultCsvWriter(out, false);
    }

    @Override
    public void write(JobResult result) throws IOException {
        try {
            encoder.append(result, rows);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (rows.length() >= BLOCK_BYTES) {
            rows.drainTo(out);
        }
    }

    /**
     * Writes rows that a writer of this class made elsewhere (complete lines, without a header), after the rows
     * buffered so far: a Spark task's rows, formatted on its executor.
     */
    public void writeRows(byte[] formatted) throws IOException {
        rows.drainTo(out);
        out.write(formatted);
    }

    @Override
    public RowEncoder newEncoder() {
        return new CsvRowEncoder();
    }

    @Override
    public void writeEncoded(EncodedRows encoded) throws IOException {
        if (rows.length() + encoded.length() > BLOCK_BYTES) {
            rows.drainTo(out);
        }
        if (encoded.length() >= BLOCK_BYTES) {
            out.write(encoded.bytes(), 0, encoded.length());
        } else {
            rows.appendBytes(encoded.bytes(), encoded.length());
        }
    }

    @Override
    public void flush() throws IOException {
        rows.drainTo(out);
        out.flush();
    }

    @Override
    public void close() throws IOException {
        try (out) {
            flush();
        }
    }
}
