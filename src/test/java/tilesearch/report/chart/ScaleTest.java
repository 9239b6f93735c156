package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.DoubleFunction;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScaleTest {

    @ParameterizedTest
    @CsvSource({"0.7, 1", "1, 1", "1.3, 2", "2, 2", "2.1, 5", "4.9, 5", "5.1, 10", "9, 10", "13, 20", "0.03, 0.05",
        "340, 500", "0.0012, 0.002"})
    void niceStep_roundsUpToOneTwoFive(double rough, double expected) {
        assertEquals(expected, Scale.niceStep(rough), expected * 1e-12);
    }

    @Test
    void linear_widensToWholeStepsAndLabelsEachTick() {
        Scale scale = Scale.linear(0, 97, 5);

        assertEquals(20, scale.step());
        assertEquals(List.of("0", "20", "40", "60", "80", "100"), labels(scale));
        assertEquals(0.5, scale.fraction(50), 1e-12);
    }

    @Test
    void linear_decimalStepsPrintWithoutRoundingNoise() {
        Scale scale = Scale.linear(0, 0.3, 6);

        assertEquals(List.of("0", "0.05", "0.1", "0.15", "0.2", "0.25", "0.3"), labels(scale));
    }

    @Test
    void linear_singleValueGetsARange() {
        Scale scale = Scale.linear(20, 20, 6);

        assertEquals(10, scale.min());
        assertEquals(30, scale.max());
    }

    @Test
    void linear_negativeStartIsFlooredToAStep() {
        Scale scale = Scale.linear(-3, 7, 5);

        assertEquals(List.of("-4", "-2", "0", "2", "4", "6", "8"), labels(scale));
    }

    @Test
    void fraction_clampsOutsideTheDomain() {
        Scale scale = Scale.linear(0, 10, 5);

        assertEquals(0, scale.fraction(-5));
        assertEquals(1, scale.fraction(99));
    }

    @Test
    void counts_neverHasFractionalTicks() {
        assertEquals(List.of("0", "1", "2", "3"), labels(Scale.counts(3)));
        assertEquals(List.of("0", "1"), labels(Scale.counts(0)));
        assertEquals(List.of("0", "10", "20", "30", "40", "50"), labels(Scale.counts(41)));
    }

    @Test
    void whole_oneCellOfBoardSizeFourGetsWholeTicksAroundIt() {
        Scale scale = Scale.whole(3.5, 4.5, 6);

        assertEquals(List.of("3", "4", "5"), labels(scale));
        assertEquals(0.5, scale.fraction(4), 1e-12);
    }

    @Test
    void whole_manySizesKeepTheNiceStep() {
        for (int high = 2; high <= 1024; high = high * 3 / 2 + 1) {
            Scale scale = Scale.whole(1.5, high + 0.5, 6);

            for (double tick : scale.ticks()) {
                assertEquals(Math.rint(tick), tick, "up to " + high + ": " + tick);
            }
            assertTrue(scale.min() <= 1.5 && scale.max() >= high + 0.5, "up to " + high);
        }
    }

    @Test
    void linear_rejectsAnInvertedRange() {
        assertThrows(IllegalArgumentException.class, () -> Scale.linear(5, 1, 5));
    }

    @Test
    void log_roundsOutToWholeDecades() {
        Scale scale = Scale.log(0.02, 700);

        assertEquals(0.01, scale.min());
        assertEquals(1000, scale.max());
    }

    @Test
    void ticks_everyPowerOfTenForWideRanges() {
        Scale scale = Scale.log(0.02, 700);

        assertEquals(List.of("10 µs", "100 µs", "1 ms", "10 ms", "100 ms", "1 s"), labels(scale, NumberLabels::millis));
    }

    @Test
    void ticks_oneTwoFiveForNarrowRanges() {
        Scale scale = Scale.log(3, 70);

        assertEquals(List.of("1", "2", "5", "10", "20", "50", "100"), labels(scale));
    }

    @Test
    void ticks_skipPowersWhenTooManyDecades() {
        Scale scale = Scale.log(1, 1e12);

        assertEquals(List.of("1", "100", "10k", "1M", "100M", "10G", "1000G"), labels(scale, NumberLabels::count));
    }

    @Test
    void log_singleValueSpansOneDecade() {
        Scale scale = Scale.log(100, 100);

        assertEquals(100, scale.min());
        assertEquals(1000, scale.max());
    }

    @Test
    void fraction_isLogarithmicAndPutsNonPositiveAtTheBottom() {
        Scale scale = Scale.log(1, 1000);

        assertEquals(1.0 / 3, scale.fraction(10), 1e-12);
        assertEquals(2.0 / 3, scale.fraction(100), 1e-12);
        assertEquals(0, scale.fraction(0));
        assertEquals(0, scale.fraction(-1));
    }

    @Test
    void log_rejectsZero() {
        assertThrows(IllegalArgumentException.class, () -> Scale.log(0, 10));
    }

    private static List<String> labels(Scale scale) {
        return labels(scale, NumberLabels::plain);
    }

    private static List<String> labels(Scale scale, DoubleFunction<String> format) {
        return scale.ticks().stream().map(format::apply).toList();
    }
}
