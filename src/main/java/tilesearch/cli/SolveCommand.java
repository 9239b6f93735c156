package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.batch.ResumeFilter;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.io.ExistingResults;
import tilesearch.io.JobReader;
import tilesearch.io.JobSources;
import tilesearch.io.ResultWriteException;
import tilesearch.run.RunLock;
import tilesearch.run.RunLockedException;
import tilesearch.run.RunRecord;
import tilesearch.search.SearchLimits;
import tilesearch.search.Strategy;

/** {@code tilesearch solve}: solves every board of the inputs and writes one CSV row per board. */
@Command(name = "solve",
        mixinStandardHelpOptions = true,
        versionProvider = ManifestVersion.class,
        header = "Find the largest tile reachable on each board within K moves; write one CSV row per board.",
        description = {
            "Reads board text files (any name not ending in .csv) and CSV files (columns id, board, optionally "
                    + "moves and apply). Boards followed by a line of move letters are played instead of searched.",
            "Rows come out in input order whatever the thread count, and are flushed as they are written. A board "
                    + "that cannot be read or solved gives an error row and the exit code 1; every other board is "
                    + "still solved.",
            "An existing results file is refused unless --resume continues it (keeping its finished rows and "
                    + "solving the boards not in it, whose rows are added at the end) or --force overwrites it.",
            "A run locks its results file (FILE.lock) and records how it was made in a run record beside it "
                    + "(night.csv: night.run.json). --resume refuses other --moves, --strategy or --time-limit "
                    + "than the record's, and drops the rows of inputs changed since or no longer given.",
            "With - as the only PATH and no --out, prints only each board's largest tile, one per line.",
            "Progress and a summary go to stderr; a run log goes to outputs/tilesearch.log."},
        footer = {
            "%nExamples:",
            "  tilesearch solve",
            "  tilesearch solve --moves 10 --threads 4 --out outputs/hard.csv inputs/hard",
            "  tilesearch solve --moves 10 --time-limit 5m --deadline 13h --resume inputs/big",
            "  printf '2 2 2\\n4 4 4\\n8 8 8\\n' | tilesearch solve -     prints 16",
            "%nExit codes: 0 every board solved exactly, 1 some board failed or timed out, 2 usage error, an "
                    + "output that would be overwritten or that another run is writing, 3 stopped at --deadline "
                    + "(continue with --resume), 74 input/output error, 130/143 stopped by Ctrl-C/SIGTERM (continue "
                    + "with --resume)."})
final class SolveCommand implements Callable<Integer>, Activity {

    /** The input searched when no PATH is given. */
    static final String DEFAULT_INPUT = "inputs";
    /** The largest {@code --moves}: the range the solver supports, the same as the CSV {@code moves} column's. */
    static final int MAX_MOVES = SearchLimits.MAX_MOVES;
    /** The largest {@code --table-memory}: 1 GiB per thread, the most a table uses. */
    static final int MAX_TABLE_MEBIBYTES = 1024;
    /** The CSV written when there is no {@code --out}. */
    static final String DEFAULT_OUTPUT = "outputs/results.csv";

