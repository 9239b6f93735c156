package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ExactSumTest {

    /** The true sum of {@code values}, rounded once to the nearest double (Double.parseDouble rounds correctly). */
    private static double correctlyRounded(List<Double> values) {
        BigDecimal exact = BigDecimal.ZERO;
        for (double value : values) {
            exact = exact.add(new BigDecimal(value));
        }
        return Double.parseDouble(exact.toString());
    }

    private static List<Double> randomValues(Random random, int count) {
        List<Double> values = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            values.add(switch (random.nextInt(4)) {
                // times with three decimals, as solve writes them
                case 0 -> Math.round(Math.exp(random.nextGaussian() * 4) * 1000) / 1000.0;
                // magnitudes far apart, both signs: plain addition loses the small ones
                case 1 -> (random.nextBoolean() ? 1 : -1) * Math.scalb(random.nextDouble(), random.nextInt(200) - 100);
                case 2 -> 0.1;
                default -> -random.nextDouble();
            });
        }
        return values;
    }

    private static ExactSum sumOf(List<Double> values) {
        ExactSum sum = new ExactSum();
        values.forEach(sum::add);
        return sum;
    }

    @Test
    void value_isTheTrueSumRoundedOnce() {
        Random random = new Random(53);
        for (int trial = 0; trial < 300; trial++) {
            List<Double> values = randomValues(random, random.nextInt(300));

            assertEquals(correctlyRounded(values), sumOf(values).value(), 0.0, "trial " + trial);
        }
    }

    @Test
    void value_millionSmallTimesBesideALargeOne_theTotalThePlainSumMissesInItsPrintedDigits() {
        double large = 8_388_608;
        double small = 0.005;
        ExactSum sum = new ExactSum();
        sum.add(large);
        double plain = large;
        for (int i = 0; i < 1_000_000; i++) {
            sum.add(small);
            plain += small;
        }

        assertEquals(8_393_608.0, sum.value(), 0.0);
        assertEquals("8,393.6 s (8,393,608.000 ms)", ReportText.millis(sum.value()));
        // why the report keeps an exact sum: the plain one's rounding errors reach the third decimal
        assertEquals("8,393.6 s (8,393,608.001 ms)", ReportText.millis(plain));
    }

    @Test
    void value_halfwayBetweenTwoDoublesRoundsByWhatLiesBelow() {
        // 1e16 + 1 is halfway between 1e16 and 1e16 + 2; the 1e-16 below tips it up, as the true sum is
        assertEquals(1e16 + 2, sumOf(List.of(1e-16, 1.0, 1e16)).value(), 0.0);
        assertEquals(1e16, sumOf(List.of(-1e-16, 1.0, 1e16)).value(), 0.0);
    }

    @Test
    void value_ofNothingIsZero_andInfinitiesAndNaNAsPlainAddition() {
        assertEquals(0.0, new ExactSum().value(), 0.0);
        assertEquals(Double.POSITIVE_INFINITY, sumOf(List.of(1.0, Double.POSITIVE_INFINITY, 2.0)).value(), 0.0);
        assertEquals(Double.NaN, sumOf(List.of(Double.POSITIVE_INFINITY, 1.0, Double.NEGATIVE_INFINITY)).value());
        assertEquals(Double.NaN, sumOf(List.of(3.0, Double.NaN)).value());
        assertEquals(Double.POSITIVE_INFINITY, sumOf(List.of(Double.MAX_VALUE, Double.MAX_VALUE)).value(), 0.0);
    }
}
