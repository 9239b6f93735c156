package tilesearch.cli;

import java.io.PrintWriter;
import tilesearch.run.RunLog;
import tilesearch.text.Printable;

/** The program's entry point: runs a command line through {@link TileSearch} and exits with its code. */
public final class Main {

    private Main() {
    }

    /** Runs the command line and exits the JVM with the command's exit code. */
    public static void main(String[] args) {
        PrintWriter err = new PrintWriter(System.err, true);
        Thread.setDefaultUncaughtExceptionHandler((thread, failure) -> uncaught(thread, failure, err));
        exit(TileSearch.commandLineFor(args, System.in, new PrintWriter(System.out, true), err).execute(args));
    }

    /**
     * What a thread of the program died of, where nothing it works for took it in: the run log gets the stack
     * trace, stderr one line of tilesearch's own, never the JVM's trace. Out of memory gets no line here: the
     * command fails of it too, and says so in its own message.
     */
    static void uncaught(Thread thread, Throwable failure, PrintWriter err) {
        RunLog.FILE.error("thread {} died", thread.getName(), failure);
        if (!(failure instanceof OutOfMemoryError)) {
            err.println(Printable.of("tilesearch: internal error in thread " + thread.getName() + ": " + failure
                    + ". This is a bug; the run log has its stack trace"));
        }
    }

    /** Exits the JVM with {@code exitCode}, unless a signal's exit is under way (see {@link #shuttingDown()}). */
    static void exit(int exitCode) {
        if (!shuttingDown()) {
            System.exit(exitCode);
        }
    }

    /**
     * Whether a signal (Ctrl-C, SIGTERM) has started the JVM's shutdown. The JVM then exits with 128 + the signal's
     * number once its hooks have run; {@code System.exit} called in the moment between the last hook and that
     * exit would halt with the command's code instead (JDK 17's {@code Shutdown.exit} halts at once on a non-zero
     * status once the hooks are done), so {@code main} returns and lets the signal's exit stand.
     */
    private static boolean shuttingDown() {
        Thread probe = new Thread(() -> { });
        try {
            Runtime.getRuntime().addShutdownHook(probe);
            Runtime.getRuntime().removeShutdownHook(probe);
            return false;
        } catch (IllegalStateException e) {
            return true;
        }
    }
}
