package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class HistogramTest {

    private static List<Histogram.Bin> logBins(double[] values) {
        LogBinCounter counter = new LogBinCounter();
        for (double value : values) {
            counter.add(value);
        }
        return counter.bins();
    }

    @Test
    void logBins_edgesFollowOneTwoFiveAndCountEveryValue() {
        List<Histogram.Bin> bins = logBins(new double[] {0.3, 1, 1.9, 4, 12, 0});

        assertEquals(List.of(new Histogram.Bin(0.2, 0.5, 2), new Histogram.Bin(0.5, 1, 0),
                new Histogram.Bin(1, 2, 2), new Histogram.Bin(2, 5, 1), new Histogram.Bin(5, 10, 0),
                new Histogram.Bin(10, 20, 1)), bins);
    }

    @Test
    void logBins_emptyWhenNothingPositive() {
        assertTrue(logBins(new double[] {0, 0}).isEmpty());
        assertTrue(logBins(new double[0]).isEmpty());
    }

    @Test
    void toSvg_labelsBarsWithCountsAndAxes() {
        String svg = new Histogram("Times", "", "time per board", "boards",
                logBins(new double[] {1, 1.5, 3}), NumberLabels::millis).toSvg();

        assertTrue(svg.startsWith("<svg "));
        assertTrue(svg.contains(">time per board</text>"));
        assertTrue(svg.contains(">boards</text>"));
        assertTrue(svg.contains("<title>2 in 1 ms – 2 ms</title>"));
    }
}
