package tilesearch.report.chart;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * The common layout of every chart: title on top, y axis on the left, x axis below, an optional legend on the
 * right, and the plot area in between. Coordinates are SVG user units, y growing downwards.
 */
final class Frame {

    static final int WIDTH = 640;
    static final int HEIGHT = 360;
    private static final int TOP = 48;
    private static final int LEFT = 78;
    private static final int BOTTOM = 62;
    private static final int RIGHT = 24;
    /** Extra room on the right for a legend. */
    private static final int LEGEND_WIDTH = 112;
    /** Eight colours told apart by colour-blind readers too (Okabe and Ito). */
    static final List<String> PALETTE =
            List.of("#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#000000", "#999933");
    static final String GRID = "#e3e3e3";
    static final String AXIS = "#555";

    final Svg svg;
    final double left;
    final double top;
    final double right;
    final double bottom;
    private final int extraBottom;

    /**
     * @param extraBottom additional room under the x axis, for rotated category labels
     */
    Frame(String title, String subtitle, boolean legend, int extraBottom) {
        int height = HEIGHT + extraBottom;
        this.svg = new Svg(WIDTH, height, title);
        this.left = LEFT;
        this.top = TOP;
        this.right = WIDTH - RIGHT - (legend ? LEGEND_WIDTH : 0);
        this.bottom = height - BOTTOM - extraBottom;
        this.extraBottom = extraBottom;
        svg.text(12, 22, "start", 0, "font-size=\"15\" font-weight=\"bold\"", title);
        if (!subtitle.isEmpty()) {
            svg.text(12, 38, "start", 0, "font-size=\"11\" fill=\"#666\"", subtitle);
        }
    }

    double x(double fraction) {
        return left + fraction * (right - left);
    }

    double y(double fraction) {
        return bottom - fraction * (bottom - top);
    }

    /** Horizontal grid lines with labels at each tick, and the axis title written upwards. */
    void yAxis(Scale scale, DoubleFunction<String> format, String label) {
        for (double tick : scale.ticks()) {
            double y = y(scale.fraction(tick));
            svg.line(left, y, right, y, GRID, 1);
            svg.text(left - 6, y + 4, "end", 0, "", format.apply(tick));
        }
        svg.line(left, top, left, bottom, AXIS, 1);
        svg.text(16, (top + bottom) / 2, "middle", -90, "font-size=\"13\"", label);
    }

    /** Vertical grid lines with labels under each tick, and the axis title centred below. */
    void xAxis(Scale scale, DoubleFunction<String> format, String label) {
        for (double tick : scale.ticks()) {
            double x = x(scale.fraction(tick));
            svg.line(x, top, x, bottom, GRID, 1);
            svg.line(x, bottom, x, bottom + 5, AXIS, 1);
            svg.text(x, bottom + 18, "middle", 0, "", format.apply(tick));
        }
        svg.line(left, bottom, right, bottom, AXIS, 1);
        xAxisTitle(label);
    }

    void xAxisTitle(String label) {
        svg.text((left + right) / 2, bottom + 44 + extraBottom, "middle", 0, "font-size=\"13\"", label);
    }

    /** A legend box per name, top to bottom, right of the plot area, {@code colours} matching {@code names}. */
    void legend(String heading, List<String> names, List<String> colours) {
        double x = right + 16;
        double y = top + 4;
        svg.text(x, y + 8, "start", 0, "font-weight=\"bold\"", heading);
        for (int i = 0; i < names.size(); i++) {
            double rowY = y + 24 + i * 18;
            svg.rect(x, rowY - 9, 10, 10, colours.get(i), "");
            svg.text(x + 16, rowY, "start", 0, "", names.get(i));
        }
    }

    /** Said in the middle of an empty plot, so an empty chart is not mistaken for a broken one. */
    void noData(String why) {
        svg.text((left + right) / 2, (top + bottom) / 2, "middle", 0, "font-size=\"14\" fill=\"#888\"", why);
    }
}
