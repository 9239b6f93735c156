package tilesearch.results;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.board.Tiles;
import tilesearch.input.BoardJob;

/**
 * Writes results as CSV with the header of {@link ResultColumn}, one row per job, as UTF-8 with Unix line ends, in
 * the bytes Commons CSV's printer writes with its default format: a field is quoted only when it must be.
 *
 * <p>Tiles are written as exact decimals, boards in the CSV board notation ({@code 2 2 2/4 4 4/8 8 8}),
 * {@code elapsed_ms} with three decimals and a dot, whatever the locale. Error rows leave the result columns
 * ({@code max_tile} to {@code nodes}) empty.
 *
 * <p>How: the text columns, which can hold anything ({@code file}, {@code id}, {@code message}), are printed by
 * Commons CSV ({@link CSVFormat#print(Object, Appendable, boolean)}, as its {@link CSVPrinter} prints a field).
 * Every other column is digits, letters, spaces, dots or slashes, starting with a digit or a letter, which Commons
 * CSV never quotes, so it is appended as it is, without a string made for it.
 *
 * <p>Rows wait in memory and reach the stream in blocks of whole rows, at {@link #flush} or once a block is full,
 * so that a file this writer feeds ends with a complete row whenever no block is on its way. A row longer than a
 * block (a board of a million cells) goes out in pieces, so that it is never held whole. Not thread-safe.
 */
public final class ResultCsvWriter implements ResultWriter {

    /** The format of the text columns: Commons CSV's default quoting, no escape character. */
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT;

    /**
     * Rows are handed to the stream once this many characters wait: a block costs one system call and holds about
     * 2,500 rows of small boards, and the buffers for it take 2 MB, little even in a heap of 20 MB.
     */
    static final int BLOCK_CHARS = 1 << 18;

    /** The room the rows waiting start with: a block, and some for the row that fills it. */
    private static final int BUFFER_CHARS = BLOCK_CHARS + (BLOCK_CHARS >> 2);

    private final OutputStream out;
    /** The rows not yet handed to {@link #out}: whole rows between two calls, but for a row longer than a block. */
    private final StringBuilder rows = new StringBuilder(BUFFER_CHARS);
    /**
     * The rows' UTF-8 encoder and the buffers it encodes from and into, made once: a String of each block and its
     * bytes were a third of the garbage of a million small boards. Malformed text is written as {@code ?}, as
     * {@link String#getBytes} writes it.
     */
    private final CharsetEncoder utf8 = StandardCharsets.UTF_8.newEncoder()
            .onMalformedInput(CodingErrorAction.REPLACE).onUnmappableCharacter(CodingErrorAction.REPLACE);
    private char[] chars = new char[BUFFER_CHARS];
    private final ByteBuffer bytes = ByteBuffer.allocate(3 * BUFFER_CHARS);
    /** The {@code file} column of the last row written, and that column as printed: one input's rows share it. */
    private String lastFile;
    private String lastFileField;

    /** Starts a CSV on {@code out} and writes the header; {@link #close()} closes {@code out}. */
    public ResultCsvWriter(OutputStream out) throws IOException {
        this(out, true);
    }

    private ResultCsvWriter(OutputStream out, boolean header) throws IOException {
        this.out = out;
        if (header) {
            rows.append(ResultColumn.HEADER_LINE);
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
        rows.append(fileField(job.file())).append(',').append(job.ordinal()).append(',').append(job.line());
        appendText(job.id());
        rows.append(',');
        appendTask(job.task());
        SearchResult answer = result.answer();
        if (answer == null) {
            rows.append(",,,,,");
        } else {
            rows.append(Tiles.decimal(answer.maxExponent())).append(',');
            appendLetters(answer.path());
            rows.append(',');
            appendBoard(answer.boardAfter());
            rows.append(',');
            rows.append(Tiles.decimal(answer.upperBound())).append(',');
            rows.append(answer.nodes()).append(',');
        }
        appendMilliseconds(result.elapsedNanos());
        rows.append(',').append(result.status().label());
        appendText(result.message());
        rows.append('\n');
        if (rows.length() >= BLOCK_CHARS) {
            drain();
        }
    }

    /** The {@code file} column of {@code file}, quoted as Commons CSV prints a row's first field. */
    private String fileField(String file) throws IOException {
        if (!file.equals(lastFile)) {
            StringBuilder field = new StringBuilder();
            FORMAT.print(file, field, true);
            lastFile = file;
            lastFileField = field.toString();
        }
        return lastFileField;
    }

    /** Appends a comma and {@code value}, a text column that is not the first of its row, as Commons CSV prints it. */
    private void appendText(String value) throws IOException {
        if (value.isEmpty()) {
            // Commons CSV quotes an empty field only first in its row; an ok row's message is one.
            rows.append(',');
        } else {
            FORMAT.print(value, rows, false);
        }
    }

    /** Appends {@code board} in the CSV notation, handing full blocks to the stream between its rows. */
    private void appendBoard(Board board) throws IOException {
        for (int row = 0; row < board.size(); row++) {
            if (row > 0) {
                rows.append('/');
            }
            board.appendRow(rows, row);
            if (rows.length() >= BLOCK_CHARS) {
                drain();
            }
        }
    }

    /** The {@code n}, {@code task} and {@code moves} columns and their commas; empty for input that is not a board. */
    private void appendTask(BoardJob.Task task) {
        if (task instanceof BoardJob.Search search) {
            rows.append(search.board().size()).append(",search,").append(search.moves());
        } else if (task instanceof BoardJob.Apply apply) {
            rows.append(apply.board().size()).append(",apply,");
            appendLetters(apply.moves());
        } else {
            rows.append(",,");
        }
        rows.append(',');
    }

    private void appendLetters(List<Direction> moves) {
        for (int i = 0; i < moves.size(); i++) {
            rows.append(moves.get(i).letter());
        }
    }

    /** Nanoseconds as milliseconds with exactly three decimals, rounded half up: {@code 1234567} is {@code 1.235}. */
    private void appendMilliseconds(long nanos) {
        long micros = (nanos + 500) / 1000;
        long fraction = micros % 1000;
        rows.append(micros / 1000).append(fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".").append(fraction);
    }

    /**
     * Writes rows that a writer of this class made elsewhere (complete lines, without a header), after the rows
     * written so far: a Spark task's rows, formatted on its executor.
     */
    public void writeRows(byte[] formatted) throws IOException {
        drain();
        out.write(formatted);
    }

    @Override
    public void flush() throws IOException {
        drain();
        out.flush();
    }

    @Override
    public void close() throws IOException {
        try (out) {
            flush();
        }
    }

    /** Hands what waits in {@link #rows} to {@link #out}. */
    private void drain() throws IOException {
        int length = rows.length();
        if (length == 0) {
            return;
        }
        if (chars.length < length) {
            chars = new char[length];
        }
        rows.getChars(0, length, chars, 0);
        rows.setLength(0);
        CharBuffer text = CharBuffer.wrap(chars, 0, length);
        utf8.reset();
        // The bytes hold a block, so a block leaves in one write; a longer row's text leaves in several.
        while (utf8.encode(text, bytes, true).isOverflow()) {
            writeBytes();
        }
        utf8.flush(bytes);
        writeBytes();
    }

    private void writeBytes() throws IOException {
        out.write(bytes.array(), 0, bytes.position());
        bytes.clear();
    }
}
