package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import java.util.concurrent.ExecutionException;
import java.util.function.Supplier;
import tilesearch.concurrent.BackgroundTask;

/**
 * The run log's appender: it has no file until a run {@linkplain #logTo names one}, and opens it at the first
 * line logged after that, not at start. Lines before a file is named, or after it is {@linkplain #close()
 * closed}, are not written to any file: a command without a results file (move, report, a judge-style solve)
 * creates no log in whatever folder it runs in, and a run writes its log only while it holds its results' lock,
 * so that two processes never write one log by default.
 *
 * <p>A run that knows it will log can have the file {@linkplain #openAhead() opened ahead} on a thread of its own,
 * while it does other work: starting the daily rolling makes a {@code GregorianCalendar}, whose calendar data the
 * locale providers build from their lists of locales, and the run log's first line took 45 to 65 ms of CPU on a batch
 * run's main thread before its first board.
 *
 * <p>Thread-safety: {@code doAppend}, {@link #logTo}, {@link #openAhead()} and {@link #close()} hold this
 * appender's lock, so the file is opened once; the thread that opens it ahead never takes that lock.
 */
final class LazyFileAppender extends AppenderBase<ILoggingEvent> {

    /** Makes and starts the file's appender; {@code null} while no file is named. */
    private Supplier<Appender<ILoggingEvent>> opener;
    /** The file being opened ahead, or {@code null} when no one asked for that. */
    private BackgroundTask<Appender<ILoggingEvent>> opening;
    /** Made and started by the first {@link #append}, or taken from {@link #opening} then. */
    private Appender<ILoggingEvent> file;

    /**
     * From now on, forwards to the started appender {@code opener} makes, asked once, at the first event; a file
     * named before is closed first.
     */
    synchronized void logTo(Supplier<Appender<ILoggingEvent>> opener) {
        close();
        this.opener = opener;
    }

    /**
     * Starts opening the file now, on a daemon thread, so that the first line finds it open; does nothing when it
     * is open or being opened, when no file is named, or when this appender is stopped.
     */
    synchronized void openAhead() {
        if (opener == null || file != null || opening != null || !isStarted()) {
            return;
        }
        opening = BackgroundTask.start("tilesearch-runlog", opener::get);
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (file == null) {
            if (opener == null) {
                return;
            }
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
        } finally {
            opening = null;
        }
    }

    /**
     * Closes the file, waiting for it when it is being opened ahead, so that no open file is left; later lines go
     * to no file until {@link #logTo} names one again.
     */
    synchronized void close() {
        if (file == null && opening != null) {
            try {
                file = opened();
            } catch (IllegalStateException notOpened) {
                // Nothing was opened, so nothing is left open; the run's end must not fail for its log.
            }
        }
        if (file != null) {
            file.stop();
        }
        file = null;
        opener = null;
    }

    @Override
    public synchronized void stop() {
        close();
        super.stop();
    }
}
