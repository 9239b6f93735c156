package tilesearch.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tilesearch.results.ResultRow;
import tilesearch.results.ResultsReader;

/** The results CSVs under {@code src/test/resources/tilesearch/report}. */
final class Fixtures {

    /** Hand-made: 13 boards with known sums and median, errors, a timeout and a tile of 2^64. */
    static final String SAMPLE = "sample-results.csv";
    /** The same boards in an earlier run: one max tile differs, one board missing, one extra, times doubled. */
    static final String SAMPLE_BASELINE = "sample-baseline.csv";
    /** Solved for real by {@link SampleRun}: 80 boards from 2×2 to 20×20. */
    static final String REALISTIC = "realistic-results.csv";
    /** A second run of {@link #REALISTIC} with one max tile edited. */
    static final String REALISTIC_BASELINE = "realistic-baseline.csv";

    private Fixtures() {
    }

    static Path path(String name) {
        try {
            return Path.of(Fixtures.class.getResource(name).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The aggregates of {@code rows}, in their order, charts included. */
    static RunAggregates aggregates(List<ResultRow> rows) {
        RunAggregates run = new RunAggregates(true);
        rows.forEach(run);
        return run;
    }

    /** The report of one run, {@code rows} under the name {@code resultsName}. */
    static Report report(String resultsName, List<ResultRow> rows) {
        return new Report(resultsName, aggregates(rows), Optional.empty(), Optional.empty());
    }

    /** The report of one run compared with {@code baselineRows}. */
    static Report compared(String resultsName, List<ResultRow> rows, String baselineName,
            List<ResultRow> baselineRows) {
        return new Report(resultsName, aggregates(rows),
                Optional.of(new Report.Baseline(baselineName, comparison(rows, baselineRows))), Optional.empty());
    }

    /** Compares {@code current} with {@code baseline}. */
    static BaselineComparison comparison(List<ResultRow> current, List<ResultRow> baseline) {
        BaselineMatcher matcher = new BaselineMatcher();
        baseline.forEach(matcher::index);
        current.forEach(matcher);
        return matcher.comparison();
    }

    static List<ResultRow> rows(String name) {
        try {
            List<ResultRow> rows = new ArrayList<>();
            ResultsReader.forEach(path(name), rows::add);
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
