package tilesearch.report.chart;

import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A linear axis whose domain is widened to whole multiples of a "nice" step (1, 2 or 5 times a power of ten), so
 * ticks land on round numbers.
 */
public final class LinearScale implements Scale {

    private final double min;
    private final double max;
    private final double step;
    private final DoubleFunction<String> format;

    private LinearScale(double min, double max, double step, DoubleFunction<String> format) {
        this.min = min;
        this.max = max;
        this.step = step;
        this.format = format;
    }

    /**
     * A scale covering {@code low..high} with about {@code targetTicks} ticks.
     *
     * @param low smallest data value (use 0 for bar heights)
     * @param high largest data value; when equal to {@code low} the domain is widened around it
     * @param targetTicks how many intervals to aim for; the result has between about half and twice as many
     * @param format tick label for a value
     */
    public static LinearScale nice(double low, double high, int targetTicks, DoubleFunction<String> format) {
        if (!(low <= high) || Double.isInfinite(low) || Double.isInfinite(high)) {
            throw new IllegalArgumentException("bad range " + low + ".." + high);
        }
        if (low == high) {
            double pad = low == 0 ? 1 : Math.abs(low) / 2;
            low = low >= 0 && low - pad < 0 ? 0 : low - pad;
            high = high + pad;
        }
        double step = niceStep((high - low) / Math.max(1, targetTicks));
        double min = Math.floor(low / step + 1e-9) * step;
        double max = Math.ceil(high / step - 1e-9) * step;
        return new LinearScale(min, max, step, format);
    }

    /**
     * A scale from 0 to at least {@code high} for counts of things: like {@link #nice} but never a fractional step,
     * so three boards do not get ticks at 0.5, 1.5 and 2.5.
     */
    public static LinearScale counts(double high, int targetTicks) {
        LinearScale nice = nice(0, Math.max(1, high), targetTicks, NumberLabels::count);
        if (nice.step >= 1) {
            return nice;
        }
        return new LinearScale(0, Math.ceil(nice.max), 1, NumberLabels::count);
    }

    /**
     * A scale of whole numbers covering {@code low..high}: like {@link #nice} but with a step of at least 1 and ends
     * on whole numbers, so a density cell of board size 4 (drawn from 3.5 to 4.5) stands over the tick 4 on an
     * axis from 3 to 5.
     */
    public static LinearScale whole(double low, double high, int targetTicks, DoubleFunction<String> format) {
        LinearScale nice = nice(low, high, targetTicks, format);
        if (nice.step >= 1) {
            return nice;
        }
        return new LinearScale(Math.floor(low), Math.max(Math.ceil(high), Math.floor(low) + 1), 1, format);
    }

    /** The smallest of 1, 2 or 5 times a power of ten that is at least {@code rough}. */
    static double niceStep(double rough) {
        double power = Math.pow(10, Math.floor(Math.log10(rough)));
        double mantissa = rough / power;
        double nice;
        if (mantissa <= 1 + 1e-9) {
            nice = 1;
        } else if (mantissa <= 2 + 1e-9) {
            nice = 2;
        } else if (mantissa <= 5 + 1e-9) {
            nice = 5;
        } else {
            nice = 10;
        }
        return nice * power;
    }

    /** The distance between two ticks. */
    public double step() {
        return step;
    }

    @Override
    public double fraction(double value) {
        return Math.max(0, Math.min(1, (value - min) / (max - min)));
    }

    @Override
    public List<Tick> ticks() {
        List<Tick> ticks = new ArrayList<>();
        long first = Math.round(min / step);
        long last = Math.round(max / step);
        for (long i = first; i <= last; i++) {
            // i * step, not repeated addition, so rounding errors do not pile up along the axis
            double value = i * step;
            ticks.add(new Tick(value, format.apply(value)));
        }
        return ticks;
    }

    @Override
    public double min() {
        return min;
    }

    @Override
    public double max() {
        return max;
    }
}
