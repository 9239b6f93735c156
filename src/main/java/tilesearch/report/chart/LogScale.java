package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A base-10 logarithmic axis from one power of ten to another. Ticks are at 1, 2 and 5 times each power of ten
 * when the domain spans at most {@value #DENSE_DECADES} decades, at every power of ten up to
 * {@value #MAX_LABELLED_DECADES} decades, and at every second or further power beyond that.
 */
public final class LogScale implements Scale {

    /** Up to this many decades, ticks at 1, 2 and 5 per decade still leave room for their labels. */
    static final int DENSE_DECADES = 2;

    /** Beyond this many decades, labelling every power of ten crowds the axis. */
    static final int MAX_LABELLED_DECADES = 8;

    private final int lowExponent;
    private final int highExponent;
    private final DoubleFunction<String> format;

    private LogScale(int lowExponent, int highExponent, DoubleFunction<String> format) {
        this.lowExponent = lowExponent;
        this.highExponent = highExponent;
        this.format = format;
    }

    /**
     * The smallest whole-decade scale holding {@code low..high}.
     *
     * @param low smallest positive data value
     * @param high largest data value, at least {@code low}
     * @param format tick label for a value
     */
    public static LogScale covering(double low, double high, DoubleFunction<String> format) {
        if (!(low > 0) || !(high >= low) || Double.isInfinite(high)) {
            throw new IllegalArgumentException("a log scale needs 0 < low <= high, got " + low + ".." + high);
        }
        int lowExponent = (int) Math.floor(Math.log10(low) + 1e-9);
        int highExponent = (int) Math.ceil(Math.log10(high) - 1e-9);
        if (highExponent == lowExponent) {
            highExponent++;
        }
        return new LogScale(lowExponent, highExponent, format);
    }

    @Override
    public double fraction(double value) {
        if (!(value > 0)) {
            return 0;
        }
        double position = (Math.log10(value) - lowExponent) / (highExponent - lowExponent);
        return Math.max(0, Math.min(1, position));
    }

    @Override
    public List<Tick> ticks() {
        int decades = highExponent - lowExponent;
        List<Tick> ticks = new ArrayList<>();
        if (decades <= DENSE_DECADES) {
            for (int exponent = lowExponent; exponent < highExponent; exponent++) {
                for (int mantissa : new int[] {1, 2, 5}) {
                    addTick(ticks, mantissa, exponent);
                }
            }
            addTick(ticks, 1, highExponent);
            return ticks;
        }
        int every = (decades + MAX_LABELLED_DECADES - 1) / MAX_LABELLED_DECADES;
        for (int exponent = lowExponent; exponent <= highExponent; exponent += every) {
            addTick(ticks, 1, exponent);
        }
        return ticks;
    }

    private void addTick(List<Tick> ticks, int mantissa, int exponent) {
        // parse the decimal text rather than multiply, so 0.001 is exactly the double nearest to 0.001
        double value = Double.parseDouble(mantissa + "e" + exponent);
        ticks.add(new Tick(value, format.apply(value)));
    }

    @Override
    public double min() {
        return Double.parseDouble("1e" + lowExponent);
    }

    @Override
    public double max() {
        return Double.parseDouble("1e" + highExponent);
    }
}
