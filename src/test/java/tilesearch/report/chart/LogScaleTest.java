package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static tilesearch.report.chart.LinearScaleTest.labels;

import java.util.List;
import org.junit.jupiter.api.Test;

class LogScaleTest {

    @Test
    void covering_roundsOutToWholeDecades() {
        LogScale scale = LogScale.covering(0.02, 700, NumberLabels::plain);

        assertEquals(0.01, scale.min());
        assertEquals(1000, scale.max());
    }

    @Test
    void ticks_everyPowerOfTenForWideRanges() {
        LogScale scale = LogScale.covering(0.02, 700, NumberLabels::millis);

        assertEquals(List.of("10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s"), labels(scale));
    }

    @Test
    void ticks_oneTwoFiveForNarrowRanges() {
        LogScale scale = LogScale.covering(3, 70, NumberLabels::plain);

        assertEquals(List.of("1", "2", "5", "10", "20", "50", "100"), labels(scale));
    }

    @Test
    void ticks_skipPowersWhenTooManyDecades() {
        LogScale scale = LogScale.covering(1, 1e12, NumberLabels::count);

        assertEquals(List.of("1", "100", "10k", "1M", "100M", "10G", "1000G"), labels(scale));
    }

    @Test
    void covering_singleValueSpansOneDecade() {
        LogScale scale = LogScale.covering(100, 100, NumberLabels::plain);

        assertEquals(100, scale.min());
        assertEquals(1000, scale.max());
    }

    @Test
    void fraction_isLogarithmicAndPutsNonPositiveAtTheBottom() {
        LogScale scale = LogScale.covering(1, 1000, NumberLabels::plain);

        assertEquals(1.0 / 3, scale.fraction(10), 1e-12);
        assertEquals(2.0 / 3, scale.fraction(100), 1e-12);
        assertEquals(0, scale.fraction(0));
        assertEquals(0, scale.fraction(-1));
    }

    @Test
    void covering_rejectsZero() {
        assertThrows(IllegalArgumentException.class, () -> LogScale.covering(0, 10, NumberLabels::plain));
    }
}
