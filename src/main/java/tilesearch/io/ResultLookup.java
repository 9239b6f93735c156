package tilesearch.io;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Finds one board's row in a results CSV. It streams the file and stops at the row, so a million-row file costs
 * one pass at most and no memory to speak of.
 */
public final class ResultLookup {

    /**
     * One results row, its values as written.
     *
     * @param file the input path as the run named it
     * @param board the 1-based ordinal of the board in {@code file}
     * @param line the {@code line} column: where the board starts in {@code file}
     * @param task {@code search} or {@code apply}; empty on a row for input that could not be read
     * @param path the move letters that reach the row's answer
     * @param boardAfter the board after {@code path}, in the CSV board notation
     * @param status {@code ok}, {@code error}, {@code timeout} or {@code stopped}
     * @param message why the row is not {@code ok}
     * @param csvLine the line of the results CSV where the row starts, for messages
     */
    public record Row(String file, int board, String line, String task, String path, String boardAfter,
            String status, String message, long csvLine) {
    }

    private ResultLookup() {
    }

    /**
     * The first row of {@code results} for board {@code board} of {@code file}, matched exactly as the run spelt
     * the file; empty when there is none.
     *
     * @throws java.nio.file.NoSuchFileException when {@code results} does not exist
     * @throws UnusableResultsException when {@code results} is not a results CSV (a column is missing, or a quote
     *     is broken)
     */
    public static Optional<Row> find(Path results, String file, int board) throws IOException {
        String ordinal = Integer.toString(board);
        try (Reader reader = Files.newBufferedReader(results, StandardCharsets.UTF_8);
                CSVParser parser = CSVParser.builder().setReader(reader).setFormat(CSVFormat.DEFAULT).get()) {
            Iterator<CSVRecord> records = parser.iterator();
            List<String> header = records.hasNext() ? records.next().toList() : List.of();
            Optional<String> problem = ResultColumn.headerProblem(header, true);
            if (problem.isPresent()) {
                throw new UnusableResultsException(results, problem.get());
            }
            while (records.hasNext()) {
                CSVRecord record = records.next();
                if (record.size() == header.size() && get(record, ResultColumn.FILE).equals(file)
                        && get(record, ResultColumn.BOARD).equals(ordinal)) {
                    return Optional.of(new Row(file, board, get(record, ResultColumn.LINE),
                            get(record, ResultColumn.TASK), get(record, ResultColumn.PATH),
                            get(record, ResultColumn.BOARD_AFTER), get(record, ResultColumn.STATUS),
                            get(record, ResultColumn.MESSAGE), parser.getCurrentLineNumber()));
                }
            }
            return Optional.empty();
        } catch (UncheckedIOException e) {
            // Commons CSV reports a broken quote (a CSVException) and a failed read alike while iterating, wrapped
            if (e.getCause() instanceof CSVException) {
                throw new UnusableResultsException(results, e.getCause().getMessage());
            }
            throw e.getCause();
        }
    }

    private static String get(CSVRecord record, ResultColumn column) {
        return record.get(column.ordinal());
    }
}
