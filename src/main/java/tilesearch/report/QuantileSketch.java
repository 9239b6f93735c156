package tilesearch.report;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * The median and other quantiles of a stream of numbers in bounded memory: exact while the stream holds at most
 * {@value #MAX_BUCKETS} distinct values, and within a stated relative error after that; the maximum is always
 * exact. Kept rather than a sorted copy of the times because a report's memory must not grow with its rows.
 *
 * <p>How: a value is counted under a key, its IEEE 754 bit pattern shifted right by {@code shift} bits. At shift
 * 0 every distinct value has a key of its own, so the median is exact: a run's times have three decimals and
 * rarely more than a few thousand distinct values. When the keys would pass {@value #MAX_BUCKETS}, the shift
 * grows by one and keys merge pairwise: a key then stands for every double that agrees in all but the low
 * {@code shift} bits of the mantissa, a band of relative width at most 2^(shift − 52), and the band's midpoint
 * stands for its values. This is the collapsing of DDSketch (Masson, Rim and Lee, VLDB 2019) on the double
 * format's own log-linear layout. Memory is {@value #MAX_BUCKETS} counts at most, whatever the stream's length.
 *
 * <p>Not thread-safe.
 */
final class QuantileSketch {

    /** The most distinct keys kept: about 5 MB of counts at most. */
    static final int MAX_BUCKETS = 1 << 16;
    /** Bits of a double's mantissa. */
    private static final int MANTISSA_BITS = 52;

    private final int maxBuckets;
    /** Count per key; a {@code long[1]} counts in place, so a row adds no map entry for a key already met. */
    private Map<Long, long[]> counts = new HashMap<>();
    private int shift;
    private long count;
    private double max = Double.NEGATIVE_INFINITY;

    QuantileSketch() {
        this(MAX_BUCKETS);
    }

    /** A sketch that collapses past {@code maxBuckets} keys; tests use a small one. */
    QuantileSketch(int maxBuckets) {
        this.maxBuckets = maxBuckets;
    }

    /** Counts {@code value}; NaN is ignored. */
    void add(double value) {
        if (Double.isNaN(value)) {
            return;
        }
        counts.computeIfAbsent(key(value, shift), absent -> new long[1])[0]++;
        count++;
        max = Math.max(max, value);
        while (counts.size() > maxBuckets) {
            collapse();
        }
    }

    long count() {
        return count;
    }

    /**
     * The largest relative error of {@link #median} and {@link #quantile}: 0 while exact, otherwise 2^(shift − 52),
     * the relative width of a band. The median of an even count averages two values, each within that error, so it
     * is too.
     */
    double relativeError() {
        return shift == 0 ? 0 : Math.scalb(1.0, shift - MANTISSA_BITS);
    }

    /** The median: the middle value, or the mean of the middle two of an even count; empty when none. */
    OptionalDouble median() {
        if (count == 0) {
            return OptionalDouble.empty();
        }
        SortedMap<Long, long[]> sorted = new TreeMap<>(counts);
        double lower = valueAtRank(sorted, (count - 1) / 2);
        double upper = valueAtRank(sorted, count / 2);
        return OptionalDouble.of(count % 2 == 1 ? lower : (lower + upper) / 2);
    }

    /**
     * The {@code q} quantile by nearest rank: the value of rank {@code ceil(q * count)}, counting from 1 in ascending
     * order, so {@code quantile(0.5)} of an even count is the lower middle value and {@code quantile(1)} the
     * maximum, which is always exact; empty when none.
     *
     * @throws IllegalArgumentException unless {@code 0 < q <= 1}
     */
    OptionalDouble quantile(double q) {
        if (!(q > 0 && q <= 1)) {
            throw new IllegalArgumentException("a quantile lies in (0, 1]: " + q);
        }
        if (count == 0) {
            return OptionalDouble.empty();
        }
        long rank = Math.max(1, (long) Math.ceil(q * count));
        return OptionalDouble.of(rank >= count ? max : valueAtRank(new TreeMap<>(counts), rank - 1));
    }

    /** The largest value counted, exactly; empty when none. */
    OptionalDouble max() {
        return count == 0 ? OptionalDouble.empty() : OptionalDouble.of(max);
    }

    private double valueAtRank(SortedMap<Long, long[]> sorted, long rank) {
        long seen = 0;
        for (Map.Entry<Long, long[]> entry : sorted.entrySet()) {
            seen += entry.getValue()[0];
            if (seen > rank) {
                return value(entry.getKey());
            }
        }
        throw new IllegalStateException("rank " + rank + " beyond " + count + " values");
    }

    private void collapse() {
        shift++;
        Map<Long, long[]> merged = new HashMap<>();
        counts.forEach((key, n) -> merged.computeIfAbsent(coarser(key), coarse -> new long[1])[0] += n[0]);
        counts = merged;
    }

    /**
     * Keys keep the order of their values: magnitudes' bit patterns order like the magnitudes, and a negative
     * value's key is the complement of its magnitude's, below every key of 0 and up.
     */
    static long key(double value, int shift) {
        double magnitude = Math.abs(value);
        long bits = Double.doubleToLongBits(magnitude) >>> shift;
        return value < 0 ? ~bits : bits;
    }

    private static long coarser(long key) {
        return key < 0 ? ~(~key >>> 1) : key >>> 1;
    }

    /** The value a key stands for: the value itself at shift 0, else the midpoint of the key's band. */
    private double value(long key) {
        long bits = key < 0 ? ~key : key;
        double low = Double.longBitsToDouble(bits << shift);
        double magnitude = shift == 0 ? low : (low + Double.longBitsToDouble(((bits + 1) << shift) - 1)) / 2;
        return key < 0 ? -magnitude : magnitude;
    }
}
