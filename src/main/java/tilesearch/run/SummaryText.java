package tilesearch.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.results.JobResult;
import tilesearch.text.ShellWords;

/**
 * The paragraph {@code solve} prints when a run ends: what was done, how fast, and what to do next. It goes to the
 * run log too, so names in it are quoted as a shell would need them.
 */
final class SummaryText {

    private SummaryText() {
    }

    /**
     * The summary of a run.
     *
     * @param summary the counts of this run
     * @param settings the run's settings in words, e.g. {@code 2 threads, K = 5, strategy best}
     * @param csv where the rows are
     * @param existing the rows an earlier run left that this one resumed and kept, or {@code null}
     * @param skipped boards of the inputs left out because {@code existing} had their rows
     * @param changes the input files whose rows the resume dropped, or {@code null}
     * @param stopReason why the run stopped early, or {@code null}
     */
    static String of(RunSummary summary, String settings, Path csv, KeptRows existing, long skipped,
            RunRecord.InputChanges changes, RunStop.Reason stopReason) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "Solved %,d board%s in %.2f s (%,.1f boards/s, %s): %,d ok, %,d "
                        + "error%s, %,d timeout%s", summary.written(), plural(summary.written()), summary.wallNanos() / 1e9,
                summary.boardsPerSecond(), settings, summary.ok(), summary.errors(), plural(summary.errors()),
                summary.timeouts(), plural(summary.timeouts())));
        if (summary.stopped() > 0) {
            text.append(String.format(Locale.ROOT, ", %,d stopped", summary.stopped()));
        }
        text.append('.');
        JobResult slowest = summary.slowest();
        if (slowest != null) {
            text.append(String.format(Locale.ROOT, " Slowest: %s board %d (line %d), %.3f ms.",
                    ShellWords.quoted(slowest.job().file()), slowest.job().ordinal(), slowest.job().line(), slowest.elapsedNanos() / 1e6));
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
        if (summary.errors() > 0) {
            text.append(" The message column says what is wrong with each failed board.");
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
