package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class LogBinCounterTest {

    /** The bins as Histogram made them from all values at once before the report streamed: the oracle. */
    private static List<Histogram.Bin> allAtOnce(double[] values) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (double value : values) {
            if (value > 0) {
                low = Math.min(low, value);
            }
            high = Math.max(high, value);
        }
        if (high == 0) {
            return List.of();
        }
        List<Double> edges = new ArrayList<>();
        int exponent = (int) Math.floor(Math.log10(low) + 1e-9);
        while (true) {
            for (int mantissa : new int[] {1, 2, 5}) {
                double edge = Double.parseDouble(mantissa + "e" + exponent);
                if (edge <= low * (1 + 1e-12)) {
                    edges.clear();
                }
                edges.add(edge);
                if (edge > high) {
                    long[] counts = new long[edges.size() - 1];
                    for (double value : values) {
                        int bin = 0;
                        while (bin < counts.length - 1 && value >= edges.get(bin + 1)) {
                            bin++;
                        }
                        counts[bin]++;
                    }
                    List<Histogram.Bin> bins = new ArrayList<>();
                    for (int i = 0; i < counts.length; i++) {
                        bins.add(new Histogram.Bin(edges.get(i), edges.get(i + 1), counts[i]));
                    }
                    return bins;
                }
            }
            exponent++;
        }
    }

    @Test
    void bins_equalTheBinsOfAllValuesAtOnce() {
        Random random = new Random(12);
        for (int trial = 0; trial < 300; trial++) {
            int count = 1 + random.nextInt(300);
            double[] values = new double[count];
            LogBinCounter counter = new LogBinCounter();
            double spread = 1 + random.nextInt(8);
            for (int i = 0; i < count; i++) {
                int kind = random.nextInt(20);
                // zeros, values exactly on an edge, and three-decimal times spread over several decades
                values[i] = kind == 0 ? 0 : kind == 1 ? Double.parseDouble(new int[] {1, 2, 5}[random.nextInt(3)]
                        + "e" + (random.nextInt(7) - 3)) : Math.round(Math.pow(10, random.nextDouble() * spread
                        - 2) * 1000) / 1000.0;
                counter.add(values[i]);
            }

            assertEquals(allAtOnce(values), counter.bins(), "trial " + trial);
        }
    }

    @Test
    void bins_ofNothingPositiveAreNone() {
        LogBinCounter counter = new LogBinCounter();
        counter.add(0);
        counter.add(Double.NaN);

        assertEquals(List.of(), counter.bins());
    }
}
