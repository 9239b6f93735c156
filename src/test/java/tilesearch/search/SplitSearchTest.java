package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/**
 * The split across workers that share no memory, with its subtrees searched here one after another: the same
 * answer, path, board after and bound as the sequential search ({@code solve --threads 1}), and the answer of
 * exhaustive search.
 */
class SplitSearchTest {

    /** Searches subtrees here, in order, counting them. */
    private static final class LocalRunner implements SplitSearch.SubtreeRunner {
        final AtomicInteger searched = new AtomicInteger();

        @Override
        public List<Subtree.Result> run(List<Subtree> subtrees, int floor, int ceiling, StopSignal stop) {
            List<Subtree.Result> results = new ArrayList<>();
            for (Subtree subtree : subtrees) {
                searched.incrementAndGet();
                results.add(subtree.search(floor, ceiling, BestSearcher.DEFAULT_TABLE_BYTES, stop));
            }
            return results;
        }
    }

    @Test
    void search_randomBoards_sameRowAsSequentialAndExhaustiveAnswer() {
        SplittableRandom random = new SplittableRandom(10_5);
        BestSearcher sequential = new BestSearcher(new ForkJoinPool(1));
        LocalRunner runner = new LocalRunner();
        int[] targets = {1, 8, 64};
        for (int i = 0; i < 300; i++) {
            int size = 3 + random.nextInt(6);
            int moves = 3 + random.nextInt(size <= 5 ? 6 : 4);
            Board board = RandomBoards.random(random, size, 0.3 + 0.7 * random.nextDouble(),
                    1 + random.nextInt(random.nextBoolean() ? 3 : 9));
            SplitSearch split = new SplitSearch(BestSearcher.DEFAULT_TABLE_BYTES, targets[i % 3], 1 + i % 4, runner);

            SearchResult expected = sequential.search(board, moves);
            SearchResult actual = split.search(board, moves);

            String what = board + " K = " + moves;
            assertEquals(ExhaustiveSearch.maxExponent(board, moves), actual.maxExponent(), what);
            assertEquals(expected.maxExponent(), actual.maxExponent(), what);
            assertEquals(expected.path(), actual.path(), what);
            assertEquals(expected.boardAfter(), actual.boardAfter(), what);
            assertEquals(expected.upperBound(), actual.upperBound(), what);
            assertTrue(actual.complete(), what);
            assertTrue(actual.path().size() <= moves, what);
        }
        assertTrue(runner.searched.get() > 1000, "boards were split: " + runner.searched.get() + " subtrees");
    }

    @Test
    void search_large20x20Boards_sameRowAsSequential() {
        SplittableRandom random = new SplittableRandom(2020);
        BestSearcher sequential = new BestSearcher(new ForkJoinPool(1));
        for (int i = 0; i < 6; i++) {
            Board board = RandomBoards.random(random, 20, 0.5 + 0.5 * random.nextDouble(), 1 + random.nextInt(10));
            SearchResult expected = sequential.search(board, 7);
            SearchResult actual = new SplitSearch(BestSearcher.DEFAULT_TABLE_BYTES, 16, 2, new LocalRunner())
                    .search(board, 7);

            assertEquals(expected.maxExponent(), actual.maxExponent());
            assertEquals(expected.path(), actual.path());
            assertEquals(expected.upperBound(), actual.upperBound());
        }
    }

    @Test
    void search_tieRoundInWavesOfOne_noSubtreeSearchedAfterTheFirstThatHoldsTheTile() {
        SplittableRandom random = new SplittableRandom(31);
        LocalRunner local = new LocalRunner();
        int[] tieWaves = new int[1];
        int[] lowerBound = new int[1];
        boolean[] found = new boolean[1];
        // The round that looks for the first line to the lower bound L searches for L; the first round, for L + 1.
        SplitSearch.SubtreeRunner checking = (subtrees, floor, ceiling, stop) -> {
            boolean tie = floor == lowerBound[0];
            if (tie) {
                assertEquals(1, subtrees.size(), "a wave of one");
                assertFalse(found[0], "no wave after the one that held the tile");
                tieWaves[0]++;
            }
            List<Subtree.Result> results = local.run(subtrees, floor, ceiling, stop);
            found[0] |= tie && results.get(0).maxExponent() >= floor;
            return results;
        };
        BestSearcher sequential = new BestSearcher(new ForkJoinPool(1));
        // A cheap search of 4 moves on sparse boards: its tile is the answer on about a sixth of them, a tie round.
        int moves = SplitSearch.LOWER_BOUND_SHORTFALL + 4;
        for (int i = 0; i < 100; i++) {
            Board board = RandomBoards.random(random, 8, 0.3, 4);
            lowerBound[0] = sequential.search(board, moves - SplitSearch.LOWER_BOUND_SHORTFALL).maxExponent();
            found[0] = false;
            SearchResult actual = new SplitSearch(BestSearcher.DEFAULT_TABLE_BYTES, 4, 1, checking)
                    .search(board, moves);

            assertEquals(sequential.search(board, moves).path(), actual.path());
        }
        assertTrue(tieWaves[0] > 0, "the round that looks for the first line to L ran in waves");
    }

    @Test
    void search_subtreesLost_incompleteWithTheLowerBoundAndThePairingBound() {
        SplittableRandom random = new SplittableRandom(77);
        Board board = RandomBoards.random(random, 8, 0.9, 4);
        SplitSearch.SubtreeRunner lost = (subtrees, floor, ceiling, stop) -> {
            List<Subtree.Result> results = new ArrayList<>();
            for (int i = 0; i < subtrees.size(); i++) {
                results.add(Subtree.Result.notSearched());
            }
            return results;
        };

        SearchResult result = new SplitSearch(BestSearcher.DEFAULT_TABLE_BYTES, 8, 2, lost).search(board, 8);
        SearchResult lower = new BestSearcher(new ForkJoinPool(1)).search(board, 8 - SplitSearch.LOWER_BOUND_SHORTFALL);

        assertFalse(result.complete());
        assertEquals(lower.maxExponent(), result.maxExponent());
        assertEquals(lower.path(), result.path());
        byte[] cells = board.exponents();
        assertEquals(Bounds.pairingBound(cells, cells.length, 8), result.upperBound());
    }

    @Test
    void search_stoppedBeforeTheCheapSearchEnds_incompleteWithThePairingBoundAndNoSubtreeSearched() {
        Board board = RandomBoards.random(new SplittableRandom(78), 20, 1, 10);
        LocalRunner runner = new LocalRunner();

        // K = 16 leaves the cheap search 10 moves: enough nodes for it to see the stop.
        SearchResult result = new SplitSearch(BestSearcher.DEFAULT_TABLE_BYTES, 8, 2, runner).search(board, 16,
                () -> true);

        assertFalse(result.complete());
        byte[] cells = board.exponents();
        assertEquals(Bounds.pairingBound(cells, cells.length, 16), result.upperBound());
        assertEquals(0, runner.searched.get(), "no subtree searched without a lower bound");
    }

    @Test
    void splits_fewMovesOrPacked4x4_notSplit() {
        Board wide = RandomBoards.random(new SplittableRandom(1), 6, 0.8, 5);
        Board small = RandomBoards.random(new SplittableRandom(1), 4, 0.8, 5);

        assertTrue(SplitSearch.splits(wide, 3));
        assertFalse(SplitSearch.splits(wide, 2));
        assertFalse(SplitSearch.splits(small, 10));
    }
}
