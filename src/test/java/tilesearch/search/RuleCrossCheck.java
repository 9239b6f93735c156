package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.function.ToLongBiFunction;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * The cross-check of a pruning rule of {@link SearchWorker} against plain exhaustive search: 3,000 random small
 * boards (sizes 2 to 8 but 4, which takes the packed path; few moves), half with the transposition table and half
 * without, since the table would otherwise catch many of the boards a rule skips.
 */
final class RuleCrossCheck {

    private RuleCrossCheck() {
    }

    /**
     * Searches the boards drawn from {@code seed}, asserting each answer and its path against exhaustive search,
     * and returns how often the rule fired: {@code firings} of each search's counters, summed over every number
     * of moves left.
     */
    static long searchMatchesExhaustive(long seed, ToLongBiFunction<SearchCounters, Integer> firings) {
        SplittableRandom random = new SplittableRandom(seed);
        ForkJoinPool pool = new ForkJoinPool(1);
        long fired = 0;
        try {
            for (long tableBytes : new long[] {0, BestSearcher.DEFAULT_TABLE_BYTES}) {
                BestSearcher searcher = new BestSearcher(pool, tableBytes);
                for (int i = 0; i < 1500; i++) {
                    int size = randomSize(random);
                    int moves = 2 + random.nextInt(size <= 3 ? 7 : size <= 5 ? 5 : 4);
                    SearchCounters counters = assertExact(searcher, tableBytes, randomBoard(random, size), moves);
                    for (int remaining = 0; remaining <= moves; remaining++) {
                        fired += firings.applyAsLong(counters, remaining);
                    }
                }
            }
        } finally {
            pool.shutdown();
        }
        return fired;
    }

    /** A size for a random board: 2 to 8 but 4, which takes the packed path. */
    static int randomSize(SplittableRandom random) {
        return new int[] {2, 3, 3, 5, 5, 6, 7, 8}[random.nextInt(8)];
    }

    /** A random board of side {@code size}, of any density, with tiles up to 2^4 or 2^10. */
    static Board randomBoard(SplittableRandom random, int size) {
        return RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(),
                1 + random.nextInt(random.nextBoolean() ? 4 : 10));
    }

    /**
     * Searches {@code board} within {@code moves} with {@code searcher} (whose table takes {@code tableBytes}),
     * asserts its answer against exhaustive search and its path against the answer, and returns the search's
     * counters.
     */
    static SearchCounters assertExact(BestSearcher searcher, long tableBytes, Board board, int moves) {
        SearchResult result = searcher.search(board, moves);
        assertEquals(ExhaustiveSearch.maxExponent(board, moves), result.maxExponent(),
                () -> tableBytes + " bytes, K=" + moves + " on " + board);
        assertEquals(result.maxExponent(), board.play(result.path()).maxExponent(),
                () -> "path " + result.path() + ", K=" + moves + " on " + board);
        return searcher.lastCounters();
    }
}
