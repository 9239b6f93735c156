package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LinearScaleTest {

    @ParameterizedTest
    @CsvSource({"0.7, 1", "1, 1", "1.3, 2", "2, 2", "2.1, 5", "4.9, 5", "5.1, 10", "9, 10", "13, 20", "0.03, 0.05",
        "340, 500", "0.0012, 0.002"})
    void niceStep_roundsUpToOneTwoFive(double rough, double expected) {
        assertEquals(expected, LinearScale.niceStep(rough), expected * 1e-12);
    }

    @Test
    void nice_widensToWholeStepsAndLabelsEachTick() {
        LinearScale scale = LinearScale.nice(0, 97, 5, NumberLabels::plain);

        assertEquals(20, scale.step());
        assertEquals(List.of("0", "20", "40", "60", "80", "100"), labels(scale));
        assertEquals(0.5, scale.fraction(50), 1e-12);
    }

    @Test
    void nice_decimalStepsPrintWithoutRoundingNoise() {
        LinearScale scale = LinearScale.nice(0, 0.3, 6, NumberLabels::plain);

        assertEquals(List.of("0", "0.05", "0.1", "0.15", "0.2", "0.25", "0.3"), labels(scale));
    }

    @Test
    void nice_singleValueGetsARange() {
        LinearScale scale = LinearScale.nice(20, 20, 6, NumberLabels::plain);

        assertEquals(10, scale.min());
        assertEquals(30, scale.max());
    }

    @Test
    void nice_negativeStartIsFlooredToAStep() {
        LinearScale scale = LinearScale.nice(-3, 7, 5, NumberLabels::plain);

        assertEquals(List.of("-4", "-2", "0", "2", "4", "6", "8"), labels(scale));
    }

    @Test
    void fraction_clampsOutsideTheDomain() {
        LinearScale scale = LinearScale.nice(0, 10, 5, NumberLabels::plain);

        assertEquals(0, scale.fraction(-5));
        assertEquals(1, scale.fraction(99));
    }

    @Test
    void counts_neverHasFractionalTicks() {
        assertEquals(List.of("0", "1", "2", "3"), labels(LinearScale.counts(3, 5)));
        assertEquals(List.of("0", "1"), labels(LinearScale.counts(0, 5)));
        assertEquals(List.of("0", "10", "20", "30", "40", "50"), labels(LinearScale.counts(41, 5)));
    }

    @Test
    void whole_oneCellOfBoardSizeFourGetsWholeTicksAroundIt() {
        LinearScale scale = LinearScale.whole(3.5, 4.5, 6, NumberLabels::plain);

        assertEquals(List.of("3", "4", "5"), scale.ticks().stream().map(Tick::label).toList());
        assertEquals(0.5, scale.fraction(4), 1e-12);
    }

    @Test
    void whole_manySizesKeepTheNiceStep() {
        for (int high = 2; high <= 1024; high = high * 3 / 2 + 1) {
            LinearScale scale = LinearScale.whole(1.5, high + 0.5, 6, NumberLabels::plain);

            for (Tick tick : scale.ticks()) {
                assertEquals(Math.rint(tick.value()), tick.value(), "up to " + high + ": " + tick);
            }
            assertTrue(scale.min() <= 1.5 && scale.max() >= high + 0.5, "up to " + high);
        }
    }

    @Test
    void nice_rejectsAnInvertedRange() {
        assertThrows(IllegalArgumentException.class, () -> LinearScale.nice(5, 1, 5, NumberLabels::plain));
    }

    static List<String> labels(Scale scale) {
        return scale.ticks().stream().map(Tick::label).toList();
    }
}
