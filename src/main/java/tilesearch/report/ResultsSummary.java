package tilesearch.report;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The numbers at the top of a report.
 *
 * <p>Times are the per-board {@code elapsed_ms} of the CSV, summed over boards. With several threads the boards
 * run side by side, so the run's wall-clock time is shorter than {@code totalMs}; the CSV does not record it.
 *
 * @param boards rows in the CSV
 * @param ok rows with status {@code ok}
 * @param errors rows with status {@code error}
 * @param timeouts rows with status {@code timeout}
 * @param otherStatus rows with any other status (written by a later version)
 * @param timedBoards rows that give an {@code elapsed_ms}
 * @param totalMs sum of {@code elapsed_ms} over {@code timedBoards}
 * @param medianMs median {@code elapsed_ms} of {@code timedBoards}; empty when there are none
 * @param searchMoves the distinct K of the search rows, ascending
 * @param applyBoards rows whose task is {@code apply}
 * @param boardsBySize how many rows have each board size N; rows without N are left out
 * @param threads the distinct values of the optional {@code threads} column, ascending; empty when not recorded
 */
public record ResultsSummary(
        int boards, int ok, int errors, int timeouts, int otherStatus, int timedBoards, double totalMs,
        OptionalDouble medianMs, SortedSet<Integer> searchMoves, int applyBoards,
        SortedMap<Integer, Integer> boardsBySize, SortedSet<String> threads) {

    public ResultsSummary {
        searchMoves = Collections.unmodifiableSortedSet(new TreeSet<>(searchMoves));
        boardsBySize = Collections.unmodifiableSortedMap(new TreeMap<>(boardsBySize));
        threads = Collections.unmodifiableSortedSet(new TreeSet<>(threads));
    }

    /** The summary of {@code rows}. */
    public static ResultsSummary of(List<ResultRow> rows) {
        int ok = 0;
        int errors = 0;
        int timeouts = 0;
        int applyBoards = 0;
        double[] times = new double[rows.size()];
        int timed = 0;
        double total = 0;
        SortedSet<Integer> moves = new TreeSet<>();
        SortedMap<Integer, Integer> sizes = new TreeMap<>();
        SortedSet<String> threads = new TreeSet<>();
        for (ResultRow row : rows) {
            if (row.isOk()) {
                ok++;
            } else if (row.isError()) {
                errors++;
            } else if (row.isTimeout()) {
                timeouts++;
            }
            if (row.elapsedMs() != null) {
                times[timed++] = row.elapsedMs();
                total += row.elapsedMs();
            }
            if ("apply".equals(row.task())) {
                applyBoards++;
            } else if ("search".equals(row.task())) {
                parseMoves(row.moves()).ifPresent(moves::add);
            }
            if (row.size() != null) {
                sizes.merge(row.size(), 1, Integer::sum);
            }
            if (!row.threads().isBlank()) {
                threads.add(row.threads().strip());
            }
        }
        int other = rows.size() - ok - errors - timeouts;
        return new ResultsSummary(rows.size(), ok, errors, timeouts, other, timed, total,
                median(Arrays.copyOf(times, timed)), moves, applyBoards, sizes, threads);
    }

    /**
     * Boards per second of solver time: timed boards divided by the summed per-board time. This is the rate of a
     * single worker; a run with T threads finishes up to T times faster on the wall clock. Empty when no time was
     * recorded or all times are 0.
     */
    public OptionalDouble boardsPerSecond() {
        return totalMs > 0 ? OptionalDouble.of(timedBoards / (totalMs / 1000)) : OptionalDouble.empty();
    }

    /** The threads of the run in words, or empty when the CSV does not record them. */
    public Optional<String> threadsText() {
        return threads.isEmpty() ? Optional.empty() : Optional.of(String.join(", ", threads));
    }

    static OptionalDouble median(double[] values) {
        if (values.length == 0) {
            return OptionalDouble.empty();
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return OptionalDouble.of(
                sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2);
    }

    private static Optional<Integer> parseMoves(String moves) {
        try {
            return Optional.of(Integer.valueOf(moves.strip()));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
