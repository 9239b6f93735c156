package tilesearch.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.LoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LazyFileAppenderTest {

    private final LoggerContext context = new LoggerContext();
    /** The threads the opener ran on, one entry per opening. */
    private final List<String> openedOn = new ArrayList<>();
    /** What the lazy appender forwards to, once opened. */
    private final ListAppender<ILoggingEvent> file = new ListAppender<>();

    private LazyFileAppender lazy() {
        LazyFileAppender appender = new LazyFileAppender();
        appender.setContext(context);
        appender.start();
        appender.logTo(this::open);
        return appender;
    }

    private Appender<ILoggingEvent> open() {
        openedOn.add(Thread.currentThread().getName());
        file.setContext(context);
        file.start();
        return file;
    }

    private ILoggingEvent event(String message) {
        return new LoggingEvent(LazyFileAppenderTest.class.getName(), context.getLogger("test"), Level.INFO, message,
                null, null);
    }

    @Test
    void append_fileNamed_opensOnTheLoggingThreadAtTheFirstLine() {
        LazyFileAppender appender = lazy();
        assertEquals(List.of(), openedOn);

        appender.doAppend(event("first"));
        appender.doAppend(event("second"));

        assertEquals(List.of(Thread.currentThread().getName()), openedOn);
        assertEquals(List.of("first", "second"), file.list.stream().map(ILoggingEvent::getMessage).toList());
    }

    @Test
    void stop_afterALine_stopsTheFile() {
        LazyFileAppender appender = lazy();
        appender.doAppend(event("first"));

        appender.stop();

        assertFalse(file.isStarted());
        assertFalse(appender.isStarted());
    }

    @Test
    void append_noFileNamed_writesNowhereAndOpensNothing() {
        LazyFileAppender appender = new LazyFileAppender();
        appender.setContext(context);
        appender.start();

        appender.doAppend(event("before any file"));

        assertEquals(List.of(), openedOn);
        assertTrue(file.list.isEmpty());
    }

    @Test
    void close_thenLines_goToNoFileUntilOneIsNamedAgain() {
        LazyFileAppender appender = lazy();
        appender.doAppend(event("first"));

        appender.close();
        appender.doAppend(event("after the run"));

        assertFalse(file.isStarted());
        assertEquals(List.of("first"), file.list.stream().map(ILoggingEvent::getMessage).toList());
        appender.logTo(this::open);
        appender.doAppend(event("next run"));
        assertEquals(List.of("first", "next run"), file.list.stream().map(ILoggingEvent::getMessage).toList());
        assertEquals(2, openedOn.size());
    }
}
