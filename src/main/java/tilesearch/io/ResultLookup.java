package tilesearch.io;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

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
        try (ResultRecords records = ResultRecords.open(results,
                Files.newBufferedReader(results, StandardCharsets.UTF_8), true)) {
            while (records.next()) {
                if (records.size() == records.headerSize() && records.get(ResultColumn.FILE).equals(file)
                        && records.get(ResultColumn.BOARD).equals(ordinal)) {
                    return Optional.of(new Row(file, board, records.get(ResultColumn.LINE),
                            records.get(ResultColumn.TASK), records.get(ResultColumn.PATH),
                            records.get(ResultColumn.BOARD_AFTER), records.get(ResultColumn.STATUS),
                            records.get(ResultColumn.MESSAGE), records.lineNumber()));
                }
            }
            return Optional.empty();
        }
    }
}
