package tilesearch.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.ConsoleAppender;
import ch.qos.logback.core.encoder.LayoutWrappingEncoder;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeAndTimeBasedRollingPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.NopStatusListener;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Path;
import java.util.regex.Pattern;
import org.slf4j.LoggerFactory;

/**
 * The program's logging, set up in code: logback finds this class as a service
 * ({@code META-INF/services/ch.qos.logback.classic.spi.Configurator}) before it looks for XML. Reading an XML
 * configuration (Joran and an XML parser, some 500 classes) took more than half of a one-board run.
 *
 * <p>Log lines go to stderr and to the run log, {@code outputs/tilesearch.log}; never to stdout, which carries
 * answers ({@code solve -}, {@code move}) that scripts and judges read. The logger {@value #RUN_LOG} (the run's
 * start, progress every minute, its summary) writes to the run log only, so that it never interleaves with the
 * terminal's progress line. The run log rolls daily and at 10 MB, keeping 14 days and at most 200 MB.
 *
 * <p>An XML configuration still wins where one is given: {@code -Dlogback.configurationFile=FILE}, or a
 * {@code logback-test.xml} on the classpath (the tests'); then this class leaves the context to logback's own
 * configurators.
 */
public final class LogConfigurator extends ContextAwareBase implements Configurator {

    /** The logger that writes to the run log only. */
    public static final String RUN_LOG = "tilesearch.runlog";
    /** The name of the run log's appender, on the root logger and on {@value #RUN_LOG}. */
    static final String RUN_LOG_APPENDER = "RUNLOG";
    /** The run log, relative to the working folder. */
    static final String RUN_LOG_FILE = "outputs/tilesearch.log";
    /** Where rolled-over run logs go: one a day, numbered within a day, compressed. */
    static final String ROLLED_FILES = "outputs/tilesearch-%d{yyyy-MM-dd}.%i.log.gz";
    /**
     * The names of {@link #ROLLED_FILES}, and of the file a roll-over renames the run log to while it compresses
     * it ({@code tilesearch-2026-12-01.0.log123456789.tmp}).
     */
    private static final Pattern ROLLED_NAME = Pattern.compile(
            "tilesearch-\\d{4}-\\d{2}-\\d{2}\\.\\d+\\.log(\\.gz|\\d+\\.tmp)?");

    private static final Path RUN_LOG_FOLDER = Path.of(RUN_LOG_FILE).getParent();
    private static final Path RUN_LOG_NAME = Path.of(RUN_LOG_FILE).getFileName();

    private final boolean xmlGiven;
    private final String runLogFile;
    private final String rolledFiles;

    /** The configurator logback loads: steps aside when an XML configuration is given. */
    public LogConfigurator() {
        this(System.getProperty("logback.configurationFile") != null
                || LogConfigurator.class.getClassLoader().getResource("logback-test.xml") != null,
                RUN_LOG_FILE, ROLLED_FILES);
    }

    /** A configurator that steps aside when {@code xmlGiven}, writing the run log to {@code runLogFile}. */
    LogConfigurator(boolean xmlGiven, String runLogFile, String rolledFiles) {
        this.xmlGiven = xmlGiven;
        this.runLogFile = runLogFile;
        this.rolledFiles = rolledFiles;
    }

    /**
     * Whether {@code file} is the run log or one of its rolled files, where this configuration writes them: a walk
     * of an input folder leaves them out, since the run itself writes them.
     */
    public static boolean isRunLog(Path file) {
        Path name = file.getFileName();
        if (name == null || !(name.toString().equals(RUN_LOG_NAME.toString())
                || ROLLED_NAME.matcher(name.toString()).matches())) {
            return false;
        }
        Path folder = file.toAbsolutePath().normalize().getParent();
        return folder != null && folder.equals(RUN_LOG_FOLDER.toAbsolutePath().normalize());
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
        stderr.setName("STDERR");
        stderr.setTarget("System.err");
        stderr.setEncoder(encoder(context, "HH:mm:ss.SSS"));
        stderr.start();

        LazyFileAppender runLog = new LazyFileAppender(() -> openRunLog(context));
        runLog.setContext(context);
        runLog.setName(RUN_LOG_APPENDER);
        runLog.start();

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(stderr);
        root.addAppender(runLog);

        Logger runLogOnly = context.getLogger(RUN_LOG);
        runLogOnly.setLevel(Level.INFO);
        runLogOnly.setAdditive(false);
        runLogOnly.addAppender(runLog);

        // Spark, Hadoop and Netty (the Spark job's) say at INFO what only their own developers need; their
        // warnings still show.
        for (String chatty : new String[] {"org.apache.spark", "org.sparkproject", "org.apache.hadoop", "io.netty"}) {
            context.getLogger(chatty).setLevel(Level.WARN);
        }
        context.getLogger("org.apache.hadoop.util.NativeCodeLoader").setLevel(Level.ERROR);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }

    /**
     * Starts opening the run log's file on a thread of its own, for a run that is about to log to it: the first
     * line then finds it open ({@link LazyFileAppender#openAhead()}). Does nothing when logback was configured
     * otherwise (an XML configuration).
     */
    public static void openRunLogAhead() {
        if (LoggerFactory.getILoggerFactory() instanceof LoggerContext context) {
            openRunLogAhead(context);
        }
    }

    /** {@link #openRunLogAhead()} in {@code context}. */
    static void openRunLogAhead(LoggerContext context) {
        if (context.getLogger(RUN_LOG).getAppender(RUN_LOG_APPENDER) instanceof LazyFileAppender runLog) {
            runLog.openAhead();
        }
    }

    private Appender<ILoggingEvent> openRunLog(LoggerContext context) {
        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("RUNLOG-FILE");
        file.setFile(runLogFile);
        SizeAndTimeBasedRollingPolicy<ILoggingEvent> rolling = new SizeAndTimeBasedRollingPolicy<>();
        rolling.setContext(context);
        rolling.setParent(file);
        rolling.setFileNamePattern(rolledFiles);
        rolling.setMaxFileSize(FileSize.valueOf("10MB"));
        rolling.setMaxHistory(14);
        rolling.setTotalSizeCap(FileSize.valueOf("200MB"));
        rolling.start();
        file.setRollingPolicy(rolling);
        file.setEncoder(encoder(context, "yyyy-MM-dd HH:mm:ss.SSS"));
        file.start();
        return file;
    }

    private static LayoutWrappingEncoder<ILoggingEvent> encoder(LoggerContext context, String timePattern) {
        LogLineLayout layout = new LogLineLayout(timePattern);
        layout.setContext(context);
        layout.start();
        LayoutWrappingEncoder<ILoggingEvent> encoder = new LayoutWrappingEncoder<>();
        encoder.setContext(context);
        encoder.setLayout(layout);
        encoder.start();
        return encoder;
    }
}
