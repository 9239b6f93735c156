package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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
import tilesearch.io.ResultWriter;
import tilesearch.logging.LogConfigurator;
import tilesearch.run.RunLock;
import tilesearch.run.RunLockedException;
import tilesearch.run.RunRecord;

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
    /** The CSV written when there is no {@code --out}. */
    static final String DEFAULT_OUTPUT = "outputs/results.csv";

    private final InputStream stdin;

    @Spec
    private CommandSpec spec;

    @Mixin
    private VerboseOption verbose;

    @Mixin
    private RunOptions run;

    @Option(names = "--threads", paramLabel = "T",
            description = "Worker threads, 1 or more (default: all cores, ${DEFAULT-VALUE} here).")
    private int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--out", paramLabel = "FILE",
            description = "CSV file to write; parent folders are created (default: " + DEFAULT_OUTPUT + ").")
    private Path out;

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
        return new SolveOptions(run.moves(), threads, run.strategy(), run.tableMebibytes(), run.timeLimit(),
                run.deadline());
    }

    @Override
    public Integer call() throws IOException {
        checkOptions();
        List<String> inputs = paths.isEmpty() ? List.of(DEFAULT_INPUT) : paths;
        boolean judgeStyle = out == null && inputs.equals(List.of("-"));
        if (judgeStyle && run.resume()) {
            throw new ParameterException(spec.commandLine(), "--resume continues an output file: give it with --out");
        }
        if (judgeStyle) {
            return options().answer(stdin, spec.commandLine().getOut(), spec.commandLine().getErr());
        }
        RunStop stop = options().newStop();
        Path csv = out == null ? Path.of(DEFAULT_OUTPUT) : out;
        // The run's own files are never inputs, even when the results sit inside an input folder.
        Set<Path> runFiles = RunRecord.runFiles(csv);
        checkExist(inputs);
        ShutdownStop signals = ShutdownStop.install(stop);
        try {
            return solveToFile(inputs, runFiles, stop, csv);
        } finally {
            signals.close();
        }
    }

    private void checkOptions() {
        run.check(spec.commandLine());
        if (threads < 1) {
            throw new ParameterException(spec.commandLine(), "--threads must be 1 or more, got " + threads);
        }
    }

    /**
     * The run into the results CSV {@code csv}, with its lock, its record, progress, the run log and the summary.
     * The lock is taken before anything is read or written, and held until the record says how the run ended. A
     * failure to write the file (disk full) ends the run with a message saying the rows before are safe and how to
     * go on.
     */
    private int solveToFile(List<String> inputs, Set<Path> runFiles, RunStop stop, Path csv) throws IOException {
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
        // The run log's first line comes after the walk of the inputs; opening its file (the rolling's calendar)
        // meanwhile takes that off the way to the first board.
        LogConfigurator.openRunLogAhead();
        try (lock) {
            return solveLocked(inputs, runFiles, stop, csv);
        } catch (ResultWriteException e) {
            throw new IOException(e.getMessage() + ". The rows written before are complete: make room, then run "
                    + "the same command with --resume", e);
        }
    }

    private int solveLocked(List<String> inputs, Set<Path> runFiles, RunStop stop, Path csv) throws IOException {
        RunRecording recording = RunRecording.prepare(csv, run.resume(), run.rowOptions(), inputs, runFiles,
                spec.commandLine());
        try (JobReader reader = JobSources.open(recording.inputs(), run.moves(), stdin, recording.readerHashes())) {
            return solveRecorded(inputs, runFiles, reader, stop, csv, recording);
        }
    }

    private int solveRecorded(List<String> inputs, Set<Path> runFiles, JobReader reader, RunStop stop, Path csv,
            RunRecording recording) throws IOException {
        ResultsOutput output = ResultsOutput.open(csv, run.mode(), recording.changes().dropped(),
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
        KeptRows kept = existing == null ? null : KeptRows.of(existing);
        ResultWriter results = recording.startReading(ManifestVersion.number(), command(), threads, kept,
                output.file());
        long alreadyDone = existing == null ? 0 : existing.completed().size();
        RunLog.FILE.info("solve {} into {}: {}{}{}", String.join(" ", inputs), csv, settings(),
                existing == null ? "" : ", resuming with " + alreadyDone + " boards done",
                run.deadline() == null ? "" : ", deadline " + DurationConverter.text(run.deadline()));
        ResumeFilter resumed = existing == null ? null : new ResumeFilter(reader, existing.completed());
        JobReader jobs = resumed == null ? reader : resumed;
        RunSummary summary = null;
        int exitCode = ExitCodes.IO_ERROR;
        // Only a person at a terminal gets a total and an ETA: counting parses every input a second time, which
        // on big batches of small boards costs as much as the run's own reading.
        boolean terminal = System.console() != null;
        LiveSearches searches = new LiveSearches();
        try (BoardCounter counter = BoardCounter.start(terminal ? inputs : List.of(), runFiles, run.moves());
                ProgressReport progress = ProgressReport.start(terminal ? err : null, alreadyDone,
                        counter::total, searches, progressInterval)) {
            summary = options().run(jobs, results, stop, progress, searches);
            exitCode = SolveOptions.exitCode(summary, kept, stop);
        } catch (RuntimeException | Error e) {
            exitCode = ExitCodes.SOFTWARE;
            throw e;
        } finally {
            endAttempt(recording, exitCode, summary, stop, err);
        }
        String text = SummaryText.of(summary, settings(), csv, kept, resumed == null ? 0 : resumed.skipped(),
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

    /** The command line as the user typed it, program name first. */
    private List<String> command() {
        List<String> command = new ArrayList<>();
        command.add("tilesearch");
        command.addAll(spec.commandLine().getParseResult().originalArgs());
        return command;
    }

    /** Checks that every input exists before anything is touched; a path that does not is a usage error. */
    private void checkExist(List<String> inputs) {
        try {
            JobSources.checkExist(inputs);
        } catch (NoSuchFileException e) {
            throw new ParameterException(spec.commandLine(), "no such file or directory: " + e.getFile());
        }
    }

    /** The settings that shape the results, in words, for the summary and the run log. */
    private String settings() {
        return String.format(Locale.ROOT, "%d thread%s, %s", threads, threads == 1 ? "" : "s", run.describe());
    }
}
