package tilesearch.report;

import java.math.BigInteger;
import java.util.Collections;
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
 * @param p90Ms the 0.9 quantile of the times by nearest rank (see {@link QuantileSketch#quantile}); empty when none
 * @param p99Ms the 0.99 quantile of the times, as {@code p90Ms}
 * @param maxMs the largest time, exactly; empty when none
 * @param timeError the largest relative error of the median and the quantiles: 0 when exact, as it is unless a run
 *     has more than {@value QuantileSketch#MAX_BUCKETS} distinct times (see {@link QuantileSketch})
 * @param maxTiles how many ok rows reached each max tile, by ascending tile (see {@link TileCounts})
 * @param unlistedMaxTiles ok rows whose max tile {@code maxTiles} leaves out: past the first
 *     {@value TileCounts#OTHER_TILES} tiles that are not powers of two, which {@code solve} never writes
 * @param searchMoves how many search rows have each K, by ascending K; rows whose moves are no number are left out
 * @param applyBoards rows whose task is {@code apply}
 * @param boardsBySize how many rows have each board size N; rows without N are left out
 * @param threads the distinct values of the optional {@code threads} column, ascending; empty when not recorded
 */
public record ResultsSummary(
        long boards, long ok, long errors, long timeouts, long otherStatus, long timedBoards, double totalMs,
        OptionalDouble medianMs, OptionalDouble p90Ms, OptionalDouble p99Ms, OptionalDouble maxMs, double timeError,
        SortedMap<BigInteger, Long> maxTiles, long unlistedMaxTiles,
        SortedMap<Integer, Long> searchMoves, long applyBoards, SortedMap<Integer, Long> boardsBySize,
        SortedSet<String> threads) {

    public ResultsSummary {
        maxTiles = Collections.unmodifiableSortedMap(new TreeMap<>(maxTiles));
        searchMoves = Collections.unmodifiableSortedMap(new TreeMap<>(searchMoves));
        boardsBySize = Collections.unmodifiableSortedMap(new TreeMap<>(boardsBySize));
        threads = Collections.unmodifiableSortedSet(new TreeSet<>(threads));
    }

    /**
     * The mean time per board: the summed per-board time over the timed boards. Not a rate: with several threads
     * boards run side by side, and only the wall clock (the run record's) gives boards per second. Empty when no
     * board was timed.
     */
    public OptionalDouble meanMs() {
        return timedBoards > 0 ? OptionalDouble.of(totalMs / timedBoards) : OptionalDouble.empty();
    }
}
