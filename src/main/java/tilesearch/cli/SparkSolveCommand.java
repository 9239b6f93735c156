package tilesearch.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.SparkException;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.batch.RunSummary;
import tilesearch.io.ExistingResults;
import tilesearch.io.ResultFile;
import tilesearch.run.RunLock;
import tilesearch.run.RunLockedException;
import tilesearch.run.RunRecord;
import tilesearch.search.Strategy;
import tilesearch.spark.SolveSettings;
import tilesearch.spark.SparkSolve;

/**
 * {@code spark-solve}: {@code solve} as an Apache Spark job ({@link SparkSolve}), submitted with
 * {@code spark-submit}. The same inputs, options, rows and exit codes as {@code solve}; the rows go to one CSV
 * on the driver ({@code --out}) or to a folder of part files ({@code --parts}).
 */
@Command(name = "spark-solve",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        header = "Solve boards as an Apache Spark job: the same inputs, options and CSV rows as solve.",
        description = {
            "Reads the same inputs as solve (board text and CSV files, folders walked in sorted order), from any "
                    + "Hadoop file system URI (file:, hdfs:, s3a: when the cluster has the connector). Large CSV "
                    + "files are read by several tasks; boards are spread over the tasks by estimated cost.",
            "Rows equal solve --threads 1's for the same inputs and options, elapsed_ms aside, in input order.",
            "Run through spark-submit (scripts/spark-solve); the master is spark-submit's --master, local[*] "
                    + "when none is given."},
        footer = {
            "%nExamples:",
            "  scripts/spark-solve --moves 10 --out outputs/hard.csv inputs/hard",
            "  scripts/spark-solve --master spark://127.0.0.1:7077 --parts hdfs:///results/big hdfs:///boards",
            "%nExit codes: 0 every board solved exactly, 1 some board failed or timed out, 2 usage error, an "
                    + "output that would be overwritten or that another run is writing, 74 input/output error, an "
                    + "unreachable master or a failed Spark job."})
public final class SparkSolveCommand implements Callable<Integer> {

    /** How long the master may take to accept a connection before it counts as unreachable. */
    static final int MASTER_CONNECT_MILLIS = 5000;
    /** No input dropped: a run without a record to compare with. */
    private static final RunRecord.InputChanges NO_CHANGES = new RunRecord.InputChanges(List.of(), List.of());
    /** The default split size of large CSV files, in MiB: a Hadoop block. */
    static final int DEFAULT_SPLIT_MEBIBYTES = 128;

    /** Makes the Spark context the job runs in. */
    @FunctionalInterface
    public interface Contexts {
        /** A context, or an {@link IOException} saying why there is none (the master cannot be reached). */
        JavaSparkContext open() throws IOException;
    }

    private final Contexts contexts;
    private final boolean stopContext;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Option(names = "--moves", paramLabel = "K", defaultValue = "5",
            description = "Move budget for boards whose input gives none, 0 to " + SolveCommand.MAX_MOVES
                    + " (default: ${DEFAULT-VALUE}).")
    private int moves;

    @ArgGroup(exclusive = true)
    private Output output = new Output();

    @Option(names = "--strategy", paramLabel = "classic|best", defaultValue = "best",
            description = "Search algorithm: best (fastest, the default) or classic (the baseline DFS).")
    private Strategy strategy;

    @Option(names = "--table-memory", paramLabel = "MIB", defaultValue = "16",
            description = "Memory of the transposition table, per task, in MiB, 0 to "
                    + SolveCommand.MAX_TABLE_MEBIBYTES + "; 0 turns it off (default: ${DEFAULT-VALUE}).")
    private int tableMebibytes;

    @Option(names = "--resume",
            description = "Continue the run whose results are in --out: keep its finished rows and solve only the "
                    + "boards without one.")
    private boolean resume;

