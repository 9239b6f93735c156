package tilesearch.spark;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.apache.commons.io.function.IOSupplier;
import org.apache.hadoop.fs.FileSystem;
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
import tilesearch.cli.ManifestVersion;
import tilesearch.cli.ResultsFileConverter;
import tilesearch.cli.RunMessages;
import tilesearch.cli.RunOptions;
import tilesearch.cli.TileSearch;
import tilesearch.cli.VerboseOption;
import tilesearch.input.InputFilter;
import tilesearch.results.ResultFile;
import tilesearch.run.ResultsRun;

/**
 * {@code spark-solve}: {@code solve} as an Apache Spark job ({@link SparkSolve}), submitted with
 * {@code spark-submit}. The same inputs, options, rows and exit codes as {@code solve}; the rows go to one CSV
 * on the driver ({@code --out}) or to a folder of part files ({@code --parts}).
 */
@Command(name = "spark-solve",
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
                    + "unreachable master or a failed Spark job, 130/143/129 stopped by Ctrl-C/SIGTERM/SIGHUP "
                    + "(continue with --resume)."})
public final class SparkSolveCommand implements Callable<Integer> {

    /** How long the master may take to accept a connection before it counts as unreachable. */
    static final int MASTER_CONNECT_MILLIS = 5000;
    /** The default split size of large CSV files, in MiB: a Hadoop block. */
    static final int DEFAULT_SPLIT_MEBIBYTES = 128;

    /** Makes the Spark context the job runs in, or throws an {@link IOException} saying why there is none. */
    private final IOSupplier<JavaSparkContext> contexts;
    private final boolean stopContext;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Mixin
    private RunOptions options;

