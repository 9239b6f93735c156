package tilesearch.run;

import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;

/**
 * The exit codes of every {@code tilesearch} command, in one place: scripts depend on them. Here, beside the run
 * lifecycle, because a run's record holds the code it ended with; the command line maps failures to them.
 */
public final class ExitCodes {

    /** Everything asked for was done. */
    public static final int OK = 0;
    /**
     * At least one board failed (bad input or a failure while solving) or, for {@code solve --time-limit}, timed
     * out; every other board was still done.
     */
    public static final int BOARD_FAILED = 1;
    /** {@code report --baseline}: a board's max tile differs from the baseline run, a correctness alarm. */
    public static final int MAX_TILE_CHANGED = 1;
    /**
     * {@code show}: the row is an error row, or replaying its path does not end on its {@code board_after}, or the
     * input no longer holds the board at the row's line: a wrong row or an edited input.
     */
    public static final int WRONG_ROW = 1;
    /** {@code judge}: the program under test failed some case (wrong answer, time limit, runtime error, …). */
    public static final int CASE_FAILED = 1;
    /** The command line is wrong: unknown option, bad value, missing input path (picocli's convention). */
    public static final int USAGE = 2;
    /**
     * {@code solve --deadline}: the deadline passed before every board was solved. Everything finished is
     * written; {@code solve --resume} continues the run.
     */
    public static final int INCOMPLETE = 3;
    /**
     * The tool itself failed, a bug to report, or it ran out of memory (the message says how to give it more);
     * {@code --verbose} shows the stack trace (sysexits EX_SOFTWARE).
     */
    public static final int SOFTWARE = 70;
    /** Reading or writing failed as a whole, e.g. the output file cannot be written (sysexits EX_IOERR). */
    public static final int IO_ERROR = 74;
    /** Added to a signal's number for the exit code of a run it stopped: 130 for SIGINT, 143 for SIGTERM. */
    public static final int SIGNALLED = 128;

    /**
     * The exit code of a run that made {@code summary}, kept {@code keptInexact} rows that are not exact from an
     * earlier run, and stopped (or not) as {@code stop} says: 128 + {@code signal} when a signal stopped it before
     * it was done ({@code signal} 0 when its number is not known, then 3, as for the deadline), 3 when the
     * deadline did, else 1 when any row is not exact, else 0.
     */
    public static int of(RunSummary summary, long keptInexact, RunStop stop, int signal) {
        RunStop.Reason reason = stop.reason();
        if (!summary.complete() && reason != null) {
            return reason == RunStop.Reason.SIGNAL && signal > 0 ? SIGNALLED + signal : INCOMPLETE;
        }
        long inexact = summary.errors() + summary.timeouts() + keptInexact;
        return inexact == 0 ? OK : BOARD_FAILED;
    }

    private ExitCodes() {
    }
}
