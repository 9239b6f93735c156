package tilesearch.report;

import java.io.IOException;
import java.io.PushbackReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a results CSV into {@link ResultRow}s.
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

    private static final CSVFormat FORMAT = CSVFormat.DEFAULT.builder()
            .setHeader()
            .setSkipHeaderRecord(true)
            .setIgnoreSurroundingSpaces(false)
            .get();

    private ResultsCsv() {
    }

    /**
     * Every row of {@code csv}, in file order; a folder is the part files {@code spark-solve --parts} writes,
     * read in the order of their names.
     *
     * @throws java.nio.file.NoSuchFileException when {@code csv} does not exist
     * @throws MalformedResultsException when a column is missing or a value cannot be parsed, or a folder holds
     *     no part file
     */
    public static List<ResultRow> read(Path csv) throws IOException {
        if (Files.isDirectory(csv)) {
            return readParts(csv);
        }
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            return read(reader, csv.toString());
        }
    }

    private static List<ResultRow> readParts(Path folder) throws IOException {
        List<Path> parts;
        try (Stream<Path> files = Files.list(folder)) {
            parts = files.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        if (parts.isEmpty()) {
            throw new MalformedResultsException(folder + ": a folder of results must hold part files (part-00000, "
                    + "...), as spark-solve --parts writes them");
        }
        List<ResultRow> rows = new ArrayList<>();
        for (Path part : parts) {
            rows.addAll(read(part));
        }
        return rows;
    }

    /** Like {@link #read(Path)}, from an open reader; {@code name} is used in error messages. */
    public static List<ResultRow> read(Reader reader, String name) throws IOException {
        try (CSVParser parser = CSVParser.builder().setReader(skipByteOrderMark(reader)).setFormat(FORMAT).get()) {
            List<String> header = parser.getHeaderNames();
            for (String column : COLUMNS) {
                if (!header.contains(column)) {
                    throw new MalformedResultsException(name + ": not a results CSV, the header has no column '"
                            + column + "' (expected " + String.join(",", COLUMNS) + ")");
                }
            }
            boolean hasThreads = header.contains(THREADS);
            List<ResultRow> rows = new ArrayList<>();
            for (CSVRecord record : parser) {
                rows.add(parse(record, name, hasThreads));
            }
            return rows;
        } catch (UncheckedIOException e) {
            // Commons CSV reports a broken quote while iterating, wrapped; name the file for the user
            throw new MalformedResultsException(name + ": " + e.getCause().getMessage());
        }
    }

    private static ResultRow parse(CSVRecord record, String name, boolean hasThreads) throws MalformedResultsException {
        Fields fields = new Fields(record, name);
        Integer board = fields.optional("board", Integer::valueOf);
        if (board == null) {
            throw fields.fault("board", "must not be empty");
        }
        return new ResultRow(
                fields.text("file"),
                board,
                fields.optional("line", Long::valueOf),
                fields.text("id"),
                fields.optional("n", Integer::valueOf),
                fields.text("task"),
                fields.text("moves"),
                fields.optional("max_tile", BigInteger::new),
                fields.text("path"),
                fields.text("board_after"),
                fields.optional("upper_bound", BigInteger::new),
                fields.optional("nodes", Long::valueOf),
                fields.optional("elapsed_ms", Double::valueOf),
                fields.text("status"),
                fields.text("message"),
                hasThreads ? fields.text(THREADS) : "");
    }

    private static Reader skipByteOrderMark(Reader reader) throws IOException {
        PushbackReader pushback = new PushbackReader(reader, 1);
        int first = pushback.read();
        if (first != -1 && first != '\uFEFF') {
            pushback.unread(first);
        }
        return pushback;
    }

    /** The values of one record, parsed with the record's line number at hand for error messages. */
    private record Fields(CSVRecord record, String name) {

        String text(String column) throws MalformedResultsException {
            if (!record.isSet(column)) {
                throw fault(column, "is missing (the row is shorter than the header)");
            }
            return record.get(column);
        }

        <T> T optional(String column, Function<String, T> parser) throws MalformedResultsException {
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

        MalformedResultsException fault(String column, String what) {
            return new MalformedResultsException(
                    name + ": line " + record.getParser().getCurrentLineNumber() + ": column " + column + " " + what);
        }
    }
}
