package tilesearch.judge;

import java.time.Duration;
import java.util.List;

/**
 * What a judge session runs.
 *
 * @param problem the puzzle, its limits and formats
 * @param program the program under test and its arguments, run as given, never through a shell
 * @param seed the seed the cases are drawn from
 * @param count how many cases to run
 * @param timeLimit the wall time a run may take
 * @param shrinkRuns the most runs spent shrinking each failing case
 * @param keepGoing whether to run every case rather than stop at the first failure
 * @param jobs how many cases run side by side
 */
public record JudgeSettings(Problem problem, List<String> program, long seed, int count, Duration timeLimit,
        int shrinkRuns, boolean keepGoing, int jobs) {

    public JudgeSettings {
        program = List.copyOf(program);
        if (program.isEmpty()) {
            throw new IllegalArgumentException("no program to judge");
        }
        if (count < 1 || shrinkRuns < 0 || jobs < 1 || timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("count and jobs must be 1 or more, shrink runs 0 or more and the "
                    + "time limit positive");
        }
    }
}
