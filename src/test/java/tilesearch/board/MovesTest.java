package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * The move rules, each checked in all four directions. A rule is written once as a line moved LEFT; the
 * table runs it as a row (LEFT, and RIGHT on the mirrored row) and as a column (UP, and DOWN on the
 * mirrored column), so every direction sees every case.
 */
class MovesTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            # line moved towards its first cell | expected
            2 0 0 0       | 2 0 0 0
            0 0 0 2       | 2 0 0 0
            2 2 0 0       | 4 0 0 0
            2 0 0 2       | 4 0 0 0
            4 4 8         | 8 8 0
            2 2 2         | 4 2 0
            2 2 2 2       | 4 4 0 0
            2 2 4 4       | 4 8 0 0
            8 4 4 0       | 8 8 0 0
            2 4 2 4       | 2 4 2 4
            0 0 0 0       | 0 0 0 0
            1073741824 1073741824 | 2147483648 0
            """)
    void move_ruleTable_holdsInAllFourDirections(String line, String expected) {
        long[] in = values(line);
        long[] out = values(expected);
        int n = in.length;
        for (Direction direction : Direction.values()) {
            Board board = lineBoard(in, n, direction);
            Board want = lineBoard(out, n, direction);
            assertEquals(want, board.move(direction), direction + " on " + line);
        }
    }

    @Test
    void moveAxis_randomBoards_sameAsEachMoveAlone() {
        SplittableRandom random = new SplittableRandom(5);
        int longRuns = 0;
        for (int i = 0; i < 4000; i++) {
            int size = i % 5 == 0 ? 13 + random.nextInt(12) : 1 + random.nextInt(8);
            // Few tile values and few empty cells make runs of three or more equal tiles common.
            Board board = RandomBoards.random(random, size, 0.5 + 0.5 * random.nextDouble(), 1 + random.nextInt(4));
            boolean horizontal = random.nextBoolean();
            Direction near = horizontal ? Direction.LEFT : Direction.UP;
            byte[] expectedNear = new byte[size * size];
            byte[] expectedFar = new byte[size * size];
            int nearOutcome = Moves.move(board.exponents(), expectedNear, size, near);
            int farOutcome = Moves.move(board.exponents(), expectedFar, size, near.opposite());
            byte[] actualNear = new byte[size * size];
            byte[] actualFar = new byte[size * size];
            Arrays.fill(actualFar, (byte) 9);   // every cell must be written

            long both = Moves.moveAxis(board.exponents(), actualNear, actualFar, size, horizontal);

            String context = near + " axis on " + board;
            assertEquals(Board.of(size, expectedNear), Board.of(size, actualNear), context);
            assertEquals(Board.of(size, expectedFar), Board.of(size, actualFar), context);
            assertEquals(nearOutcome, (int) both, context);
            boolean longRun = hasLongRun(board, horizontal);
            assertEquals(farOutcome | (longRun ? 0 : Moves.SAME_ORDER), (int) (both >>> 32), context);
            longRuns += longRun ? 1 : 0;
        }
        assertTrue(longRuns > 500, longRuns + " boards with a run of three");
    }

    /** Whether a line of the axis holds three equal tiles in a row, empty cells aside. */
    private static boolean hasLongRun(Board board, boolean horizontal) {
        int size = board.size();
        for (int line = 0; line < size; line++) {
            int previous = 0;
            int run = 0;
            for (int along = 0; along < size; along++) {
                int exponent = board.exponents()[horizontal ? line * size + along : along * size + line];
                if (exponent != 0) {
                    run = exponent == previous ? run + 1 : 1;
                    previous = exponent;
                    if (run == 3) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    @Test
    void lineSpacing_isTheDistanceBetweenLineStarts() {
        for (Direction direction : Direction.values()) {
            for (int size = 1; size <= 5; size++) {
                for (int line = 0; line + 1 < size; line++) {
                    assertEquals(Moves.lineStart(direction, line + 1, size) - Moves.lineStart(direction, line, size),
                            Moves.lineSpacing(direction, size), direction + " size " + size + " line " + line);
                }
            }
        }
    }

    @Test
    void move_threeEqualTiles_pairNearestTheWallMergesFirst() {
        Board row = Board.parse("2 2 2/0 0 0/0 0 0");
        assertEquals(Board.parse("4 2 0/0 0 0/0 0 0"), row.move(Direction.LEFT));
        assertEquals(Board.parse("0 2 4/0 0 0/0 0 0"), row.move(Direction.RIGHT));
        Board column = Board.parse("2 0 0/2 0 0/2 0 0");
        assertEquals(Board.parse("4 0 0/2 0 0/0 0 0"), column.move(Direction.UP));
        assertEquals(Board.parse("0 0 0/2 0 0/4 0 0"), column.move(Direction.DOWN));
    }

    @Test
    void move_2pow30Pair_mergesTo2pow31WithoutOverflow() {
        Board board = Board.parse("1073741824 1073741824/0 0");
        Board after = board.move(Direction.LEFT);
        assertEquals("2147483648 0\n0 0", after.toText());
        assertEquals(31, after.maxExponent());
    }

    @Test
    void move_8x8ExampleUp_matchesKnownBoard() {
        Board board = Board.parse("""
                4 0 0 8 0 0 0 0/0 0 0 0 0 0 0 0/0 0 2 2 0 0 0 0/2 0 2 8 0 0 0 0/\
                0 0 0 0 0 16 32 64/0 0 2 8 0 16 32 64/0 0 0 0 0 128 256 512/2 0 2 0 0 1024 2048 4096""");
        Board expected = Board.parse("""
                4 0 4 8 0 32 64 128/4 0 4 2 0 128 256 512/0 0 0 16 0 1024 2048 4096/0 0 0 0 0 0 0 0/\
                0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0/0 0 0 0 0 0 0 0""");
        assertEquals(expected, board.move(Direction.UP));
    }

    @Test
    void move_outcome_reportsChangedMergedAndMax() {
        byte[] src = Board.parse("2 2/0 4").exponents();
        byte[] dst = new byte[4];
        int merged = Moves.move(src, dst, 2, Direction.LEFT);
        assertTrue(Moves.changed(merged));
        assertTrue(Moves.merged(merged));
        assertEquals(2, Moves.maxExponent(merged));

        int slid = Moves.move(src, dst, 2, Direction.DOWN);
        assertTrue(Moves.changed(slid));
        assertFalse(Moves.merged(slid));

        int still = Moves.move(Board.parse("2 4/0 0").exponents(), dst, 2, Direction.UP);
        assertFalse(Moves.changed(still));
        assertEquals(2, Moves.maxExponent(still));
    }

    @Test
    void move_unchangedBoard_returnsSameInstance() {
        Board board = Board.parse("2 4/8 16");
        for (Direction direction : Direction.values()) {
            assertTrue(board.move(direction) == board, direction.name());
        }
    }

    @Test
    void play_sequence_appliesMovesInOrder() {
        Board board = Board.parse("2 2 2/4 4 4/8 8 8");
        assertEquals(Board.parse("4 2 0/8 4 0/16 8 0"), board.play(List.of(Direction.LEFT)));
        assertEquals(Board.parse("4 2 0/8 4 0/16 8 0").move(Direction.UP),
                board.play(List.of(Direction.LEFT, Direction.UP)));
    }

    private static long[] values(String line) {
        String[] parts = line.trim().split("\\s+");
        long[] values = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = Long.parseLong(parts[i]);
        }
        return values;
    }

    /** An n×n board whose first line in {@code direction}'s sense holds {@code line}, read from the wall. */
    private static Board lineBoard(long[] line, int n, Direction direction) {
        String[][] cells = new String[n][n];
        for (String[] row : cells) {
            java.util.Arrays.fill(row, "0");
        }
        for (int i = 0; i < n; i++) {
            String value = Long.toString(line[i]);
            switch (direction) {
                case LEFT -> cells[0][i] = value;
                case RIGHT -> cells[0][n - 1 - i] = value;
                case UP -> cells[i][0] = value;
                case DOWN -> cells[n - 1 - i][0] = value;
            }
        }
        StringBuilder notation = new StringBuilder();
        for (int r = 0; r < n; r++) {
            notation.append(r == 0 ? "" : "/").append(String.join(" ", cells[r]));
        }
        return Board.parse(notation.toString());
    }
}
