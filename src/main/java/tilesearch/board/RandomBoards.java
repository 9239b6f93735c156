package tilesearch.board;

import java.util.SplittableRandom;

/**
 * Random boards for stress tests: the same seed and settings give the same boards in the same order.
 *
 * <p>Each cell is filled with probability {@code density}, with an exponent drawn uniformly from
 * {@code 1..maxExponent} (tiles 2 to {@code 2^maxExponent}). Not thread-safe.
 */
public final class RandomBoards {

    private final SplittableRandom random;
    private final int size;
    private final double density;
    private final int maxExponent;

    /**
     * @param seed the seed of the sequence
     * @param size the side length N of every board
     * @param density the chance that a cell holds a tile, from 0 to 1
     * @param maxExponent the exponent of the largest tile, from 1 to {@value Tiles#MAX_INPUT_EXPONENT}
     */
    public RandomBoards(long seed, int size, double density, int maxExponent) {
        Board.checkSize(size);
        if (!(density >= 0 && density <= 1)) {
            throw new IllegalArgumentException("density must be from 0 to 1, got " + density);
        }
        if (maxExponent < 1 || maxExponent > Tiles.MAX_INPUT_EXPONENT) {
            throw new IllegalArgumentException("the largest tile must be from 2 to 2^" + Tiles.MAX_INPUT_EXPONENT);
        }
        this.random = new SplittableRandom(seed);
        this.size = size;
        this.density = density;
        this.maxExponent = maxExponent;
    }

    /** The next board of the sequence. */
    public Board next() {
        return random(random, size, density, maxExponent);
    }

    /**
     * One board drawn from {@code random} by the recipe of this class, for callers that vary the settings from
     * board to board (tests, benchmarks); the settings are not checked.
     */
    public static Board random(SplittableRandom random, int size, double density, int maxExponent) {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            if (random.nextDouble() < density) {
                cells[i] = (byte) (1 + random.nextInt(maxExponent));
            }
        }
        return Board.of(size, cells);
    }
}
