package tilesearch.run;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import sun.misc.Signal;
import sun.misc.SignalHandler;
import tilesearch.batch.RunStop;

/**
 * Ends a run cleanly on Ctrl-C, SIGTERM or SIGHUP (its terminal closed). A handler of its own for each asks the run
 * to stop, runs what the run asked to be told ({@link #onSignal}; a Spark job cancels its jobs), then waits until the
 * run has written its last row, its record and its summary, and only then hands the signal on to the JVM's own
 * handler, which exits with 128 + the signal's number: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP. The handler
 * sees a signal before any shutdown hook runs, so nothing the run needs (a Spark context, the log) is shut down under
 * it, and it knows which signal came, so that the run can record its exit code. A signal ignored when the JVM started
 * ({@code nohup}) stays ignored: the JVM hands out no handler for it.
 *
 * <p>A shutdown that starts otherwise (where the handlers could not be installed, as under {@code -Xrs}) is met by a
 * shutdown hook that does the same, with the signal's number unknown.
 *
 * <p>Either waits at most {@value #GRACE_SECONDS} seconds, so that a search that does not stop cannot keep a
 * dying process alive; a row torn by the exit is cut off by the next {@code --resume}.
 */
public final class SignalStop implements AutoCloseable {

    /** How long a signal waits for the run to wind down before letting the JVM exit anyway. */
    static final long GRACE_SECONDS = 10;
    /** The signals handled: Ctrl-C, a polite kill, and the hang-up of a closed terminal or session. */
    private static final List<String> SIGNALS = List.of("INT", "TERM", "HUP");

    private final RunStop stop;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;
    private final List<Runnable> listeners = new CopyOnWriteArrayList<>();
    /** The handlers the JVM had for the signals handled here, put back by {@link #close()}. */
    private final Map<Signal, SignalHandler> previous = new ConcurrentHashMap<>();
    private volatile int signal;

    private SignalStop(RunStop stop) {
        this.stop = stop;
        hook = new Thread(() -> stopAndWait(0), "tilesearch-shutdown");
    }

    /** Installs the handlers for the run that {@code stop} ends; {@link #close()} when the run is over. */
    public static SignalStop install(RunStop stop) {
        SignalStop signals = new SignalStop(stop);
        Runtime.getRuntime().addShutdownHook(signals.hook);
        for (String name : SIGNALS) {
            Signal which = new Signal(name);
            try {
                signals.previous.put(which, Signal.handle(which, signals::received));
            } catch (IllegalArgumentException notHandled) {
                // -Xrs, or a signal the JVM keeps: the shutdown hook stops the run.
            }
        }
        return signals;
    }

    private void received(Signal which) {
        stopAndWait(which.getNumber());
        SignalHandler before = previous.get(which);
        if (before == SignalHandler.SIG_DFL || before == SignalHandler.SIG_IGN) {
            Runtime.getRuntime().exit(ExitCodes.SIGNALLED + which.getNumber());
        } else {
            before.handle(which);
        }
    }

    private void stopAndWait(int number) {
        if (number > 0 && signal == 0) {
            signal = number;
        }
        stop.request(RunStop.Reason.SIGNAL);
        for (Runnable listener : listeners) {
            listener.run();
        }
        try {
            finished.await(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Runs {@code listener} once a signal has asked the run to stop, on the signal's thread: it must be quick. */
    public void onSignal(Runnable listener) {
        listeners.add(listener);
    }

    /**
     * The number of the signal that stopped the run (2 for SIGINT, 15 for SIGTERM, 1 for SIGHUP), or 0 when none or
     * unknown.
     */
    public int signal() {
        return signal;
    }

    /**
     * Marks the run as over: a signal being handled goes on to the JVM, which exits; otherwise the handlers are
     * put back as they were and the hook removed.
     */
    @Override
    public void close() {
        finished.countDown();
        if (signal == 0 && stop.reason() != RunStop.Reason.SIGNAL) {
            previous.forEach(Signal::handle);
        }
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException shuttingDown) {
            // The hook is running or has run: nothing to remove.
        }
    }
}
