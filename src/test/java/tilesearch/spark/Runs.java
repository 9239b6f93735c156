package tilesearch.spark;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.api.java.JavaSparkContext;
import tilesearch.cli.TileSearch;
import tilesearch.results.ResultColumn;

/** Runs {@code solve} and {@code spark-solve} in this JVM, and reads their rows back for comparing. */
final class Runs {

    private static final int ELAPSED = ResultColumn.NAMES.indexOf("elapsed_ms");

    /**
     * One command run.
     *
     * @param exitCode what the command exits with
     * @param err what it printed to stderr
     */
    record Run(int exitCode, String err) {
    }

    private Runs() {
    }

    /** {@code tilesearch ARGS}, with empty standard input. */
    static Run solve(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = TileSearch.commandLine(new ByteArrayInputStream(new byte[0]), new PrintWriter(out, true),
                new PrintWriter(err, true)).execute(args);
        return new Run(exitCode, err.toString());
    }

    /** {@code spark-solve ARGS} in {@code spark}, which stays running. */
    static Run sparkSolve(JavaSparkContext spark, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = SparkSolveCommand.commandLine(() -> spark, false, new PrintWriter(out, true),
                new PrintWriter(err, true)).execute(args);
        return new Run(exitCode, err.toString());
    }

    /** The rows of the results CSV {@code csv}, in file order, each joined by {@code |} with elapsed_ms blanked. */
    static List<String> rows(Path csv) throws IOException {
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8)) {
            return rows(reader, csv.toString());
        }
    }

    /** The rows of the part files of the folder {@code parts}, in part order, each part's header checked. */
    static List<String> partRows(Path parts) throws IOException {
        List<Path> files;
        try (Stream<Path> listing = Files.list(parts)) {
            files = listing.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        List<String> rows = new ArrayList<>();
        for (Path file : files) {
            rows.addAll(rows(file));
        }
        return rows;
    }

    private static List<String> rows(Reader reader, String name) throws IOException {
        List<String> rows = new ArrayList<>();
        try (CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(reader)) {
            if (!parser.getHeaderNames().equals(ResultColumn.NAMES)) {
                throw new IOException(name + ": header " + parser.getHeaderNames());
            }
            for (CSVRecord record : parser) {
                List<String> values = new ArrayList<>(record.toList());
                values.set(ELAPSED, "");
                rows.add(String.join("|", values));
            }
        }
        return rows;
    }
}
