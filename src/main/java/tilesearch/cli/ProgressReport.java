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
import tilesearch.board.Tiles;
import tilesearch.results.JobResult;
import tilesearch.run.BoardCounter;
import tilesearch.run.RunLog;
import tilesearch.search.LiveSearch;

/**
 * Shows how a long {@code solve} run advances: boards done of the total, boards per second, the time left,
 * and errors and timeouts so far. While a long search has run for at least one interval, as a lone deep board
 * does, the line goes on with that search: nodes, nodes per second, the best tile so far, the proven upper
 * bound, the subtrees of its parallel split finished, and the time left estimated from them.
 *
 * <p>On a terminal the line is redrawn on stderr every {@value #TERMINAL_SECONDS} seconds, cut to the terminal's
 * width ({@link Terminal#columns()}), and written in full to
 * the run log every minute. Otherwise (stderr is a file or a pipe, as under nohup or cron) it is logged at
 * INFO every minute instead, so that a log does not fill with redraws. {@code solve --progress} sets the
 * interval of the redraws, or of the log lines when there is no terminal.
 *
 * <p>Threads: the pipeline thread counts through {@link ProgressListener}; a daemon timer thread reads the
 * counts and prints. Each count has one writer, so volatile fields suffice. The search's figures are samples
 * that {@link LiveSearch} publishes for this purpose; nothing here slows the search.
 */
final class ProgressReport implements ProgressListener, AutoCloseable {

    /** Seconds between two redraws of the terminal line. */
    static final long TERMINAL_SECONDS = 2;
    /** Seconds between two progress lines in a log. */
    static final long LOG_SECONDS = 60;

    private static final Logger LOG = LoggerFactory.getLogger(ProgressReport.class);

    private final PrintWriter terminal;
    private final int columns;
    private final long alreadyDone;
    private final LongSupplier total;
    private final long startNanos = System.nanoTime();
    private final ScheduledExecutorService timer;
    private final LiveSearches searches;
    /** How long a search runs before the line shows it: one interval, so it appears from the next line on. */
    private final long searchShownAfterNanos;
    private volatile long written;
    private volatile long errors;
    private volatile long timeouts;
    private int lastLength;

    private ProgressReport(PrintWriter terminal, long alreadyDone, LongSupplier total, LiveSearches searches,
            Duration interval) {
        this.terminal = terminal;
        this.columns = Terminal.columns();
        this.alreadyDone = alreadyDone;
        this.total = total;
        this.searches = searches;
        this.searchShownAfterNanos = interval.toNanos();
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
     * @param searches the long searches running, whose figures the line adds
     * @param interval between two lines at the terminal, or in the log when there is no terminal; {@code null}
     *     for the defaults, {@value #TERMINAL_SECONDS} s and {@value #LOG_SECONDS} s
     * @param quiet with no terminal, write the lines to the run log file only, never to stderr ({@code --quiet})
     */
    static ProgressReport start(PrintWriter terminal, long alreadyDone, LongSupplier total, LiveSearches searches,
            Duration interval, boolean quiet) {
        Duration every = interval != null ? interval
                : Duration.ofSeconds(terminal != null ? TERMINAL_SECONDS : LOG_SECONDS);
        ProgressReport report = new ProgressReport(terminal, alreadyDone, total, searches, every);
        long nanos = every.toNanos();
        if (terminal != null) {
            report.timer.scheduleAtFixedRate(report::redraw, nanos, nanos, TimeUnit.NANOSECONDS);
            report.timer.scheduleAtFixedRate(() -> RunLog.FILE.info(report.line()), LOG_SECONDS, LOG_SECONDS,
                    TimeUnit.SECONDS);
        } else {
            Logger log = quiet ? RunLog.FILE : LOG;
            report.timer.scheduleAtFixedRate(() -> log.info(report.line()), nanos, nanos, TimeUnit.NANOSECONDS);
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

    /**
     * {@code line} cut to one column less than {@code columns}: a line that fills the last column makes many
     * terminals wrap, and then each redraw starts a line lower and the old ones pile up.
     */
    static String fitted(String line, int columns) {
        int room = Math.max(1, columns - 1);
        return line.length() <= room ? line : line.substring(0, room);
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
        LiveSearch search = searches.longest();
        long now = System.nanoTime();
        if (search != null && now - search.startNanos() >= searchShownAfterNanos) {
            text.append("; ").append(searchText(search, searches.count(), now));
        }
        return text.toString();
    }

    /**
     * One search's figures: {@code board searched for 0:04:10: 1,234,567 nodes, 4,938 nodes/s, best 4096,
     * upper bound 65536, subtrees 37 done of 112 split, ETA 0:03:12}. The split hands out subtrees as it goes,
     * so the number split grows too. The ETA assumes the rest of the split tree goes at the pace of the part
     * done; it is left out until a subtree has finished.
     */
    static String searchText(LiveSearch search, int running, long now) {
        double seconds = (now - search.startNanos()) / 1e9;
        long nodes = search.nodesSoFar();
        StringBuilder text = new StringBuilder(running > 1 ? "longest of " + running + " boards" : "board")
                .append(" searched for ").append(clock(Duration.ofNanos(now - search.startNanos())))
                .append(String.format(Locale.ROOT, ": %,d nodes, %,.0f nodes/s", nodes, seconds > 0 ? nodes / seconds
                        : 0))
                .append(", best ").append(Tiles.decimal(search.bestExponent()))
                .append(", upper bound ").append(Tiles.decimal(search.upperBoundExponent()));
        int split = search.subtreesSplit();
        if (split == 0) {
            return text.append(", not split").toString();
        }
        text.append(String.format(Locale.ROOT, ", subtrees %,d done of %,d split", search.subtreesFinished(), split));
        double done = search.fractionDone();
        if (done > 0 && done < 1) {
            text.append(", ETA ").append(clock(Duration.ofSeconds(Math.round(seconds * (1 - done) / done))));
        }
        return text.toString();
    }

    /** {@code h:mm:ss}. */
    static String clock(Duration time) {
        long seconds = time.getSeconds();
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    private synchronized void redraw() {
        String line = fitted(line(), columns);
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
