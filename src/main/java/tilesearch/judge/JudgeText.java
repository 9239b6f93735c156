package tilesearch.judge;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Tiles;
import tilesearch.replay.Replay;
import tilesearch.text.Printable;

/**
 * A judge session's report as text: the verdicts, then each failure to show, shrunk, with its input ready to
 * paste, the expected and actual output and why they differ (the best path replayed, or the two boards side by
 * side). Without {@code --keep-going} that is the one failure; with it, a line per failure, then the first failure
 * of each verdict in full.
 */
public final class JudgeText {

    /** Written after a cell of the actual board that differs from the expected one. */
    public static final String DIFFERS = "*";
    /** Spaces between the expected board and the program's, beyond a cell's own two. */
    private static final int BOARD_GAP = 3;
    /** The most characters of the program's output or stderr shown; the rest is counted. */
    static final int SHOWN_CHARS = 2000;

    private JudgeText() {
    }

    /**
     * The report of {@code summary}, each line ending in a line break; {@code drawReplay} draws a best path's
     * replay as {@code show} would.
     */
    public static String render(JudgeSummary summary, Function<Replay, String> drawReplay) {
        JudgeSettings settings = summary.settings();
        StringBuilder text = new StringBuilder();
        text.append("problem ").append(settings.problem().describe()).append(", seed ").append(settings.seed())
                .append('\n');
        text.append(summary.casesRun()).append(" of ").append(settings.count()).append(" cases run: ")
                .append(verdictCounts(summary)).append('\n');
        List<Failure> failures = summary.failures();
        if (failures.size() > 1) {
            text.append("\nfailures:\n");
            for (Failure failure : failures) {
                text.append("  case ").append(failure.index()).append(" (").append(failure.family().label())
                        .append("): ").append(failure.verdict().label()).append(", shrunk to ")
                        .append(size(failure.shrunk().trial().judgeCase())).append('\n');
            }
        }
        List<Verdict> shown = new ArrayList<>();
        for (Failure failure : failures) {
            if (!shown.contains(failure.verdict())) {
                shown.add(failure.verdict());
                text.append('\n');
                failure(text, failure, settings, drawReplay);
            }
        }
        return text.toString();
    }

    /** {@code 36 accepted, 1 wrong answer}: every verdict given, in the order of {@link Verdict}. */
    static String verdictCounts(JudgeSummary summary) {
        List<String> counts = new ArrayList<>();
        for (Verdict verdict : Verdict.values()) {
            int count = summary.verdicts().get(verdict);
            if (count > 0 || verdict == Verdict.ACCEPTED) {
                counts.add(count + " " + verdict.label());
            }
        }
        return String.join(", ", counts);
    }

    private static void failure(StringBuilder text, Failure failure, JudgeSettings settings,
            Function<Replay, String> drawReplay) {
        Trial trial = failure.shrunk().trial();
        text.append("case ").append(failure.index()).append(" (family: ").append(failure.family().label())
                .append("): ").append(failure.verdict().label()).append('\n');
        text.append("shrunk from ").append(size(failure.original().judgeCase())).append(" to ")
                .append(size(trial.judgeCase())).append(" in ").append(failure.shrunk().runs()).append(" runs, ")
                .append(failure.shrunk().fixedPoint() ? "a fixed point: no smaller step fails the same way"
                        : "stopped by --shrink-runs: a smaller case may still fail")
                .append('\n');
        text.append("\ninput, ready to paste:\n").append(trial.judgeCase().input());
        text.append("\nexpected output:\n").append(trial.expected().output()).append('\n');
        ProgramRun run = trial.run();
        switch (trial.verdict()) {
            case TIME_LIMIT -> text.append("\nthe program ran past the time limit of ")
                    .append(seconds(settings)).append(" and was killed with its process group\n");
            case OUTPUT_LIMIT -> text.append("\nthe program wrote more than ")
                    .append(trial.expected().output().length() + ProgramTrials.OUTPUT_SLACK_BYTES)
                    .append(" bytes and was killed with its process group\n");
            case RUNTIME_ERROR -> {
                text.append("\nthe program exited with code ").append(run.exitCode());
                if (run.exitCode() > 128) {
                    text.append(" (128 + signal ").append(run.exitCode() - 128).append(')');
                }
                text.append('\n');
                if (!run.stderrTail().isEmpty()) {
                    text.append("the end of its stderr:\n").append(shown(run.stderrTail())).append('\n');
                }
            }
            default -> text.append("\nthe program's output:\n").append(shown(run.stdout())).append('\n');
        }
        if (trial.verdict() == Verdict.WRONG_ANSWER && !settings.problem().search()) {
            text.append('\n').append(sideBySide(trial)).append('\n');
        } else if (settings.problem().search()) {
            text.append("\nbest path: ").append(letters(trial.expected().path())).append('\n');
            text.append(drawReplay.apply(Replay.play(trial.judgeCase().board(), trial.expected().path())));
        }
    }

