package tilesearch.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.CoreConstants;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.junit.jupiter.api.Test;

class LogLineLayoutTest {

    private final LoggerContext context = new LoggerContext();

    private LoggingEvent event(Level level, String message, Throwable thrown, Object... arguments) {
        LoggingEvent event = new LoggingEvent("test", context.getLogger("tilesearch.batch.BoardSolver"), level,
                message, thrown, arguments);
        event.setThreadName("worker-1");
        event.setTimeStamp(1_700_000_000_123L);
        return event;
    }

    @Test
    void doLayout_event_timeLevelThreadLastNameAndMessage() {
        String time = DateTimeFormatter.ofPattern("HH:mm:ss.SSS").withZone(ZoneId.systemDefault())
                .format(Instant.ofEpochMilli(1_700_000_000_123L));

        String line = new LogLineLayout("HH:mm:ss.SSS").doLayout(event(Level.WARN, "board {} of {}", null, 3, "a"));

        assertEquals(time + " WARN  [worker-1] BoardSolver - board 3 of a" + CoreConstants.LINE_SEPARATOR, line);
    }

    @Test
    void doLayout_longLevelAndDatePattern_levelUnpaddedAndWholeDate() {
        String date = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS").withZone(ZoneId.systemDefault())
                .format(Instant.ofEpochMilli(1_700_000_000_123L));

        String line = new LogLineLayout("yyyy-MM-dd HH:mm:ss.SSS").doLayout(event(Level.DEBUG, "m", null));

        assertEquals(date + " DEBUG [worker-1] BoardSolver - m" + CoreConstants.LINE_SEPARATOR, line);
    }

    @Test
    void doLayout_exception_stackTraceAfterTheLine() {
        String line = new LogLineLayout("HH:mm").doLayout(event(Level.ERROR, "failed", new IllegalStateException(
                "boom")));

        String[] lines = line.split(CoreConstants.LINE_SEPARATOR);
        assertTrue(lines[0].endsWith("ERROR [worker-1] BoardSolver - failed"), lines[0]);
        assertEquals("java.lang.IllegalStateException: boom", lines[1]);
        assertTrue(lines[2].contains("at tilesearch.logging.LogLineLayoutTest"), lines[2]);
    }
}
