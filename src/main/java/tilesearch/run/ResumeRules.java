package tilesearch.run;

import java.util.Map;
import java.util.Set;

/**
 * What a resume keeps of the rows an earlier run left, judged row by row in file order: a row of a file that is
 * no input now, or whose content changed since, is dropped, and so is a board's row after the one kept (in the
 * same file or an earlier part file); a stopped row is solved again; any other row is kept, and its board added to
 * {@link KeptBoards}.
 *
 * <p>Not thread-safe.
 */
final class ResumeRules implements ExistingResults.Judge {

    private final KeptBoards kept;
    private final Set<String> dropFiles;
    /** The names of the inputs read now, each mapped to the input's own string; {@code null}: any file is one. */
    private final Map<String, String> inputs;

    /**
     * Rules that add the boards kept to {@code kept}, dropping the rows of {@code dropFiles} and of every file
     * {@code inputs} does not name ({@code null}: any file is an input). {@code inputs} maps each name to the
     * string that the kept boards then hold, so that a name is held once, not once more per row's copy.
     */
    ResumeRules(KeptBoards kept, Set<String> dropFiles, Map<String, String> inputs) {
        this.kept = kept;
        this.dropFiles = dropFiles;
        this.inputs = inputs;
    }

    @Override
    public ExistingResults.Verdict judge(String file, int board, boolean solveAgain) {
        String name = inputs == null ? file : inputs.get(file);
        if (name == null || dropFiles.contains(name) || kept.contains(name, board)) {
            return ExistingResults.Verdict.DROP;
        }
        if (solveAgain) {
            return ExistingResults.Verdict.SOLVE_AGAIN;
        }
        kept.add(name, board);
        return ExistingResults.Verdict.KEEP;
    }
}
