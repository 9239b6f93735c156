package tilesearch.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ForkJoinPool;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import tilesearch.batch.BatchRunner;
import tilesearch.batch.BoardSolver;
import tilesearch.batch.ProgressListener;
import tilesearch.batch.ResumeFilter;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.input.Input;
import tilesearch.input.InputFilter;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.results.MaxTileWriter;
import tilesearch.results.ResultCsvWriter;
import tilesearch.results.ResultWriter;
import tilesearch.run.BoardCounter;
import tilesearch.run.ExitCodes;
import tilesearch.run.ResultsRun;
import tilesearch.run.SignalStop;
import tilesearch.search.SearchListener;

/** {@code tilesearch solve}: solves every board of the inputs and writes one CSV row per board. */
@Command(name = "solve",
        header = "Find the largest tile reachable on each board within K moves; write one CSV row per board.",
        description = {
            "Reads board text files (any name not ending in .csv) and CSV files (columns id, board, optionally "
                    + "moves and apply), either of them compressed with gzip when the name ends .gz. Standard input "
                    + "is CSV when its first line is a header naming id and board, else board text. Boards followed "
                    + "by a line of move letters are played instead of searched.",
            "Rows come out in input order whatever the thread count, and are flushed as they are written. A board "
                    + "that cannot be read or solved gives an error row and the exit code 1; every other board is "
                    + "still solved.",
            "An existing results file is refused unless --resume continues it (keeping its finished rows and "
                    + "solving the boards not in it, whose rows are added at the end) or --force overwrites it.",
            "A run locks its results file (FILE.lock) and records how it was made in a run record beside it "
                    + "(night.csv: night.csv.run.json). --resume refuses other --moves, --strategy or --time-limit "
                    + "than the record's, drops the rows of inputs changed since, and refuses to drop those of "
                    + "inputs no longer given unless --prune.",
            "With - as the only PATH and no --out, prints only each board's largest tile, one per line. --out - "
                    + "writes the results CSV to standard output, with no lock, record or resume.",
            "Progress and a summary go to stderr; a run log goes beside the results (night.csv: night.csv.log), "
                    + "or to --log FILE."},
        footer = {
            "%nExamples:",
            "  tilesearch solve",
            "  tilesearch solve --moves 10 --threads 4 \\",
            "      --out outputs/hard.csv inputs/hard",
            "  tilesearch solve --moves 10 --time-limit 5m \\",
            "      --deadline 13h --resume inputs/big",
            "  # prints 16",
            "  printf '2 2 2\\n4 4 4\\n8 8 8\\n' | tilesearch solve -",
            "%nExit codes: 0 every board solved exactly, 1 some board failed or timed out, 2 usage error, an "
                    + "output that would be overwritten or that another run is writing, 3 stopped at --deadline "
                    + "(continue with --resume), 74 input/output error, 130/143/129 stopped by "
                    + "Ctrl-C/SIGTERM/SIGHUP (continue with --resume)."})
final class SolveCommand implements Callable<Integer>, Activity {

    /** The {@code --out} that names standard output. */
    static final String STANDARD_OUTPUT = "-";

    /** The most {@code --threads}: the largest pool a {@link java.util.concurrent.ForkJoinPool} can be. */
    static final int MAX_THREADS = 0x7fff;

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

    @Option(names = "--out", paramLabel = "FILE", converter = ResultsFileConverter.class,
            description = "CSV file to write; parent folders are created; - writes standard output (default: "
                    + RunOptions.DEFAULT_OUTPUT + ").")
    private Path out;

    @Option(names = "--progress", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Interval between two progress lines: redraws at a terminal (default 2s), log lines "
                    + "otherwise (default 1m). A board searched for longer than that adds its nodes, best tile, "
                    + "bound, subtrees done and ETA.")
    private Duration progressInterval;

