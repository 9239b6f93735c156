package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import java.util.function.Supplier;

/**
 * The run log's appender: it has no file until a run {@linkplain #logTo names one}, and opens it at the first
 * line logged after that. Lines before a file is named, or after it is {@linkplain #close() closed}, are not
 * written to any file: a command without a results file (move, report, {@code solve -}) creates no log in whatever
 * folder it runs in, a run refused before its first line leaves none, and a run writes its log only while it holds
 * its results' lock, so that two processes never write one log by default.
 *
 * <p>Thread-safety: {@code doAppend}, {@link #logTo} and {@link #close()} hold this appender's lock, so the file is
 * opened once.
 */
final class LazyFileAppender extends AppenderBase<ILoggingEvent> {

    /** Makes and starts the file's appender; {@code null} while no file is named. */
    private Supplier<Appender<ILoggingEvent>> opener;
    /** Made and started by the first {@link #append} after {@link #logTo}. */
    private Appender<ILoggingEvent> file;

    /**
     * From now on, forwards to the started appender {@code opener} makes, asked once, at the first event; a file
     * named before is closed first.
     */
    synchronized void logTo(Supplier<Appender<ILoggingEvent>> opener) {
        close();
        this.opener = opener;
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (file == null) {
            if (opener == null) {
                return;
            }
            file = opener.get();
        }
        file.doAppend(event);
    }

    /** Closes the file, if open; later lines go to no file until {@link #logTo} names one again. */
    synchronized void close() {
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
