package tilesearch.judge;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a judge session.
 *
 * @param settings what was run
 * @param casesRun the cases judged: all of them, or up to and with the first failure when the session stops there
 * @param verdicts how many of those cases got each verdict; every verdict is a key
 * @param failures the failing cases in case order, shrunk
 */
public record JudgeSummary(JudgeSettings settings, int casesRun, Map<Verdict, Integer> verdicts,
        List<Failure> failures) {

    public JudgeSummary {
        verdicts = Map.copyOf(new EnumMap<>(verdicts));
        failures = List.copyOf(failures);
    }

    /** Whether every case run was accepted. */
    public boolean allAccepted() {
        return failures.isEmpty();
    }
}
