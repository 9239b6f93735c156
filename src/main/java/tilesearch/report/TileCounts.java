package tilesearch.report;

import java.math.BigInteger;
import java.util.Collections;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * How many ok boards reached each max tile: the report's max-tile chart, its Markdown table and its JSON. A power
 * of two below 2^63, nearly every tile, is counted by its exponent; any other tile only for the first
 * {@value #OTHER_TILES} such tiles met, and the boards of later ones as one count, so that a doctored file of a
 * million distinct odd tiles grows neither the memory nor the report.
 *
 * <p>Not thread-safe.
 */
final class TileCounts {

    /** The most tiles that are not powers of two below 2^63 counted one by one; {@code solve} writes none. */
    static final int OTHER_TILES = 32;

    /** Boards per max tile that is a power of two below 2^63, by exponent. */
    private final long[] powers = new long[Long.SIZE - 1];
    private final SortedMap<BigInteger, Long> others = new TreeMap<>();
    private long unlisted;

    /** Counts one board that reached {@code tile}. */
    void add(BigInteger tile) {
        if (tile.signum() > 0 && tile.bitLength() < Long.SIZE - 1 && tile.bitCount() == 1) {
            powers[tile.bitLength() - 1]++;
        } else if (others.containsKey(tile) || others.size() < OTHER_TILES) {
            others.merge(tile, 1L, Long::sum);
        } else {
            unlisted++;
        }
    }

    /** Boards per tile, by ascending tile; the boards of {@link #unlisted()} are left out. */
    SortedMap<BigInteger, Long> byTile() {
        SortedMap<BigInteger, Long> byTile = new TreeMap<>(others);
        for (int exponent = 0; exponent < powers.length; exponent++) {
            if (powers[exponent] > 0) {
                byTile.put(BigInteger.ONE.shiftLeft(exponent), powers[exponent]);
            }
        }
        return Collections.unmodifiableSortedMap(byTile);
    }

    /** Boards whose tile came after {@value #OTHER_TILES} other tiles that are not powers of two: 0 from solve. */
    long unlisted() {
        return unlisted;
    }
}
