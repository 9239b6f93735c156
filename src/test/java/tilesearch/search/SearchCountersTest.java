package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/** The per-depth counters against the search's own node count, on one thread and split over two. */
class SearchCountersTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(2);

    @RegisterExtension
    static final TestPool ONE_POOL = new TestPool(1);

    @Test
    void lastCounters_randomBoards_builtAndDecidedAddUpToNodes() {
        SplittableRandom random = new SplittableRandom(31);
        // A split threshold of 0 splits every search over the pool's two workers; the other searcher never splits.
        for (BestSearcher searcher : new BestSearcher[] {new BestSearcher(ONE_POOL.get()),
                new BestSearcher(POOL.get(), BestSearcher.DEFAULT_TABLE_BYTES, 0)}) {
            for (int i = 0; i < 40; i++) {
                int size = 5 + random.nextInt(16);
                int moves = 3 + random.nextInt(6);
                Board board = RandomBoards.random(random, size, 0.5 + 0.5 * random.nextDouble(), 1 + random.nextInt(10));
                SearchResult result = searcher.search(board, moves);
                SearchCounters counters = searcher.lastCounters();
                long counted = 0;
                for (int remaining = 0; remaining <= moves; remaining++) {
                    counted += counters.built(remaining) + counters.decided(remaining);
                    assertTrue(counters.tableHits(remaining) <= counters.visited(remaining));
                }
                assertEquals(result.nodes(), counted, () -> "K=" + moves + " on " + board);
                assertEquals(1, counters.visited(moves), "the root");
                assertTrue(counters.deepest() <= moves);
            }
        }
    }

    @Test
    void lastCounters_4x4FastPath_countsNothing() {
        BestSearcher searcher = new BestSearcher(POOL.get());
        searcher.search(RandomBoards.random(new SplittableRandom(5), 4, 1.0, 6), 8);
        assertEquals(-1, searcher.lastCounters().deepest());
    }
}
