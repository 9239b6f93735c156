package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.batch.BatchRunner;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.RunSummary;
import tilesearch.io.JobReader;
import tilesearch.io.JobResult;
import tilesearch.io.JobSources;
import tilesearch.io.MaxTileWriter;
import tilesearch.io.ResultCsvWriter;
import tilesearch.io.ResultWriter;
import tilesearch.search.Strategy;

/** {@code tilesearch solve}: solves every board of the inputs and writes one CSV row per board. */
@Command(name = "solve",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        header = "Find the largest tile reachable on each board within K moves; write one CSV row per board.",
        description = {
            "Reads board text files (any name not ending in .csv) and CSV files (columns id, board, optionally "
                    + "moves and apply). Boards followed by a line of move letters are played instead of searched.",
            "Rows come out in input order whatever the thread count. A board that cannot be read or solved "
                    + "gives an error row and the exit code 1; every other board is still solved.",
            "With - as the only PATH and no --out, prints only each board's largest tile, one per line.",
            "A summary goes to stderr."},
        footer = {
            "%nExamples:",
            "  tilesearch solve",
            "  tilesearch solve --moves 10 --threads 4 --out outputs/hard.csv inputs/hard",
            "  printf '2 2 2\\n4 4 4\\n8 8 8\\n' | tilesearch solve -     prints 16"})
final class SolveCommand implements Callable<Integer> {

    /** The input searched when no PATH is given. */
    static final String DEFAULT_INPUT = "inputs";
    /** The largest {@code --moves}: the range the solver supports, the same as the CSV {@code moves} column's. */
    static final int MAX_MOVES = 30;
    /** The CSV written when there is no {@code --out}. */
    static final String DEFAULT_OUTPUT = "outputs/results.csv";

    private final InputStream stdin;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Option(names = "--moves", paramLabel = "K", defaultValue = "5",
            description = "Move budget for boards whose input gives none, 0 to " + MAX_MOVES
                    + " (default: ${DEFAULT-VALUE}; 5 is \"2048 (Easy)\", 10 \"2048 (Hard)\").")
    private int moves;

    @Option(names = "--threads", paramLabel = "T",
            description = "Worker threads, 1 or more (default: all cores, ${DEFAULT-VALUE} here).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE",
            description = "CSV file to write; parent folders are created (default: " + DEFAULT_OUTPUT + ").")
    private Path out;

    @Option(names = "--strategy", paramLabel = "classic|best", defaultValue = "best",
            description = "Search algorithm: best (fastest, the default) or classic (the baseline DFS).")
    private Strategy strategy;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Board files or folders (walked recursively in sorted order); - reads standard input "
                    + "(default: " + DEFAULT_INPUT + ").")
    private List<String> paths = new ArrayList<>();

    SolveCommand(InputStream stdin) {
        this.stdin = stdin;
    }

    @Override
    public Integer call() throws IOException {
        if (moves < 0 || moves > MAX_MOVES) {
            throw new ParameterException(spec.commandLine(), "--moves must be from 0 to " + MAX_MOVES + ", got "
                    + moves);
        }
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 or more, got " + threads);
        }
        List<String> inputs = paths.isEmpty() ? List.of(DEFAULT_INPUT) : paths;
        boolean judgeStyle = out == null && inputs.equals(List.of("-"));
        Path csv = out == null ? Path.of(DEFAULT_OUTPUT) : out;
        PrintWriter err = spec.commandLine().getErr();

        RunSummary summary;
        try (JobReader reader = open(inputs)) {
            ForkJoinPool pool = new ForkJoinPool(threads);
            try (ResultWriter writer = judgeStyle
                    ? new MaxTileWriter(spec.commandLine().getOut(), err) : csvWriter(csv)) {
                summary = new BatchRunner(pool, new BoardSolver(strategy, pool)).run(reader, writer);
            } finally {
                pool.shutdownNow();
            }
        }
        if (!judgeStyle) {
            err.println(summary(summary, csv));
            err.flush();
        }
        return summary.errors() == 0 ? ExitCodes.OK : ExitCodes.BOARD_FAILED;
    }

    /** The readers over {@code inputs}; a path that does not exist is a usage error naming it. */
    private JobReader open(List<String> inputs) {
        try {
            return JobSources.open(inputs, moves, stdin);
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
        }
    }

    private static ResultWriter csvWriter(Path csv) throws IOException {
        Path parent = csv.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        return new ResultCsvWriter(Files.newBufferedWriter(csv, StandardCharsets.UTF_8));
    }

    /** One paragraph for the user: counts, speed, the slowest board, where the rows are. */
    private String summary(RunSummary summary, Path csv) {
        StringBuilder text = new StringBuilder();
        text.append(String.format(Locale.ROOT, "Solved %d board%s in %.2f s (%.1f boards/s, %d thread%s, K = %d, "
                        + "strategy %s): %d ok, %d error%s.", summary.read(), plural(summary.read()),
                summary.wallNanos() / 1e9, summary.boardsPerSecond(), threads, plural(threads), moves,
                strategy.name().toLowerCase(Locale.ROOT), summary.ok(), summary.errors(), plural(summary.errors())));
        JobResult slowest = summary.slowest();
        if (slowest != null) {
            text.append(String.format(Locale.ROOT, " Slowest: %s board %d (line %d), %.3f ms.",
                    slowest.job().file(), slowest.job().ordinal(), slowest.job().line(), slowest.elapsedNanos() / 1e6));
        }
        text.append(" Results: ").append(csv).append('.');
        if (summary.errors() > 0) {
            text.append(" The message column says what is wrong with each failed board.");
        }
        return text.toString();
    }

    private static String plural(long count) {
        return count == 1 ? "" : "s";
    }
}
