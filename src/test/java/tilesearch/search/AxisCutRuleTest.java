package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The axis cut of {@link SearchWorker} (a node skips the axis whose half of its axis pairing bound failed, as
 * found by its parent's judgment or by its own bound) against plain exhaustive search, where it fires often.
 */
class AxisCutRuleTest {

    @Test
    void search_randomBoards_matchesExhaustiveWhereTheRuleFires() {
        long cut = RuleCrossCheck.searchMatchesExhaustive(2605, SearchCounters::axesCut);
        assertTrue(cut > 1000, "the rule fired " + cut + " times");
    }
}
