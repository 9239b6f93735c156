package tilesearch.run;

import java.time.Duration;

/** A duration as the command line reads one ({@code 1h30m}), for records, summaries and logs. */
public final class DurationText {

    private DurationText() {
    }

    /** {@code duration} the way {@code --deadline} and {@code --time-limit} read it: {@code 1h30m}, {@code 1s500ms}. */
    public static String of(Duration duration) {
        long[] amounts = {duration.toDaysPart(), duration.toHoursPart(), duration.toMinutesPart(),
            duration.toSecondsPart(), duration.toMillisPart()};
        String[] units = {"d", "h", "m", "s", "ms"};
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < amounts.length; i++) {
            if (amounts[i] != 0) {
                text.append(amounts[i]).append(units[i]);
            }
        }
        return text.length() == 0 ? "0ms" : text.toString();
    }
}
