package tilesearch.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import tilesearch.board.Direction;
import tilesearch.search.SearchResult;

/**
 * Writes results as CSV with the header {@link #COLUMNS}, one row per job, buffered until {@link #flush}, as
 * UTF-8 with Unix line ends.
 *
 * <p>Tiles are written as exact decimals, boards in the CSV board notation ({@code 2 2 2/4 4 4/8 8 8}),
 * {@code elapsed_ms} with three decimals and a dot, whatever the locale. Error rows leave the result columns
 * ({@code max_tile} to {@code nodes}) empty. Not thread-safe.
 *
 * <p>How: rows are written as bytes into one large buffer, numbers and tiles straight from their values, and
 * handed to the stream in blocks of whole rows. Only the text columns that can hold anything ({@code file},
 * {@code id}, {@code message}) may need quoting; a value of plain characters is written as it is, and any
 * other goes through Commons CSV's own quoting ({@link #FORMAT}), so the bytes are those Commons CSV's printer
 * writes (checked by {@code ResultCsvWriterEquivalenceTest}). A file's name is quoted once, not per row.
 */
public final class ResultCsvWriter implements ResultWriter {

    /** The output columns, in order: a contract with scripts and users. */
    public static final List<String> COLUMNS = List.of("file", "board", "line", "id", "n", "task", "moves",
            "max_tile", "path", "board_after", "upper_bound", "nodes", "elapsed_ms", "status", "message");

    /** The header line as the writer writes it, record separator included. */
    public static final String HEADER_LINE = String.join(",", COLUMNS) + "\n";

    /** Commons CSV's default format, which this writer's output follows: minimal quoting, no escape character. */
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    /**
     * Rows are handed to the stream once this many bytes are waiting: large blocks cost few system calls, and a
     * block this size is about 10,000 rows of small boards.
     */
    static final int BLOCK_BYTES = 1 << 20;

    private final OutputStream out;
    private final RowBuffer rows = new RowBuffer(BLOCK_BYTES + (BLOCK_BYTES >> 2));
    private final StringBuilder quoting = new StringBuilder();
    private String lastFile;
    private byte[] lastFileField;

    /** Starts a CSV on {@code out} and writes the header; {@link #close()} closes {@code out}. */
    public ResultCsvWriter(OutputStream out) throws IOException {
        this(out, true);
    }

    private ResultCsvWriter(OutputStream out, boolean header) throws IOException {
        this.out = out;
        if (header) {
            rows.appendAscii(HEADER_LINE);
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
        BoardJob job = result.job();
        rows.appendBytes(fileField(job.file())).append(',');
        rows.appendDecimal(job.ordinal()).append(',');
        rows.appendDecimal(job.line()).append(',');
        appendText(job.id());
        rows.append(',');
        appendTask(job.task());
        SearchResult answer = result.answer();
        if (answer == null) {
            rows.appendAscii(",,,,,");
        } else {
            rows.appendTile(answer.maxExponent()).append(',');
            appendLetters(answer.path());
            rows.append(',').appendNotation(answer.boardAfter()).append(',');
            rows.appendTile(answer.upperBound()).append(',');
            rows.appendDecimal(answer.nodes()).append(',');
        }
        appendMilliseconds(result.elapsedNanos());
        rows.append(',').appendAscii(result.status().label()).append(',');
        appendText(result.message());
        rows.append('\n');
        if (rows.length() >= BLOCK_BYTES) {
            rows.drainTo(out);
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

    /** The {@code file} column of {@code file}, quoted once for all the rows of one input. */
    private byte[] fileField(String file) throws IOException {
        if (!file.equals(lastFile)) {
            quoting.setLength(0);
            FORMAT.print(file, quoting, true);
            lastFileField = quoting.toString().getBytes(StandardCharsets.UTF_8);
            lastFile = file;
        }
        return lastFileField;
    }

    /** A text column that is not the first of its row, quoted as Commons CSV would quote it. */
    private void appendText(String value) throws IOException {
        if (isPlain(value)) {
            rows.appendAscii(value);
        } else {
            quoting.setLength(0);
            // Not first in its row: Commons CSV writes the comma before the value, which is already written.
            FORMAT.print(value, quoting, false);
            rows.appendUtf8(quoting.subSequence(1, quoting.length()));
        }
    }

    /**
     * Whether Commons CSV writes {@code value}, not first in its row, unquoted and unchanged: empty, or printable
     * ASCII that neither starts with a character up to {@code #} nor ends with a space, and holds no comma or
     * quote. A narrower rule than Commons CSV's own, so it never decides differently; every other value is
     * handed to Commons CSV.
     */
    private static boolean isPlain(String value) {
        int length = value.length();
        if (length == 0) {
            return true;
        }
        if (value.charAt(0) <= '#' || value.charAt(length - 1) <= ' ') {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = value.charAt(i);
            if (c < ' ' || c > '~' || c == ',' || c == '"') {
                return false;
            }
        }
        return true;
    }

    /** The {@code n}, {@code task} and {@code moves} columns and their commas; empty for input that is not a board. */
    private void appendTask(BoardJob.Task task) {
        if (task instanceof BoardJob.Search search) {
            rows.appendDecimal(search.board().size()).appendAscii(",search,").appendDecimal(search.moves());
        } else if (task instanceof BoardJob.Apply apply) {
            rows.appendDecimal(apply.board().size()).appendAscii(",apply,");
            appendLetters(apply.moves());
        } else {
            rows.appendAscii(",,");
        }
        rows.append(',');
    }

    private void appendLetters(List<Direction> moves) {
        // By index: an iterator per row was a tenth of the garbage of a million small boards.
        for (int i = 0; i < moves.size(); i++) {
            rows.append(moves.get(i).letter());
        }
    }

    /** Nanoseconds as milliseconds with exactly three decimals, rounded half up: {@code 1234567} is {@code 1.235}. */
    private void appendMilliseconds(long nanos) {
        long micros = (nanos + 500) / 1000;
        long fraction = micros % 1000;
        rows.appendDecimal(micros / 1000).append('.');
        if (fraction < 100) {
            rows.append('0');
        }
        if (fraction < 10) {
            rows.append('0');
        }
        rows.appendDecimal(fraction);
    }
}
