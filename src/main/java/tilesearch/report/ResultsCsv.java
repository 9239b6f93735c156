package tilesearch.report;

import java.io.IOException;
import java.io.Reader;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Reads a results CSV into {@link ResultRow}s, one at a time.
 *
 * <p>Strict on purpose: the file is machine-written, and a report that quietly dropped rows would hide exactly
 * what it is for. Every column of issue 2 must be in the header (in any order; extra columns are ignored, except
 * an optional {@code threads}); a value of the wrong kind fails the whole read, naming file, line and column.
 */
public final class ResultsCsv {

    /** The columns {@code solve} writes, in its order. */
    public static final List<String> COLUMNS = List.of("file", "board", "line", "id", "n", "task", "moves",
            "max_tile", "path", "board_after", "upper_bound", "nodes", "elapsed_ms", "status", "message");

    /** An optional column: the worker count of the run, when a later {@code solve} records it. */
    public static final String THREADS = "threads";

    /** A decimal of at most this many characters fits in a long, so needs no BigInteger parse. */
    private static final int LONG_DIGITS = 18;

    private ResultsCsv() {
    }

    /**
     * Every row of {@code csv}, in file order; a folder is the part files {@code spark-solve --parts} writes, read
     * in the order of their names. Holds them all: a report streams with {@link #forEach} instead.
     *
     * @throws java.nio.file.NoSuchFileException when {@code csv} does not exist
     * @throws MalformedResultsException when a column is missing or a value cannot be parsed, or a folder holds
     *     no part file
     */
    public static List<ResultRow> read(Path csv) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        forEach(csv, rows::add);
        return rows;
    }

    /** Like {@link #read(Path)}, from an open reader; {@code name} is used in error messages. */
    public static List<ResultRow> read(Reader reader, String name) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        forEach(reader, name, rows::add);
        return rows;
    }

    /**
     * Hands every row of {@code csv} to {@code sink}, in file order, one at a time: memory does not grow with the
     * file. A folder is read as the part files {@code spark-solve --parts} writes, in the order of their names. A
     * fault stops the read; the rows before it have been handed on.
     *
     * @throws java.nio.file.NoSuchFileException when {@code csv} does not exist
     * @throws MalformedResultsException when a column is missing or a value cannot be parsed, or a folder holds
     *     no part file
     */
    public static void forEach(Path csv, Consumer<ResultRow> sink) throws IOException {
        if (Files.isDirectory(csv)) {
            forEachPart(csv, sink);
            return;
        }
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            forEach(reader, csv.toString(), sink);
        }
    }

    private static void forEachPart(Path folder, Consumer<ResultRow> sink) throws IOException {
        List<Path> parts;
        try (Stream<Path> files = Files.list(folder)) {
            parts = files.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        if (parts.isEmpty()) {
            throw new MalformedResultsException(folder + ": a folder of results must hold part files (part-00000, "
                    + "...), as spark-solve --parts writes them");
        }
        for (Path part : parts) {
            forEach(part, sink);
        }
    }

    /** Like {@link #forEach(Path, Consumer)}, from an open reader; {@code name} is used in error messages. */
    public static void forEach(Reader reader, String name, Consumer<ResultRow> sink) throws IOException {
        CsvRecords records = new CsvRecords(reader, name);
        List<String> header = new ArrayList<>();
        if (records.next()) {
            for (int i = 0; i < records.size(); i++) {
                header.add(records.field(i));
            }
        }
        int[] columns = new int[COLUMNS.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = header.indexOf(COLUMNS.get(i));
            if (columns[i] < 0) {
                throw new MalformedResultsException(name + ": not a results CSV, the header has no column '"
                        + COLUMNS.get(i) + "' (expected " + String.join(",", COLUMNS) + ")");
            }
        }
        Fields fields = new Fields(records, name, columns, header.indexOf(THREADS));
        while (records.next()) {
            sink.accept(fields.row());
        }
    }

    /** The values of the current record, by column, parsed with its line number at hand for error messages. */
    private record Fields(CsvRecords record, String name, int[] columns, int threadsColumn) {

        ResultRow row() throws MalformedResultsException {
            Integer board = optional(1, Integer::valueOf);
            if (board == null) {
                throw fault(1, "must not be empty");
            }
            return new ResultRow(
                    text(0),
                    board,
                    optional(2, Long::valueOf),
                    text(3),
                    optional(4, Integer::valueOf),
                    text(5),
                    text(6),
                    optional(7, Fields::bigInteger),
                    text(8),
                    text(9),
                    optional(10, Fields::bigInteger),
                    optional(11, Long::valueOf),
                    optional(12, Double::valueOf),
                    text(13),
                    text(14),
                    threadsColumn < 0 ? "" : value(threadsColumn, THREADS));
        }

        /** The text of column {@code COLUMNS.get(column)}. */
        String text(int column) throws MalformedResultsException {
            return value(columns[column], COLUMNS.get(column));
        }

        private String value(int index, String column) throws MalformedResultsException {
            if (index >= record.size()) {
                throw fault(column, "is missing (the row is shorter than the header)");
            }
            return record.field(index);
        }

        <T> T optional(int column, Function<String, T> parser) throws MalformedResultsException {
            String value = text(column).strip();
            if (value.isEmpty()) {
                return null;
            }
            try {
                return parser.apply(value);
            } catch (NumberFormatException e) {
                throw fault(column, "is not a number: '" + value + "'");
            }
        }

        /** Tiles are mostly small: those that fit in a long skip BigInteger's general parse. */
        static BigInteger bigInteger(String value) {
            return value.length() <= LONG_DIGITS ? BigInteger.valueOf(Long.parseLong(value)) : new BigInteger(value);
        }

        MalformedResultsException fault(int column, String what) {
            return fault(COLUMNS.get(column), what);
        }

        MalformedResultsException fault(String column, String what) {
            return new MalformedResultsException(name + ": line " + record.line() + ": column " + column + " " + what);
        }
    }
}
