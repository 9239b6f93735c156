package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;
import tilesearch.board.TestBoards;

/** Both strategies against plain exhaustive search, and the reported path against a replay. */
class SearcherExactnessTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(2);

    @Test
    void search_randomSmallBoards_matchesExhaustive() {
        SplittableRandom random = new SplittableRandom(20481);
        for (int i = 0; i < 3000; i++) {
            int size = 1 + random.nextInt(8);
            int moves = random.nextInt(size <= 5 ? 8 : 6);
            double density = 0.2 + 0.8 * random.nextDouble();
            int maxExponent = 1 + random.nextInt(random.nextBoolean() ? 3 : 10);
            Board board = RandomBoards.random(random, size, density, maxExponent);
            assertAllStrategiesExact(board, moves);
        }
    }

    @Test
    void search_large20x20Boards_matchesExhaustive() {
        SplittableRandom random = new SplittableRandom(2020);
        for (int i = 0; i < 12; i++) {
            Board board = RandomBoards.random(random, 20, 0.5 + 0.5 * random.nextDouble(), 1 + random.nextInt(10));
            assertAllStrategiesExact(board, 3);
        }
    }

    @Test
    void search_knownEasyPuzzle_reaches16() {
        Board board = TestBoards.board("2 2 2/4 4 4/8 8 8");
        for (Strategy strategy : Strategy.values()) {
            SearchResult result = strategy.newSearcher(POOL.get()).search(board, 5);
            assertEquals(4, result.maxExponent(), strategy.name());
            assertReplays(board, 5, result);
        }
    }

    @Test
    void search_zeroMoves_returnsStartingMax() {
        Board board = TestBoards.board("2 2/4 0");
        for (Strategy strategy : Strategy.values()) {
            SearchResult result = strategy.newSearcher(POOL.get()).search(board, 0);
            assertEquals(2, result.maxExponent());
            assertTrue(result.path().isEmpty());
            assertEquals(board, result.boardAfter());
        }
    }

    @Test
    void search_emptyBoard_findsNothing() {
        Board board = TestBoards.board("0 0/0 0");
        for (Strategy strategy : Strategy.values()) {
            SearchResult result = strategy.newSearcher(POOL.get()).search(board, 4);
            assertEquals(0, result.maxExponent());
            assertTrue(result.complete());
        }
    }

    @Test
    void best_20x20AtK10_equalsClassic() {
        SplittableRandom random = new SplittableRandom(7);
        for (int i = 0; i < 2; i++) {
            Board board = RandomBoards.random(random, 20, 1.0, 10);
            SearchResult classic = new ClassicSearcher().search(board, 10);
            SearchResult best = new BestSearcher(POOL.get()).search(board, 10);
            assertEquals(classic.maxExponent(), best.maxExponent());
            assertReplays(board, 10, best);
        }
    }

    @Test
    void best_reusedAcrossManyBoards_matchesClassic() {
        // One searcher for all boards, as in a batch: buffers and the 4x4 transposition table carry over.
        Searcher best = new BestSearcher(POOL.get());
        SplittableRandom random = new SplittableRandom(44);
        for (int i = 0; i < 400; i++) {
            int size = i % 5 == 0 ? 3 + random.nextInt(4) : 4;
            int moves = 6 + random.nextInt(size == 4 ? 7 : 3);
            Board board = RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(8));
            SearchResult expected = new ClassicSearcher().search(board, moves);
            SearchResult actual = best.search(board, moves);
            assertEquals(expected.maxExponent(), actual.maxExponent(), () -> "K=" + moves + " on " + board);
            assertReplays(board, moves, actual);
        }
    }

    @Test
    void best_anyTableSize_sameAnswersAsClassic() {
        // 0: no table; 24 bytes: two entries, so nearly every store evicts another board.
        SplittableRandom random = new SplittableRandom(45);
        for (long tableBytes : new long[] {0, 24, 1 << 20}) {
            Searcher best = new BestSearcher(POOL.get(), tableBytes);
            for (int i = 0; i < 150; i++) {
                int moves = 6 + random.nextInt(7);
                Board board = RandomBoards.random(random, 4, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(8));
                assertEquals(new ClassicSearcher().search(board, moves).maxExponent(),
                        best.search(board, moves).maxExponent(),
                        () -> tableBytes + " bytes, K=" + moves + " on " + board);
            }
        }
    }

    @Test
    void best_anyTableSizeOnBoardsOfAnySize_matchesExhaustive() {
        // The general table, for boards other than 4x4; 2,000 bytes hold two 5x5 boards and fewer larger ones.
        SplittableRandom random = new SplittableRandom(46);
        for (long tableBytes : new long[] {0, 2_000, 1 << 20}) {
            Searcher best = new BestSearcher(POOL.get(), tableBytes);
            for (int i = 0; i < 250; i++) {
                int size = 2 + random.nextInt(7);
                int moves = 3 + random.nextInt(size <= 5 ? 5 : 3);
                Board board = RandomBoards.random(random, size == 4 ? 5 : size, 0.3 + 0.7 * random.nextDouble(),
                        1 + random.nextInt(random.nextBoolean() ? 3 : 8));
                assertEquals(ExhaustiveSearch.maxExponent(board, moves), best.search(board, moves).maxExponent(),
                        () -> tableBytes + " bytes, K=" + moves + " on " + board);
            }
        }
    }

    @Test
    void best_deepSearchesThroughTheTable_matchClassic() {
        // K = 8 to 11, so that nodes with SearchWorker.TABLE_MIN_REMAINING moves left or more lie several plies
        // deep, where lines meet again; one searcher per table size, reused as in a batch, so that each search
        // starts on a table the search before it filled. The classic search uses no table.
        SplittableRandom random = new SplittableRandom(47);
        for (long tableBytes : new long[] {4_000, 1 << 20}) {
            Searcher best = new BestSearcher(POOL.get(), tableBytes);
            for (int i = 0; i < 120; i++) {
                int size = new int[] {3, 5, 6}[random.nextInt(3)];
                int moves = 8 + random.nextInt(size == 3 ? 4 : 2);
                Board board = RandomBoards.random(random, size, 0.3 + 0.6 * random.nextDouble(),
                        1 + random.nextInt(random.nextBoolean() ? 2 : 6));
                SearchResult result = best.search(board, moves);
                assertEquals(new ClassicSearcher().search(board, moves).maxExponent(), result.maxExponent(),
                        () -> tableBytes + " bytes, K=" + moves + " on " + board);
                assertReplays(board, moves, result);
                // The first board of the path, one move fewer: every board below it was met in the search just
                // made, against that search's best, which an entry must not carry over.
                if (!result.path().isEmpty()) {
                    Board next = board.play(result.path().subList(0, 1));
                    assertEquals(result.maxExponent(), best.search(next, moves - 1).maxExponent(),
                            () -> tableBytes + " bytes, K=" + (moves - 1) + " after the search above on " + next);
                }
            }
        }
    }

    @Test
    void best_tilesNearNibbleLimit_leaveThe4x4FastPathExact() {
        Board board = TestBoards.board("16384 16384 8192 8192/4096 4096 2048 2048/0 0 0 0/0 0 0 2");
        for (int moves = 0; moves <= 6; moves++) {
            assertEquals(ExhaustiveSearch.maxExponent(board, moves),
                    new BestSearcher(POOL.get()).search(board, moves).maxExponent(), "K=" + moves);
        }
    }

    @Test
    void best_threadCounts_agree() {
        SplittableRandom random = new SplittableRandom(99);
        Board board = RandomBoards.random(random, 20, 1.0, 10);
        int expected = new ClassicSearcher().search(board, 8).maxExponent();
        for (int threads : new int[] {1, 2, 4}) {
            ForkJoinPool own = new ForkJoinPool(threads);
            try {
                SearchResult result = new BestSearcher(own).search(board, 8);
                assertEquals(expected, result.maxExponent(), threads + " threads");
                assertReplays(board, 8, result);
            } finally {
                own.shutdown();
            }
        }
    }

    private static void assertAllStrategiesExact(Board board, int moves) {
        int expected = ExhaustiveSearch.maxExponent(board, moves);
        for (Strategy strategy : Strategy.values()) {
            SearchResult result = strategy.newSearcher(POOL.get()).search(board, moves);
            assertEquals(expected, result.maxExponent(), () -> strategy + " K=" + moves + " on " + board);
            assertReplays(board, moves, result);
        }
        // The parallel split is normally kept for large trees; force it here so small ones test it too.
        SearchResult split = new BestSearcher(POOL.get(), BestSearcher.DEFAULT_TABLE_BYTES, 0).search(board, moves);
        assertEquals(expected, split.maxExponent(), () -> "split best K=" + moves + " on " + board);
        assertReplays(board, moves, split);
    }

    private static void assertReplays(Board board, int moves, SearchResult result) {
        String where = "K=" + moves + " path " + result.path() + " on " + board;
        assertTrue(result.path().size() <= moves, where);
        Board after = board.play(result.path());
        assertEquals(result.maxExponent(), after.maxExponent(), where);
        assertEquals(after, result.boardAfter(), where);
        assertEquals(result.maxExponent(), result.upperBound(), where);
        assertTrue(result.complete(), where);
    }
}
