package tilesearch.report;

import java.time.Duration;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;

/**
 * The summary lines that only the run record knows: the threads, the wall time, the version and the attempts
 * that made a results file. The CSV alone records none of them.
 */
final class RunRecordText {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");

    private RunRecordText() {
    }

    /** The lines of {@code record}, read in {@code zone}, for a results file of {@code boards} rows. */
    static List<ReportText.SummaryLine> lines(RunRecord record, long boards, ZoneId zone) {
        List<Attempt> attempts = record.attempts();
        List<ReportText.SummaryLine> lines = new ArrayList<>();
        lines.add(new ReportText.SummaryLine("threads", distinct(attempts, attempt -> String.valueOf(attempt.threads())),
                attempts.size() > 1 ? "of each attempt, from the run record" : "from the run record"));
        Duration wall = Duration.ZERO;
        int ended = 0;
        for (Attempt attempt : attempts) {
            if (attempt.wallTime() != null) {
                wall = wall.plus(attempt.wallTime());
                ended++;
            }
        }
        double seconds = wall.toMillis() / 1e3;
        lines.add(new ReportText.SummaryLine("wall time", String.format(Locale.ROOT, "%,.1f s", seconds),
                ended < attempts.size() ? "the attempts that ended" : "from the run record"));
        if (seconds > 0) {
            // The one rate the program gives: rows over wall time, as solve's summary counts them.
            lines.add(new ReportText.SummaryLine("boards per second", String.format(Locale.ROOT, "%,.1f",
                    boards / seconds), "boards ÷ wall time, on the wall clock as solve's summary gives it"));
        }
        lines.add(new ReportText.SummaryLine("version", distinct(attempts, Attempt::version),
                "of tilesearch" + (attempts.isEmpty() ? "" : ", Java " + distinct(attempts, Attempt::java) + " on "
                        + distinct(attempts, Attempt::host))));
        List<String> each = new ArrayList<>();
        for (Attempt attempt : attempts) {
            each.add(WHEN.format(attempt.start().atZone(zone)) + " " + outcome(attempt));
        }
        lines.add(new ReportText.SummaryLine("attempts", Integer.toString(attempts.size()), String.join("; ", each)));
        return lines;
    }

    /** How an attempt ended, in words. */
    private static String outcome(Attempt attempt) {
        if (attempt.end() == null) {
            return "never ended (killed, or still running)";
        }
        String stopped = attempt.stoppedBy() == null ? "" : ", stopped by the " + attempt.stoppedBy();
        String exit = attempt.exitCode() == null ? "" : ", exit " + attempt.exitCode();
        return String.format(Locale.ROOT, "%,d rows written in %,.1f s%s%s", attempt.counts().written(),
                attempt.wallTime().toMillis() / 1e3, stopped, exit);
    }

    /** The values of the attempts, each once, in the order met; {@code unknown} when there is no attempt. */
    private static String distinct(List<Attempt> attempts, Function<Attempt, String> value) {
        return attempts.isEmpty() ? "unknown"
                : attempts.stream().map(value).distinct().collect(Collectors.joining(", "));
    }
}
