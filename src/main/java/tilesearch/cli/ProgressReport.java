package tilesearch.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.batch.ProgressListener;
import tilesearch.io.JobResult;

/**
 * Shows how a long {@code solve} run advances: boards done of the total, boards per second, the time left,
 * and errors and timeouts so far.
 *
 * <p>On a terminal the line is redrawn on stderr every {@value #TERMINAL_SECONDS} seconds, and written to
 * the run log every minute. Otherwise (stderr is a file or a pipe, as under nohup or cron) it is logged at
 * INFO every minute instead, so that a log does not fill with redraws.
 *
 * <p>Threads: the pipeline thread counts through {@link ProgressListener}; a daemon timer thread reads the
 * counts and prints. Each count has one writer, so volatile fields suffice.
 */
final class ProgressReport implements ProgressListener, AutoCloseable {

    /** Seconds between two redraws of the terminal line. */
    static final long TERMINAL_SECONDS = 2;
    /** Seconds between two progress lines in a log. */
    static final long LOG_SECONDS = 60;

    private static final Logger LOG = LoggerFactory.getLogger(ProgressReport.class);

    private final PrintWriter terminal;
    private final long alreadyDone;
    private final LongSupplier total;
    private final long startNanos = System.nanoTime();
    private final ScheduledExecutorService timer;
    private volatile long written;
    private volatile long errors;
    private volatile long timeouts;
    private int lastLength;

    private ProgressReport(PrintWriter terminal, long alreadyDone, LongSupplier total) {
        this.terminal = terminal;
        this.alreadyDone = alreadyDone;
        this.total = total;
        this.timer = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "tilesearch-progress");
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Starts reporting.
     *
     * @param terminal stderr when it is a terminal, where the line is redrawn; {@code null} to log instead
     * @param alreadyDone boards done by an earlier run that this one resumes
     * @param total the number of boards, or {@link BoardCounter#UNKNOWN}; asked at every report
     */
    static ProgressReport start(PrintWriter terminal, long alreadyDone, LongSupplier total) {
        ProgressReport report = new ProgressReport(terminal, alreadyDone, total);
        if (terminal != null) {
            report.timer.scheduleAtFixedRate(report::redraw, TERMINAL_SECONDS, TERMINAL_SECONDS, TimeUnit.SECONDS);
            report.timer.scheduleAtFixedRate(() -> RunLog.FILE.info(report.line()), LOG_SECONDS, LOG_SECONDS,
                    TimeUnit.SECONDS);
        } else {
            report.timer.scheduleAtFixedRate(() -> LOG.info(report.line()), LOG_SECONDS, LOG_SECONDS,
                    TimeUnit.SECONDS);
        }
        return report;
    }

    @Override
    public void resultWritten(JobResult result) {
        written++;
        if (result.status() == JobResult.Status.ERROR) {
            errors++;
        } else if (result.status() == JobResult.Status.TIMEOUT) {
            timeouts++;
        }
    }

    /** The progress line as it stands now. */
    String line() {
        long done = alreadyDone + written;
        double seconds = (System.nanoTime() - startNanos) / 1e9;
        double rate = seconds > 0 ? written / seconds : 0;
        long all = total.getAsLong();
        StringBuilder text = new StringBuilder();
        if (all > 0) {
            text.append(String.format(Locale.ROOT, "%,d of %,d boards (%.1f%%)", done, all, 100.0 * done / all));
        } else {
            text.append(String.format(Locale.ROOT, "%,d boards", done));
        }
        text.append(String.format(Locale.ROOT, ", %.1f boards/s", rate));
        if (all > 0 && rate > 0 && done < all) {
            text.append(", ETA ").append(clock(Duration.ofSeconds(Math.round((all - done) / rate))));
        }
        text.append(String.format(Locale.ROOT, ", %,d error%s, %,d timeout%s", errors, errors == 1 ? "" : "s",
                timeouts, timeouts == 1 ? "" : "s"));
        return text.toString();
    }

    /** {@code h:mm:ss}. */
    static String clock(Duration time) {
        long seconds = time.getSeconds();
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    private synchronized void redraw() {
        String line = line();
        terminal.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
        terminal.flush();
        lastLength = line.length();
    }

    /** Stops reporting and clears the terminal line, so that the summary starts on a clean line. */
    @Override
    public void close() {
        timer.shutdownNow();
        synchronized (this) {
            if (terminal != null && lastLength > 0) {
                terminal.print("\r" + " ".repeat(lastLength) + "\r");
                terminal.flush();
                lastLength = 0;
            }
        }
    }
}
