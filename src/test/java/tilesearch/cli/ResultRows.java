package tilesearch.cli;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import tilesearch.results.ResultColumn;

/** Reads results CSVs back, for comparing runs. */
final class ResultRows {

    private static final int ELAPSED = ResultColumn.NAMES.indexOf("elapsed_ms");

    private ResultRows() {
    }

    /** The rows of {@code csv}, header checked and skipped. */
    static List<CSVRecord> read(Path csv) throws IOException {
        try (Reader reader = Files.newBufferedReader(csv, StandardCharsets.UTF_8);
                CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                        .parse(reader)) {
            if (!parser.getHeaderNames().equals(ResultColumn.NAMES)) {
                throw new IOException(csv + ": header " + parser.getHeaderNames());
            }
            return parser.getRecords();
        }
    }

    /**
     * Every row of {@code csv} with its {@code elapsed_ms} blanked, sorted: what two runs of the same inputs
     * must agree on, whatever the timing and whatever order a resume left the rows in.
     */
    static List<String> withoutTimes(Path csv) throws IOException {
        List<String> rows = new ArrayList<>();
        for (CSVRecord record : read(csv)) {
            List<String> values = new ArrayList<>(record.toList());
            values.set(ELAPSED, "");
            rows.add(String.join("|", values));
        }
        rows.sort(null);
        return rows;
    }
}
