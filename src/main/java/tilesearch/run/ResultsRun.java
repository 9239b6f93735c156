package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import tilesearch.batch.RowsLostException;
import tilesearch.batch.RunStop;
import tilesearch.batch.RunSummary;
import tilesearch.input.Input;
import tilesearch.input.InputFilter;
import tilesearch.input.InputWrapper;
import tilesearch.input.SkipRule;
import tilesearch.logging.LogConfigurator;
import tilesearch.results.JobResult;
import tilesearch.results.ResultFile;
import tilesearch.results.ResultWriteException;
import tilesearch.results.UnusableResultsException;
import tilesearch.text.ShellWords;

/**
 * One run into one results file (or folder of part files), from its start to its exit code: the lifecycle that
 * {@code solve} and {@code spark-solve} share, whatever solves the boards. {@link #run} does, in order:
 *
 * <ol>
 *   <li>starts the run's stop: at the deadline, or on Ctrl-C or SIGTERM ({@link SignalStop});</li>
 *   <li>creates the results' folder and takes their {@link RunLock}, held to the end, and sends the run log to
 *       its file while it holds it ({@link RunFiles#log}, or the one the plan names);</li>
 *   <li>for a resume, reads the run record and refuses other options than its own; walks the inputs once
 *       ({@link RunRecording});</li>
 *   <li>hands itself to the {@link Job}: the job opens the output through it (a new file, one overwritten, or one
 *       continued, its finished rows kept), which starts the attempt in the record before any row is written, and
 *       solves the boards;</li>
 *   <li>computes the exit code ({@link ExitCodes#of}), records how the attempt ended, and gives the summary;</li>
 *   <li>releases the lock, then the signal stop, which lets a signalled process exit.</li>
 * </ol>
 *
 * <p>Refusals come as {@link RunRefusedException} before anything is touched; a failure to write the results (a
 * full disk) as an {@link IOException} that says the rows before are safe and how to go on.
 */
public final class ResultsRun {

    /**
     * What a run is asked to do: what it writes, what it must hold to, and who runs it.
     */
    public record Plan(Output target, Policy policy, Invocation invocation) {
    }

    /**
     * What a run writes.
     *
     * @param results the results file, or the local folder of part files when {@code parts}; {@code null} for a
     *     folder on another file system or for standard output, which get neither lock nor record and must be new
     * @param parts whether {@code results} is a folder of part files
     * @param shown the results as the summary names them; {@code null} for standard output
     * @param mode what to do with results that exist
     * @param log the run log the user named, appended to and never rolled; {@code null} for the one beside the
     *     results ({@link RunFiles#log}), or none for a folder on another file system
     */
    public record Output(Path results, boolean parts, Path shown, OutputMode mode, Path log) {

        /** The results file {@code csv}, named as it is. */
        public static Output file(Path csv, OutputMode mode, Path log) {
            return new Output(csv, false, csv, mode, log);
        }

        /**
         * Standard output, which the job writes itself: no lock, no record, no run log but the one the user names
         * ({@code log}, or {@code null}), and nothing to continue.
         */
        public static Output standardOutput(Path log) {
            return new Output(null, false, null, OutputMode.NEW, log);
        }

        /** The folder of part files {@code local}, or {@code null} for one elsewhere, named {@code shown}. */
        public static Output parts(Path local, Path shown, OutputMode mode, Path log) {
            return new Output(local, true, shown, mode, log);
        }
    }

    /**
     * What a run must hold to.
     *
     * @param rowOptions the options that change rows, as the record keeps them: a resume must be given the same
     * @param inputs the input paths as given
     * @param filter which files of the folders among {@code inputs} are read
     * @param recorded whether the run keeps a run record: its results are local, and its inputs local files it can
     *     fingerprint
     * @param deadline the most the whole run may take, or {@code null}
     * @param prune whether a resume may drop the finished rows of files that are no input now; else it is refused
     * @param retry the statuses whose rows a resume solves again, beside {@code stopped} ones; a resume that
     *     retries may change {@code --time-limit}
     */
    public record Policy(Map<String, String> rowOptions, List<String> inputs, InputFilter filter, boolean recorded,
            Duration deadline, boolean prune, Set<JobResult.Status> retry) {

        public Policy {
            retry = Set.copyOf(retry);
        }
    }

