package tilesearch.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import tilesearch.board.SearchLimits;
import tilesearch.results.JobResult;
import tilesearch.run.DurationText;
import tilesearch.run.OutputMode;
import tilesearch.search.Strategy;

/**
 * The options of a run that {@code solve} and {@code spark-solve} share, declared once and mixed into both
 * commands (a picocli mixin): what the rows depend on, and how the run treats an output that exists and the
 * time it may take.
 */
public final class RunOptions {

    /** The input searched when no PATH is given. */
    public static final String DEFAULT_INPUT = "inputs";
    /** The CSV written when there is no {@code --out}. */
    public static final String DEFAULT_OUTPUT = "outputs/results.csv";

    /** {@code --moves} when none is given: "2048 (Easy)". */
    static final int DEFAULT_MOVES = 5;
    /** {@code --table-memory} when none is given. */
    static final int DEFAULT_TABLE_MEBIBYTES = 16;
    /** The largest {@code --moves}: the range the solver supports, the same as the CSV {@code moves} column's. */
    static final int MAX_MOVES = SearchLimits.MAX_MOVES;
    /** The statuses {@code --retry} takes: every one but {@code ok}, as the results' status column spells them. */
    private static final List<String> RETRIED = List.of(JobResult.Status.ERROR.label(),
            JobResult.Status.TIMEOUT.label(), JobResult.Status.STOPPED.label());
    /** The largest {@code --table-memory}: 1 GiB per thread, the most a table uses. */
    static final int MAX_TABLE_MEBIBYTES = 1024;

    @Option(names = "--moves", paramLabel = "K", defaultValue = "" + DEFAULT_MOVES,
            description = "Move budget for boards whose input gives none, 0 to " + MAX_MOVES
                    + " (default: ${DEFAULT-VALUE}; 5 is \"2048 (Easy)\", 10 \"2048 (Hard)\").")
    private int moves;

    @Option(names = "--strategy", paramLabel = "classic|best", defaultValue = "best",
            description = "Search algorithm: best (fastest, the default) or classic (the baseline DFS).")
    private Strategy strategy;

    @Option(names = "--table-memory", paramLabel = "MIB", defaultValue = "" + DEFAULT_TABLE_MEBIBYTES,
            description = "Memory of the transposition table, per worker thread (per task in spark-solve), in MiB, "
                    + "0 to " + MAX_TABLE_MEBIBYTES + "; 0 turns it off. Deep searches on large boards use all of "
                    + "it, 4x4 boards 0.75 MiB at most (default: ${DEFAULT-VALUE}).")
    private int tableMebibytes;

    @Option(names = "--resume",
            description = "Continue the run whose results are in the output: keep its finished rows, drop a row "
                    + "torn by a crash and rows of boards the run stopped in, and solve the boards not there.")
    private boolean resume;

    @Option(names = "--prune",
            description = "With --resume: drop the finished rows of files the PATHs no longer name. Without it, "
                    + "such a resume is refused, saying how many rows would go.")
    private boolean prune;

    @Option(names = "--retry", paramLabel = "STATUS", split = ",",
            description = "With --resume: solve again the rows of these statuses (error, timeout, stopped; "
                    + "comma-separated), keeping every other row; a new --time-limit then applies to them, and "
                    + "the run record notes it.")
    private List<String> retry = new ArrayList<>();

