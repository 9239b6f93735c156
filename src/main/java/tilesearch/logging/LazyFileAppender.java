package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.AppenderBase;
import java.util.function.Supplier;

/**
 * Opens its file at the first line logged, not at start: commands that log nothing (move, help, a judge-style
 * solve) must not create {@code outputs/tilesearch.log} in whatever folder they run in, and must not pay for
 * starting a rolling file appender either.
 */
final class LazyFileAppender extends AppenderBase<ILoggingEvent> {

    private final Supplier<Appender<ILoggingEvent>> opener;
    /** Made and started by the first {@link #append}; {@code doAppend} is synchronized, so no two threads race. */
    private Appender<ILoggingEvent> file;

    /** An appender that asks {@code opener} for the started appender it forwards to, once, at the first event. */
    LazyFileAppender(Supplier<Appender<ILoggingEvent>> opener) {
        this.opener = opener;
    }

    @Override
    protected void append(ILoggingEvent event) {
        if (file == null) {
            file = opener.get();
        }
        file.doAppend(event);
    }

    @Override
    public void stop() {
        if (file != null) {
            file.stop();
        }
        super.stop();
    }
}
