package tilesearch.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import tilesearch.results.ResultRow;
import tilesearch.results.ResultsReader;
import tilesearch.results.UnusableResultsException;
import tilesearch.run.RunRecord;

/**
 * Everything a rendered report shows, gathered in one pass over the results: the run's aggregates and, when a
 * baseline was given, the comparison with it. No row is kept beyond what {@link RunAggregates} keeps, so a report
 * of any number of rows fits in a small heap.
 *
 * @param resultsName the results CSV as the user named it
 * @param run the aggregates of the run's rows
 * @param baseline the comparison with a previous run, when one was given
 * @param record how the results were made, when a run record lies beside them
 */
public record Report(String resultsName, RunAggregates run, Optional<Baseline> baseline, Optional<RunRecord> record) {

    /**
     * A previous run and how the current one differs from it.
     *
     * @param name the baseline CSV as the user named it
     */
    public record Baseline(String name, BaselineComparison comparison) {
    }

    /**
     * The report of the results CSV {@code results}, read once, and of its comparison with {@code baseline} when
     * given (read first, and held as {@link BaselineMatcher} says). Without {@code drawCharts} the report has no
     * charts (a Markdown report shows none) and is quicker to gather.
     *
     * @throws java.nio.file.NoSuchFileException when a CSV does not exist
     * @throws UnusableResultsException when a CSV is not a results CSV
     */
    public static Report read(Path results, Optional<Path> baseline, boolean drawCharts) throws IOException {
        RunAggregates run = new RunAggregates(drawCharts);
        if (baseline.isEmpty()) {
            ResultsReader.forEach(results, run);
            return new Report(results.toString(), run, Optional.empty(), Optional.empty());
        }
        BaselineMatcher matcher = new BaselineMatcher();
        ResultsReader.forEach(baseline.get(), matcher::index);
        ResultsReader.forEach(results, run.andThen(matcher));
        return new Report(results.toString(), run,
                Optional.of(new Baseline(baseline.get().toString(), matcher.comparison())), Optional.empty());
    }

    /** This report with the run record of its results: threads, wall time, version and attempts. */
    public Report withRecord(RunRecord runRecord) {
        return new Report(resultsName, run, baseline, Optional.of(runRecord));
    }

    /** Whether the baseline shows a changed max tile. */
    public boolean alarm() {
        return baseline.map(b -> b.comparison().alarm()).orElse(false);
    }

    /**
     * The boards the report replays, up to {@value ReportReplays#MOST}: those with the largest tiles and the
     * slowest in turn (see {@link ReportReplays#pick}).
     */
    public List<ResultRow> replayed() {
        return ReportReplays.pick(run.largestTiles(), run.slowest());
    }
}
