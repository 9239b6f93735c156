package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * The mirror rule of {@link SearchWorker} (a far child whose lines hold its near sibling's tiles in the same order
 * skips the moves of their axis) against plain exhaustive search, on small boards where it fires often, with and
 * without the transposition table, which would otherwise catch many of the boards it skips.
 */
class MirrorRuleTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(1);

    @Test
    void search_randomBoards_matchesExhaustiveWhereTheRuleFires() {
        SplittableRandom random = new SplittableRandom(2604);
        long skipped = 0;
        for (long tableBytes : new long[] {0, BestSearcher.DEFAULT_TABLE_BYTES}) {
            BestSearcher searcher = new BestSearcher(POOL.get(), tableBytes);
            for (int i = 0; i < 1500; i++) {
                // 4x4 boards take the packed path, which has no mirror rule; 5x5 and up, few moves.
                int size = new int[] {2, 3, 3, 5, 5, 6, 7, 8}[random.nextInt(8)];
                int moves = 2 + random.nextInt(size <= 3 ? 7 : size <= 5 ? 5 : 4);
                Board board = RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(),
                        1 + random.nextInt(random.nextBoolean() ? 4 : 10));
                SearchResult result = searcher.search(board, moves);
                assertEquals(ExhaustiveSearch.maxExponent(board, moves), result.maxExponent(),
                        () -> tableBytes + " bytes, K=" + moves + " on " + board);
                assertEquals(result.maxExponent(), board.play(result.path()).maxExponent(),
                        () -> "path " + result.path() + ", K=" + moves + " on " + board);
                SearchCounters counters = searcher.lastCounters();
                for (int remaining = 0; remaining <= moves; remaining++) {
                    skipped += counters.mirrorSkips(remaining);
                }
            }
        }
        assertTrue(skipped > 1000, "the rule fired " + skipped + " times");
    }
}
