package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchLimits;
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
    void pairingBound_packed4x4Boards_sameAsTheCells() {
        SplittableRandom random = new SplittableRandom(11);
        int[] counts = new int[Bounds.PAIRING_SCRATCH];
        for (int i = 0; i < 20_000; i++) {
            Board board = RandomBoards.random(random, 4, random.nextDouble(), 1 + random.nextInt(15));
            int moves = random.nextInt(SearchLimits.MAX_MOVES + 1);
            byte[] cells = board.exponents();
            // Scratch left dirty by the last board, as a searcher leaves it.
            int expected = Bounds.pairingBound(cells, 16, moves);
            assertEquals(expected, Bounds.pairingBound(Packed4.pack(cells), board.maxExponent(), moves, counts),
                    () -> "K=" + moves + " " + board);
        }
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

    /** Each half alone bounds the children of its axis: a half that fails leaves no child of it reaching. */
    @Test
    void axesReaching_randomBoards_eachHalfTrueWhereverItsAxisReaches() {
        SplittableRandom random = new SplittableRandom(3);
        int[] counts = new int[Bounds.scratchSize(5, 6)];
        int halvesCut = 0;
        for (int i = 0; i < 4000; i++) {
            Board board = randomBoard(random);
            int moves = 1 + random.nextInt(6);
            byte[] cells = board.exponents();
            int horizontalTruth = Math.max(axisTruth(board, Direction.LEFT, moves),
                    axisTruth(board, Direction.RIGHT, moves));
            int verticalTruth = Math.max(axisTruth(board, Direction.UP, moves),
                    axisTruth(board, Direction.DOWN, moves));
            for (int target = board.maxExponent() + 1; target <= board.maxExponent() + moves; target++) {
                int halves = Bounds.axesReaching(cells, board.size(), moves, target, counts);
                String context = "target " + target + " K=" + moves + " on " + board;
                if (target <= horizontalTruth) {
                    assertTrue((halves & Bounds.HORIZONTAL_REACHES) != 0, "LEFT or RIGHT reaches, " + context);
                }
                if (target <= verticalTruth) {
                    assertTrue((halves & Bounds.VERTICAL_REACHES) != 0, "UP or DOWN reaches, " + context);
                }
                assertEquals(halves != 0, Bounds.axisPairingReaches(cells, board.size(), moves, target, counts),
                        context);
                if (Integer.bitCount(halves) == 1) {
                    halvesCut++;
                }
            }
        }
        assertTrue(halvesCut > 100, "one half should often fail alone, failed " + halvesCut + " times");
    }

    /** The largest exponent reachable within {@code moves} moves starting with {@code first}; 0 if it changes nothing. */
    private static int axisTruth(Board board, Direction first, int moves) {
        Board child = board.move(first);
        return child == board ? 0 : ExhaustiveSearch.maxExponent(child, moves - 1);
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

    private static Board randomBoard(SplittableRandom random) {
        int size = 1 + random.nextInt(5);
        return RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(4));
    }
}
