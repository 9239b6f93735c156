package tilesearch.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.results.ResultColumn;

/**
 * The rows of {@link ResultCsvWriter}: one line per result, in the columns of {@link ResultColumn}.
 *
 * <p>Tiles are written as exact decimals, boards in the CSV board notation ({@code 2 2 2/4 4 4/8 8 8}),
 * {@code elapsed_ms} with three decimals and a dot, whatever the locale. Error rows leave the result columns
 * ({@code max_tile} to {@code nodes}) empty.
 *
 * <p>How: rows are written as bytes, numbers and tiles straight from their values. Only the text columns that
 * can hold anything ({@code file}, {@code id}, {@code message}) may need quoting; a value of plain characters is
 * written as it is, and any other goes through Commons CSV's own quoting ({@link #FORMAT}), so the bytes are those
 * Commons CSV's printer writes (checked by {@code ResultCsvWriterEquivalenceTest}). A file's name is quoted once,
 * not per row.
 *
 * <p>Not thread-safe: the writer keeps one for its own rows, and each batch a worker encodes gets its own.
 */
final class CsvRowEncoder implements RowEncoder {

    /** Commons CSV's default format, which the rows follow: minimal quoting, no escape character. */
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    /** The room a batch's buffer starts with for each row of any kind: about a small board's row. */
    private static final int ROW_BYTES = 128;

    /** The first size of a batch's buffer for rows of any kind: about the rows of a batch of 1,024 small boards. */
    private static final int BUFFER_BYTES = ROW_BYTES * 1024;

    private final StringBuilder quoting = new StringBuilder();
    private String lastFile;
    private RowBuffer buffer;
    private byte[] lastFileField;

    @Override
    public void append(JobResult result) {
        append(result, rows());
    }

    /**
     * {@inheritDoc} The buffer is sized to the batch: a batch's rows wait in it for their turn to be written, and a
     * folder of small files makes many batches of a few rows each, which held a block's buffer each (25 of them
     * took 3 MB of a 16 MB heap).
     */
    @Override
    public EncodedRows encode(JobResult[] results, int count) {
        if (buffer == null) {
            buffer = new RowBuffer(Math.min(BUFFER_BYTES, Math.max(1, count) * ROW_BYTES));
        }
        return RowEncoder.super.encode(results, count);
    }

    @Override
    public EncodedRows finish() {
        EncodedRows encoded = rows().encoded();
        buffer = null;
        return encoded;
    }

    /** The buffer the rows go to, made at the first row after a finish. */
    private RowBuffer rows() {
        if (buffer == null) {
            buffer = new RowBuffer(BUFFER_BYTES);
        }
        return buffer;
    }

    /** Appends the row of {@code result} to {@code rows}. */
    void append(JobResult result, RowBuffer rows) {
        BoardJob job = result.job();
        rows.appendBytes(fileField(job.file())).append(',');
        rows.appendDecimal(job.ordinal()).append(',');
        rows.appendDecimal(job.line()).append(',');
        appendText(job.id(), rows);
        rows.append(',');
        appendTask(job.task(), rows);
        SearchResult answer = result.answer();
        if (answer == null) {
            rows.appendAscii(",,,,,");
        } else {
            rows.appendTile(answer.maxExponent()).append(',');
            appendLetters(answer.path(), rows);
            rows.append(',').appendNotation(answer.boardAfter()).append(',');
            rows.appendTile(answer.upperBound()).append(',');
            rows.appendDecimal(answer.nodes()).append(',');
        }
        appendMilliseconds(result.elapsedNanos(), rows);
        rows.append(',').appendAscii(result.status().label()).append(',');
        appendText(result.message(), rows);
        rows.append('\n');
    }

    /** The {@code file} column of {@code file}, quoted once for all the rows of one input. */
    private byte[] fileField(String file) {
        if (!file.equals(lastFile)) {
            quote(file, true);
            lastFileField = quoting.toString().getBytes(StandardCharsets.UTF_8);
            lastFile = file;
        }
        return lastFileField;
    }

    /** A text column that is not the first of its row, quoted as Commons CSV would quote it. */
    private void appendText(String value, RowBuffer rows) {
        if (isPlain(value)) {
            rows.appendAscii(value);
        } else {
            // Not first in its row: Commons CSV writes the comma before the value, which is already written.
            quote(value, false);
            rows.appendUtf8(quoting.subSequence(1, quoting.length()));
        }
    }

    /** Leaves in {@link #quoting} {@code value} as Commons CSV prints it, first in its row or not. */
    private void quote(String value, boolean first) {
        quoting.setLength(0);
        try {
            FORMAT.print(value, quoting, first);
        } catch (IOException e) {
            throw new UncheckedIOException("a StringBuilder does not fail", e);
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
    private static void appendTask(BoardJob.Task task, RowBuffer rows) {
        if (task instanceof BoardJob.Search search) {
            rows.appendDecimal(search.board().size()).appendAscii(",search,").appendDecimal(search.moves());
        } else if (task instanceof BoardJob.Apply apply) {
            rows.appendDecimal(apply.board().size()).appendAscii(",apply,");
            appendLetters(apply.moves(), rows);
        } else {
            rows.appendAscii(",,");
        }
        rows.append(',');
    }

    private static void appendLetters(List<Direction> moves, RowBuffer rows) {
        // By index: an iterator per row was a tenth of the garbage of a million small boards.
        for (int i = 0; i < moves.size(); i++) {
            rows.append(moves.get(i).letter());
        }
    }

    /** Nanoseconds as milliseconds with exactly three decimals, rounded half up: {@code 1234567} is {@code 1.235}. */
    private static void appendMilliseconds(long nanos, RowBuffer rows) {
        putMilliseconds(nanos, rows.reserve(RowBuffer.MAX_LONG_DIGITS + 4));
    }

    /**
     * {@link #appendMilliseconds} where {@link RowBuffer#reserve} made room for it. The decimals are always three
     * digits, written without a branch: a branch on their size follows the boards' times, and one that a run's
     * first boards never took (a board of a tenth of a millisecond or more at K = 0) threw away the compiled row
     * writer when a later board took it.
     */
    private static void putMilliseconds(long nanos, RowBuffer rows) {
        long micros = (nanos + 500) / 1000;
        long millis = micros / 1000;
        rows.putDecimal(millis).put('.').putThreeDigits((int) (micros - 1000 * millis));
    }
}
