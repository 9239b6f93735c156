package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.board.SearchResult;

/** What a split search publishes for a progress display must add up once the search is over. */
class BestSearcherProgressTest {

    private static final ForkJoinPool POOL = new ForkJoinPool(2);

    @AfterAll
    static void shutDown() {
        POOL.shutdownNow();
    }

    /** Records what it hears, and samples each search's figures when it finishes. */
    private static final class Recorder implements SearchListener {
        final List<LiveSearch> started = new ArrayList<>();
        final List<LiveSearch> finished = new ArrayList<>();

        @Override
        public synchronized void searchStarted(LiveSearch search) {
            started.add(search);
        }

        @Override
        public synchronized void searchFinished(LiveSearch search) {
            finished.add(search);
        }
    }

    @Test
    void search_splitTrees_sharesAddUpToOneAndEverySubtreeFinishes() {
        SplittableRandom random = new SplittableRandom(21);
        int splitTrees = 0;
        for (int trial = 0; trial < 40; trial++) {
            Recorder recorder = new Recorder();
            BestSearcher searcher = new BestSearcher(POOL, 1 << 20, 0, recorder);
            int size = 3 + random.nextInt(4);
            // not 4: a 4×4 board of small tiles takes the packed fast path, which is never split
            Board board = RandomBoards.random(random, size == 4 ? 7 : size, 0.6, 1 + random.nextInt(5));
            int moves = 3 + random.nextInt(5);

            SearchResult result = searcher.search(board, moves);

            assertEquals(1, recorder.started.size());
            assertSame(recorder.started.get(0), recorder.finished.get(0));
            LiveSearch search = recorder.finished.get(0);
            assertEquals(result.nodes(), search.nodesSoFar(), "trial " + trial);
            assertEquals(result.maxExponent(), search.bestExponent());
            assertTrue(search.upperBoundExponent() >= result.maxExponent());
            splitTrees += search.subtreesSplit() > 0 ? 1 : 0;
            assertEquals(search.subtreesSplit(), search.subtreesFinished(), "trial " + trial);
            assertEquals(1.0, search.fractionDone(), 1e-9, "trial " + trial);
        }
        // a board whose root has nothing worth searching is not split at all: it must stay rare here
        assertTrue(splitTrees >= 30, splitTrees + " of 40 boards split");
    }

    @Test
    void search_treeTooSmallToSplit_notAnnounced() {
        Recorder recorder = new Recorder();
        BestSearcher searcher = new BestSearcher(POOL, 1 << 20, 5e6, recorder);

        searcher.search(Board.parse("2 2 0/4 0 4/0 8 8"), 5);

        assertEquals(List.of(), recorder.started);
    }

    @Test
    void search_sampledWhileRunning_figuresOnlyGrowAndEndComplete() throws Exception {
        AtomicReference<LiveSearch> live = new AtomicReference<>();
        SearchListener listener = new SearchListener() {
            @Override
            public void searchStarted(LiveSearch search) {
                live.set(search);
            }
        };
        BestSearcher searcher = new BestSearcher(POOL, 1 << 20, 0, listener);
        Board board = RandomBoards.random(new SplittableRandom(8), 12, 0.5, 7);
        ExecutorService caller = Executors.newSingleThreadExecutor();
        try {
            Future<SearchResult> result = caller.submit(() -> searcher.search(board, 15));
            List<double[]> samples = new ArrayList<>();
            while (!result.isDone()) {
                LiveSearch search = live.get();
                if (search != null) {
                    samples.add(new double[] {search.subtreesFinished(), search.fractionDone(),
                        search.subtreesSplit()});
                }
                Thread.sleep(1);
            }
            SearchResult answer = result.get();

            assertTrue(samples.stream().anyMatch(s -> s[1] > 0 && s[1] < 1), "no sample caught the search midway: "
                    + samples.size() + " samples");
            for (int i = 1; i < samples.size(); i++) {
                assertTrue(samples.get(i)[0] >= samples.get(i - 1)[0], "subtrees done went down");
                assertTrue(samples.get(i)[1] >= samples.get(i - 1)[1], "the share done went down");
                assertTrue(samples.get(i)[0] <= samples.get(i)[2], "more subtrees done than split");
            }
            assertEquals(1.0, live.get().fractionDone(), 1e-9);
            assertEquals(answer.nodes(), live.get().nodesSoFar());
        } finally {
            caller.shutdownNow();
        }
    }
}
