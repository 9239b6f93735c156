package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * The 4×4 fast path's signature, as Stockfish's bench keeps "nodes searched": a hash of every answer, path, board
 * after and node count on a fixed set of boards. A results file holds the path and the node count of each board,
 * so a change of the search's speed must leave them as they are: same bytes out as before. The recorded value is
 * that of the search before the packed bound and the packed root (commit 3a0e0d8); exactness itself is checked
 * against exhaustive search elsewhere ({@link SearcherExactnessTest}).
 */
class Packed4SignatureTest {

    /** The signature recorded with the search of commit 3a0e0d8. */
    private static final long RECORDED_SIGNATURE = -230808602971924034L;

    @RegisterExtension
    static final TestPool POOL = new TestPool(1);

    @Test
    void search_fixed4x4Boards_keepsPathsAndNodeCounts() {
        assertEquals(RECORDED_SIGNATURE, signature());
    }

    /**
     * 6,000 boards at K = 0 to 10: random ones of every density, and as many made symmetric by mirroring, which
     * the symmetries prune; with the default table and with a table of two entries, where nearly every store
     * evicts another board.
     */
    private static long signature() {
        long hash = 17;
        for (long tableBytes : new long[] {BestSearcher.DEFAULT_TABLE_BYTES, 24}) {
            Searcher searcher = new BestSearcher(POOL.get(), tableBytes);
            SplittableRandom random = new SplittableRandom(4444);
            for (int i = 0; i < 3000; i++) {
                Board board = RandomBoards.random(random, 4, 0.2 + 0.8 * random.nextDouble(), 1 + random.nextInt(10));
                if (i % 2 == 1) {
                    board = symmetric(board, random.nextInt(3));
                }
                int moves = random.nextInt(11);
                SearchResult result = searcher.search(board, moves);
                hash = 31 * hash + result.maxExponent();
                hash = 31 * hash + result.upperBound();
                hash = 31 * hash + result.nodes();
                for (Direction move : result.path()) {
                    hash = 31 * hash + move.letter();
                }
                hash = 31 * hash + result.boardAfter().toNotation().hashCode();
            }
        }
        return hash;
    }

    /** {@code board} made symmetric: its left half mirrored, its top half mirrored, or its transpose's upper half. */
    private static Board symmetric(Board board, int kind) {
        byte[] cells = board.exponents();
        for (int row = 0; row < 4; row++) {
            for (int column = 0; column < 4; column++) {
                int from = switch (kind) {
                    case 0 -> column < 2 ? row * 4 + column : row * 4 + 3 - column;
                    case 1 -> row < 2 ? row * 4 + column : (3 - row) * 4 + column;
                    default -> column >= row ? row * 4 + column : column * 4 + row;
                };
                cells[row * 4 + column] = cells[from];
            }
        }
        return Board.of(4, cells);
    }
}