    private final InputStream stdin;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Option(names = "--moves", paramLabel = "K", defaultValue = "" + SolveOptions.DEFAULT_MOVES,
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

    @Option(names = "--table-memory", paramLabel = "MIB", defaultValue = "" + SolveOptions.DEFAULT_TABLE_MEBIBYTES,
            description = "Memory of the transposition table, per worker thread, in MiB, 0 to "
                    + MAX_TABLE_MEBIBYTES + "; 0 turns it off. Deep searches on large boards use all of it, "
                    + "4x4 boards 0.75 MiB at most (default: ${DEFAULT-VALUE}).")
    private int tableMebibytes;

    @Option(names = "--resume",
            description = "Continue the run whose results are in the output file: keep its finished rows, drop a "
                    + "row torn by a crash and rows of boards the run stopped in, and solve the boards not there.")
    private boolean resume;

    @Option(names = "--force", description = "Overwrite the output file if it already holds results.")
    private boolean force;

    @Option(names = "--time-limit", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Most time one board may take, e.g. " + DurationConverter.EXAMPLES + "; a board that "
                    + "reaches it gets status timeout, the best tile found and the largest still possible.")
    private Duration timeLimit;

    @Option(names = "--deadline", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Most time the whole run may take: then no new board starts, boards being searched "
                    + "stop (status stopped), everything finished is written, and the exit code is 3.")
    private Duration deadline;

    @Option(names = "--progress", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between two progress lines: redraws at a terminal (default 2s), log lines "
                    + "otherwise (default 1m). A board searched for longer than that adds its nodes, best tile, "
                    + "bound, subtrees done and ETA.")
    private Duration progressInterval;

    @Parameters(paramLabel = "PATH", arity = "0..*",
            description = "Board files or folders (walked recursively in sorted order); - reads standard input "
                    + "(default: " + DEFAULT_INPUT + ").")
    private List<String> paths = new ArrayList<>();

    SolveCommand(InputStream stdin) {
        this.stdin = stdin;
    }

    /** Solving, with what: a search that runs out of memory needs more heap or smaller tables. */
    @Override
    public String doing() {
        return options().doing(paths.isEmpty() ? List.of(DEFAULT_INPUT) : paths, out);
    }

    /** The options that decide how the boards are solved, as given. */
    SolveOptions options() {
        return new SolveOptions(moves, threads, strategy, tableMebibytes, timeLimit, deadline);
    }

    @Override
    public Integer call() throws IOException {
        checkOptions();
        List<String> inputs = paths.isEmpty() ? List.of(DEFAULT_INPUT) : paths;
        boolean judgeStyle = out == null && inputs.equals(List.of("-"));
        if (judgeStyle && resume) {
            throw new ParameterException(spec.commandLine(), "--resume continues an output file: give it with --out");
        }
        if (judgeStyle) {
            return options().answer(stdin, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        RunStop stop = options().newStop();
        Path csv = out == null ? Path.of(DEFAULT_OUTPUT) : out;
        // The run's own files are never inputs, even when the results sit inside an input folder.
        Set<Path> runFiles = RunRecord.runFiles(csv);
        ShutdownStop signals = ShutdownStop.install(stop);
        try (JobReader reader = open(inputs, runFiles)) {
            return solveToFile(inputs, runFiles, reader, stop, csv);
        } finally {
            signals.close();
        }
    }

    private void checkOptions() {
        if (moves < 0 || moves > MAX_MOVES) {
            throw new ParameterException(spec.commandLine(), "--moves must be from 0 to " + MAX_MOVES + ", got "
                    + moves);
        }
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 or more, got " + threads);
        }
        if (tableMebibytes < 0 || tableMebibytes > MAX_TABLE_MEBIBYTES) {
            throw new ParameterException(spec.commandLine(), "--table-memory must be from 0 to "
                    + MAX_TABLE_MEBIBYTES + " MiB, got " + tableMebibytes);
        }
        if (resume && force) {
            throw new ParameterException(spec.commandLine(), "--resume and --force contradict each other: "
                    + "--resume keeps the rows in the output file, --force overwrites them");
        }
    }

    /**
     * The run into the results CSV {@code csv}, with its lock, its record, progress, the run log and the summary.
     * The lock is taken before anything is read or written, and held until the record says how the run ended. A
     * failure to write the file (disk full) ends the run with a message saying the rows before are safe and how to
     * go on.
     */
    private int solveToFile(List<String> inputs, Set<Path> runFiles, JobReader reader, RunStop stop, Path csv)
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
            return solveLocked(inputs, runFiles, reader, stop, csv);
        } catch (ResultWriteException e) {
            throw new IOException(e.getMessage() + ". The rows written before are complete: make room, then run "
                    + "the same command with --resume", e);
        }
    }

