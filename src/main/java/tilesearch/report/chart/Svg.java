package tilesearch.report.chart;

import java.util.Locale;

/** Appends SVG elements to a buffer; every text and attribute value passes through {@link Markup#escape}. */
final class Svg {

    private final StringBuilder out = new StringBuilder(8192);

    Svg(int width, int height, String title) {
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" role=\"img\"")
                .append(" viewBox=\"0 0 ").append(width).append(' ').append(height).append('"')
                .append(" width=\"").append(width).append("\" height=\"").append(height).append('"')
                .append(" font-family=\"DejaVu Sans, Arial, Helvetica, sans-serif\" font-size=\"12\"")
                .append(" fill=\"#222\">")
                .append("<title>").append(Markup.escape(title)).append("</title>")
                .append("<rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>");
    }

    Svg line(double x1, double y1, double x2, double y2, String stroke, double width) {
        out.append("<line x1=\"").append(num(x1)).append("\" y1=\"").append(num(y1))
                .append("\" x2=\"").append(num(x2)).append("\" y2=\"").append(num(y2))
                .append("\" stroke=\"").append(stroke).append("\" stroke-width=\"").append(num(width)).append("\"/>");
        return this;
    }

    /** A filled rectangle; {@code tooltip} shows on hover, none when empty. */
    Svg rect(double x, double y, double width, double height, String fill, String tooltip) {
        out.append("<rect x=\"").append(num(x)).append("\" y=\"").append(num(y))
                .append("\" width=\"").append(num(width)).append("\" height=\"").append(num(height))
                .append("\" fill=\"").append(fill).append('"');
        return closeWithTooltip("rect", tooltip);
    }

    /** A filled, half-transparent dot, so that piled-up points still show their density. */
    Svg dot(double cx, double cy, double radius, String fill, String tooltip) {
        out.append("<circle cx=\"").append(num(cx)).append("\" cy=\"").append(num(cy))
                .append("\" r=\"").append(num(radius)).append("\" fill=\"").append(fill)
                .append("\" fill-opacity=\"0.65\" stroke=\"").append(fill).append('"');
        return closeWithTooltip("circle", tooltip);
    }

    /**
     * A text label.
     *
     * @param anchor {@code start}, {@code middle} or {@code end}
     * @param rotate degrees, clockwise, around the anchor point; 0 for none
     * @param style extra presentation attributes (trusted, never user text), e.g. {@code font-weight="bold"}
     */
    Svg text(double x, double y, String anchor, double rotate, String style, String content) {
        out.append("<text x=\"").append(num(x)).append("\" y=\"").append(num(y))
                .append("\" text-anchor=\"").append(anchor).append('"');
        if (rotate != 0) {
            out.append(" transform=\"rotate(").append(num(rotate)).append(' ').append(num(x)).append(' ')
                    .append(num(y)).append(")\"");
        }
        if (!style.isEmpty()) {
            out.append(' ').append(style);
        }
        out.append('>').append(Markup.escape(content)).append("</text>");
        return this;
    }

    String finish() {
        return out.append("</svg>").toString();
    }

    private Svg closeWithTooltip(String element, String tooltip) {
        if (tooltip.isEmpty()) {
            out.append("/>");
        } else {
            out.append("><title>").append(Markup.escape(tooltip)).append("</title></").append(element).append('>');
        }
        return this;
    }

    private static String num(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
