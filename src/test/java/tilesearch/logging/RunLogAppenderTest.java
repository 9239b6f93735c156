package tilesearch.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.List;
import org.junit.jupiter.api.Test;

class RunLogAppenderTest {

    private final LoggerContext context = new LoggerContext();

    private RunLogAppender started() {
        RunLogAppender appender = new RunLogAppender();
        appender.setContext(context);
        appender.start();
        return appender;
    }

    /** A started appender standing for a run's file. */
    private ListAppender<ILoggingEvent> file() {
        ListAppender<ILoggingEvent> file = new ListAppender<>();
        file.setContext(context);
        file.start();
        return file;
    }

    private ILoggingEvent event(String message) {
        return new LoggingEvent(RunLogAppenderTest.class.getName(), context.getLogger("test"), Level.INFO, message,
                null, null);
    }

    private static List<String> messages(ListAppender<ILoggingEvent> file) {
        return file.list.stream().map(ILoggingEvent::getMessage).toList();
    }

    @Test
    void append_fileNamed_writesThere() {
        RunLogAppender appender = started();
        ListAppender<ILoggingEvent> file = file();
        appender.logTo(file);

        appender.doAppend(event("first"));
        appender.doAppend(event("second"));

        assertEquals(List.of("first", "second"), messages(file));
    }

    @Test
    void append_noFileNamed_writesNowhere() {
        RunLogAppender appender = started();
        ListAppender<ILoggingEvent> file = file();

        appender.doAppend(event("before any file"));
        appender.logTo(file);

        assertTrue(file.list.isEmpty());
    }

    @Test
    void stop_afterALine_stopsTheFile() {
        RunLogAppender appender = started();
        ListAppender<ILoggingEvent> file = file();
        appender.logTo(file);
        appender.doAppend(event("first"));

        appender.stop();

        assertFalse(file.isStarted());
        assertFalse(appender.isStarted());
    }

    @Test
    void logTo_anotherFile_closesTheFirst() {
        RunLogAppender appender = started();
        ListAppender<ILoggingEvent> first = file();
        ListAppender<ILoggingEvent> second = file();
        appender.logTo(first);

        appender.logTo(second);
        appender.doAppend(event("next run"));

        assertFalse(first.isStarted());
        assertEquals(List.of(), messages(first));
        assertEquals(List.of("next run"), messages(second));
    }

    @Test
    void close_thenLines_goToNoFileUntilOneIsNamedAgain() {
        RunLogAppender appender = started();
        ListAppender<ILoggingEvent> file = file();
        appender.logTo(file);
        appender.doAppend(event("first"));

        appender.close();
        appender.doAppend(event("after the run"));

        assertFalse(file.isStarted());
        assertEquals(List.of("first"), messages(file));
        ListAppender<ILoggingEvent> next = file();
        appender.logTo(next);
        appender.doAppend(event("next run"));
        assertEquals(List.of("next run"), messages(next));
    }
}
