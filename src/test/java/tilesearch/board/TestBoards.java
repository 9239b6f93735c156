package tilesearch.board;

import java.util.SplittableRandom;

/** Random boards for tests, reproducible from the random generator's seed. */
public final class TestBoards {

    private TestBoards() {
    }

    /**
     * A random {@code size}×{@code size} board whose cells are empty with probability {@code 1 - density},
     * otherwise tiles with exponents uniform in {@code 1..maxExponent}. Small {@code maxExponent} makes boards
     * rich in merges, where bounds are tightest and bugs show first.
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

    /** A board from its CSV notation, e.g. {@code "2 2 2/4 4 4/8 8 8"}. */
    public static Board board(String notation) {
        return Board.parse(notation);
    }
}
