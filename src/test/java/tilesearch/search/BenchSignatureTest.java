package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The search's signature, as Stockfish's bench keeps "nodes searched": the total node count of the small part of
 * {@code tilesearch bench}'s set on one thread. A change that alters what the search visits changes it; such a
 * change records the new count here, and the full bench's count in docs/performance.md and in its commit body
 * ({@code Bench: N}). Exactness is checked against exhaustive search elsewhere.
 */
class BenchSignatureTest {

    /** The node count of {@link BenchSet#quick()} on one thread, recorded with the current search. */
    private static final long RECORDED_NODES = 163_323;

    @RegisterExtension
    static final TestPool POOL = new TestPool(1);

    @Test
    void search_quickBenchSetOnOneThread_matchesRecordedNodeCount() {
        BestSearcher searcher = new BestSearcher(POOL.get());
        long nodes = 0;
        for (BenchSet.Case benchCase : BenchSet.quick()) {
            nodes += searcher.search(benchCase.board(), benchCase.moves()).nodes();
        }
        assertEquals(RECORDED_NODES, nodes);
    }
}