    @Option(names = "--force", description = "Overwrite --out if it already holds results.")
    private boolean force;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Most time one board may take, e.g. " + DurationConverter.EXAMPLES + "; a board that "
                    + "reaches it gets status timeout, the best tile found and the largest still possible.")
    private Duration timeLimit;

    @Option(names = "--split-size", paramLabel = "MIB", defaultValue = "" + DEFAULT_SPLIT_MEBIBYTES,
            description = "CSV files larger than this many MiB are read by several tasks, one split of this size "
                    + "each (default: ${DEFAULT-VALUE}).")
    private double splitMebibytes;

    @Option(names = "--deep-cost", paramLabel = "COST",
            description = "Boards whose estimated cost, (tiles + 1) x 2.5^K, is at least this and more than a task's "
                    + "share of the run are each split into subtrees searched by the whole cluster (default: "
                    + "${DEFAULT-VALUE}, a full 20x20 board at K = 13).")
    private double deepCost = SolveSettings.DEFAULT_DEEP_COST;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Board files or folders, local paths or Hadoop URIs (default: "
                    + SolveCommand.DEFAULT_INPUT + ").")
    private List<String> paths = new ArrayList<>();

    /** Where the rows go: one of the two. */
    static final class Output {
        @Option(names = "--out", paramLabel = "FILE",
                description = "One CSV file on the driver, rows in input order; parent folders are created "
                        + "(default: " + SolveCommand.DEFAULT_OUTPUT + ").")
        Path file;

        @Option(names = "--parts", paramLabel = "DIR",
                description = "A folder (any Hadoop URI) of part files, each a CSV with the header and a slice of "
                        + "the input in order, and _SUCCESS when all are written; it must not exist yet.")
        String folder;
    }

    /**
     * A command that runs in the contexts {@code contexts} makes, stopping each when done if
     * {@code stopContext}; tests hand it a context shared by many runs.
     */
    SparkSolveCommand(Contexts contexts, boolean stopContext) {
        this.contexts = contexts;
        this.stopContext = stopContext;
    }

    /** Runs the command line {@code args} in a context of its own, printing to stdout and stderr. */
    public static int execute(String[] args) {
        return commandLine(SparkSolveCommand::newContext, true, new PrintWriter(System.out, true),
                new PrintWriter(System.err, true)).execute(args);
    }

    /** The command line, for {@link #execute} and for tests, which run it without exiting the JVM. */
    public static CommandLine commandLine(Contexts contexts, boolean stopContext, PrintWriter out,
            PrintWriter err) {
        return TileSearch.configured(new CommandLine(new SparkSolveCommand(contexts, stopContext)), out, err);
    }

    @Override
    public Integer call() throws IOException {
        checkOptions();
        List<String> inputs = paths.isEmpty() ? List.of(SolveCommand.DEFAULT_INPUT) : paths;
        if (inputs.contains("-")) {
            throw new ParameterException(spec.commandLine(), "a Spark job cannot read standard input: give files "
                    + "or folders");
        }
        SolveSettings settings = new SolveSettings(moves, strategy, (long) tableMebibytes << 20, timeLimit,
                (long) (splitMebibytes * (1 << 20)), deepCost);
        // The context first: an unreachable master fails before any output is made.
        JavaSparkContext spark = contexts.open();
        try {
            try {
                SparkSolve.checkInputs(spark, inputs);
            } catch (NoSuchFileException e) {
                throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
            }
            if (output.folder != null) {
                return solveIntoParts(spark, inputs, settings, output.folder);
            }
            return solveIntoFile(spark, inputs, settings, output.file == null
                    ? Path.of(SolveCommand.DEFAULT_OUTPUT) : output.file);
        } catch (Exception e) {
            // Scala code throws SparkException, a checked exception, without declaring it.
            if (e instanceof SparkException) {
                throw new IOException("the Spark job failed: " + firstLine(e.getMessage()), e);
            }
            throw e;
        } finally {
            if (stopContext) {
                spark.stop();
            }
        }
    }

    private void checkOptions() {
        if (moves < 0 || moves > SolveCommand.MAX_MOVES) {
            throw new ParameterException(spec.commandLine(), "--moves must be from 0 to " + SolveCommand.MAX_MOVES
                    + ", got " + moves);
        }
        if (tableMebibytes < 0 || tableMebibytes > SolveCommand.MAX_TABLE_MEBIBYTES) {
            throw new ParameterException(spec.commandLine(), "--table-memory must be from 0 to "
                    + SolveCommand.MAX_TABLE_MEBIBYTES + " MiB, got " + tableMebibytes);
        }
        if (!(splitMebibytes > 0)) {
            throw new ParameterException(spec.commandLine(), "--split-size must be above 0 MiB, got "
                    + splitMebibytes);
        }
        if (!(deepCost > 0)) {
            throw new ParameterException(spec.commandLine(), "--deep-cost must be above 0, got " + deepCost);
        }
        if (resume && force) {
            throw new ParameterException(spec.commandLine(), "--resume and --force contradict each other: "
                    + "--resume keeps the rows in the output file, --force overwrites them");
        }
        if (output.folder != null && (resume || force)) {
            throw new ParameterException(spec.commandLine(), "--resume and --force work with --out; --parts "
                    + "writes a new folder");
        }
    }

    /** Takes the results file's lock for the whole run, as {@code solve} does: one run per results file. */
    private int solveIntoFile(JavaSparkContext spark, List<String> inputs, SolveSettings settings, Path csv)
            throws IOException {
        Path parent = csv.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        RunLock lock;
        try {
            lock = RunLock.acquire(csv);
        } catch (RunLockedException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        try (lock) {
            return solveLocked(spark, inputs, settings, csv);
        }
    }

    /**
     * The run under the lock: with a run record beside the results, as {@code solve} keeps it, when every input
     * is on the local file system (a record fingerprints the input files it names).
     */
    private int solveLocked(JavaSparkContext spark, List<String> inputs, SolveSettings settings, Path csv)
            throws IOException {
        Set<Path> runFiles = RunRecord.runFiles(csv);
        boolean local = inputs.stream().allMatch(SparkSolveCommand::isLocal);
        RunRecording recording = local ? RunRecording.prepare(csv, resume, SolveCommand.rowOptions(moves, strategy,
                timeLimit), inputs, runFiles, spec.commandLine()) : null;
        ResultsOutput output = ResultsOutput.open(csv, resume ? ResultsOutput.Mode.RESUME
                : force ? ResultsOutput.Mode.FORCE : ResultsOutput.Mode.NEW,
                recording == null ? Set.of() : recording.changes().dropped(), spec.commandLine());
        ExistingResults existing = output.existing();
        if (recording != null) {
            List<String> command = new ArrayList<>(List.of("spark-solve"));
            command.addAll(spec.commandLine().getParseResult().originalArgs());
            recording.start(ManifestVersion.number(), command, spark.defaultParallelism(), existing);
        }
        SparkSolve.SparkRun run = null;
        int exitCode = ExitCodes.IO_ERROR;
        try (ResultFile file = output.file()) {
            run = SparkSolve.solveInto(spark, inputs, runFiles, settings,
                    existing == null ? null : existing.completed(), file);
            exitCode = exitCode(run.summary(), existing);
        } catch (RuntimeException | Error e) {
            exitCode = ExitCodes.SOFTWARE;
            throw e;
        } finally {
            if (recording != null) {
                endAttempt(recording, exitCode, run == null ? null : run.summary());
            }
        }
        return finish(run, csv, existing, recording == null ? NO_CHANGES : recording.changes(), exitCode);
    }

    /** Records how the attempt ended; a record that cannot be written is only warned about, as in solve. */
    private void endAttempt(RunRecording recording, int exitCode, RunSummary summary) {
        try {
            recording.end(exitCode, null, summary);
        } catch (IOException e) {
            spec.commandLine().getErr().println("spark-solve: warning: could not write the run record: "
                    + FailureMessages.describe(e));
        }
    }

    /** Whether {@code input} names a file on the local file system: a plain path or a {@code file:} URI. */
    private static boolean isLocal(String input) {
        int colon = input.indexOf(':');
        int slash = input.indexOf('/');
        return colon < 0 || (slash >= 0 && slash < colon) || input.startsWith("file:");
    }

    private int solveIntoParts(JavaSparkContext spark, List<String> inputs, SolveSettings settings, String folder)
            throws IOException {
        org.apache.hadoop.fs.Path parts = new org.apache.hadoop.fs.Path(folder);
        if (parts.getFileSystem(spark.hadoopConfiguration()).exists(parts)) {
            throw new ParameterException(spec.commandLine(), folder + " already exists: --parts writes a new "
                    + "folder; choose another, or remove it");
        }
        SparkSolve.SparkRun run = SparkSolve.solveIntoParts(spark, inputs, settings, folder);
        return finish(run, Path.of(folder), null, NO_CHANGES, exitCode(run.summary(), null));
    }

    /** 1 when any row (kept or new) is not exact, else 0. */
    private static int exitCode(RunSummary summary, ExistingResults existing) {
        long inexact = summary.errors() + summary.timeouts()
                + (existing == null ? 0 : existing.errors() + existing.timeouts());
        return inexact == 0 ? ExitCodes.OK : ExitCodes.BOARD_FAILED;
    }

    /**
     * Prints the summary on stderr, and how many boards were split across the cluster, and returns
     * {@code exitCode}.
     */
    private int finish(SparkSolve.SparkRun run, Path where, ExistingResults existing,
            RunRecord.InputChanges changes, int exitCode) {
        String text = SummaryText.of(run.summary(), settings(), where, existing,
                existing == null ? 0 : existing.completed().size(), changes, null);
        PrintWriter err = spec.commandLine().getErr();
        err.println(text);
        if (run.deepBoards() > 0) {
            err.println("Split across the cluster: " + run.deepBoards() + " deep board"
                    + (run.deepBoards() == 1 ? "" : "s") + ", each searched by every core in turn.");
        }
        err.flush();
        return exitCode;
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "no reason given";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }

    /** The settings that shape the results, in words, for the summary. */
    private String settings() {
        return String.format(Locale.ROOT, "Spark, K = %d, strategy %s%s", moves,
                strategy.name().toLowerCase(Locale.ROOT),
                timeLimit == null ? "" : ", time limit " + DurationConverter.text(timeLimit));
    }

    /**
     * The context of a submitted job: spark-submit's master, or {@code local[*]} when there is none. A
     * standalone master that does not accept a connection is reported at once; Spark itself would retry for a
     * minute before giving up.
     */
    static JavaSparkContext newContext() throws IOException {
        SparkConf conf = new SparkConf().setAppName("tilesearch").setIfMissing("spark.master", "local[*]");
        checkMaster(conf.get("spark.master"));
        return new JavaSparkContext(conf);
    }

    /** Throws, naming {@code master}, when it is a standalone master none of whose hosts accepts a connection. */
    static void checkMaster(String master) throws IOException {
        if (!master.startsWith("spark://")) {
            return;
        }
        IOException last = null;
        for (String hostPort : master.substring("spark://".length()).split(",")) {
            try (Socket socket = new Socket()) {
                URI address = URI.create("spark://" + hostPort);
                socket.connect(new InetSocketAddress(address.getHost(), address.getPort()), MASTER_CONNECT_MILLIS);
                return;
            } catch (IOException | IllegalArgumentException e) {
                last = new IOException("cannot reach the Spark master " + master + ": " + e.getMessage(), e);
            }
        }
        throw last;
    }
}
