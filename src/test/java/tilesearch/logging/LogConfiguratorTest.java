package tilesearch.logging;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator.ExecutionStatus;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.util.LogbackMDCAdapter;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.encoder.Encoder;
import ch.qos.logback.core.recovery.ResilientFileOutputStream;
import ch.qos.logback.core.spi.FilterReply;
import ch.qos.logback.core.status.ErrorStatus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogConfiguratorTest {

    /** Where a rolled log goes: logback's pattern of the log beside a run's results. */
    private static final String ROLLED = "night.csv.log.%d{yyyy-MM-dd}.%i.gz";

    @TempDir
    Path folder;

    private final LoggerContext context = new LoggerContext();

    /** A context as logback's SLF4J provider makes it: events read the MDC. */
    @BeforeEach
    void setUpContext() {
        context.setMDCAdapter(new LogbackMDCAdapter());
    }

    @AfterEach
    void stopContext() {
        context.stop();
    }

    private ExecutionStatus configure(boolean xmlGiven) {
        LogConfigurator configurator = new LogConfigurator(xmlGiven);
        configurator.setContext(context);
        return configurator.configure(context);
    }

    private static List<String> appenderNames(Logger logger) {
        List<String> names = new ArrayList<>();
        logger.iteratorForAppenders().forEachRemaining(appender -> names.add(appender.getName()));
        return names;
    }

    @Test
    void configure_noXml_rootToStderrAndLastConfigurator() {
        assertEquals(ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY, configure(false));

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        assertEquals(Level.INFO, root.getLevel());
        assertEquals(List.of("STDERR"), appenderNames(root));
        Appender<ILoggingEvent> stderr = root.getAppender("STDERR");
        assertEquals("System.err", assertInstanceOf(ConsoleAppender.class, stderr).getTarget());
        assertTrue(stderr.isStarted());
    }

    @Test
    void messagesOnStderr_infoStaysOffStderrButReachesTheRunLogAndWarningsReadAsMessages() throws IOException {
        configure(false);
        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        Appender<ILoggingEvent> stderr = root.getAppender("STDERR");
        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), folder.resolve(ROLLED).toString());

        LogConfigurator.messagesOnStderr(context, "tilesearch solve");
        // Off the test run's console; the filter it was given is checked below.
        root.detachAppender(stderr);
        Logger walker = context.getLogger("tilesearch.input.InputWalker");
        walker.info("skipping in/pipe");
        walker.warn("a warning");
        LogConfigurator.closeRunLog(context);

        ILoggingEvent info = new ch.qos.logback.classic.spi.LoggingEvent("x", walker, Level.INFO, "i", null, null);
        ILoggingEvent warn = new ch.qos.logback.classic.spi.LoggingEvent("x", walker, Level.WARN, "w", null, null);
        assertEquals(FilterReply.DENY, stderr.getFilterChainDecision(info));
        assertEquals(FilterReply.NEUTRAL, stderr.getFilterChainDecision(warn));
        ILoggingEvent error = new ch.qos.logback.classic.spi.LoggingEvent("x", walker, Level.ERROR, "e\u001b[2J",
                null, null);
        Encoder<ILoggingEvent> encoder = ((ConsoleAppender<ILoggingEvent>) stderr).getEncoder();
        assertEquals("tilesearch solve: warning: w" + System.lineSeparator(),
                new String(encoder.encode(warn), StandardCharsets.UTF_8));
        assertEquals("tilesearch solve: error: e\\x1b[2J" + System.lineSeparator(),
                new String(encoder.encode(error), StandardCharsets.UTF_8));
        String log = Files.readString(folder.resolve("night.csv.log"));
        assertTrue(log.contains("skipping in/pipe") && log.contains("a warning"), log);
    }

    @Test
    void logTo_runLogLoggerWritesToTheRunLogOnly_rootToStderrAndTheRunLog() {
        configure(false);
        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), folder.resolve(ROLLED).toString());

        Logger runLog = context.getLogger(LogConfigurator.RUN_LOG);
        assertFalse(runLog.isAdditive());
        assertEquals(List.of("RUNLOG"), appenderNames(runLog));
        assertEquals(List.of("STDERR", "RUNLOG"), appenderNames(context.getLogger(Logger.ROOT_LOGGER_NAME)));
    }

    @Test
    void closeRunLog_fileNamed_stopsItAndLeavesStderrOnly() {
        configure(false);
        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), folder.resolve(ROLLED).toString());
        Appender<ILoggingEvent> file = context.getLogger(LogConfigurator.RUN_LOG).getAppender("RUNLOG");

        LogConfigurator.closeRunLog(context);

        assertFalse(file.isStarted());
        assertEquals(List.of(), appenderNames(context.getLogger(LogConfigurator.RUN_LOG)));
        assertEquals(List.of("STDERR"), appenderNames(context.getLogger(Logger.ROOT_LOGGER_NAME)));
    }

    @Test
    void configure_noXml_sparkHadoopAndNettyOnlyWarn() {
        configure(false);

        assertEquals(Level.WARN, context.getLogger("org.apache.spark.SparkContext").getEffectiveLevel());
        assertEquals(Level.WARN, context.getLogger("org.sparkproject.jetty").getEffectiveLevel());
        assertEquals(Level.WARN, context.getLogger("io.netty.channel").getEffectiveLevel());
        assertEquals(Level.WARN, context.getLogger("org.apache.hadoop.fs").getEffectiveLevel());
        assertEquals(Level.ERROR, context.getLogger("org.apache.hadoop.util.NativeCodeLoader").getEffectiveLevel());
        assertEquals(Level.INFO, context.getLogger("tilesearch.batch").getEffectiveLevel());
    }

    @Test
    void logTo_noLineYet_opensTheFile() throws IOException {
        configure(false);
        Path log = folder.resolve("night.csv.log");

        LogConfigurator.logTo(context, log, log + ".%d{yyyy-MM-dd}.%i.gz");
        context.getLogger("tilesearch.cli").debug("below the level");

        assertTrue(Files.exists(log));
        assertEquals(0, Files.size(log));
    }

    @Test
    void configure_noFileNamed_linesGoToNoFile() throws IOException {
        configure(false);

        context.getLogger(LogConfigurator.RUN_LOG).info("solve {} into {}", "inputs", "results.csv");

        try (var files = Files.list(folder)) {
            assertEquals(List.of(), files.toList());
        }
        Path log = folder.resolve("night.csv.log");
        LogConfigurator.logTo(context, log, folder.resolve(ROLLED).toString());
        assertEquals(0, Files.size(log));
    }

    @Test
    void logTo_anotherFile_closesTheFirstAndWritesToTheSecond() throws IOException {
        configure(false);
        Path first = folder.resolve("first.log");
        Path second = folder.resolve("second.log");
        LogConfigurator.logTo(context, first, null);
        context.getLogger(LogConfigurator.RUN_LOG).info("first run");

        LogConfigurator.logTo(context, second, null);
        context.getLogger(LogConfigurator.RUN_LOG).info("next run");

        List<String> firstLines = Files.readAllLines(first);
        assertEquals(1, firstLines.size(), firstLines.toString());
        assertTrue(firstLines.get(0).endsWith("runlog - first run"), firstLines.get(0));
        List<String> secondLines = Files.readAllLines(second);
        assertEquals(1, secondLines.size(), secondLines.toString());
        assertTrue(secondLines.get(0).endsWith("runlog - next run"), secondLines.get(0));
    }

    @Test
    void logTo_rolled_linesGoToThatFile() throws IOException {
        configure(false);
        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), folder.resolve(ROLLED).toString());

        context.getLogger(LogConfigurator.RUN_LOG).info("solve {} into {}", "inputs", "results.csv");
        context.getLogger(LogConfigurator.RUN_LOG).info("second line");

        List<String> lines = Files.readAllLines(folder.resolve("night.csv.log"));
        assertEquals(2, lines.size());
        assertTrue(lines.get(0).matches("\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  \\[.+\\] runlog - "
                + "solve inputs into results.csv"), lines.get(0));
        assertTrue(lines.get(1).endsWith("runlog - second line"), lines.get(1));
    }

    @Test
    void logTo_notRolled_appendsToWhatTheFileHolds() throws IOException {
        configure(false);
        Path log = folder.resolve("shared.log");
        Files.writeString(log, "a line of another run\n");
        LogConfigurator.logTo(context, log, null);

        context.getLogger(LogConfigurator.RUN_LOG).info("solve {} into {}", "inputs", "results.csv");
        LogConfigurator.closeRunLog(context);
        context.getLogger(LogConfigurator.RUN_LOG).info("after the run");

        List<String> lines = Files.readAllLines(log);
        assertEquals(2, lines.size(), lines.toString());
        assertEquals("a line of another run", lines.get(0));
        assertTrue(lines.get(1).endsWith("runlog - solve inputs into results.csv"), lines.get(1));
        LogConfigurator.logTo(context, log, null);
        context.getLogger(LogConfigurator.RUN_LOG).info("next run");
        lines = Files.readAllLines(log);
        assertEquals(3, lines.size(), lines.toString());
        assertTrue(lines.get(2).endsWith("runlog - next run"), lines.get(2));
    }

    @Test
    void runLogFault_failedWritesOfThisLogOnly() throws IOException {
        configure(false);
        ResilientFileOutputStream stream = new ResilientFileOutputStream(folder.resolve("old.log").toFile(), true,
                1024);
        context.getStatusManager().add(new ErrorStatus("IO failure", stream, new IOException("an earlier log's")));
        assertNull(LogConfigurator.runLogFault(context));

        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), null);
        assertNull(LogConfigurator.runLogFault(context));
        context.getStatusManager().add(new ErrorStatus("IO failure", stream, new IOException("File too large")));

        assertEquals("File too large", LogConfigurator.runLogFault(context));
        LogConfigurator.closeRunLog(context);
        assertNull(LogConfigurator.runLogFault(context));
        stream.close();
    }

    @Test
    void logTo_xmlGiven_opensNothing() {
        configure(true);

        LogConfigurator.logTo(context, folder.resolve("night.csv.log"), folder.resolve(ROLLED).toString());
        context.getLogger(LogConfigurator.RUN_LOG).info("solve {} into {}", "inputs", "results.csv");

        assertFalse(Files.exists(folder.resolve("night.csv.log")));
    }

    @Test
    void configure_xmlGiven_leavesTheContextToLogbacksConfigurators() {
        assertEquals(ExecutionStatus.INVOKE_NEXT_IF_ANY, configure(true));

        assertEquals(List.of(), appenderNames(context.getLogger(Logger.ROOT_LOGGER_NAME)));
        assertNull(context.getLogger(LogConfigurator.RUN_LOG).getLevel());
    }

    @Test
    void defaultConstructor_testClasspathHasLogbackTestXml_stepsAside() {
        LogConfigurator configurator = new LogConfigurator();
        configurator.setContext(context);

        assertEquals(ExecutionStatus.INVOKE_NEXT_IF_ANY, configurator.configure(context));
    }
}
