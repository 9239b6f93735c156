package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import tilesearch.concurrent.BackgroundTask;

/**
 * Opens its file at the first line logged, not at start: commands that log nothing (move, help, a judge-style
 * solve) must not create {@code outputs/tilesearch.log} in whatever folder they run in, and must not pay for
 * starting a rolling file appender either.
 *
 * <p>A run that knows it will log can have the file {@linkplain #openAhead() opened ahead} on a thread of its own,
 * while it does other work: starting the daily rolling makes a {@code GregorianCalendar}, whose calendar data the
 * locale providers build from their lists of locales, and the run log's first line took 45 to 65 ms of CPU on a batch
 * run's main thread before its first board.
 *
 * <p>Thread-safety: {@code doAppend} and {@link #openAhead()} hold this appender's lock, so the file is opened once;
 * the thread that opens it ahead never takes that lock.
 */
final class LazyFileAppender extends AppenderBase<ILoggingEvent> {

    private final Supplier<Appender<ILoggingEvent>> opener;
    /** The file being opened ahead, or {@code null} when no one asked for that. */
    private BackgroundTask<Appender<ILoggingEvent>> opening;
    /** Made and started by the first {@link #append}, or taken from {@link #opening} then. */
    private Appender<ILoggingEvent> file;

    /** An appender that asks {@code opener} for the started appender it forwards to, once, at the first event. */
    LazyFileAppender(Supplier<Appender<ILoggingEvent>> opener) {
        this.opener = opener;
    }

    /**
     * Starts opening the file now, on a daemon thread, so that the first line finds it open; does nothing when it
     * is open or being opened, or when this appender is stopped.
     */
    synchronized void openAhead() {
        if (file != null || opening != null || !isStarted()) {
            return;
        }
        opening = BackgroundTask.start("tilesearch-runlog", opener::get);
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (file == null) {
            file = opened();
        }
        file.doAppend(event);
    }

    /** The file's appender: the one opened ahead, waited for, or one opened now. */
    private Appender<ILoggingEvent> opened() {
        if (opening == null) {
            return opener.get();
        }
        try {
            return opening.await();
        } catch (ExecutionException e) {
            // As when opening it here: logback reports the failure of an append in its status.
            throw new IllegalStateException("could not open the run log", e.getCause());
        }
    }

    /** Stops the file's appender, waiting for it when it is being opened ahead, so that no open file is left. */
    @Override
    public synchronized void stop() {
        if (file == null && opening != null) {
            file = opened();
        }
        if (file != null) {
            file.stop();
        }
        super.stop();
    }
}
