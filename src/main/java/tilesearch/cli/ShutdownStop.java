package tilesearch.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import tilesearch.batch.RunStop;

/**
 * Ends a run cleanly on Ctrl-C or SIGTERM. The JVM runs shutdown hooks on these signals; this one asks the run
 * to stop, then waits until the command has written its last row, closed the file and printed its summary.
 * The JVM then exits with 128 + the signal number, 130 for SIGINT and 143 for SIGTERM, its default for these
 * signals (a hook cannot change the exit status, and need not).
 *
 * <p>The wait is bounded by {@value #GRACE_SECONDS} seconds, so that a search that does not stop cannot keep a
 * dying process alive; a row torn by the exit is cut off by the next {@code --resume}.
 */
final class ShutdownStop implements AutoCloseable {

    /** How long the hook waits for the run to wind down before letting the JVM exit anyway. */
    static final long GRACE_SECONDS = 10;

    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    private ShutdownStop(RunStop stop) {
        hook = new Thread(() -> {
            stop.request(RunStop.Reason.SIGNAL);
            try {
                finished.await(GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "tilesearch-shutdown");
    }

    /** Installs the hook for the run that {@code stop} ends; {@link #close()} when the run is over. */
    static ShutdownStop install(RunStop stop) {
        ShutdownStop shutdownStop = new ShutdownStop(stop);
        Runtime.getRuntime().addShutdownHook(shutdownStop.hook);
        return shutdownStop;
    }

    /** Marks the run as over: a hook already running lets the JVM exit; otherwise the hook is removed. */
    @Override
    public void close() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running or has run: nothing to remove.
        }
    }
}
