package tilesearch.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;
import tilesearch.text.Printable;

/**
 * A log line as a message of the program, for a person at a terminal: {@code tilesearch solve: warning: MESSAGE},
 * as the command's own messages read, with no time, thread or logger. The run log keeps the full line, and the
 * stack trace of an exception, if any.
 */
final class MessageLayout extends LayoutBase<ILoggingEvent> {

    private final String voice;

    /** A layout for the command {@code voice}: {@code tilesearch solve}. */
    MessageLayout(String voice) {
        this.voice = voice;
    }

    @Override
    public String doLayout(ILoggingEvent event) {
        String kind = event.getLevel().isGreaterOrEqual(Level.ERROR) ? "error" : "warning";
        return voice + ": " + kind + ": " + Printable.of(String.valueOf(event.getFormattedMessage()))
                + CoreConstants.LINE_SEPARATOR;
    }
}
