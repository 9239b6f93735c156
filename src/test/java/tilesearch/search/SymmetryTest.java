package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;
import tilesearch.board.Packed4;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/** The symmetries against the move rule, and the search on symmetric boards against exhaustive search. */
class SymmetryTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(2);

    /** The table of where each symmetry sends each move: reflecting a child is moving the reflected board. */
    @Test
    void moveImage_randomBoards_reflectingTheChildIsMovingTheReflectedBoard() {
        SplittableRandom random = new SplittableRandom(21);
        for (int i = 0; i < 2000; i++) {
            int size = 1 + random.nextInt(7);
            byte[] cells = RandomBoards.random(random, size, random.nextDouble(), 1 + random.nextInt(5)).exponents();
            int symmetry = random.nextInt(Symmetry.count());
            for (Direction direction : Direction.values()) {
                byte[] child = new byte[size * size];
                Moves.move(cells, child, size, direction);
                byte[] imageChild = new byte[size * size];
                Moves.move(image(cells, size, symmetry), imageChild, size,
                        Direction.ofOrdinal(Symmetry.moveImage(symmetry, direction.ordinal())));
                assertEquals(Board.of(size, image(child, size, symmetry)), Board.of(size, imageChild),
                        "symmetry " + symmetry + ", " + direction + " on " + Board.of(size, cells));
            }
        }
    }

    @Test
    void of_symmetrizedBoards_findsTheSymmetryAndRandomBoardsHaveNone() {
        SplittableRandom random = new SplittableRandom(22);
        for (int symmetry = 0; symmetry < Symmetry.count(); symmetry++) {
            for (int size = 1; size <= 6; size++) {
                byte[] cells = symmetric(random, size, symmetry);
                assertTrue((Symmetry.of(cells, size) >>> symmetry & 1) != 0,
                        "symmetry " + symmetry + " of " + Board.of(size, cells));
            }
        }
        byte[] plain = Board.parse("2 4 8 16/32 64 128 256/512 1024 2 4/8 16 32 64").exponents();
        assertEquals(Symmetry.NONE, Symmetry.of(plain, 4));
    }

    @Test
    void of_packed4x4Boards_sameSymmetriesAsTheCells() {
        SplittableRandom random = new SplittableRandom(23);
        int found = Symmetry.NONE;
        for (int i = 0; i < 20_000; i++) {
            byte[] cells = i % 8 == 0
                    ? RandomBoards.random(random, 4, random.nextDouble(), 1 + random.nextInt(15)).exponents()
                    : symmetric(random, 4, random.nextInt(Symmetry.count()));
            int symmetries = Symmetry.of(cells, 4);
            assertEquals(symmetries, Symmetry.of(Packed4.pack(cells)), () -> Board.of(4, cells).toString());
            found |= symmetries;
        }
        assertEquals((1 << Symmetry.count()) - 1, found, "every symmetry met");
    }

    @Test
    void keptBy_symmetricBoards_childHasTheKeptSymmetries() {
        SplittableRandom random = new SplittableRandom(23);
        for (int i = 0; i < 2000; i++) {
            int size = 1 + random.nextInt(6);
            byte[] cells = symmetric(random, size, random.nextInt(Symmetry.count()));
            int symmetries = Symmetry.of(cells, size);
            for (int move = 0; move < 4; move++) {
                byte[] child = new byte[size * size];
                Moves.move(cells, child, size, Direction.ofOrdinal(move));
                int kept = Symmetry.keptBy(symmetries, move);
                assertEquals(kept, Symmetry.of(child, size) & kept,
                        Direction.ofOrdinal(move) + " on " + Board.of(size, cells));
            }
        }
    }

    @Test
    void redundantMoves_keepsOneMovePerClass() {
        int leftRight = 1;   // bit 0: the mirror left to right
        assertEquals(1 << Direction.RIGHT.ordinal(), Symmetry.redundantMoves(leftRight));
        int all = (1 << Symmetry.count()) - 1;
        assertEquals(0b1110, Symmetry.redundantMoves(all), "with every symmetry only UP is searched");
        assertEquals(0, Symmetry.redundantMoves(Symmetry.NONE));
    }

    /** The search skips the redundant moves and still finds the exact answer, on one thread and split. */
    @Test
    void best_symmetricBoards_exactAndFewerNodes() {
        SplittableRandom random = new SplittableRandom(24);
        int fewer = 0;
        for (int i = 0; i < 400; i++) {
            int size = 2 + random.nextInt(5);
            int moves = 1 + random.nextInt(size <= 4 ? 7 : 5);
            Board board = Board.of(size, symmetric(random, size, random.nextInt(Symmetry.count())));
            int expected = ExhaustiveSearch.maxExponent(board, moves);
            SearchResult result = new BestSearcher(POOL.get()).search(board, moves);
            assertEquals(expected, result.maxExponent(), "K=" + moves + " on " + board);
            assertEquals(result.maxExponent(), board.play(result.path()).maxExponent(), "path on " + board);
            SearchResult split = new BestSearcher(POOL.get(), BestSearcher.DEFAULT_TABLE_BYTES, 0).search(board, moves);
            assertEquals(expected, split.maxExponent(), "split, K=" + moves + " on " + board);
            fewer += rootChildren(board, moves, Symmetry.of(board.exponents(), size))
                    < rootChildren(board, moves, Symmetry.NONE) ? 1 : 0;
        }
        assertTrue(fewer > 100, fewer + " boards with fewer children at the root");
    }

    /** How many children the search makes at the root of {@code board} when told it has {@code symmetries}. */
    private static int rootChildren(Board board, int moves, int symmetries) {
        int size = board.size();
        // A best of 0 and no ceiling: no bound cuts a child, so only the axis rule and symmetry decide.
        SharedBest shared = new SharedBest(0, Integer.MAX_VALUE, StopSignal.NEVER);
        SearchWorker worker = new SearchWorker(size, Math.max(moves, 3))
                .begin(shared, new BoardTable(size * size, 0));
        return worker.expand(board.exponents(), 0, board.maxExponent(), SearchWorker.NO_MOVE, true, 0,
                symmetries);
    }

    /** A random board that {@code symmetry} maps onto itself: every orbit of cells holds one tile. */
    private static byte[] symmetric(SplittableRandom random, int size, int symmetry) {
        byte[] cells = new byte[size * size];
        boolean[] done = new boolean[size * size];
        double density = 0.3 + 0.7 * random.nextDouble();
        int maxExponent = 1 + random.nextInt(4);
        for (int cell = 0; cell < cells.length; cell++) {
            if (done[cell]) {
                continue;
            }
            byte exponent = random.nextDouble() < density ? (byte) (1 + random.nextInt(maxExponent)) : 0;
            for (int at = cell; !done[at]; at = Symmetry.cellImage(symmetry, at / size, at % size, size)) {
                done[at] = true;
                cells[at] = exponent;
            }
        }
        return cells;
    }

    /** The board {@code symmetry} makes of {@code cells}. */
    private static byte[] image(byte[] cells, int size, int symmetry) {
        byte[] image = new byte[cells.length];
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                image[Symmetry.cellImage(symmetry, row, column, size)] = cells[row * size + column];
            }
        }
        return image;
    }
}
