package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.TestBoards;

/** Every bound against the truth from exhaustive search: a bound may be loose, never too low. */
class BoundsTest {

    @Test
    void pairingBound_randomBoards_neverBelowTruth() {
        SplittableRandom random = new SplittableRandom(1);
        int tight = 0;
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int moves = random.nextInt(7);
            int truth = ExhaustiveSearch.maxExponent(board, moves);
            int bound = Bounds.pairingBound(board.exponents(), board.size() * board.size(), moves);
            assertTrue(bound >= truth, () -> "bound " + bound + " < truth " + truth + " K=" + moves + " " + board);
            if (bound == truth && truth < board.maxExponent() + moves) {
                tight++;
            }
        }
        assertTrue(tight > 100, "the pairing bound should often beat doubling, beat it " + tight + " times");
    }

    @Test
    void axisPairingReaches_randomBoards_trueWhereverTruthReaches() {
        SplittableRandom random = new SplittableRandom(2);
        int[] counts = new int[Bounds.scratchSize(5, 6)];
        int cuts = 0;
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int moves = 1 + random.nextInt(6);
            int truth = ExhaustiveSearch.maxExponent(board, moves);
            byte[] cells = board.exponents();
            int bound = Bounds.pairingBound(cells, cells.length, moves);
            for (int target = board.maxExponent() + 1; target <= bound + 1; target++) {
                boolean reaches = Bounds.axisPairingReaches(cells, board.size(), moves, target, counts);
                if (target <= truth) {
                    assertTrue(reaches, "truth " + truth + " target " + target + " K=" + moves + " on " + board);
                }
                if (target > bound) {
                    assertFalse(reaches, "beyond the pairing bound " + bound + " on " + board);
                }
                if (!reaches && target <= bound) {
                    cuts++;
                }
            }
        }
        assertTrue(cuts > 100, "the axis bound should often beat plain pairing, beat it " + cuts + " times");
    }

    @Test
    void pairingBound_unlimitedMoves_isTopBitOfSum() {
        Board board = TestBoards.board("2 2 4/8 0 0/0 0 2");
        // 2 + 2 + 4 + 8 + 2 = 18, whose top bit is 16.
        assertEquals(4, Bounds.pairingBound(board.exponents(), 9, 30));
    }

    @Test
    void axisPairingReaches_singleTopTile_cannotDouble() {
        Board board = TestBoards.board("8 4/2 0");
        assertFalse(Bounds.axisPairingReaches(board.exponents(), 2, 1, 4, new int[16]));
        assertFalse(Bounds.axisPairingReaches(board.exponents(), 2, 2, 4, new int[16]));
    }

    @Test
    void axisPairingReaches_equalTilesApart_cutsOnlyTheNextMove() {
        // The two 8s share no line, so no single move merges them: 16 needs two moves.
        Board board = TestBoards.board("8 2/4 8");
        assertFalse(Bounds.axisPairingReaches(board.exponents(), 2, 1, 4, new int[16]));
        assertTrue(Bounds.axisPairingReaches(board.exponents(), 2, 2, 4, new int[16]));
    }

    @Test
    void bestMerge_randomBoards_equalsOneMoveTruth() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int truth = ExhaustiveSearch.maxExponent(board, 1);
            int merge = Bounds.bestMerge(board.exponents(), board.size(), new int[board.size()]);
            int found = Math.max(board.maxExponent(), Bounds.bestMergeExponent(merge));
            assertEquals(truth, found, board::toString);
            if (merge != 0) {
                Board after = board.move(Bounds.bestMergeDirection(merge));
                assertEquals(found, after.maxExponent(), board::toString);
            }
        }
    }

    @Test
    void bestMerge_gapsBetweenEqualTiles_stillMerge() {
        Board board = TestBoards.board("4 0 0 4/0 0 0 0/2 0 0 0/0 0 0 2");
        int merge = Bounds.bestMerge(board.exponents(), 4, new int[4]);
        assertEquals(3, Bounds.bestMergeExponent(merge));
    }

    @Test
    void moveAndBound_randomBoards_sameChildAndVerdictAsMoveThenBound() {
        SplittableRandom random = new SplittableRandom(5);
        int cuts = 0;
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int size = board.size();
            Direction direction = Direction.ofOrdinal(random.nextInt(4));
            int after = 1 + random.nextInt(5);
            int target = board.maxExponent() + 1 + random.nextInt(4);
            byte[] expected = new byte[size * size];
            byte[] actual = new byte[size * size];
            int[] scratch = new int[Bounds.scratchSize(size, after)];

            int moved = Moves.move(board.exponents(), expected, size, direction);
            int outcome = Bounds.moveAndBound(board.exponents(), actual, size, direction, after, target, scratch);

            assertEquals(Board.of(size, expected), Board.of(size, actual), direction + " on " + board);
            assertEquals(moved, outcome & ~Bounds.REACHES, direction + " on " + board);
            boolean reaches = Moves.maxExponent(moved) >= target
                    || Bounds.axisPairingReaches(expected, size, after, target, scratch);
            assertEquals(reaches, (outcome & Bounds.REACHES) != 0, direction + " after " + after + " on " + board);
            cuts += reaches ? 0 : 1;
        }
        assertTrue(cuts > 100, "only " + cuts + " children cut");
    }

    @Test
    void judgeAxis_randomBoards_sameVerdictsAsMakingBothChildren() {
        SplittableRandom random = new SplittableRandom(7);
        int cuts = 0;
        int kept = 0;
        int unjudged = 0;
        for (int i = 0; i < 6000; i++) {
            Board board = i % 3 == 0 ? largeBoard(random) : randomBoard(random);
            int size = board.size();
            boolean horizontal = random.nextBoolean();
            int after = 1 + random.nextInt(5);
            int target = board.maxExponent() + random.nextInt(4);
            int[] scratch = new int[Bounds.scratchSize(size, after)];

            int answer = Bounds.judgeAxis(board.exponents(), size, horizontal, after, target, scratch);

            Direction near = horizontal ? Direction.LEFT : Direction.UP;
            for (Direction direction : new Direction[] {near, near.opposite()}) {
                byte[] child = new byte[size * size];
                int moved = Moves.move(board.exponents(), child, size, direction);
                boolean reaches = Moves.changed(moved) && (Moves.maxExponent(moved) >= target
                        || Bounds.axisPairingReaches(child, size, after, target, scratch));
                boolean isNear = direction == near;
                String context = direction + " after " + after + " target " + target + " on " + board;
                assertEquals(Moves.changed(moved), (answer & (isNear ? Bounds.NEAR_CHANGED : Bounds.FAR_CHANGED)) != 0,
                        context);
                if (!isNear && (answer & Bounds.FAR_UNJUDGED) != 0) {
                    assertFalse((answer & Bounds.FAR_REACHES) != 0, context);
                    unjudged++;
                    continue;
                }
                assertEquals(reaches, (answer & (isNear ? Bounds.NEAR_REACHES : Bounds.FAR_REACHES)) != 0, context);
                cuts += Moves.changed(moved) && !reaches ? 1 : 0;
                kept += reaches ? 1 : 0;
            }
        }
        assertTrue(cuts > 500 && kept > 500 && unjudged > 20,
                cuts + " children cut, " + kept + " kept, " + unjudged + " left to the caller");
    }

    @Test
    void moveAndBestMerge_randomBoards_sameChildAndBestMergeAsMoveThenBestMerge() {
        SplittableRandom random = new SplittableRandom(6);
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int size = board.size();
            Direction direction = Direction.ofOrdinal(random.nextInt(4));
            byte[] expected = new byte[size * size];
            byte[] actual = new byte[size * size];

            int moved = Moves.move(board.exponents(), expected, size, direction);
            long both = Bounds.moveAndBestMerge(board.exponents(), actual, size, direction, new int[size]);

            Board child = Board.of(size, expected);
            assertEquals(child, Board.of(size, actual), direction + " on " + board);
            assertEquals(moved, (int) both, direction + " on " + board);
            int merge = (int) (both >>> 32);
            assertEquals(Bounds.bestMergeExponent(Bounds.bestMerge(expected, size, new int[size])),
                    Bounds.bestMergeExponent(merge), direction + " on " + board);
            if (merge != 0) {
                Board after = child.move(Bounds.bestMergeDirection(merge));
                assertTrue(after.maxExponent() >= Bounds.bestMergeExponent(merge), direction + " on " + board);
            }
        }
    }

    /** Boards up to 12×12 with up to 30% empty cells, where runs of three or more equal tiles are common. */
    private static Board largeBoard(SplittableRandom random) {
        int size = 6 + random.nextInt(7);
        return RandomBoards.random(random, size, 0.7 + 0.3 * random.nextDouble(), 2 + random.nextInt(4));
    }

    private static Board randomBoard(SplittableRandom random) {
        int size = 1 + random.nextInt(5);
        return RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(4));
    }
}