    /**
     * Who runs it, as the run log, the summary and the record's attempts tell.
     *
     * @param name the command: {@code solve}
     * @param settings the settings that shape the results apart from K, in words: {@code 2 threads, strategy best}
     * @param version the program's version
     * @param commandLine the command line as typed, program name first
     * @param threads the threads (or cores) the run solves with
     * @param moves {@code --moves}: K for every board searched whose row does not give its own
     */
    public record Invocation(String name, String settings, String version, List<String> commandLine, int threads,
            int moves) {
    }

    /** What solves the boards, once the run holds its results. */
    @FunctionalInterface
    public interface Job {
        /**
         * Opens the output through {@code run} ({@link #openResults()} or {@link #openParts()}, once), solves every
         * board into it and says what it did.
         */
        Solved solve(ResultsRun run) throws IOException;
    }

    /**
     * What a job did.
     *
     * @param summary the counts of its rows
     * @param skipped boards of the inputs left out because the kept rows had them
     * @param notes paragraphs printed after the summary
     */
    public record Solved(RunSummary summary, long skipped, List<String> notes) {
    }

    private final Output target;
    private final Policy policy;
    private final Invocation invocation;
    /** The results as the run locks and writes them: {@link Output#results}, or the file a link to it names. */
    private final Path results;
    private final RunNotices notices;
    private final RunStop stop;
    private final SignalStop signals;
    /** The files the run writes: its results' own, if it has any here, and the run log the user named, if any. */
    private final Set<Path> runFiles;
    /** The run record, for a recorded run once its inputs are walked; else {@code null}. */
    private RunRecording recording;
    private KeptRows kept;
    private ExistingParts parts;
    /** Whether the attempt's start was written, or tried, so that its end is recorded. */
    private boolean started;
    /** When the output was opened: for the attempt's wall time where no record keeps it. */
    private long startNanos = System.nanoTime();

    private ResultsRun(Plan plan, Path results, RunNotices notices, RunStop stop, SignalStop signals) {
        this.target = plan.target();
        this.policy = plan.policy();
        this.invocation = plan.invocation();
        this.results = results;
        this.notices = notices;
        this.stop = stop;
        this.signals = signals;
        Set<Path> files = new HashSet<>();
        if (results != null) {
            files.addAll(RunFiles.of(results));
        }
        if (target.log() != null) {
            files.add(target.log());
        }
        this.runFiles = Set.copyOf(files);
    }

    /**
     * Runs {@code job} as {@code plan} asks, telling {@code notices} what a person should hear, and gives the exit
     * code.
     *
     * @throws RunRefusedException when the results cannot be used as asked; nothing has been touched then
     */
    public static int run(Plan plan, RunNotices notices, Job job) throws IOException {
        Output target = plan.target();
        List<String> inputs = plan.policy().inputs();
        Duration deadline = plan.policy().deadline();
        Path results = target.results() == null ? null : WriteTarget.results(target.results(), target.parts(),
                inputs);
        RunStop stop = RunStop.until(deadline == null ? null : Instant.now().plus(deadline));
        if (target.log() != null) {
            WriteTarget.log(target.log(), results, inputs);
        }
        try (SignalStop signals = SignalStop.install(stop)) {
            ResultsRun run = new ResultsRun(plan, results, notices, stop, signals);
            return results == null ? run.logged(job) : run.locked(job);
        }
    }

    private int locked(Job job) throws IOException {
        Path parent = results.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (RunLock lock = RunLock.acquire(results)) {
            return logged(job);
        } catch (ResultWriteException e) {
            throw new IOException(e.getMessage() + ". The rows written before are complete: make room, then run "
                    + "the same command with --resume", e);
        }
    }

    /**
     * Runs the attempt with the run log sent to its file, opened first so that one that cannot be written fails the
     * run. Only the run that holds the lock writes the log beside the results, so no two processes roll it; it is
     * closed before the lock is released.
     */
    private int logged(Job job) throws IOException {
        Path log = runLog();
        if (log == null) {
            return attempt(job);
        }
        WriteTarget.openForAppend(log);
        LogConfigurator.logTo(log, target.log() == null ? RunFiles.rolledLogPattern(log) : null);
        try {
            return attempt(job);
        } finally {
            LogConfigurator.closeRunLog();
        }
    }

    /**
     * The run log: the one the user named, else the one beside the results; {@code null} for a folder elsewhere
     * with no {@code --log}.
     */
    private Path runLog() {
        return target.log() != null ? target.log() : results == null ? null : RunFiles.log(results);
    }

    /**
     * Throws when lines of the run log were lost (its disk filled), so that the run ends as an I/O error naming
     * the log rather than with a log that silently stops.
     */
    private void checkRunLog() throws IOException {
        String fault = LogConfigurator.runLogFault();
        if (fault != null) {
            throw new IOException("cannot write the run log " + runLog() + ": " + fault + "; the results are "
                    + "complete, but the log lost lines");
        }
    }

