package tilesearch.cli;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a duration the way people write one on a command line: a whole number and a unit, {@code ms},
 * {@code s}, {@code m}, {@code h} or {@code d}, or several of them in a row ({@code 1h30m}). The result is
 * positive, since a zero limit is a mistake rather than a request, and at most {@link #LONGEST}.
 */
final class DurationConverter implements ITypeConverter<Duration> {

    /** How to write a duration, for messages and help texts. */
    static final String EXAMPLES = "250ms, 30s, 5m, 1h or 1h30m";

    /** The longest duration accepted: far beyond any run, and far below what nanosecond clocks can count. */
    static final Duration LONGEST = Duration.ofDays(365);

    private static final Pattern PART = Pattern.compile("(\\d{1,9})(ms|s|m|h|d)");

    @Override
    public Duration convert(String text) {
        String trimmed = text.trim().toLowerCase(Locale.ROOT);
        Matcher part = PART.matcher(trimmed);
        Duration total = Duration.ZERO;
        int end = 0;
        while (part.find() && part.start() == end) {
            total = total.plus(Long.parseLong(part.group(1)), unit(part.group(2)));
            end = part.end();
        }
        if (end == 0 || end != trimmed.length()) {
            throw new TypeConversionException("'" + text + "' is not a duration: write a number and a unit, e.g. "
                    + EXAMPLES);
        }
        if (total.isZero()) {
            throw new TypeConversionException("'" + text + "' is zero: give a positive duration, e.g. " + EXAMPLES);
        }
        if (total.compareTo(LONGEST) > 0) {
            throw new TypeConversionException("'" + text + "' is longer than a year: give at most 365d");
        }
        return total;
    }

    private static ChronoUnit unit(String symbol) {
        return switch (symbol) {
            case "ms" -> ChronoUnit.MILLIS;
            case "s" -> ChronoUnit.SECONDS;
            case "m" -> ChronoUnit.MINUTES;
            case "h" -> ChronoUnit.HOURS;
            default -> ChronoUnit.DAYS;
        };
    }
}