    @Option(names = "--include", paramLabel = "GLOB",
            description = "Read only the files of walked folders that a GLOB matches (repeatable). A GLOB without / "
                    + "matches a file's name, one with / its path in the folder named: *, **, ?, [...] and {a,b} "
                    + "as in fd and ripgrep. Without it, every file but *.md, README* and LICENSE* is read.")
    private List<String> includes = new ArrayList<>();

    @Option(names = "--exclude", paramLabel = "GLOB",
            description = "Leave out the files and folders of walked folders that a GLOB matches (repeatable), "
                    + "as --include reads it. Files named as a PATH are always read.")
    private List<String> excludes = new ArrayList<>();

    @Parameters(paramLabel = "PATH", arity = "0..*", defaultValue = RunOptions.DEFAULT_INPUT,
            description = "Board files or folders (walked recursively in sorted order); - reads standard input "
                    + "(default: " + RunOptions.DEFAULT_INPUT + ").")
    private List<String> paths;

    /** Which files of walked folders are read: the globs of {@code --include} and {@code --exclude}. */
    private InputFilter filter;

    /** The words before this command's arguments, once they were completed from the run record; none before. */
    private List<String> commandWords = List.of();

    SolveCommand(InputStream stdin) {
        this.stdin = stdin;
    }

    /**
     * Solving the inputs into the output (none named for stdout when the input is {@code -}), in words that follow
     * "while": a search that runs out of memory needs more heap or smaller tables.
     */
    @Override
    public String doing() {
        String into = out != null ? " into " + (toStandardOutput() ? "standard output" : out)
                : paths.equals(List.of("-")) ? "" : " into " + RunOptions.DEFAULT_OUTPUT;
        return String.format(Locale.ROOT, "solving %s%s (%d threads, --table-memory %d MiB each)",
                String.join(" ", paths), into, threads, run.tableMebibytes());
    }

    @Override
    public Integer call() throws IOException {
        checkOptions();
        if (run.resume() && out != null && !spec.commandLine().getParseResult().hasMatchedPositional(0)) {
            List<String> recorded = RecordedResume.arguments(out, spec.commandLine().getParseResult());
            if (recorded != null) {
                List<String> given = spec.commandLine().getParseResult().originalArgs();
                // Parsed again, the arguments are this command's only: the record keeps the words before them.
                commandWords = given.subList(0, given.indexOf(spec.name()) + 1);
                spec.commandLine().parseArgs(recorded.toArray(String[]::new));
                checkOptions();
            }
        }
        boolean judgeStyle = out == null && paths.equals(List.of("-"));
        if (judgeStyle && run.resume()) {
            throw new ParameterException(spec.commandLine(), "--resume continues an output file: give it with --out");
        }
        if (judgeStyle) {
            return answer();
        }
        checkExist(paths);
        RunMessages.atTerminal(spec, run.quiet());
        Path csv = out == null ? Path.of(RunOptions.DEFAULT_OUTPUT) : out;
        // Standard output cannot be locked, continued or found again, so a run into it keeps no record.
        ResultsRun.Plan plan = new ResultsRun.Plan(
                toStandardOutput() ? ResultsRun.Output.standardOutput(run.log()) : ResultsRun.Output.file(csv,
                        run.mode(), run.log()),
                new ResultsRun.Policy(run.rowOptions(), paths, filter, !toStandardOutput(), run.deadline(),
                        run.prune(), run.retry()),
                new ResultsRun.Invocation(spec.name(), settings(), ManifestVersion.number(), command(), threads,
                        run.moves()));
        return ResultsRun.run(plan, new RunMessages(TileSearch.voice(spec), spec.commandLine().getErr(), run.quiet()),
                this::solve);
    }

