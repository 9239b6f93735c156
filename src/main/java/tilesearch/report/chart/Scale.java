package tilesearch.report.chart;

import java.util.List;

/** Maps data values of one axis to a fraction of the axis length and says where its ticks go. */
public sealed interface Scale permits LinearScale, LogScale {

    /** Where {@code value} falls along the axis: 0 at the domain's low end, 1 at its high end, clamped to 0..1. */
    double fraction(double value);

    /** The ticks to draw, in increasing order, all inside the domain. */
    List<Tick> ticks();

    /** The lowest value of the domain. */
    double min();

    /** The highest value of the domain. */
    double max();
}
