package tilesearch.report;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Everything a rendered report shows, computed once: the rows, their summary and, when a baseline was given, the
 * comparison with it.
 *
 * @param resultsName the results CSV as the user named it
 * @param rows every row, in file order
 * @param summary the numbers of {@code rows}
 * @param baseline the comparison with a previous run, when one was given
 */
public record Report(String resultsName, List<ResultRow> rows, ResultsSummary summary, Optional<Baseline> baseline) {

    /** How many of the slowest boards the report lists. */
    public static final int SLOWEST = 20;

    /**
     * A previous run and how the current one differs from it.
     *
     * @param name the baseline CSV as the user named it
     */
    public record Baseline(String name, BaselineComparison comparison) {
    }

    public Report {
        rows = List.copyOf(rows);
    }

    /** The report of one run. */
    public static Report of(String resultsName, List<ResultRow> rows) {
        return new Report(resultsName, rows, ResultsSummary.of(rows), Optional.empty());
    }

    /** The report of one run compared with {@code baselineRows}. */
    public static Report compared(String resultsName, List<ResultRow> rows, String baselineName,
            List<ResultRow> baselineRows) {
        BaselineComparison comparison = BaselineComparison.of(rows, baselineRows);
        return new Report(resultsName, rows, ResultsSummary.of(rows), Optional.of(new Baseline(baselineName, comparison)));
    }

    /** Whether the baseline shows a changed max tile. */
    public boolean alarm() {
        return baseline.map(b -> b.comparison().alarm()).orElse(false);
    }

    /** The {@value #SLOWEST} rows with the largest time, slowest first; ties keep file order. */
    public List<ResultRow> slowest() {
        return rows.stream()
                .filter(row -> row.elapsedMs() != null)
                .sorted(Comparator.comparingDouble((ResultRow row) -> row.elapsedMs()).reversed())
                .limit(SLOWEST)
                .toList();
    }

    /** Every row with status {@code error}, in file order. */
    public List<ResultRow> errors() {
        return rows.stream().filter(ResultRow::isError).toList();
    }
}
