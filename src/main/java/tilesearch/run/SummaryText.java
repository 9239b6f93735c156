package tilesearch.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedSet;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.results.JobResult;
import tilesearch.text.ShellWords;

/**
 * What {@code solve} says when a run ends: the paragraph of what was done, how fast and what to do next, then a
 * line for each of the first failed boards. Counts and times group thousands ({@code 1,000,000}); a rate has one
 * decimal. The command line puts its name before each ({@code tilesearch solve: }). It goes to the run log too, so
 * names in it are quoted as a shell would need them.
 */
final class SummaryText {

    /** Past this many distinct K, the summary gives their range instead of each. */
    private static final int MOVES_LISTED = 5;

    private SummaryText() {
    }

    /**
     * The summary of a run.
     *
     * @param summary the counts of this run
     * @param wallNanos the run's wall time, from its output opened to its end: the attempt's time in the run record
     * @param settings the run's settings apart from K, in words, e.g. {@code 2 threads, strategy best}
     * @param csv where the rows are
     * @param existing the rows an earlier run left that this one resumed and kept, or {@code null}
     * @param skipped boards of the inputs left out because {@code existing} had their rows
     * @param changes the input files whose rows the resume dropped, or {@code null}
     * @param stopReason why the run stopped early, or {@code null}
     */
    static String of(RunSummary summary, long wallNanos, String settings, Path csv, KeptRows existing, long skipped,
            RunRecord.InputChanges changes, RunStop.Reason stopReason) {
        StringBuilder text = new StringBuilder();
        double seconds = wallNanos / 1e9;
        text.append(boards(summary)).append(String.format(Locale.ROOT, " in %,.2f s (%,.1f boards/s on the wall clock",
                seconds, seconds > 0 ? summary.written() / seconds : 0.0));
        String moves = moves(summary.searchMoves());
        text.append(moves.isEmpty() ? "" : "; " + moves).append("; ").append(settings);
        text.append(String.format(Locale.ROOT, "): %,d ok, %,d error%s, %,d timeout%s", summary.ok(),
                summary.errors(), plural(summary.errors()), summary.timeouts(), plural(summary.timeouts())));
        if (summary.stopped() > 0) {
            text.append(String.format(Locale.ROOT, ", %,d stopped", summary.stopped()));
        }
        text.append('.');
        JobResult slowest = summary.slowest();
        if (slowest != null) {
            text.append(String.format(Locale.ROOT, " Slowest: %s (line %,d), %,.3f ms.", board(slowest),
                    slowest.job().line(), slowest.elapsedNanos() / 1e6));
        }
        if (existing != null && existing.completed().size() > 0) {
            text.append(String.format(Locale.ROOT, " Resumed: %,d board%s already in the file (%,d ok, %,d error%s, "
                            + "%,d timeout%s) were kept.", existing.completed().size(),
                    plural(existing.completed().size()), existing.ok(), existing.errors(), plural(existing.errors()),
                    existing.timeouts(), plural(existing.timeouts())));
            if (skipped == 0) {
                text.append(" But none of them matched a board of the inputs: were the inputs named differently "
                        + "than in the run being resumed? The file may now hold some boards twice.");
            }
        }
        if (changes != null && existing != null) {
            appendDropped(text, "Changed since the run being resumed, so their rows were dropped and their boards "
                    + "solved again: ", changes.changed(), existing);
            appendDropped(text, "No longer given, so their rows were dropped: ", changes.removed(), existing);
        }
        if (csv != null) {
            text.append(" Results: ").append(ShellWords.quoted(csv.toString())).append('.');
        }
        if (stopReason != null && !summary.complete()) {
            text.append(stopReason == RunStop.Reason.DEADLINE ? " The deadline passed" : " Stopped by a signal");
            text.append(String.format(Locale.ROOT, " before every board was solved (%,d stopped, %,d not started%s)",
                    summary.stopped(), summary.notStarted(),
                    summary.inputExhausted() ? "" : ", the rest of the input not read"));
            text.append(csv == null ? "." : "; run the same command with --resume to finish.");
        }
        return text.toString();
    }

    /**
     * A line for each failed board the summary names, {@code in/a.txt#2 failed: line 5, column 2: 'x' is not a
     * number}, then how many more failed, if any; none when no board failed.
     */
    static List<String> failures(RunSummary summary) {
        List<String> lines = new ArrayList<>();
        for (JobResult failure : summary.failures()) {
            lines.add(board(failure) + " failed: " + failure.message());
        }
        long more = summary.errors() - summary.failures().size();
        if (more > 0) {
            lines.add(String.format(Locale.ROOT, "%,d more board%s failed; the message column of each row says why.",
                    more, plural(more)));
        }
        return lines;
    }

    /** {@code 19 boards (15 searched, 4 applied)}, or {@code 3 boards searched} when all were. */
    private static String boards(RunSummary summary) {
        long written = summary.written();
        List<String> kinds = new ArrayList<>();
        addKind(kinds, summary.searched(), "searched");
        addKind(kinds, summary.applied(), "applied");
        addKind(kinds, summary.unreadable(), "unreadable");
        String boards = String.format(Locale.ROOT, "%,d board%s", written, plural(written));
        if (kinds.size() == 1) {
            return boards + kinds.get(0).substring(kinds.get(0).indexOf(' '));
        }
        return kinds.isEmpty() ? boards : boards + " (" + String.join(", ", kinds) + ")";
    }

    private static void addKind(List<String> kinds, long count, String kind) {
        if (count > 0) {
            kinds.add(String.format(Locale.ROOT, "%,d %s", count, kind));
        }
    }

    /** The K the searches used: {@code K = 5}, {@code K = 0, 5 and 10}, {@code K = 0 to 30 (12 values)}; none: "". */
    static String moves(SortedSet<Integer> moves) {
        if (moves.isEmpty()) {
            return "";
        }
        if (moves.size() > MOVES_LISTED) {
            return "K = " + moves.first() + " to " + moves.last() + " (" + moves.size() + " values)";
        }
        List<String> each = moves.stream().map(String::valueOf).toList();
        return "K = " + (each.size() == 1 ? each.get(0)
                : String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1));
    }

    /** A board as {@code show} names it, its file quoted as a shell would need it: {@code in/a.txt#2}. */
    private static String board(JobResult result) {
        return ShellWords.quoted(result.job().file()) + "#" + result.job().ordinal();
    }

    /** {@code intro} and each of {@code files} with the rows dropped of it, {@code a.txt (10 rows)}; none: nothing. */
    private static void appendDropped(StringBuilder text, String intro, List<String> files,
            KeptRows existing) {
        if (files.isEmpty()) {
            return;
        }
        text.append(' ').append(intro);
        for (int i = 0; i < files.size(); i++) {
            long rows = existing.droppedByFile().getOrDefault(files.get(i), 0L);
            text.append(i == 0 ? "" : ", ").append(ShellWords.quoted(files.get(i)))
                    .append(String.format(Locale.ROOT, " (%,d row%s)", rows, plural(rows)));
        }
        text.append('.');
    }

    private static String plural(long count) {
        return count == 1 ? "" : "s";
    }
}
