package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class QuantileSketchTest {

    /** The median as the report computed it before streaming: sort everything, take the middle. */
    private static double exactMedian(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    @Test
    void medianAndQuantiles_whileFewDistinctValuesAreExactlyTheSortedOnes() {
        Random random = new Random(14);
        for (int trial = 0; trial < 200; trial++) {
            int count = 1 + random.nextInt(500);
            double[] values = new double[count];
            QuantileSketch sketch = new QuantileSketch();
            for (int i = 0; i < count; i++) {
                // three decimals, some negative, many ties
                values[i] = (random.nextInt(4000) - 200) / 1000.0;
                sketch.add(values[i]);
            }

            assertEquals(exactMedian(values), sketch.median().orElseThrow(), 0.0, "trial " + trial);
            assertEquals(0, sketch.relativeError());
            assertEquals(count, sketch.count());
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            for (double q : new double[] {0.01, 0.5, 0.9, 0.99, 1.0}) {
                // nearest rank: the value of rank ceil(q * count), from 1
                int rank = Math.max(1, (int) Math.ceil(q * count));
                assertEquals(sorted[rank - 1], sketch.quantile(q).orElseThrow(), 0.0, "trial " + trial + " q " + q);
            }
            assertEquals(sorted[count - 1], sketch.max().orElseThrow(), 0.0, "trial " + trial);
        }
    }

    @Test
    void median_ofEvenCountAveragesTheMiddlePair() {
        QuantileSketch sketch = new QuantileSketch();
        for (double value : new double[] {4, 1, 3, 2}) {
            sketch.add(value);
        }

        assertEquals(2.5, sketch.median().orElseThrow(), 0.0);
    }

    @Test
    void median_pastTheBucketLimitStaysWithinTheStatedError() {
        Random random = new Random(2048);
        for (int trial = 0; trial < 20; trial++) {
            int count = 5_000 + random.nextInt(5_000);
            double[] values = new double[count];
            QuantileSketch sketch = new QuantileSketch(4_096);
            for (int i = 0; i < count; i++) {
                values[i] = Math.exp(random.nextGaussian() * 3);
                sketch.add(values[i]);
            }
            double exact = exactMedian(values);
            double error = sketch.relativeError();

            assertTrue(error > 0 && error <= 0.05, "collapsed to a stated error: " + error);
            assertTrue(Math.abs(sketch.median().orElseThrow() - exact) <= error * exact,
                    sketch.median().orElseThrow() + " vs exact " + exact + " within " + error);
        }
    }

    @Test
    void median_ofNothingIsEmptyAndNaNIsIgnored() {
        QuantileSketch sketch = new QuantileSketch();
        assertTrue(sketch.median().isEmpty());

        sketch.add(Double.NaN);

        assertTrue(sketch.median().isEmpty());
    }

    @Test
    void quantile_pastTheBucketLimitStaysWithinTheStatedErrorAndTheMaxStaysExact() {
        Random random = new Random(99);
        int count = 20_000;
        double[] values = new double[count];
        QuantileSketch sketch = new QuantileSketch(1_024);
        for (int i = 0; i < count; i++) {
            values[i] = Math.exp(random.nextGaussian() * 3);
            sketch.add(values[i]);
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        double error = sketch.relativeError();

        assertTrue(error > 0, "collapsed: " + error);
        for (double q : new double[] {0.5, 0.9, 0.99}) {
            double exact = sorted[(int) Math.ceil(q * count) - 1];
            double got = sketch.quantile(q).orElseThrow();
            assertTrue(Math.abs(got - exact) <= error * exact, q + ": " + got + " vs exact " + exact);
        }
        assertEquals(sorted[count - 1], sketch.max().orElseThrow(), 0.0);
        assertEquals(sorted[count - 1], sketch.quantile(1).orElseThrow(), 0.0);
    }

    @Test
    void quantile_ofNothingIsEmptyAndOutsideTheUnitIntervalIsRefused() {
        QuantileSketch sketch = new QuantileSketch();

        assertTrue(sketch.quantile(0.9).isEmpty());
        assertTrue(sketch.max().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> sketch.quantile(0));
        assertThrows(IllegalArgumentException.class, () -> sketch.quantile(1.5));
    }

    @Test
    void key_ordersLikeTheValues() {
        double[] ordered = {-1e9, -3.5, -0.001, 0, 0.001, 1, 1.5, 2, 1e9};
        for (int shift = 0; shift < 50; shift += 7) {
            for (int i = 1; i < ordered.length; i++) {
                assertTrue(QuantileSketch.key(ordered[i - 1], shift) <= QuantileSketch.key(ordered[i], shift),
                        ordered[i - 1] + " then " + ordered[i] + " at shift " + shift);
            }
        }
    }
}
