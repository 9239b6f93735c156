package tilesearch.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.filter.ThresholdFilter;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.FileAppender;
import ch.qos.logback.core.LayoutBase;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.recovery.ResilientOutputStreamBase;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.NopStatusListener;
import ch.qos.logback.core.status.Status;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * The program's logging, set up in code: logback finds this class as a service
 * ({@code META-INF/services/ch.qos.logback.classic.spi.Configurator}) before it looks for XML.
 *
 * <p>Log lines go to stderr and to the run log, once a run has {@linkplain #logTo named its file}; never to
 * stdout, which carries answers ({@code solve -}, {@code move}) that scripts and judges read. The logger
 * {@value #RUN_LOG} (the run's start, progress every minute, its summary) writes to the run log only, so that it
 * never interleaves with the terminal's progress line. A run log beside its results ({@code night.csv.log})
 * rolls daily and at 10 MB into {@code night.csv.log.2026-12-01.0.gz}, keeping 14 days and at most 200 MB; only
 * the run that holds the results' lock writes it. A log the user names is only appended to, never rolled, so
 * that several runs may share it: each line is one append.
 *
 * <p>An XML configuration still wins where one is given: {@code -Dlogback.configurationFile=FILE}, or a
 * {@code logback-test.xml} on the classpath (the tests'); then this class leaves the context to logback's own
 * configurators.
 */
public final class LogConfigurator extends ContextAwareBase implements Configurator {

    /** The logger that writes to the run log only. */
    public static final String RUN_LOG = "tilesearch.runlog";
    /** The name of the run log's file appender, on the root logger and on {@value #RUN_LOG} while a run logs. */
    static final String RUN_LOG_APPENDER = "RUNLOG";
    /** The name of the appender that writes log lines to stderr, on the root logger. */
    static final String STDERR_APPENDER = "STDERR";
    /** The key of the context's object that says this class configured it, so that a run may log to a file. */
    private static final String CONFIGURED = LogConfigurator.class.getName();
    private final boolean xmlGiven;

    /** The configurator logback loads: steps aside when an XML configuration is given. */
    public LogConfigurator() {
        this(System.getProperty("logback.configurationFile") != null
                || LogConfigurator.class.getClassLoader().getResource("logback-test.xml") != null);
    }

    /** A configurator that steps aside when {@code xmlGiven}. */
    LogConfigurator(boolean xmlGiven) {
        this.xmlGiven = xmlGiven;
    }

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (xmlGiven) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        // Logback's own status messages stay quiet, as they did with the XML's NopStatusListener.
        context.getStatusManager().add(new NopStatusListener());

        ConsoleAppender<ILoggingEvent> stderr = new ConsoleAppender<>();
        stderr.setContext(context);
        stderr.setName(STDERR_APPENDER);
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder(context, "HH:mm:ss.SSS"));
        stderr.start();

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(stderr);

        // No appender until a run names its log file (logTo): a command without results creates no log.
        Logger runLogOnly = context.getLogger(RUN_LOG);
        runLogOnly.setLevel(Level.INFO);
        runLogOnly.setAdditive(false);
        context.putObject(CONFIGURED, Boolean.TRUE);

        // Spark, Hadoop and Netty (the Spark job's) say at INFO what only their own developers need; their
        // warnings still show.
        for (String chatty : new String[] {"org.apache.spark", "org.sparkproject", "org.apache.hadoop", "io.netty"}) {
            context.getLogger(chatty).setLevel(Level.WARN);
        }
        context.getLogger("org.apache.hadoop.util.NativeCodeLoader").setLevel(Level.ERROR);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * Opens {@code file} and sends the run log there from now on: a file of its own that rolls over to the names of
     * {@code rolledPattern} (logback's {@code fileNamePattern}; the log beside a run's results), or, when that is
     * {@code null}, one appended to and never rolled (a log the user named). A file named before is closed first.
     * Does nothing when logback was configured otherwise (an XML configuration).
     */
    public static void logTo(Path file, String rolledPattern) {
        logTo(slf4jContext(), file, rolledPattern);
    }

    /** {@link #logTo(Path, String)} in {@code context}. */
    static void logTo(LoggerContext context, Path file, String rolledPattern) {
        if (context == null || context.getObject(CONFIGURED) == null) {
            return;
        }
        closeRunLog(context);
        // Logback reports a failed write of the file only as a status: from now on, such a status is this log's.
        context.getStatusManager().clear();
        Appender<ILoggingEvent> log = fileAppender(context, file, rolledPattern);
        context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(log);
        context.getLogger(RUN_LOG).addAppender(log);
    }

    /**
     * Why lines of the run log were lost since {@link #logTo} named its file (a full disk), or null when none
     * were, or when no file is named. Logback's file stream reports a failed write only to the context's status
     * manager, and goes on without the line.
     */
    public static String runLogFault() {
        return runLogFault(slf4jContext());
    }

    /** {@link #runLogFault()} in {@code context}. */
    static String runLogFault(LoggerContext context) {
        if (context == null || context.getLogger(RUN_LOG).getAppender(RUN_LOG_APPENDER) == null) {
            return null;
        }
        for (Status status : context.getStatusManager().getCopyOfStatusList()) {
            if (status.getLevel() == Status.ERROR && status.getOrigin() instanceof ResilientOutputStreamBase) {
                Throwable cause = status.getThrowable();
                return cause == null || cause.getMessage() == null ? status.getMessage() : cause.getMessage();
            }
        }
        return null;
    }

    /**
     * Closes the run log's file: later lines go to stderr only, until {@link #logTo} names a file again. A run
     * closes it before it releases its results' lock.
     */
    public static void closeRunLog() {
        closeRunLog(slf4jContext());
    }

    /** {@link #closeRunLog()} in {@code context}. */
    static void closeRunLog(LoggerContext context) {
        Appender<ILoggingEvent> log = context == null ? null
                : context.getLogger(RUN_LOG).getAppender(RUN_LOG_APPENDER);
        if (log != null) {
            context.getLogger(Logger.ROOT_LOGGER_NAME).detachAppender(log);
            context.getLogger(RUN_LOG).detachAppender(log);
            // Stopping takes the appender's lock, so no line is written once this returns.
            log.stop();
        }
    }

    /**
     * From now on, keeps log lines below WARN off stderr and writes the others as messages of the command
     * {@code voice} ({@code tilesearch solve: warning: ...}), for a run whose stderr is a terminal: there a person
     * reads the progress line, the summary and the messages, all in one form, and the run log has every line in
     * full. Does nothing when logback was configured otherwise (an XML configuration).
     */
    public static void messagesOnStderr(String voice) {
        messagesOnStderr(slf4jContext(), voice);
    }

    /** {@link #messagesOnStderr(String)} in {@code context}. */
    static void messagesOnStderr(LoggerContext context, String voice) {
        if (context != null && context.getLogger(Logger.ROOT_LOGGER_NAME).getAppender(STDERR_APPENDER)
                instanceof ConsoleAppender<ILoggingEvent> stderr && stderr.getCopyOfAttachedFiltersList().isEmpty()) {
            ThresholdFilter warnings = new ThresholdFilter();
            warnings.setLevel(Level.WARN.toString());
            warnings.start();
            stderr.addFilter(warnings);
            MessageLayout layout = new MessageLayout(voice);
            layout.setContext(context);
            layout.start();
            stderr.setEncoder(encoder(context, layout));
        }
    }

    /** SLF4J's logback context, or {@code null} when SLF4J logs through something else. */
    private static LoggerContext slf4jContext() {
        return LoggerFactory.getILoggerFactory() instanceof LoggerContext context ? context : null;
    }

    /** The started appender of the file {@code log}: rolled over to {@code rolledPattern}, or only appended to. */
    private static Appender<ILoggingEvent> fileAppender(LoggerContext context, Path log, String rolledPattern) {
        FileAppender<ILoggingEvent> file = rolledPattern != null ? new RollingFileAppender<>() : new FileAppender<>();
        file.setContext(context);
        file.setName(RUN_LOG_APPENDER);
        file.setFile(log.toString());
        file.setAppend(true);
        if (file instanceof RollingFileAppender<ILoggingEvent> rolling) {
            SizeAndTimeBasedRollingPolicy<ILoggingEvent> policy = new SizeAndTimeBasedRollingPolicy<>();
            policy.setContext(context);
            policy.setParent(rolling);
            policy.setFileNamePattern(rolledPattern);
            policy.setMaxFileSize(FileSize.valueOf("10MB"));
            policy.setMaxHistory(14);
            policy.setTotalSizeCap(FileSize.valueOf("200MB"));
            policy.start();
            rolling.setRollingPolicy(policy);
        }
        file.setEncoder(encoder(context, "yyyy-MM-dd HH:mm:ss.SSS"));
        file.start();
        return file;
    }

    private static LayoutWrappingEncoder<ILoggingEvent> encoder(LoggerContext context, String timePattern) {
        LogLineLayout layout = new LogLineLayout(timePattern);
        layout.setContext(context);
        layout.start();
        return encoder(context, layout);
    }

    private static LayoutWrappingEncoder<ILoggingEvent> encoder(LoggerContext context,
            LayoutBase<ILoggingEvent> layout) {
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        encoder.setLayout(layout);
        encoder.start();
        return encoder;
    }
}