    private int solveLocked(List<String> inputs, Set<Path> runFiles, JobReader reader, RunStop stop, Path csv)
            throws IOException {
        RunRecording recording = RunRecording.prepare(csv, resume, rowOptions(), inputs, runFiles,
                spec.commandLine());
        ResultsOutput output = ResultsOutput.open(csv, resume ? ResultsOutput.Mode.RESUME
                : force ? ResultsOutput.Mode.FORCE : ResultsOutput.Mode.NEW, recording.changes().dropped(),
                spec.commandLine());
        ExistingResults existing = output.existing();
        PrintWriter err = spec.commandLine().getErr();
        if (existing != null && existing.hasHeader() && !recording.hadRecord()) {
            String warning = csv + " has no run record (" + RunRecord.pathFor(csv).getFileName() + "): an older "
                    + "tilesearch made it, so this resume cannot check that the options and inputs are those of "
                    + "its run";
            RunLog.FILE.warn(warning);
            err.println("tilesearch solve: warning: " + warning);
        }
        recording.start(ManifestVersion.number(), command(), threads, existing);
        long alreadyDone = existing == null ? 0 : existing.completed().size();
        RunLog.FILE.info("solve {} into {}: {}{}{}", String.join(" ", inputs), csv, settings(),
                existing == null ? "" : ", resuming with " + alreadyDone + " boards done",
                deadline == null ? "" : ", deadline " + DurationConverter.text(deadline));
        ResumeFilter resumed = existing == null ? null : new ResumeFilter(reader, existing.completed());
        JobReader jobs = resumed == null ? reader : resumed;
        RunSummary summary = null;
        int exitCode = ExitCodes.IO_ERROR;
        // Only a person at a terminal gets a total and an ETA: counting parses every input a second time, which
        // on big batches of small boards costs as much as the run's own reading.
        boolean terminal = System.console() != null;
        LiveSearches searches = new LiveSearches();
        try (BoardCounter counter = BoardCounter.start(terminal ? inputs : List.of(), runFiles, moves);
                ProgressReport progress = ProgressReport.start(terminal ? err : null, alreadyDone,
                        counter::total, searches, progressInterval)) {
            summary = options().run(jobs, output.file(), stop, progress, searches);
            exitCode = SolveOptions.exitCode(summary, existing, stop);
        } catch (RuntimeException | Error e) {
            exitCode = ExitCodes.SOFTWARE;
            throw e;
        } finally {
            endAttempt(recording, exitCode, summary, stop, err);
        }
        String text = SummaryText.of(summary, settings(), csv, existing, resumed == null ? 0 : resumed.skipped(),
                recording.changes(), stop.reason());
        RunLog.FILE.info(text);
        err.println(text);
        err.flush();
        return exitCode;
    }

    /**
     * Records how the attempt ended. A run stopped by a signal records no exit code, since the JVM exits with
     * 128 + the signal's number. A record that cannot be written (the disk is full) is only warned about: the
     * rows are what matter, and the next resume appends its own attempt.
     */
    private static void endAttempt(RunRecording recording, int exitCode, RunSummary summary, RunStop stop,
            PrintWriter err) {
        RunStop.Reason stoppedBy = summary == null || summary.complete() ? null : stop.reason();
        try {
            recording.end(stoppedBy == RunStop.Reason.SIGNAL ? null : exitCode,
                    stoppedBy == null ? null : stoppedBy.name().toLowerCase(Locale.ROOT), summary);
        } catch (IOException e) {
            RunLog.FILE.warn("could not write the run record: {}", FailureMessages.describe(e));
            err.println("tilesearch solve: warning: could not write the run record: " + FailureMessages.describe(e));
        }
    }

    /** The options that change rows, as the run record keeps them: a resume with other values is refused. */
    private Map<String, String> rowOptions() {
        return rowOptions(moves, strategy, timeLimit);
    }

    /** The options that change rows, as a run record keeps them; {@code spark-solve} records the same. */
    static Map<String, String> rowOptions(int moves, Strategy strategy, Duration timeLimit) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("--moves", String.valueOf(moves));
        options.put("--strategy", strategy.name().toLowerCase(Locale.ROOT));
        options.put("--time-limit", timeLimit == null ? "none" : DurationConverter.text(timeLimit));
        return options;
    }

    /** The command line as the user typed it, program name first. */
    private List<String> command() {
        List<String> command = new ArrayList<>();
        command.add("tilesearch");
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        return command;
    }

    /**
     * The readers over {@code inputs}, leaving out the run's own files; a path that does not exist is a usage error
     * naming it.
     */
    private JobReader open(List<String> inputs, Set<Path> runFiles) {
        try {
            return JobSources.open(inputs, runFiles, moves, stdin);
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
        }
    }

    /** The settings that shape the results, in words, for the summary and the run log. */
    private String settings() {
        return String.format(Locale.ROOT, "%d thread%s, K = %d, strategy %s%s", threads, threads == 1 ? "" : "s",
                moves, strategy.name().toLowerCase(Locale.ROOT),
                timeLimit == null ? "" : ", time limit " + DurationConverter.text(timeLimit));
    }
}
