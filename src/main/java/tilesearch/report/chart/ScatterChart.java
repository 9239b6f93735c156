package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * Points in the plane, one colour per series, with a legend naming the series.
 *
 * @param title what the chart shows, in words
 * @param subtitle which data were used, or {@code ""}
 * @param x the horizontal axis
 * @param y the vertical axis
 * @param legendHeading what the series are, e.g. {@code "moves K"}
 * @param series at most eight are told apart by colour; more reuse colours
 */
public record ScatterChart(
        String title, String subtitle, Axis x, Axis y, String legendHeading, List<ScatterChart.Series> series) {

    private static final double RADIUS = 3.5;

    /** A named set of points drawn in one colour. */
    public record Series(String name, List<Point> points) {
        public Series {
            points = List.copyOf(points);
        }
    }

    /**
     * One data point.
     *
     * @param tooltip shown on hover; {@code ""} for none
     */
    public record Point(double x, double y, String tooltip) {
    }

    public ScatterChart {
        series = List.copyOf(series);
    }

    public String toSvg() {
        Frame frame = new Frame(title, subtitle, true, 0);
        List<Point> all = new ArrayList<>();
        series.forEach(s -> all.addAll(s.points()));
        Scale xScale = x.scaleFor(all.stream().mapToDouble(Point::x).toArray());
        Scale yScale = y.scaleFor(all.stream().mapToDouble(Point::y).toArray());
        frame.yAxis(yScale, y.format(), y.label());
        frame.xAxis(xScale, x.format(), x.label());
        if (all.isEmpty()) {
            frame.noData("no data");
            return frame.svg.finish();
        }
        List<String> colours = new ArrayList<>();
        for (int i = 0; i < series.size(); i++) {
            String colour = Frame.PALETTE.get(i % Frame.PALETTE.size());
            colours.add(colour);
            for (Point point : series.get(i).points()) {
                frame.svg.dot(frame.x(xScale.fraction(point.x())), frame.y(yScale.fraction(point.y())), RADIUS,
                        colour, point.tooltip());
            }
        }
        frame.legend(legendHeading, series.stream().map(Series::name).toList(), colours);
        return frame.svg.finish();
    }
}
