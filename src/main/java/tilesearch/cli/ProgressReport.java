package tilesearch.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
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
import tilesearch.search.SearchListener;

/**
 * Shows how a long {@code solve} run advances, what a user looks for first, first: boards done of the total,
 * the percentage and the time left; then, while a long search has run for at least one interval, that search's
 * best tile so far, its proven upper bound, its own time left, nodes and nodes per second and the subtrees of its
 * parallel split finished; then boards per second and errors and timeouts so far. A lone board shows only its
 * search's figures, which are all there is to say of it.
 *
 * <p>On a terminal the line is redrawn on stderr every {@value #TERMINAL_SECONDS} seconds, cut to the terminal's
 * width ({@link Terminal#columns()}), and written in full to
 * the run log every minute. Otherwise (stderr is a file or a pipe, as under nohup or cron) it is logged at
 * INFO every minute instead, so that a log does not fill with redraws. {@code solve --progress} sets the
 * interval of the redraws, or of the log lines when there is no terminal.
 *
 * <p>Threads: the pipeline thread counts through {@link ProgressListener}, the workers announce their long searches
 * through {@link SearchListener}; a daemon timer thread reads the counts and the searches and prints. Each count has one writer, so volatile fields suffice. The search's figures are samples
 * that {@link LiveSearch} publishes for this purpose; nothing here slows the search.
 */
final class ProgressReport implements ProgressListener, SearchListener, AutoCloseable {

    /** Seconds between two redraws of the terminal line. */
    static final long TERMINAL_SECONDS = 2;
    /** Seconds between two progress lines in a log. */
    static final long LOG_SECONDS = 60;

    /** The terminal's "erase to the end of the line" (ANSI EL): no blanks left to wrap when the line shrinks. */
    private static final String CLEAR_TO_END = "\u001b[K";

    private static final Logger LOG = LoggerFactory.getLogger(ProgressReport.class);

    private final PrintWriter terminal;
    /** The terminal's width, asked once at the start; 0 without a terminal. */
    private final int columns;
    private final long alreadyDone;
    private final LongSupplier total;
    private final long startNanos = System.nanoTime();
    private final ScheduledExecutorService timer;
    /** The long searches running now, as the searchers announce them. */
    private final Set<LiveSearch> searches = ConcurrentHashMap.newKeySet();
    /** How long a search runs before the line shows it: one interval, so it appears from the next line on. */
    private final long searchShownAfterNanos;
    private volatile long written;
    private volatile long errors;
    private volatile long timeouts;
    private int lastLength;

