package tilesearch.run;

import java.io.IOException;

/**
 * What a run tells the person who started it, besides its exit code: the command line prints it, so that only the
 * command line writes to the terminal. Called on the run's thread.
 */
public interface RunNotices {

    /** A warning about something the run goes on without, in words that follow {@code warning:}. */
    void warning(String text);

    /** The run record could not be written ({@code failure}); the rows are safe, and the run goes on. */
    void recordNotWritten(IOException failure);

    /**
     * A paragraph at the run's end: its summary, then any the job adds. Each comes before the lock is released and
     * before a signal that stopped the run lets the process exit.
     */
    void summary(String text);
}
