package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.io.ResultColumn;

/**
 * The byte-level read of a results CSV against the way the report read it before: Commons CSV for the records,
 * and Java's own parsers on the stripped text of each number column.
 */
class CsvResultRecordTest {

    /** Values of number columns that the byte-level path reads itself, and some that it must leave to Java. */
    private static final String[] NUMBERS = {"0", "7", "42", "007", "123456789", "1234567890", "999999999999999999",
        "1000000000000000000", "18446744073709551616", " 12", "12 ", "+5", "-3", "", " ", "2147483647",
        "2147483648"};
    private static final String[] TIMES = {"0.000", "397.777", "0.125", "1.5", "12", "5.", ".5", "1e3", " 2.5",
        "123456789012.345", "1234567890123.456", "0.1234567890123456789", "NaN", "-0.5", "", "9007199254740993",
        "1e400", "Infinity", "-Infinity", "-0", "0.25"};
    private static final String[] FILES = {"inputs/a.txt", "inputs/a.txt", "b, with comma.txt", "say \"hi\".txt",
        "two\nlines.txt", "é/ü.txt", "cr\r\nlf.txt", ""};
    /** Statuses a run writes, and now and then one it does not. */
    private static final String[] STATUSES = {"ok", "ok", "ok", "error", "timeout", "stopped", "ok", "error", "ok",
        "timeout", "stopped", "ok", "error", "ok", "later", ""};
    private static final String[] TEXTS = {"", "search", "apply", "ok", "error", "timeout", "10", "LURD",
        "x,y", "\"q\"", " 4 "};

    @Test
    void read_givesTheRowsTheTextParsersGive() throws IOException {
        Random random = new Random(14);
        for (int trial = 0; trial < 300; trial++) {
            List<List<String>> records = new ArrayList<>();
            for (int i = random.nextInt(30); i >= 0; i--) {
                records.add(randomRecord(random));
            }
            String csv = csv(records, random.nextBoolean() ? "\r\n" : "\n");

            Object expected = outcome(() -> reference(csv));
            Object actual = outcome(() -> ResultsCsv.read(utf8(csv), "r.csv"));

            assertEquals(expected, actual, "input: " + csv);
        }
    }

    @Test
    void read_refusesWhatTheTextParsersRefuseWithTheSameMessage() throws IOException {
        Random random = new Random(15);
        int refused = 0;
        for (int trial = 0; trial < 300; trial++) {
            List<String> record = randomRecord(random);
            int column = 1 + random.nextInt(12);
            if (!List.of(3, 5, 6, 8, 9).contains(column)) {
                record.set(column, random.nextBoolean() ? "x" + record.get(column) : "1.2.3");
            }
            String csv = csv(List.of(randomRecord(random), record), "\n");

            Object expected = outcome(() -> reference(csv));
            Object actual = outcome(() -> ResultsCsv.read(utf8(csv), "r.csv"));

            assertEquals(expected, actual, "input: " + csv);
            refused += expected instanceof String ? 1 : 0;
        }
        assertTrue(refused > 100, "too few bad rows tried: " + refused);
    }

    @Test
    void read_shortRowNamesTheColumnItAlwaysNamed() {
        String csv = String.join(",", ResultColumn.NAMES) + "\na.txt,1,2,,4,search,10,64\n";

        MalformedResultsException e = assertThrows(MalformedResultsException.class,
                () -> ResultsCsv.read(utf8(csv), "r.csv"));

        assertEquals("r.csv: line 2: column path is missing (the row is shorter than the header)", e.getMessage());
    }

    @Test
    void report_fromTheCsvEqualsTheReportOfItsRows(@TempDir Path dir) throws IOException {
        List<ResultRow> rows = new ArrayList<>(RandomRows.rows(21, 6_000));
        List<ResultRow> baselineRows = new ArrayList<>(RandomRows.rows(22, 6_000));
        // quoted file names, and a board the baseline lacks, in both runs
        rows.set(7, withFile(rows.get(7), "odd, \"name\"\nhere.txt"));
        baselineRows.set(7, withFile(baselineRows.get(7), "odd, \"name\"\nhere.txt"));
        rows.set(9, withFile(rows.get(9), "only/in, current.txt"));
        Path current = dir.resolve("current.csv");
        Path baseline = dir.resolve("baseline.csv");
        write(current, rows);
        write(baseline, baselineRows);

        Report fromCsv = Report.read(current, Optional.of(baseline));
        Report fromRows = Report.compared(current.toString(), rows, baseline.toString(), baselineRows);

        assertEquals(fromRows.summary(), fromCsv.summary());
        assertEquals(fromRows.slowest(), fromCsv.slowest());
        assertEquals(fromRows.run().largestTiles(), fromCsv.run().largestTiles());
        assertEquals(fromRows.errors(), fromCsv.errors());
        assertEquals(fromRows.run().charts(), fromCsv.run().charts());
        assertEquals(fromRows.baseline().orElseThrow().comparison(), fromCsv.baseline().orElseThrow().comparison());
        assertTrue(fromCsv.alarm(), "the random runs differ in max tiles");
    }

    @Test
    void report_withoutChartsHasTheSameNumbers(@TempDir Path dir) throws IOException {
        List<ResultRow> rows = RandomRows.rows(23, 3_000);
        Path csv = dir.resolve("r.csv");
        write(csv, rows);

        Report plain = Report.read(csv, Optional.empty(), false);

        assertEquals(Report.of(csv.toString(), rows).summary(), plain.summary());
        assertEquals(List.of(), plain.run().charts());
    }

