package tilesearch.run;

import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import tilesearch.results.JobResult;

/**
 * What a resume keeps of the rows an earlier run left, judged row by row in file order: a row of a file that is
 * no input now, or whose content changed since, is dropped, and so is a board's row after the one kept (in the
 * same file or an earlier part file); a stopped row, and one of a status retried, is solved again; any other row is
 * kept, and its board added to {@link KeptBoards}.
 *
 * <p>Finished rows of a file of the run that is no input now are work lost: unless told to prune them, the rules
 * count them, and {@link #checkNothingLost} refuses the resume once every row is judged, before anything is
 * changed. (Rows of a file the run never read, or a board's second row, are no work of the run: they just go.)
 *
 * <p>Not thread-safe.
 */
final class ResumeRules {

    /** What a resume does with a complete row. */
    enum Verdict {
        /** Keeps it: its board is done. */
        KEEP,
        /**
         * Drops it and solves its board again: a {@code stopped} row, an error for want of memory, or a row of a
         * status retried.
         */
        SOLVE_AGAIN,
        /** Drops it, counted for its file: its file changed or is no input, or its board has a row already. */
        DROP
    }

    /** The most files a refusal names; it counts the rest. */
    private static final int FILES_NAMED = 3;

    private final KeptBoards kept;
    private final Set<String> dropFiles;
    /** The files of the record that are no input now: their finished rows are work lost. */
    private final Set<String> removed;
    /** The names of the inputs read now, each mapped to the input's own string; {@code null}: any file is one. */
    private final Map<String, String> inputs;
    private final Set<JobResult.Status> retry;
    private final boolean prune;
    /** Finished rows of files that are no input now, and those files, in the order met. */
    private long lostRows;
    private final Set<String> lostFiles = new LinkedHashSet<>();

    /**
     * Rules that add the boards kept to {@code kept}, dropping the rows of the files {@code changes} names and of
     * every file {@code inputs} does not name ({@code null}: any file is an input), and solving again the rows of
     * the statuses {@code retry}. {@code inputs} maps each name to the string that the kept boards then hold, so
     * that a name is held once, not once more per row's copy. {@code prune}: finished rows of the files
     * {@code changes} finds removed may go.
     */
    ResumeRules(KeptBoards kept, RunRecord.InputChanges changes, Map<String, String> inputs,
            Set<JobResult.Status> retry, boolean prune) {
        this.kept = kept;
        this.dropFiles = changes.dropped();
        this.removed = Set.copyOf(changes.removed());
        this.inputs = inputs;
        this.retry = retry;
        this.prune = prune;
    }

    /** Rules that keep every final row of any file, as a resume without a record has them. */
    static ResumeRules keepingAll(KeptBoards kept, Set<JobResult.Status> retry) {
        return new ResumeRules(kept, new RunRecord.InputChanges(List.of(), List.of()), null, retry, false);
    }

    /**
     * The verdict on the row of board {@code board} (1 or more) of {@code file}, of {@code status}, rows being
     * judged in file order; {@code outOfMemory} for an error row of a search that ran out of memory.
     */
    Verdict judge(String file, int board, JobResult.Status status, boolean outOfMemory) {
        boolean solveAgain = status == JobResult.Status.STOPPED || outOfMemory || retry.contains(status);
        String name = inputs == null ? file : inputs.get(file);
        if (name == null && !prune && removed.contains(file) && !(status == JobResult.Status.STOPPED
                || outOfMemory)) {
            lostRows++;
            lostFiles.add(file);
        }
        if (name == null || dropFiles.contains(name) || kept.contains(name, board)) {
            return Verdict.DROP;
        }
        if (solveAgain) {
            return Verdict.SOLVE_AGAIN;
        }
        kept.add(name, board);
        return Verdict.KEEP;
    }

    /**
     * Refuses the resume when the rows judged hold finished rows of files that are no input now, unless told to
     * prune them: the message says how many would go, and how to keep or drop them.
     *
     * @param results the results, as the message names them
     * @throws RunRefusedException when finished rows would go
     */
    void checkNothingLost(Path results) {
        if (lostRows == 0) {
            return;
        }
        List<String> named = lostFiles.stream().limit(FILES_NAMED).toList();
        int more = lostFiles.size() - named.size();
        throw new RunRefusedException(String.format(Locale.ROOT, "%s holds %,d finished row%s of %,d file%s the "
                        + "PATHs leave out (%s%s): resuming would drop %s. Give those files again (or --out alone, "
                        + "to resume on the run record's inputs), or add --prune to drop their rows", results,
                lostRows, lostRows == 1 ? "" : "s", lostFiles.size(), lostFiles.size() == 1 ? "" : "s",
                String.join(", ", named), more == 0 ? "" : String.format(Locale.ROOT, " and %,d more", more),
                lostRows == 1 ? "it" : "them"));
    }
}
