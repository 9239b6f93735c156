package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The mirror rule of {@link SearchWorker} (a far child whose lines hold its near sibling's tiles in the same order
 * skips the moves of their axis) against plain exhaustive search, on small boards where it fires often, with and
 * without the transposition table, which would otherwise catch many of the boards it skips; and the rule in the
 * shallow plies of a split search, where the near sibling is a task of its own.
 */
class MirrorRuleTest {

    @RegisterExtension
    static final TestPool POOL = new TestPool(2);

    @Test
    void search_randomBoards_matchesExhaustiveWhereTheRuleFires() {
        long skipped = RuleCrossCheck.searchMatchesExhaustive(2604, SearchCounters::mirrorSkips);
        assertTrue(skipped > 1000, "the rule fired " + skipped + " times");
    }

    @Test
    void splitSearch_randomBoards_matchesExhaustiveWhereTheRuleFiresInTheSplitPlies() {
        // Every tree is split (threshold 0) into tasks on two threads, down to min(4, K - 2) plies; the rule fires
        // at those plies only since the split hands their far children the mark. Half without the table, which
        // would otherwise catch boards the rule skips when the near sibling ran on the same worker.
        SplittableRandom random = new SplittableRandom(2605);
        long fired = 0;
        for (long tableBytes : new long[] {0, BestSearcher.DEFAULT_TABLE_BYTES}) {
            BestSearcher searcher = new BestSearcher(POOL.get(), tableBytes, 0);
            for (int i = 0; i < 1000; i++) {
                int size = RuleCrossCheck.randomSize(random);
                int moves = 3 + random.nextInt(size <= 3 ? 6 : size <= 5 ? 4 : 3);
                SearchCounters counters = RuleCrossCheck.assertExact(searcher, tableBytes,
                        RuleCrossCheck.randomBoard(random, size), moves);
                for (int depth = 1; depth <= Math.min(4, moves - 2); depth++) {
                    fired += counters.mirrorSkips(moves - depth);
                }
            }
        }
        assertTrue(fired > 1000, "the rule fired " + fired + " times in the split plies");
    }
}
