package tilesearch.judge;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Decides a run's verdict as online judges do: how the program ended first, then its output against the exact
 * answer token by token, whitespace of any kind and amount ignored.
 */
public final class Checker {

    /** What separates tokens: spaces, tabs, line breaks. */
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    /** A token of the expected shape: every answer of these puzzles is an integer. */
    private static final Pattern INTEGER = Pattern.compile("[-+]?[0-9]+");

    private Checker() {
    }

    /** The verdict of {@code run} when the exact answer is {@code expected}. */
    public static Verdict verdict(ProgramRun run, String expected) {
        if (run.timedOut()) {
            return Verdict.TIME_LIMIT;
        }
        if (run.outputCut()) {
            return Verdict.OUTPUT_LIMIT;
        }
        if (run.exitCode() != 0) {
            return Verdict.RUNTIME_ERROR;
        }
        List<String> want = tokens(expected);
        List<String> got = tokens(run.stdout());
        if (got.size() != want.size() || !got.stream().allMatch(token -> INTEGER.matcher(token).matches())) {
            return Verdict.PRESENTATION_ERROR;
        }
        return got.equals(want) ? Verdict.ACCEPTED : Verdict.WRONG_ANSWER;
    }

    /** The whitespace-separated tokens of {@code text}. */
    static List<String> tokens(String text) {
        String trimmed = text.strip();
        return trimmed.isEmpty() ? List.of() : List.of(WHITESPACE.split(trimmed));
    }
}