    @ArgGroup(exclusive = true)
    private Output output = new Output();

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
                    + RunOptions.DEFAULT_INPUT + ").")
    private List<String> paths = new ArrayList<>();

    /** Where the rows go: one of the two. */
    static final class Output {
        @Option(names = "--out", paramLabel = "FILE", converter = ResultsFileConverter.class,
                description = "One CSV file on the driver, rows in input order; parent folders are created "
                        + "(default: " + RunOptions.DEFAULT_OUTPUT + ").")
        Path file;

        @Option(names = "--parts", paramLabel = "DIR",
                description = "A folder (any Hadoop URI) of part files, each a CSV with the header and a slice of "
                        + "the input in order, and _SUCCESS when all are written. An existing folder is refused "
                        + "unless --resume or --force is given, which need a folder on the local file system.")
        String folder;
    }

    /**
     * A command that runs in the contexts {@code contexts} makes, stopping each when done if
     * {@code stopContext}; tests hand it a context shared by many runs.
     */
    SparkSolveCommand(IOSupplier<JavaSparkContext> contexts, boolean stopContext) {
        this.contexts = contexts;
        this.stopContext = stopContext;
    }

    /** The command line, for {@link SparkSolve#main} and for tests, which run it without exiting the JVM. */
    public static CommandLine commandLine(IOSupplier<JavaSparkContext> contexts, boolean stopContext,
            PrintWriter out, PrintWriter err) {
        return TileSearch.configured(new CommandLine(new SparkSolveCommand(contexts, stopContext)), out, err);
    }

    @Override
    public Integer call() throws IOException {
        checkOptions();
        List<String> inputs = paths.isEmpty() ? List.of(RunOptions.DEFAULT_INPUT) : paths;
        if (inputs.contains("-")) {
            throw new ParameterException(spec.commandLine(), "a Spark job cannot read standard input: give files "
                    + "or folders");
        }
        RunMessages.atTerminal(spec, options.quiet());
        // The context first: an unreachable master fails before any output is made.
        JavaSparkContext spark = contexts.get();
        try {
            boolean local;
            try {
                local = InputListing.check(inputs, spark.hadoopConfiguration()).stream()
                        .allMatch(InputListing::isLocal);
            } catch (NoSuchFileException e) {
                throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
            }
            RunMessages messages = new RunMessages(TileSearch.voice(spec), spec.commandLine().getErr(),
                    options.quiet());
            Path csv = output.file == null ? Path.of(RunOptions.DEFAULT_OUTPUT) : output.file;
            ResultsRun.Output target = output.folder != null ? partsTarget(spark, output.folder)
                    : ResultsRun.Output.file(csv, options.mode(), options.log());
            return ResultsRun.run(plan(spark, target, inputs, local), messages, attempt -> {
                attempt.onSignal(spark::cancelAllJobs);
                if (output.folder == null) {
                    try (ResultFile file = attempt.openResults()) {
                        return solved(SparkSolve.solveInto(spark, inputs, attempt.runFiles(), settings(attempt),
                                attempt.kept(), file, attempt.stop()), attempt);
                    }
                }
                Path into = attempt.openParts();
                return solved(SparkSolve.solveIntoParts(spark, inputs, attempt.runFiles(), settings(attempt),
                        attempt.kept(), into == null ? output.folder : into.toUri().toString(), attempt.stop()),
                        attempt);
            });
        } catch (Exception e) {
            // Scala code throws SparkException, a checked exception, without declaring it.
            if (e instanceof SparkException) {
                String reason = e.getMessage() == null ? "no reason given" : e.getMessage().split("\n", 2)[0];
                throw new IOException("the Spark job failed: " + reason, e);
            }
            throw e;
        } finally {
            if (stopContext) {
                spark.stop();
            }
        }
    }

    private void checkOptions() {
        options.check(spec.commandLine());
        if (!(splitMebibytes > 0)) {
            throw new ParameterException(spec.commandLine(), "--split-size must be above 0 MiB, got "
                    + splitMebibytes);
        }
        if (!(deepCost > 0)) {
            throw new ParameterException(spec.commandLine(), "--deep-cost must be above 0, got " + deepCost);
        }
    }

    /**
     * The output of part files in {@code folder}. A folder on the local file system is locked and gets a run record
     * beside it ({@code DIR.lock}, {@code DIR.run.json}), as a results file does, and may be resumed or
     * overwritten; a folder elsewhere (HDFS, S3) must be new.
     */
    private ResultsRun.Output partsTarget(JavaSparkContext spark, String folder) throws IOException {
        org.apache.hadoop.fs.Path parts = new org.apache.hadoop.fs.Path(folder);
        FileSystem fileSystem = parts.getFileSystem(spark.hadoopConfiguration());
        Path local = null;
        if ("file".equals(fileSystem.getUri().getScheme())) {
            local = Path.of(fileSystem.makeQualified(parts).toUri());
        } else if (options.resume() || options.force()) {
            throw new ParameterException(spec.commandLine(), "--resume and --force with --parts need a folder "
                    + "on the local file system; " + folder + " is on " + fileSystem.getUri());
        } else if (fileSystem.exists(parts)) {
            throw new ParameterException(spec.commandLine(), folder + " already exists: --parts writes a new "
                    + "folder there; choose another, or remove it");
        }
        return ResultsRun.Output.parts(local, Path.of(folder), options.mode(), options.log());
    }

    /**
     * The run into {@code target}: recorded as {@code solve}'s runs are when the results and every input are on the
     * local file system ({@code local}), since a record fingerprints the input files it names.
     */
    private ResultsRun.Plan plan(JavaSparkContext spark, ResultsRun.Output target, List<String> inputs,
            boolean local) {
        boolean recorded = target.results() != null && local;
        List<String> command = new ArrayList<>(List.of(spec.name()));
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        return new ResultsRun.Plan(target, new ResultsRun.Policy(options.rowOptions(), inputs,
                InputFilter.EVERY_FILE, recorded, options.deadline(), options.prune(), options.retry()),
                new ResultsRun.Invocation(spec.name(), "Spark, " + options.describe(), ManifestVersion.number(),
                        command, spark.defaultParallelism(), options.moves()));
    }

    /** What the job is asked, its deadline that of {@code attempt}. */
    private SolveSettings settings(ResultsRun attempt) {
        return new SolveSettings(options.moves(), options.strategy(), options.tableBytes(), options.timeLimit(),
                (long) (splitMebibytes * (1 << 20)), deepCost, attempt.stop().deadline());
    }

    /** What the job did, with how many boards were split across the cluster after the summary. */
    private static ResultsRun.Solved solved(SparkSolve.SparkRun run, ResultsRun attempt) {
        List<String> notes = run.deepBoards() == 0 ? List.of() : List.of("Split across the cluster: "
                + run.deepBoards() + " deep board" + (run.deepBoards() == 1 ? "" : "s")
                + ", each searched by every core in turn.");
        return new ResultsRun.Solved(run.summary(), attempt.alreadyDone(), notes);
    }

    /**
     * The context of a submitted job: spark-submit's master, or {@code local[*]} when there is none. A
     * standalone master that does not accept a connection is reported at once; Spark itself would retry for a
     * minute before giving up.
     */
    static JavaSparkContext newContext() throws IOException {
        // A task's boards cost far more to solve than to fetch, so a core that waits for a task whose data are
        // elsewhere (3 s by default, for each shuffled task) only idles; spark-submit's --conf still wins.
        SparkConf conf = new SparkConf().setAppName("tilesearch").setIfMissing("spark.master", "local[*]")
                .setIfMissing("spark.locality.wait", "0");
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
