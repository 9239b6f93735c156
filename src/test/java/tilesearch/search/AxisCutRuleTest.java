package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * The axis cut of {@link SearchWorker} (a node skips the axis whose half of its axis pairing bound failed, as
 * found by its parent's judgment or by its own bound) against plain exhaustive search, on boards of several sizes
 * and budgets where it fires often, with and without the transposition table.
 */
class AxisCutRuleTest {

    private static ForkJoinPool pool;

    @BeforeAll
    static void startPool() {
        pool = new ForkJoinPool(1);
    }

    @AfterAll
    static void stopPool() {
        pool.shutdown();
    }

    @Test
    void search_randomBoards_matchesExhaustiveWhereTheRuleFires() {
        SplittableRandom random = new SplittableRandom(2605);
        long cut = 0;
        for (long tableBytes : new long[] {0, BestSearcher.DEFAULT_TABLE_BYTES}) {
            BestSearcher searcher = new BestSearcher(pool, tableBytes);
            for (int i = 0; i < 1500; i++) {
                // 4x4 boards take the packed path, which has no such rule; 5x5 and up, few moves.
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
                    cut += counters.axesCut(remaining);
                }
            }
        }
        assertTrue(cut > 1000, "the rule fired " + cut + " times");
    }
}