    /**
     * Makes the attempt: for a recorded run, reads its record and walks its inputs first ({@link RunRecording}),
     * refusing results or a log that the walk found among them.
     */
    private int attempt(Job job) throws IOException {
        if (policy.recorded()) {
            recording = RunRecording.prepare(results, target.mode() == OutputMode.RESUME, !policy.retry().isEmpty(),
                    policy.rowOptions(), policy.inputs(), new RunFiles(runFiles), policy.filter());
            WriteTarget.checkNotAnInput(results, target.log(), recording.inputs());
        }
        Solved solved = null;
        // The rows that reached the results before they failed, which the record counts.
        RunSummary written = null;
        int exitCode = ExitCodes.IO_ERROR;
        try {
            solved = job.solve(this);
            finish();
            checkRunLog();
            exitCode = ExitCodes.of(solved.summary(), kept == null ? 0 : kept.inexact(), stop, signals.signal());
        } catch (RowsLostException e) {
            written = e.written();
            if (!(e.failure() instanceof IOException)) {
                exitCode = ExitCodes.SOFTWARE;
            }
            throw rethrown(e.failure());
        } catch (RuntimeException | Error e) {
            exitCode = ExitCodes.SOFTWARE;
            throw e;
        } finally {
            if (started) {
                endAttempt(exitCode, solved == null ? written : solved.summary());
            }
        }
        String text = SummaryText.of(solved.summary(), wallNanos(), invocation.settings(), target.shown(), kept,
                solved.skipped(), recording == null ? null : recording.changes(), stop.reason());
        RunLog.FILE.info(text);
        notices.summary(text);
        for (String failure : SummaryText.failures(solved.summary())) {
            RunLog.FILE.warn(failure);
            notices.summary(failure);
        }
        for (String note : solved.notes()) {
            notices.summary(note);
        }
        return exitCode;
    }

    /** {@code failure} to throw: an {@link IOException} as it is; unchecked exceptions and errors are thrown here. */
    private static IOException rethrown(Throwable failure) {
        if (failure instanceof RuntimeException e) {
            throw e;
        } else if (failure instanceof Error e) {
            throw e;
        }
        return (IOException) failure;
    }

    /**
     * Records how the attempt ended, with the counts of {@code summary} ({@code null}: no row is known written). A
     * record that cannot be written (the disk is full) is only warned about: the
     * rows are what matter, and the next resume appends its own attempt.
     */
    private void endAttempt(int exitCode, RunSummary summary) {
        RunStop.Reason stoppedBy = summary == null || summary.complete() ? null : stop.reason();
        // Stopped by a signal whose number is not known, the JVM sets the exit code.
        boolean unknown = stoppedBy == RunStop.Reason.SIGNAL && signals.signal() == 0;
        try {
            recording.end(unknown ? null : exitCode,
                    stoppedBy == null ? null : stoppedBy.name().toLowerCase(Locale.ROOT), summary);
        } catch (IOException e) {
            RunLog.FILE.warn("could not write the run record: {}", e.getMessage());
            notices.recordNotWritten(e);
        }
    }

    /**
     * How long the attempt ran, from its output opened to its end: the time its record gives it, so that the
     * summary's boards per second is the report's.
     */
    private long wallNanos() {
        Duration recorded = recording == null ? null : recording.wallTime();
        return recorded != null ? recorded.toNanos() : System.nanoTime() - startNanos;
    }

    /** The run's stop: at the deadline, on a signal. */
    public RunStop stop() {
        return stop;
    }

    /**
     * Runs {@code listener} when a signal asks the run to stop, for a job that cannot poll {@link #stop()}
     * (a Spark job cancels its jobs); on the signal's thread, so it must be quick.
     */
    public void onSignal(Runnable listener) {
        signals.onSignal(listener);
    }

    /**
     * Every input the run reads, in order: the walk of its folders, made once for the record; a run without one
     * walks them here.
     */
    public Iterable<Input> inputs() throws NoSuchFileException {
        return recording != null ? recording.inputs() : RunInputs.walk(policy.inputs(), SkipRule.NONE,
                policy.filter());
    }

    /**
     * How the job's reader reads {@link #inputs()}: each file digested for the record as it is read (see
     * {@link RunRecording#readerWrapper()}).
     */
    public InputWrapper readerWrapper() {
        return recording == null ? InputWrapper.NONE : recording.readerWrapper();
    }

