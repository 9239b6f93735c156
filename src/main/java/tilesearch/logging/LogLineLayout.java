package tilesearch.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.CoreConstants;
import ch.qos.logback.core.LayoutBase;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import tilesearch.text.Printable;

/**
 * One log line: {@code TIME LEVEL [thread] logger - message}, the logger by its last name only, then the stack
 * trace of an exception, if any: the lines of logback's pattern {@code %d{TIME} %-5level [%thread] %logger{0} -
 * %msg%n}, with the message and the stack trace {@linkplain Printable made printable}, since they name files and a
 * name's escape sequence would otherwise reach the terminal on stderr.
 */
final class LogLineLayout extends LayoutBase<ILoggingEvent> {

    private final DateTimeFormatter time;

    /** A layout writing each event's time with {@code timePattern}, a {@link DateTimeFormatter} pattern. */
    LogLineLayout(String timePattern) {
        this.time = DateTimeFormatter.ofPattern(timePattern).withZone(ZoneId.systemDefault());
    }

    @Override
    public String doLayout(ILoggingEvent event) {
        String logger = event.getLoggerName();
        StringBuilder line = new StringBuilder(128)
                .append(time.format(Instant.ofEpochMilli(event.getTimeStamp())))
                .append(' ');
        String level = event.getLevel().toString();
        line.append(level);
        for (int pad = level.length(); pad < 5; pad++) {
            line.append(' ');
        }
        line.append(" [").append(event.getThreadName()).append("] ")
                .append(logger, logger.lastIndexOf('.') + 1, logger.length())
                .append(" - ").append(Printable.of(String.valueOf(event.getFormattedMessage()))).append(CoreConstants.LINE_SEPARATOR);
        IThrowableProxy thrown = event.getThrowableProxy();
        if (thrown != null) {
            line.append(Printable.of(ThrowableProxyUtil.asString(thrown))).append(CoreConstants.LINE_SEPARATOR);
        }
        return line.toString();
    }
}
