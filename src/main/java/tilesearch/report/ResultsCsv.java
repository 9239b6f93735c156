package tilesearch.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Stream;
import tilesearch.io.ResultColumn;

/**
 * Reads a results CSV into {@link ResultRow}s, one at a time, or, for a report, into {@link ResultRecord}s read
 * straight from its bytes (see {@link CsvRecords} and {@link CsvResultRecord}).
 *
 * <p>Strict on purpose: the file is machine-written, and a report that quietly dropped rows would hide exactly
 * what it is for. The header must be that of {@link ResultColumn}, every column in order, optionally followed by
 * {@link ResultColumn#THREADS}; a row of another length or a value of the wrong kind fails the whole read, naming
 * file, line and column.
 */
public final class ResultsCsv {

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

    /** Like {@link #read(Path)}, from an open stream of UTF-8; {@code name} is used in error messages. */
    public static List<ResultRow> read(InputStream in, String name) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        forEachRecord(in, name, record -> rows.add(record.row()));
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
        forEachRecord(csv, record -> sink.accept(record.row()));
    }

    /**
     * Like {@link #forEach(Path, Consumer)}, as {@link ResultRecord}s: a row becomes a {@link ResultRow} only when
     * {@code sink} asks for it, which is what makes a report of a million rows take seconds.
     */
    public static void forEachRecord(Path csv, Consumer<ResultRecord> sink) throws IOException {
        if (Files.isDirectory(csv)) {
            for (Path part : parts(csv)) {
                forEachRecord(part, sink);
            }
            return;
        }
        try (InputStream in = Files.newInputStream(csv)) {
            forEachRecord(in, csv.toString(), sink);
        }
    }

    private static List<Path> parts(Path folder) throws IOException {
        List<Path> parts;
        try (Stream<Path> files = Files.list(folder)) {
            parts = files.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        if (parts.isEmpty()) {
            throw new MalformedResultsException(folder + ": a folder of results must hold part files (part-00000, "
                    + "...), as spark-solve --parts writes them");
        }
        return parts;
    }

    /** Like {@link #forEachRecord(Path, Consumer)}, from an open stream; {@code name} is used in error messages. */
    public static void forEachRecord(InputStream in, String name, Consumer<ResultRecord> sink) throws IOException {
        CsvRecords records = new CsvRecords(in, name);
        readRest(records, rows(records, name), sink);
    }

    /**
     * Reads the header of {@code records} and gives the reader of the rows after it.
     *
     * @throws MalformedResultsException when the header is not that of {@link ResultColumn}
     */
    static CsvResultRecord rows(CsvRecords records, String name) throws IOException {
        List<String> header = new ArrayList<>();
        if (records.next()) {
            for (int i = 0; i < records.size(); i++) {
                header.add(records.field(i));
            }
        }
        Optional<String> problem = ResultColumn.headerProblem(header, true);
        if (problem.isPresent()) {
            throw new MalformedResultsException(name + ": " + problem.get());
        }
        return new CsvResultRecord(records, name, header.size() > ResultColumn.COUNT);
    }

    /** Hands every record of {@code records} from the next on to {@code sink}, read by {@code record}. */
    static void readRest(CsvRecords records, CsvResultRecord record, Consumer<? super ResultRecord> sink)
            throws IOException {
        while (records.next()) {
            record.read();
            sink.accept(record);
        }
    }
}
