package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.results.ResultColumn;
import tilesearch.results.ResultRow;

/** A report read from a results CSV against the report of the rows written to it. */
class ReportTest {

    @Test
    void read_csvEqualsTheReportOfItsRows(@TempDir Path dir) throws IOException {
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

        Report fromCsv = Report.read(current, Optional.of(baseline), true);
        Report fromRows = Fixtures.compared(current.toString(), rows, baseline.toString(), baselineRows);

        assertEquals(fromRows.run().summary(), fromCsv.run().summary());
        assertEquals(fromRows.run().slowest(), fromCsv.run().slowest());
        assertEquals(fromRows.run().largestTiles(), fromCsv.run().largestTiles());
        assertEquals(fromRows.run().errors(), fromCsv.run().errors());
        assertEquals(fromRows.run().charts(), fromCsv.run().charts());
        assertEquals(fromRows.baseline().orElseThrow().comparison(), fromCsv.baseline().orElseThrow().comparison());
        assertTrue(fromCsv.alarm(), "the random runs differ in max tiles");
    }

    @Test
    void read_withoutChartsHasTheSameNumbers(@TempDir Path dir) throws IOException {
        List<ResultRow> rows = RandomRows.rows(23, 3_000);
        Path csv = dir.resolve("r.csv");
        write(csv, rows);

        Report plain = Report.read(csv, Optional.empty(), false);

        assertEquals(Fixtures.report(csv.toString(), rows).run().summary(), plain.run().summary());
        assertEquals(List.of(), plain.run().charts());
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
                        row.elapsedMs() == null ? null : String.format(Locale.ROOT, "%.3f", row.elapsedMs()),
                        row.status(), row.message());
            }
        }
    }
}