    /**
     * The expected board and the program's beside it, each cell as wide as the widest, a cell of the program's
     * board that differs followed by {@value #DIFFERS}.
     */
    static String sideBySide(Trial trial) {
        Board expected = trial.expected().boardAfter();
        List<String> got = Checker.tokens(trial.run().stdout());
        int size = expected.size();
        int width = 1;
        for (int cell = 0; cell < size * size; cell++) {
            width = Math.max(width, Math.max(got.get(cell).length(), value(expected, cell).length()));
        }
        int boardWidth = size * (width + 2);
        int differing = 0;
        StringBuilder text = new StringBuilder();
        text.append(padEnd("expected (after " + trial.judgeCase().move().letter() + ")", boardWidth + BOARD_GAP))
                .append("program's\n");
        for (int row = 0; row < size; row++) {
            StringBuilder line = new StringBuilder();
            for (int column = 0; column < size; column++) {
                line.append(pad(value(expected, row * size + column), width)).append("  ");
            }
            line.append(" ".repeat(BOARD_GAP));
            for (int column = 0; column < size; column++) {
                int cell = row * size + column;
                boolean differs = !got.get(cell).equals(value(expected, cell));
                differing += differs ? 1 : 0;
                line.append(pad(Printable.of(got.get(cell)), width)).append(differs ? DIFFERS : " ").append(' ');
            }
            text.append(line.toString().stripTrailing()).append('\n');
        }
        return text.append(differing).append(differing == 1 ? " cell differs" : " cells differ").toString();
    }

    /** The move letters of {@code path} and their count, or a word when it is empty. */
    static String letters(List<Direction> path) {
        if (path.isEmpty()) {
            return "none (the largest tile is on the board already)";
        }
        StringBuilder letters = new StringBuilder();
        path.forEach(move -> letters.append(move.letter()));
        return letters + " (" + path.size() + (path.size() == 1 ? " move)" : " moves)");
    }

    /** {@code N = 3 with 4 tiles}. */
    static String size(JudgeCase judgeCase) {
        int tiles = judgeCase.tiles();
        return "N = " + judgeCase.board().size() + " with " + tiles + (tiles == 1 ? " tile" : " tiles");
    }

    private static String value(Board board, int cell) {
        return Tiles.decimal(board.exponentAt(cell / board.size(), cell % board.size()));
    }

    private static String seconds(JudgeSettings settings) {
        return settings.timeLimit().toMillis() / 1000.0 + " s";
    }

    /** {@code text} safe to print and at most {@value #SHOWN_CHARS} characters, without its last line break. */
    private static String shown(String text) {
        String stripped = text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
        if (stripped.length() > SHOWN_CHARS) {
            stripped = stripped.substring(0, SHOWN_CHARS) + "… (" + (stripped.length() - SHOWN_CHARS)
                    + " more characters)";
        }
        return Printable.of(stripped).toString();
    }

    private static String padEnd(String text, int width) {
        return text + " ".repeat(Math.max(0, width - text.length()));
    }

    private static String pad(String text, int width) {
        return " ".repeat(Math.max(0, width - text.length())) + text;
    }
}