    private void checkOptions() {
        run.check(spec.commandLine());
        try {
            filter = InputFilter.of(includes, excludes);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), e.getMessage());
        }
        if (toStandardOutput() && run.resume()) {
            throw new ParameterException(spec.commandLine(), "--resume continues an output file, and --out - writes "
                    + "standard output: give the file with --out");
        }
        checkThreads(spec.commandLine(), threads);
    }

    /** Refuses a {@code --threads} no pool can have, for every command that takes one. */
    static void checkThreads(CommandLine commandLine, int threads) {
        if (threads < 1) {
            throw new ParameterException(commandLine, "--threads must be 1 or more, got " + threads);
        }
        if (threads > MAX_THREADS) {
            throw new ParameterException(commandLine, "--threads must be at most " + MAX_THREADS + ", got " + threads);
        }
    }

    /** Whether {@code --out -} asks for the results CSV on standard output. */
    private boolean toStandardOutput() {
        return out != null && out.toString().equals(STANDARD_OUTPUT);
    }

    /** Solves the boards of the run's inputs into its results, with progress at a terminal. */
    private ResultsRun.Solved solve(ResultsRun attempt) throws IOException {
        Iterable<Input> inputs = attempt.inputs();
        try (JobReader reader = JobSources.open(inputs, run.moves(), stdin, attempt.readerWrapper())) {
            ResultWriter results = toStandardOutput()
                    ? new ResultCsvWriter(new StandardOutputStream(spec.commandLine().getOut()))
                    : attempt.openResults();
            ResumeFilter resumed = attempt.kept() == null ? null : new ResumeFilter(reader, attempt.kept());
            JobReader jobs = resumed == null ? reader : resumed;
            boolean terminal = !run.quiet() && Terminal.stderrIsTerminal();
            try (BoardCounter total = new BoardCounter(inputs, run.moves());
                    ProgressReport progress = ProgressReport.start(terminal
                            ? PrintableWriter.unescaped(spec.commandLine().getErr()) : null, attempt.alreadyDone(),
                            total, progressInterval, run.quiet())) {
                RunSummary summary = run(jobs, results, attempt.stop(), progress, progress);
                return new ResultsRun.Solved(summary, resumed == null ? 0 : resumed.skipped(), List.of());
            }
        }
    }

    /**
     * Answers judge-style: solves every board of stdin and prints each one's largest tile on stdout, one per line;
     * a board without an exact answer has its message on stderr. Ctrl-C and SIGTERM stop the run cleanly.
     */
    private int answer() throws IOException {
        RunStop stop = RunStop.until(run.deadline() == null ? null : Instant.now().plus(run.deadline()));
        try (SignalStop signals = SignalStop.install(stop);
                JobReader reader = JobSources.open(List.of("-"), run.moves(), stdin)) {
            ResultWriter answers = new MaxTileWriter(spec.commandLine().getOut(), spec.commandLine().getErr(),
                    TileSearch.voice(spec));
            RunSummary summary = run(reader, answers, stop, ProgressListener.NONE, SearchListener.NONE);
            return ExitCodes.of(summary, 0, stop, signals.signal());
        }
    }

    /** Solves every job of {@code reader} into {@code writer}, which it closes. */
    private RunSummary run(JobReader reader, ResultWriter writer, RunStop stop, ProgressListener progress,
            SearchListener searches) throws IOException {
        ForkJoinPool pool = new ForkJoinPool(threads);
        try (ResultWriter closing = writer) {
            BoardSolver solver = new BoardSolver(() -> run.strategy().newSearcher(pool, run.tableBytes(), searches),
                    run.timeLimit(), stop);
            return new BatchRunner(pool, solver, stop, progress).run(reader, closing);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The command line as the user typed it, program name first. */
    private List<String> command() {
        List<String> command = new ArrayList<>();
        command.add("tilesearch");
        command.addAll(commandWords);
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

    /** The settings that shape the results apart from K, in words, for the summary and the run log. */
    private String settings() {
        return String.format(Locale.ROOT, "%d thread%s, %s", threads, threads == 1 ? "" : "s", run.describe());
    }
}
