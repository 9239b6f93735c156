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
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class LazyFileAppenderTest {

    private final LoggerContext context = new LoggerContext();
    /** The threads the opener ran on, one entry per opening. */
    private final List<String> openedOn = new CopyOnWriteArrayList<>();
    /** What the lazy appender forwards to, once opened. */
    private final ListAppender<ILoggingEvent> file = new ListAppender<>();

    private LazyFileAppender lazy(CountDownLatch release) {
        LazyFileAppender appender = new LazyFileAppender();
        appender.setContext(context);
        appender.start();
        appender.logTo(() -> open(release));
        return appender;
    }

    private Appender<ILoggingEvent> open(CountDownLatch release) {
        openedOn.add(Thread.currentThread().getName());
        try {
            assertTrue(release.await(10, TimeUnit.SECONDS));
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
        file.setContext(context);
        file.start();
        return file;
    }

    private ILoggingEvent event(String message) {
        return new LoggingEvent(LazyFileAppenderTest.class.getName(), context.getLogger("test"), Level.INFO, message,
                null, null);
    }

    @Test
    void append_notOpenedAhead_opensOnTheLoggingThreadAtTheFirstLine() {
        LazyFileAppender appender = lazy(new CountDownLatch(0));
        assertEquals(List.of(), openedOn);

        appender.doAppend(event("first"));
        appender.doAppend(event("second"));

        assertEquals(List.of(Thread.currentThread().getName()), openedOn);
        assertEquals(List.of("first", "second"), file.list.stream().map(ILoggingEvent::getMessage).toList());
    }

    @Test
    void append_openedAhead_waitsForTheFileOpenedOnItsOwnThread() throws InterruptedException {
        CountDownLatch release = new CountDownLatch(1);
        LazyFileAppender appender = lazy(release);

        appender.openAhead();
        appender.openAhead();
        Thread logging = new Thread(() -> appender.doAppend(event("first")));
        logging.start();
        logging.join(200);
        assertTrue(logging.isAlive(), "the line waits for the file being opened");
        assertTrue(file.list.isEmpty());
        release.countDown();
        logging.join(10_000);
        appender.doAppend(event("second"));

        assertEquals(List.of("tilesearch-runlog"), openedOn);
        assertEquals(List.of("first", "second"), file.list.stream().map(ILoggingEvent::getMessage).toList());
    }

    @Test
    void stop_whileOpeningAhead_stopsTheFileOnceOpened() {
        CountDownLatch release = new CountDownLatch(1);
        LazyFileAppender appender = lazy(release);
        appender.openAhead();

        release.countDown();
        appender.stop();

        assertEquals(List.of("tilesearch-runlog"), openedOn);
        assertFalse(file.isStarted());
        assertFalse(appender.isStarted());
    }

    @Test
    void openAhead_stopped_opensNothing() {
        LazyFileAppender appender = lazy(new CountDownLatch(0));
        appender.stop();

        appender.openAhead();

        assertEquals(List.of(), openedOn);
    }

    @Test
    void append_noFileNamed_writesNowhereAndOpensNothing() {
        LazyFileAppender appender = new LazyFileAppender();
        appender.setContext(context);
        appender.start();

        appender.openAhead();
        appender.doAppend(event("before any file"));

        assertEquals(List.of(), openedOn);
        assertTrue(file.list.isEmpty());
    }

    @Test
    void close_thenLines_goToNoFileUntilOneIsNamedAgain() {
        LazyFileAppender appender = lazy(new CountDownLatch(0));
        appender.doAppend(event("first"));

        appender.close();
        appender.doAppend(event("after the run"));

        assertFalse(file.isStarted());
        assertEquals(List.of("first"), file.list.stream().map(ILoggingEvent::getMessage).toList());
        appender.logTo(() -> open(new CountDownLatch(0)));
        appender.doAppend(event("next run"));
        assertEquals(List.of("first", "next run"), file.list.stream().map(ILoggingEvent::getMessage).toList());
        assertEquals(2, openedOn.size());
    }
}
