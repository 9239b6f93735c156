package tilesearch.bench;

import java.util.SplittableRandom;
import tilesearch.board.Board;

/** Random benchmark inputs, reproducible from a fixed seed so that every run measures the same boards. */
final class BenchBoards {

    /** The seed of every benchmark's boards; change it only together with the recorded tables. */
    static final long SEED = 2048;

    private BenchBoards() {
    }

    /**
     * A random {@code size}×{@code size} board whose cells are empty with probability {@code 1 - density},
     * otherwise tiles with exponents uniform in {@code 1..maxExponent} (the same recipe as the tests' boards).
     */
    static Board random(SplittableRandom random, int size, double density, int maxExponent) {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            if (random.nextDouble() < density) {
                cells[i] = (byte) (1 + random.nextInt(maxExponent));
            }
        }
        return Board.of(size, cells);
    }
}
