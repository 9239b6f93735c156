package tilesearch.report.chart;

/**
 * One labelled position on an axis.
 *
 * @param value the data value where the tick sits
 * @param label the text drawn beside it
 */
public record Tick(double value, String label) {
}