    /** The files the run writes beside its results, never read as inputs. */
    public Set<Path> runFiles() {
        return runFiles;
    }

    /** The boards that already have a final row, kept from the run resumed, or {@code null}: none. */
    public KeptBoards kept() {
        return kept == null ? null : kept.completed();
    }

    /** How many boards the kept rows hold: 0 when nothing is resumed. */
    public long alreadyDone() {
        return kept == null ? 0 : kept.completed().size();
    }

    /**
     * Opens the results file as the plan asks: a new file, refusing to overwrite results; {@code --force},
     * overwriting them; or {@code --resume}, continuing them. Writes the attempt's start in the record before
     * it returns.
     *
     * @throws RunRefusedException when the results hold something and the plan asks for a new file; or, for a
     *     resume, when they are no results file that can be continued, or when the resume would lose finished
     *     rows; nothing is changed then
     */
    public ResultFile openResults() throws IOException {
        OutputMode mode = target.mode();
        if (mode == OutputMode.NEW && Files.isRegularFile(results) && Files.size(results) > 0) {
            throw new RunRefusedException(results + " already holds results: add --resume to continue "
                    + "that run, or --force to overwrite it");
        }
        if (mode != OutputMode.RESUME) {
            ResultFile file = ResultFile.create(results);
            start();
            return file;
        }
        KeptBoards boards = new KeptBoards();
        ResumeRules rules = rules(boards);
        ExistingResults existing;
        try {
            existing = ExistingResults.read(results, rules);
        } catch (UnusableResultsException e) {
            throw new RunRefusedException(e.getMessage() + "; choose another --out, or overwrite it with --force");
        }
        rules.checkNothingLost(results);
        existing.repair();
        ResultFile file = existing.hasHeader() ? ResultFile.append(results) : ResultFile.create(results);
        if (existing.hasHeader() && recording != null && !recording.hadRecord()) {
            String warning = results + " has no run record (" + RunFiles.record(results).getFileName()
                    + "): an older tilesearch made it, so this resume cannot check that the options and inputs "
                    + "are those of its run";
            RunLog.FILE.warn(warning);
            notices.warning(warning);
        }
        kept = KeptRows.of(List.of(existing), boards);
        start();
        return file;
    }

    /**
     * Opens the local folder of part files as the plan asks, starts the attempt in the record, and gives the
     * folder the job writes its parts to; {@code null} for a folder elsewhere, which the job writes itself.
     */
    public Path openParts() throws IOException {
        if (results == null) {
            logStart();
            return null;
        }
        KeptBoards boards = new KeptBoards();
        parts = ExistingParts.open(results, target.mode(), rules(boards), boards);
        kept = parts.kept();
        start();
        return parts.sparkFolder();
    }

    /**
     * The rules of a resume, adding the boards kept to {@code boards}. Without a record of the run resumed,
     * every file is an input: its rows are kept, and the summary warns when they match no input.
     */
    private ResumeRules rules(KeptBoards boards) {
        if (recording == null || !recording.hadRecord()) {
            return ResumeRules.keepingAll(boards, policy.retry());
        }
        return new ResumeRules(boards, recording.changes(), recording.inputs().names(), policy.retry(),
                policy.prune());
    }

    /**
     * Writes the attempt's start in the record. The attempt counts as started even when that record cannot be
     * written: its end is then recorded, or warned about, as for any attempt that ran.
     */
    private void start() throws IOException {
        started = recording != null;
        try {
            if (recording != null) {
                recording.start(invocation.version(), invocation.commandLine(), invocation.threads(), kept);
            }
        } finally {
            logStart();
        }
    }

    private void logStart() {
        startNanos = System.nanoTime();
        // Quoted as a shell would need them, a name in the log is never a command when a line is pasted.
        String inputs = policy.inputs().stream().map(ShellWords::quoted).collect(Collectors.joining(" "));
        RunLog.FILE.info("{} {} into {}: {}, --moves {}{}{}", invocation.name(), inputs,
                ShellWords.quoted(target.shown().toString()), invocation.settings(), invocation.moves(),
                kept == null ? "" : ", resuming with " + alreadyDone() + " boards done",
                policy.deadline() == null ? "" : ", deadline " + DurationText.of(policy.deadline()));
    }

    /** After the job: a resumed folder of parts takes in the new ones, unless a signal stopped the run. */
    private void finish() throws IOException {
        if (parts != null && stop.reason() != RunStop.Reason.SIGNAL) {
            parts.finish();
        }
    }
}
