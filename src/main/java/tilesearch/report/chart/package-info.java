/**
 * A small SVG chart builder for the report: linear and logarithmic scales with 1-2-5 ticks, and bar, scatter and
 * histogram charts rendered as self-contained inline SVG (no scripts, fonts or images from outside).
 *
 * <p>Every chart is an immutable value; {@code toSvg()} returns markup with every text escaped, ready to paste
 * into HTML. Sizes are in SVG user units; the root scales to its container's width.
 */
package tilesearch.report.chart;
