package tilesearch.report;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import tilesearch.results.ResultRow;

/** The times of some rows sorted here, apart from the report's sketch, to check the figures it prints. */
final class SortedTimes {

    private final double[] sorted;

    SortedTimes(List<ResultRow> rows) {
        sorted = rows.stream().map(ResultRow::elapsedMs).filter(Objects::nonNull).mapToDouble(Double::doubleValue)
                .sorted().toArray();
    }

    /** The time of rank ceil(q n), 1-based, in ascending order. */
    double nearestRank(double q) {
        return sorted[(int) Math.ceil(q * sorted.length) - 1];
    }

    /** A time as the summary prints it, under 10 s. */
    static String printed(double ms) {
        return String.format(Locale.ROOT, "%,.3f ms", ms);
    }
}
