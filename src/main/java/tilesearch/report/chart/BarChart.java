package tilesearch.report.chart;

import java.util.List;

/**
 * Vertical bars over named categories, in the given order, each labelled with its value.
 *
 * @param title what the chart shows, in words
 * @param subtitle which data were used, or {@code ""}
 * @param xLabel what the categories are
 * @param yLabel what the bar heights count, with the unit
 * @param bars the categories, left to right
 */
public record BarChart(String title, String subtitle, String xLabel, String yLabel, List<BarChart.Bar> bars) {

    /** Beyond this many bars, or with a long label, category labels are drawn slanted. */
    private static final int UPRIGHT_LABELS = 10;

    /**
     * One category.
     *
     * @param label text under the bar
     * @param value bar height, 0 or more
     * @param tooltip shown on hover; {@code ""} for none
     */
    public record Bar(String label, double value, String tooltip) {
    }

    public BarChart {
        bars = List.copyOf(bars);
    }

    public String toSvg() {
        boolean slanted = bars.size() > UPRIGHT_LABELS || bars.stream().anyMatch(bar -> bar.label().length() > 8);
        Frame frame = new Frame(title, subtitle, false, slanted ? 30 : 0);
        double highest = bars.stream().mapToDouble(Bar::value).max().orElse(0);
        Scale scale = Scale.counts(highest);
        frame.yAxis(scale, NumberLabels::count, yLabel);
        frame.svg.line(frame.left, frame.bottom, frame.right, frame.bottom, Frame.AXIS, 1);
        frame.xAxisTitle(xLabel);
        if (bars.isEmpty()) {
            frame.noData("no data");
            return frame.svg.finish();
        }
        double slot = (frame.right - frame.left) / bars.size();
        double width = Math.min(56, slot * 0.7);
        for (int i = 0; i < bars.size(); i++) {
            Bar bar = bars.get(i);
            double centre = frame.left + slot * (i + 0.5);
            double top = frame.y(scale.fraction(bar.value()));
            frame.svg.rect(centre - width / 2, top, width, frame.bottom - top, Frame.PALETTE.get(0), bar.tooltip());
            frame.svg.text(centre, top - 4, "middle", 0, "font-size=\"11\"", NumberLabels.count(bar.value()));
            if (slanted) {
                frame.svg.text(centre + 4, frame.bottom + 14, "end", -40, "", bar.label());
            } else {
                frame.svg.text(centre, frame.bottom + 18, "middle", 0, "", bar.label());
            }
        }
        return frame.svg.finish();
    }
}
