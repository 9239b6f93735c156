package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import tilesearch.batch.RunSummary;

class SummaryTextTest {

    @Test
    void of_millionBoards_countsAndRateWithThousandsSeparators() {
        // 1,000,000 boards in 1.7 s: 588,235.3 boards/s
        RunSummary summary = new RunSummary(1_000_000, 998_000, 1_500, 500, 0, 0, true, null, 1_700_000_000L);

        String text = SummaryText.of(summary, "2 threads, K = 5, strategy best", Path.of("r.csv"), null, 0, null,
                null);

        assertTrue(text.startsWith("Solved 1,000,000 boards in 1.70 s (588,235.3 boards/s, 2 threads, K = 5, "
                + "strategy best): 998,000 ok, 1,500 errors, 500 timeouts."), text);
    }
}
