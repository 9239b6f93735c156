package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import ch.qos.logback.core.recovery.ResilientOutputStreamBase;
import ch.qos.logback.core.status.Status;

/**
 * The run log's appender: it writes to the file a run {@linkplain #logTo names}, and to none before that or after
 * it is {@linkplain #close() closed}. A command without a results file (move, report, {@code solve -}) so creates
 * no log in whatever folder it runs in, and a run writes its log only while it holds its results' lock, so that two
 * processes never write one log by default.
 *
 * <p>Thread-safety: {@code doAppend}, {@link #logTo} and {@link #close()} hold this appender's lock.
 */
final class RunLogAppender extends AppenderBase<ILoggingEvent> {

    /** The started appender of the run's file; {@code null} while no file is named. */
    private Appender<ILoggingEvent> file;
    /** When {@link #file} was named, in milliseconds since the epoch. */
    private long since;

    /** Writes to {@code file}, a started appender, from now on; a file named before is closed first. */
    synchronized void logTo(Appender<ILoggingEvent> file) {
        close();
        this.file = file;
        since = System.currentTimeMillis();
    }

    /**
     * Why lines were lost from the file since it was named, or null when none were. Logback's file stream reports
     * a failed write (a full disk) only to the context's status manager, and goes on without the line.
     */
    synchronized String fault() {
        if (file == null) {
            return null;
        }
        for (Status status : getContext().getStatusManager().getCopyOfStatusList()) {
            if (status.getLevel() == Status.ERROR && status.getTimestamp() >= since
                    && status.getOrigin() instanceof ResilientOutputStreamBase) {
                Throwable cause = status.getThrowable();
                return cause == null || cause.getMessage() == null ? status.getMessage() : cause.getMessage();
            }
        }
        return null;
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (file != null) {
            file.doAppend(event);
        }
    }

    /** Closes the file, if any; later lines go to no file until {@link #logTo} names one again. */
    synchronized void close() {
        if (file != null) {
            file.stop();
        }
        file = null;
    }

    @Override
    public synchronized void stop() {
        close();
        super.stop();
    }
}