    @Option(names = "--force", description = "Overwrite the output if it already holds results.")
    private boolean force;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Most time one board may take, e.g. " + DurationConverter.EXAMPLES + "; a board that "
                    + "reaches it gets status timeout, the best tile found and the largest still possible.")
    private Duration timeLimit;

    @Option(names = "--deadline", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Most time the whole run may take: then no new board starts, boards being searched "
                    + "stop (status stopped), everything finished is written, and the exit code is 3.")
    private Duration deadline;

    @Option(names = "--log", paramLabel = "FILE",
            description = "Run log to append to, never rolled, so that several runs may share it (default: the "
                    + "results' name with .log added, night.csv.log beside night.csv, rolled daily and at 10 MB).")
    private Path log;

    @Option(names = {"-q", "--quiet"},
            description = "No progress line, no summary and no INFO log lines on stderr; warnings and errors are "
                    + "still printed, and the run log still gets everything.")
    private boolean quiet;

    /** Throws a usage error on {@code commandLine} for a value out of range or options that contradict. */
    public void check(CommandLine commandLine) {
        if (moves < 0 || moves > MAX_MOVES) {
            throw new ParameterException(commandLine, "--moves must be from 0 to " + MAX_MOVES + ", got " + moves);
        }
        if (tableMebibytes < 0 || tableMebibytes > MAX_TABLE_MEBIBYTES) {
            throw new ParameterException(commandLine, "--table-memory must be from 0 to " + MAX_TABLE_MEBIBYTES
                    + " MiB, got " + tableMebibytes);
        }
        if (resume && force) {
            throw new ParameterException(commandLine, "--resume and --force contradict each other: --resume keeps "
                    + "the rows in the output, --force overwrites them");
        }
        if (prune && !resume) {
            throw new ParameterException(commandLine, "--prune drops rows of the run being resumed: give it with "
                    + "--resume");
        }
        if (!retry.isEmpty() && !resume) {
            throw new ParameterException(commandLine, "--retry solves again rows of the run being resumed: give it "
                    + "with --resume");
        }
        for (String status : retry) {
            if (!RETRIED.contains(status)) {
                throw new ParameterException(commandLine, "--retry takes " + String.join(", ", RETRIED)
                        + ", comma-separated; got '" + status + "'");
            }
        }
    }

    public int moves() {
        return moves;
    }

    public Strategy strategy() {
        return strategy;
    }

    public int tableMebibytes() {
        return tableMebibytes;
    }

    public long tableBytes() {
        return (long) tableMebibytes << 20;
    }

    public boolean resume() {
        return resume;
    }

    public boolean force() {
        return force;
    }

    /** Whether a resume may drop the finished rows of files that are no input now. */
    public boolean prune() {
        return prune;
    }

    /** The statuses whose rows a resume solves again; none without {@code --retry}. */
    public Set<JobResult.Status> retry() {
        return Arrays.stream(JobResult.Status.values()).filter(status -> retry.contains(status.label()))
                .collect(Collectors.toCollection(() -> EnumSet.noneOf(JobResult.Status.class)));
    }

    /** Whether stderr gets neither the progress line nor the summary. */
    public boolean quiet() {
        return quiet;
    }

    /** The run log the user named, or {@code null}: the one beside the results. */
    public Path log() {
        return log;
    }

    /** The per-board time limit, or {@code null}. */
    public Duration timeLimit() {
        return timeLimit;
    }

    /** The run's deadline, or {@code null}. */
    public Duration deadline() {
        return deadline;
    }

    /** What to do with an output that exists. */
    public OutputMode mode() {
        return resume ? OutputMode.RESUME : force ? OutputMode.FORCE : OutputMode.NEW;
    }

    /** The options that change rows, as the run record keeps them: a resume with other values is refused. */
    public Map<String, String> rowOptions() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("--moves", String.valueOf(moves));
        options.put("--strategy", strategy.name().toLowerCase(Locale.ROOT));
        options.put("--time-limit", timeLimit == null ? "none" : DurationText.of(timeLimit));
        return options;
    }

    /**
     * The strategy and the time limit in words, for summaries and logs; not K, which a CSV's {@code moves} column
     * may set board by board, so that the summary gives the K the boards used.
     */
    public String describe() {
        return "strategy " + strategy.name().toLowerCase(Locale.ROOT)
                + (timeLimit == null ? "" : ", time limit " + DurationText.of(timeLimit));
    }
}
