package tilesearch.report.chart;

import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/**
 * Counts of values falling into contiguous bins on a logarithmic axis, for quantities such as times that spread
 * over several orders of magnitude.
 *
 * @param title what the chart shows, in words
 * @param subtitle which data were used, or {@code ""}
 * @param xLabel what the values are, with the unit
 * @param yLabel what is counted
 * @param bins left to right, each starting where the previous one ends
 * @param format label for a bin edge
 */
public record Histogram(
        String title, String subtitle, String xLabel, String yLabel, List<Histogram.Bin> bins,
        DoubleFunction<String> format) {

    /** Values in {@code lower <= value < upper}; the first bin also holds values below it. */
    public record Bin(double lower, double upper, long count) {
    }

    public Histogram {
        bins = List.copyOf(bins);
    }

    public String toSvg() {
        Frame frame = new Frame(title, subtitle, false, 0);
        long highest = bins.stream().mapToLong(Bin::count).max().orElse(0);
        Scale yScale = Scale.counts(highest);
        frame.yAxis(yScale, NumberLabels::count, yLabel);
        if (bins.isEmpty()) {
            frame.xAxis(Scale.log(1, 10), format, xLabel);
            frame.noData("no data");
            return frame.svg.finish();
        }
        Scale xScale = Scale.log(bins.get(0).lower(), bins.get(bins.size() - 1).upper());
        frame.xAxis(xScale, format, xLabel);
        for (Bin bin : bins) {
            if (bin.count() == 0) {
                continue;
            }
            double x0 = frame.x(xScale.fraction(bin.lower()));
            double x1 = frame.x(xScale.fraction(bin.upper()));
            double top = frame.y(yScale.fraction(bin.count()));
            String tooltip = String.format(Locale.ROOT, "%,d", bin.count()) + " in " + format.apply(bin.lower()) + " – " + format.apply(bin.upper());
            frame.svg.rect(x0 + 0.5, top, Math.max(1, x1 - x0 - 1), frame.bottom - top, Frame.PALETTE.get(0), tooltip);
            frame.svg.text((x0 + x1) / 2, top - 4, "middle", 0, "font-size=\"11\"", NumberLabels.count(bin.count()));
        }
        return frame.svg.finish();
    }
}