    private ProgressReport(PrintWriter terminal, long alreadyDone, LongSupplier total, Duration interval) {
        this.terminal = terminal;
        this.columns = terminal == null ? 0 : Terminal.columns();
        this.alreadyDone = alreadyDone;
        this.total = total;
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
     * @param interval between two lines at the terminal, or in the log when there is no terminal; {@code null}
     *     for the defaults, {@value #TERMINAL_SECONDS} s and {@value #LOG_SECONDS} s
     * @param quiet with no terminal, write the lines to the run log file only, never to stderr ({@code --quiet})
     */
    static ProgressReport start(PrintWriter terminal, long alreadyDone, LongSupplier total, Duration interval,
            boolean quiet) {
        Duration every = interval != null ? interval
                : Duration.ofSeconds(terminal != null ? TERMINAL_SECONDS : LOG_SECONDS);
        ProgressReport report = new ProgressReport(terminal, alreadyDone, total, every);
        long nanos = every.toNanos();
        if (terminal != null) {
            // The first redraw comes within seconds: asking now starts the count, so that it shows the total.
            total.getAsLong();
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

    @Override
    public void searchStarted(LiveSearch search) {
        searches.add(search);
    }

    @Override
    public void searchFinished(LiveSearch search) {
        searches.remove(search);
    }

    /** The search that has run longest, or {@code null} when none runs. */
    private LiveSearch longest() {
        LiveSearch longest = null;
        for (LiveSearch search : searches) {
            if (longest == null || search.startNanos() - longest.startNanos() < 0) {
                longest = search;
            }
        }
        return longest;
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
        long now = System.nanoTime();
        long all = total.getAsLong();
        LiveSearch search = longest();
        if (all == 1 && alreadyDone + written == 0 && search != null) {
            return searchText(search, 1, now);
        }
        long done = alreadyDone + written;
        double seconds = (now - startNanos) / 1e9;
        double rate = seconds > 0 ? written / seconds : 0;
        StringBuilder text = new StringBuilder();
        if (all > 0) {
            text.append(String.format(Locale.ROOT, "%,d of %,d boards (%.1f%%)", done, all, 100.0 * done / all));
            if (rate > 0 && done < all) {
                text.append(", ETA ").append(clock(Duration.ofSeconds(Math.round((all - done) / rate))));
            }
        } else {
            text.append(String.format(Locale.ROOT, "%,d board%s", done, done == 1 ? "" : "s"));
        }
        boolean searchShown = search != null && now - search.startNanos() >= searchShownAfterNanos;
        if (searchShown) {
            text.append("; ").append(searchText(search, searches.size(), now));
        }
        return text.append(String.format(Locale.ROOT, "%s %,.1f boards/s, %,d error%s, %,d timeout%s",
                searchShown ? ";" : ",", rate, errors, errors == 1 ? "" : "s", timeouts, timeouts == 1 ? "" : "s"))
                .toString();
    }

    /**
     * One search's figures, best and bound first: {@code board: best 4096, upper bound 65536, ETA 0:03:12,
     * searched for 0:04:10, 1,234,567 nodes, 4,938 nodes/s, subtrees 37 done of 112 split}. The split hands out
     * subtrees as it goes, so the number split grows too. The ETA assumes the rest of the split tree goes at the
     * pace of the part done; it is left out until a subtree has finished.
     */
    static String searchText(LiveSearch search, int running, long now) {
        double seconds = (now - search.startNanos()) / 1e9;
        long nodes = search.nodesSoFar();
        StringBuilder text = new StringBuilder(running > 1 ? "longest of " + running + " boards" : "board")
                .append(": best ").append(Tiles.decimal(search.bestExponent()))
                .append(", upper bound ").append(Tiles.decimal(search.upperBoundExponent()));
        int split = search.subtreesSplit();
        double done = search.fractionDone();
        if (split > 0 && done > 0 && done < 1) {
            text.append(", ETA ").append(clock(Duration.ofSeconds(Math.round(seconds * (1 - done) / done))));
        }
        text.append(", searched for ").append(clock(Duration.ofNanos(now - search.startNanos())))
                .append(String.format(Locale.ROOT, ", %,d nodes, %,.0f nodes/s", nodes,
                        seconds > 0 ? nodes / seconds : 0));
        return split == 0 ? text.append(", not split").toString()
                : text.append(String.format(Locale.ROOT, ", subtrees %,d done of %,d split",
                        search.subtreesFinished(), split)).toString();
    }

    /** {@code h:mm:ss}. */
    static String clock(Duration time) {
        long seconds = time.getSeconds();
        return String.format(Locale.ROOT, "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60);
    }

    /** Draws the line over the last one: back to the line's start, the line, and the rest of the row cleared. */
    private synchronized void redraw() {
        String line = fitted(line(), columns);
        terminal.print("\r" + line + CLEAR_TO_END);
        terminal.flush();
        lastLength = line.length();
    }

    /** Stops reporting and clears the terminal line, so that the summary starts on a clean line. */
    @Override
    public void close() {
        timer.shutdownNow();
        synchronized (this) {
            if (terminal != null && lastLength > 0) {
                terminal.print("\r" + CLEAR_TO_END);
                terminal.flush();
                lastLength = 0;
            }
        }
    }
}
