package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Packed4;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * {@link Packed4Search} on its own, as the batch runs it on packed boards: the answer {@link BestSearcher} gives for
 * the same board (which the signature and exactness tests check), read from its getters or as a result, and the
 * largest tile exhaustive search finds.
 */
class Packed4SearchTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(1);

    @Test
    void search_random4x4Boards_theAnswerOfBestSearcherAndOfExhaustiveSearch() {
        Searcher best = new BestSearcher(POOL.get());
        Packed4Search packed = new Packed4Search(BestSearcher.DEFAULT_TABLE_BYTES);
        SplittableRandom random = new SplittableRandom(2024);
        int searched = 0;
        for (int i = 0; i < 2000; i++) {
            Board board = RandomBoards.random(random, 4, 0.2 + 0.8 * random.nextDouble(), 1 + random.nextInt(15));
            int moves = random.nextInt(9);
            byte[] cells = board.exponents();
            String what = "K=" + moves + " on " + board;

            boolean answered = packed.search(Packed4.pack(cells), moves, StopSignal.NEVER);

            assertEquals(BestSearcher.packed(4, Bounds.pairingBound(cells, 16, moves)), answered, what);
            if (!answered) {
                continue;
            }
            searched++;
            SearchResult expected = best.search(board, moves);
            assertEquals(expected, packed.result(), what);
            assertEquals(expected.maxExponent(), packed.best(), what);
            assertEquals(expected.upperBound(), packed.upperBound(), what);
            assertEquals(expected.nodes(), packed.nodes(), what);
            assertEquals(expected.path(), path(packed), what);
            assertEquals(expected.boardAfter(), unpacked(packed.boardAfter()), what);
            assertTrue(packed.complete(), what);
            if (moves <= 4) {
                assertEquals(ExhaustiveSearch.maxExponent(board, moves), packed.best(), what);
            }
        }
        assertTrue(searched > 1000, "boards answered on the packed path: " + searched);
    }

    @Test
    void search_boundPastTheNibble_declinesWithoutAnswer() {
        // Two tiles of 2^15 side by side could merge into 2^16, which a nibble cannot hold.
        Board board = Board.parse("32768 32768 0 0/0 0 0 0/0 0 0 0/0 0 0 2");

        assertFalse(new Packed4Search(BestSearcher.DEFAULT_TABLE_BYTES)
                .search(Packed4.pack(board.exponents()), 1, StopSignal.NEVER));
    }

    private static List<Direction> path(Packed4Search search) {
        List<Direction> path = new ArrayList<>();
        for (int i = 0; i < search.pathLength(); i++) {
            path.add(search.pathMove(i));
        }
        return path;
    }

    private static Board unpacked(long board) {
        byte[] cells = new byte[16];
        Packed4.unpack(board, cells);
        return Board.of(4, cells);
    }
}
