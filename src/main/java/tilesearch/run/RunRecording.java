package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import tilesearch.batch.RunSummary;
import tilesearch.input.InputFilter;
import tilesearch.input.InputWrapper;
import tilesearch.input.SkipRule;

/**
 * The run record of one {@code solve} into a results file: checked before a resume, written when the attempt
 * starts and again when it ends. Made under the results file's lock, before the file is touched.
 *
 * <p>The inputs are walked once, here: {@link #inputs()} is what the run then reads, in the same order.
 *
 * <p>The inputs' hashes: a resume needs them before it starts, to tell which inputs changed, and hashes every
 * input first. A run that checks nothing records its inputs' sizes and modification times when it starts; its
 * reader digests each file as it reads it ({@link #readerWrapper()}), and the end of the attempt hashes the files
 * the reader did not read to their end, then writes the record with every hash. A run killed before then leaves a
 * record without hashes, and a resume judges its inputs by size and modification time.
 *
 * <p>Thread-safety: the run's thread calls it; the reader's thread only puts hashes into {@link RunInputs}.
 */
final class RunRecording {

    /** The one option that defines the rows a retry may change. */
    private static final String TIME_LIMIT = "--time-limit";

    private final Path csv;
    private final RunRecord earlier;
    private final RunRecord.InputChanges changes;
    /** Every input, as the walk found it and the reader reads it, with its hash once it has one. */
    private final RunInputs inputs;
    /** The record without its files, which every write takes from {@link #inputs}. */
    private RunRecord record;

    private RunRecording(Path csv, RunRecord earlier, RunRecord.InputChanges changes, RunInputs inputs,
            RunRecord record) {
        this.csv = csv;
        this.earlier = earlier;
        this.changes = changes;
        this.inputs = inputs;
        this.record = record;
    }

    /**
     * Reads the record of {@code csv} when {@code resume} and {@code csv} holds anything, refuses to resume a run
     * made with other {@code options} (but for {@code --time-limit} when {@code retrying}: the rows retried get the
     * new one, which the record then holds), and walks the files {@code paths} name now (leaving out what
     * {@code skip} names, and the files of walked folders that {@code filter} does not read); for a resume, hashes
     * them and finds those changed since the record.
     *
     * @throws RunRefusedException when the record's options differ from {@code options}, or the record cannot be
     *     read; nothing has been touched then
     */
    static RunRecording prepare(Path csv, boolean resume, boolean retrying, Map<String, String> options,
            List<String> paths, SkipRule skip, InputFilter filter) throws IOException {
        // A record without results (the CSV was removed) describes nothing left to continue: the run starts afresh.
        RunRecord earlier = resume && holdsResults(csv) ? RunRecord.readToResume(csv) : null;
        if (earlier != null) {
            Map<String, String> compared = new LinkedHashMap<>(options);
            if (retrying) {
                compared.put(TIME_LIMIT, earlier.options().get(TIME_LIMIT));
            }
            List<String> differences = earlier.differences(compared);
            if (!differences.isEmpty()) {
                throw new RunRefusedException(csv + " was made with other options, which would change "
                        + "its rows: " + String.join("; ", differences) + ". Resume with the options in "
                        + RunFiles.record(csv) + ", or start over with --force");
            }
        }
        RunInputs all;
        try {
            all = RunInputs.walk(paths, skip, filter);
        } catch (NoSuchFileException e) {
            throw new RunRefusedException("no such file or directory: " + e.getFile());
        }
        if (earlier == null) {
            return new RunRecording(csv, null, new RunRecord.InputChanges(List.of(), List.of()), all,
                    new RunRecord(options, paths, List.of()));
        }
        all.hashMissing();
        RunRecord.InputChanges changes = RunRecord.InputChanges.of(RunRecord.recordedFiles(csv), all.lastNamed());
        return new RunRecording(csv, earlier, changes, all, new RunRecord(options, paths, earlier.attempts()));
    }

    /** Every input the run reads, in order: the walk of its folders, made once, with their hashes. */
    RunInputs inputs() {
        return inputs;
    }

    /**
     * How the run's reader should read {@link #inputs()}: digesting each file, so that the record gets its hash
     * without reading it again; a resume, which hashed them before it started, reads them as they are.
     */
    InputWrapper readerWrapper() {
        return earlier == null ? inputs.digesting() : InputWrapper.NONE;
    }

    /**
     * Whether {@code results} holds rows to continue: a results file that is not empty, or a folder of part files
     * ({@code spark-solve --parts}) that holds one.
     */
    static boolean holdsResults(Path results) throws IOException {
        if (Files.isDirectory(results)) {
            try (var listing = Files.list(results)) {
                return listing.anyMatch(file -> file.getFileName().toString().startsWith(ExistingParts.PART_PREFIX));
            }
        }
        return Files.isRegularFile(results) && Files.size(results) > 0;
    }

    /** Whether a resume found a record to check against; {@code false} for a file of an older version. */
    boolean hadRecord() {
        return earlier != null;
    }

    /** The input files whose rows the resume drops: changed since the record, or no longer given (and pruned). */
    RunRecord.InputChanges changes() {
        return changes;
    }

    /** Writes the record with a new attempt, before the run writes its first row. */
    void start(String version, List<String> command, int threads, KeptRows existing) throws IOException {
        long kept = existing == null ? 0 : existing.completed().size();
        long dropped = existing == null ? 0 : existing.dropped();
        record = record.withAttempt(Attempt.starting(version, command, threads, kept, dropped));
        record.write(csv, inputs.fingerprints());
    }

    /**
     * Hashes the inputs that have no hash yet, then writes the record with the attempt ended: {@code exitCode}
     * ({@code null} for a signal, whose exit code the JVM sets), {@code stoppedBy} and the counts of
     * {@code summary} ({@code null} when no row is known written).
     */
    void end(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        inputs.hashMissing();
        Attempt attempt = record.lastAttempt();
        Attempt.Counts before = attempt.counts();
        Attempt.Counts counts = summary == null ? before : new Attempt.Counts(before.kept(), before.dropped(),
                summary.written(), summary.ok(), summary.errors(), summary.timeouts(), summary.stopped());
        record = record.withLastAttempt(attempt.ended(exitCode, stoppedBy, counts));
        record.write(csv, inputs.fingerprints());
    }

    /** How long the attempt ran, as the record gives it, or {@code null} before {@link #end}. */
    Duration wallTime() {
        return record.lastAttempt().wallTime();
    }
}
