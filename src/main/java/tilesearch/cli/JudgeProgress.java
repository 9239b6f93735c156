package tilesearch.cli;

import java.io.PrintWriter;
import java.util.EnumMap;
import java.util.Map;
import tilesearch.judge.JudgeCase;
import tilesearch.judge.JudgeListener;
import tilesearch.judge.Trial;
import tilesearch.judge.Verdict;

/**
 * The judge's progress on stderr: at a terminal one line rewritten in place, at most every
 * {@value #REDRAW_MILLIS} ms; otherwise a line every {@value JudgeCommand#PROGRESS_EVERY} cases and one when
 * shrinking starts, so a log stays short. A line that stays, in a log or when shrinking starts, is a message of
 * the command like any other: {@code tilesearch judge: case 9 (full board): wrong answer; shrinking it}.
 */
final class JudgeProgress implements JudgeListener {

    /** The least time between two redraws at a terminal. */
    private static final long REDRAW_MILLIS = 200;

    private final PrintWriter err;
    /** What begins a line that stays: {@code tilesearch judge: }. */
    private final String voice;
    private final boolean terminal;
    private final int count;
    private final Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
    private int judged;
    private long drawnAt;
    /** The length of the line drawn last at a terminal, 0 when none is open. */
    private int drawnLength;

    /** Progress to {@code err}; at a terminal, its unescaped writer takes the carriage returns. */
    JudgeProgress(PrintWriter err, String voice, boolean terminal, int count) {
        this.err = terminal ? PrintableWriter.unescaped(err) : err;
        this.voice = voice + ": ";
        this.terminal = terminal;
        this.count = count;
    }

    @Override
    public synchronized void judged(int index, Verdict verdict) {
        judged++;
        verdicts.merge(verdict, 1, Integer::sum);
        long now = System.currentTimeMillis();
        if (terminal && now - drawnAt >= REDRAW_MILLIS) {
            drawnAt = now;
            redraw(line(), false);
        } else if (!terminal && judged % JudgeCommand.PROGRESS_EVERY == 0) {
            err.println(voice + line());
            err.flush();
        }
    }

    @Override
    public synchronized void shrinking(Trial failing) {
        JudgeCase judgeCase = failing.judgeCase();
        String line = voice + "case " + judgeCase.index() + " (" + judgeCase.family().label() + "): "
                + failing.verdict().label() + "; shrinking it";
        if (terminal) {
            redraw(line, true);
        } else {
            err.println(line);
            err.flush();
        }
    }

    /** Ends the line rewritten in place, if one is open. */
    synchronized void finish() {
        if (drawnLength > 0) {
            redraw(line(), true);
        }
    }

    /** Draws {@code line} over the one drawn last, padded to cover it; {@code end} closes it with a line break. */
    private void redraw(String line, boolean end) {
        err.print("\r" + line + " ".repeat(Math.max(0, drawnLength - line.length())) + (end ? "\n" : ""));
        err.flush();
        drawnLength = end ? 0 : line.length();
    }

    private String line() {
        StringBuilder line = new StringBuilder("cases ").append(judged).append(" of ").append(count).append(':');
        verdicts.forEach((verdict, n) -> line.append(' ').append(n).append(' ').append(verdict.label()).append(','));
        line.setLength(line.length() - 1);
        return line.toString();
    }
}