    private static List<String> randomRecord(Random random) {
        List<String> record = new ArrayList<>();
        record.add(pick(random, FILES));
        record.add(Integer.toString(1 + random.nextInt(1_000)));
        record.add(pick(random, NUMBERS));
        record.add(pick(random, TEXTS));
        record.add(random.nextBoolean() ? "4" : pick(random, NUMBERS));
        record.add(pick(random, TEXTS));
        record.add(pick(random, TEXTS));
        record.add(random.nextBoolean() ? Long.toString(1L << random.nextInt(20)) : pick(random, NUMBERS));
        record.add(pick(random, TEXTS));
        record.add("2 0/0 4");
        record.add(pick(random, NUMBERS));
        record.add(pick(random, NUMBERS));
        record.add(pick(random, TIMES));
        record.add(pick(random, STATUSES));
        record.add(pick(random, TEXTS));
        return record;
    }

    private static String pick(Random random, String[] values) {
        return values[random.nextInt(values.length)];
    }

    /** The rows or, when the read fails, its message without the file and line (checked elsewhere). */
    private static Object outcome(Read read) {
        try {
            return read.rows();
        } catch (IOException e) {
            return e.getMessage().replaceFirst("^r\\.csv: line \\d+: ", "");
        }
    }

    @FunctionalInterface
    private interface Read {
        List<ResultRow> rows() throws IOException;
    }

    /** The rows as the report read them before it read bytes: Commons CSV, then a parser per column. */
    private static List<ResultRow> reference(String csv) throws IOException {
        List<ResultRow> rows = new ArrayList<>();
        try (CSVParser parser = CSVParser.builder().setReader(new StringReader(csv)).setFormat(CSVFormat.DEFAULT)
                .get()) {
            for (CSVRecord record : parser) {
                if (record.getRecordNumber() == 1) {
                    continue;
                }
                rows.add(referenceRow(record));
            }
        }
        return rows;
    }

    private static ResultRow referenceRow(CSVRecord record) throws MalformedResultsException {
        Function<Integer, String> text = column -> record.get(column);
        Integer board = number(record, 1, Integer::valueOf);
        if (board == null) {
            throw new MalformedResultsException("column board must not be empty");
        }
        ResultRow row = new ResultRow(text.apply(0), board, number(record, 2, Long::valueOf), text.apply(3),
                number(record, 4, Integer::valueOf), text.apply(5), text.apply(6),
                number(record, 7, BigInteger::new), text.apply(8), text.apply(9),
                number(record, 10, BigInteger::new), number(record, 11, Long::valueOf),
                number(record, 12, Double::valueOf), text.apply(13), text.apply(14), "");
        Double time = row.elapsedMs();
        if (time != null && (time.isNaN() || time.isInfinite() || time < 0)) {
            throw new MalformedResultsException("column elapsed_ms is not a time of 0 ms or more: '"
                    + record.get(12).strip() + "'");
        }
        if (!List.of("ok", "error", "timeout", "stopped").contains(row.status())) {
            throw new MalformedResultsException("column status is not ok, error, timeout or stopped: '"
                    + row.status() + "'");
        }
        return row;
    }

    private static <T> T number(CSVRecord record, int column, Function<String, T> parser)
            throws MalformedResultsException {
        String value = record.get(column).strip();
        if (value.isEmpty()) {
            return null;
        }
        try {
            return parser.apply(value);
        } catch (NumberFormatException e) {
            throw new MalformedResultsException("column " + ResultColumn.NAMES.get(column) + " is not a number: '"
                    + value + "'");
        }
    }

    private static String csv(List<List<String>> records, String lineEnd) throws IOException {
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.DEFAULT.builder().setRecordSeparator(lineEnd)
                .get())) {
            printer.printRecord(ResultColumn.NAMES);
            for (List<String> record : records) {
                printer.printRecord(record);
            }
        }
        return out.toString();
    }

    private static ByteArrayInputStream utf8(String csv) {
        return new ByteArrayInputStream(csv.getBytes(StandardCharsets.UTF_8));
    }

    private static ResultRow withFile(ResultRow row, String file) {
        return new ResultRow(file, row.board(), row.line(), row.id(), row.size(), row.task(), row.moves(),
                row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(), row.elapsedMs(),
                row.status(), row.message(), row.threads());
    }

    /** Writes {@code rows} with Commons CSV's printer, which quotes what needs quoting, as {@code solve} does. */
    private static void write(Path csv, List<ResultRow> rows) throws IOException {
        try (Writer writer = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
                CSVPrinter printer = new CSVPrinter(writer, CSVFormat.DEFAULT.builder().setRecordSeparator("\n")
                        .get())) {
            printer.printRecord(ResultColumn.NAMES);
            for (ResultRow row : rows) {
                printer.printRecord(row.file(), row.board(), row.line(), row.id(), row.size(), row.task(),
                        row.moves(), row.maxTile(), row.path(), row.boardAfter(), row.upperBound(), row.nodes(),
                        row.elapsedMs() == null ? null : String.format(java.util.Locale.ROOT, "%.3f",
                                row.elapsedMs()), row.status(), row.message());
            }
        }
    }
}
