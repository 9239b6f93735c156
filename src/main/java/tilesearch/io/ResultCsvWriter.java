package tilesearch.io;

import java.io.IOException;
import java.io.Writer;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;
import tilesearch.search.SearchResult;

/**
 * Writes results as CSV with the header {@link #COLUMNS}, one row per job, buffered until {@link #flush}.
 *
 * <p>Tiles are written as exact decimals, boards in the CSV board notation ({@code 2 2 2/4 4 4/8 8 8}),
 * {@code elapsed_ms} with three decimals and a dot, whatever the locale. Error rows leave the result columns
 * ({@code max_tile} to {@code nodes}) empty. Not thread-safe.
 */
public final class ResultCsvWriter implements ResultWriter {

    /** The output columns, in order: a contract with scripts and users. */
    public static final List<String> COLUMNS = List.of("file", "board", "line", "id", "n", "task", "moves",
            "max_tile", "path", "board_after", "upper_bound", "nodes", "elapsed_ms", "status", "message");

    /** Unix line ends, so the file reads well with line tools; Commons CSV reads both kinds. */
    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder()
            .setHeader(COLUMNS.toArray(String[]::new))
            .setRecordSeparator('\n')
            .get();

    /** The header line as the writer writes it, record separator included. */
    public static final String HEADER_LINE = String.join(",", COLUMNS) + "\n";

    private final CSVPrinter printer;

    /** Starts a CSV on {@code out} and writes the header; {@link #close()} closes {@code out}. */
    public ResultCsvWriter(Writer out) throws IOException {
        this(out, true);
    }

    private ResultCsvWriter(Writer out, boolean header) throws IOException {
        this.printer = (header ? FORMAT : FORMAT.builder().setSkipHeaderRecord(true).get()).print(out);
        printer.flush();
    }

    /**
     * Continues a CSV that already has its header and complete rows: {@code out} appends to it, and no header
     * is written. {@link #close()} closes {@code out}.
     */
    public static ResultCsvWriter continuing(Writer out) throws IOException {
        return new ResultCsvWriter(out, false);
    }

    @Override
    public void write(JobResult result) throws IOException {
        BoardJob job = result.job();
        printer.print(job.file());
        printer.print(job.ordinal());
        printer.print(job.line());
        printer.print(job.id());
        printTask(job.task());
        SearchResult answer = result.answer();
        if (answer == null) {
            for (int i = 0; i < 5; i++) {
                printer.print("");
            }
        } else {
            printer.print(Tiles.decimal(answer.maxExponent()));
            printer.print(letters(answer.path()));
            printer.print(answer.boardAfter().toNotation());
            printer.print(Tiles.decimal(answer.upperBound()));
            printer.print(answer.nodes());
        }
        printer.print(milliseconds(result.elapsedNanos()));
        printer.print(result.status().label());
        printer.print(result.message());
        printer.println();
    }

    /** Nanoseconds as milliseconds with exactly three decimals, rounded half up: {@code 1234567} is {@code 1.235}. */
    static String milliseconds(long nanos) {
        long micros = (nanos + 500) / 1000;
        long fraction = micros % 1000;
        return (micros / 1000) + (fraction < 10 ? ".00" : fraction < 100 ? ".0" : ".") + fraction;
    }

    @Override
    public void flush() throws IOException {
        printer.flush();
    }

    /** The {@code n}, {@code task} and {@code moves} columns; empty for input that is not a board. */
    private void printTask(BoardJob.Task task) throws IOException {
        if (task instanceof BoardJob.Search search) {
            printer.print(search.board().size());
            printer.print("search");
            printer.print(search.moves());
        } else if (task instanceof BoardJob.Apply apply) {
            printer.print(apply.board().size());
            printer.print("apply");
            printer.print(letters(apply.moves()));
        } else {
            printer.print("");
            printer.print("");
            printer.print("");
        }
    }

    static String letters(List<Direction> moves) {
        StringBuilder text = new StringBuilder(moves.size());
        for (Direction move : moves) {
            text.append(move.letter());
        }
        return text.toString();
    }

    @Override
    public void close() throws IOException {
        printer.close(true);
    }
}
