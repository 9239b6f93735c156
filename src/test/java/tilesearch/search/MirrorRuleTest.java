package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The mirror rule of {@link SearchWorker} (a far child whose lines hold its near sibling's tiles in the same order
 * skips the moves of their axis) against plain exhaustive search, on small boards where it fires often, with and
 * without the transposition table, which would otherwise catch many of the boards it skips.
 */
class MirrorRuleTest {

    @Test
    void search_randomBoards_matchesExhaustiveWhereTheRuleFires() {
        long skipped = RuleCrossCheck.searchMatchesExhaustive(2604, SearchCounters::mirrorSkips);
        assertTrue(skipped > 1000, "the rule fired " + skipped + " times");
    }
}
