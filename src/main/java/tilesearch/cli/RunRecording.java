package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import tilesearch.batch.RunSummary;
import tilesearch.io.Input;
import tilesearch.io.JobSources;
import tilesearch.run.Attempt;
import tilesearch.run.InputFingerprint;
import tilesearch.run.RunRecord;
import tilesearch.run.RunRecordException;

/**
 * The run record of one {@code solve} into a results file: checked before a resume, written when the attempt
 * starts and again when it ends. Made under the results file's lock, before the file is touched.
 *
 * <p>The inputs' hashes: a resume needs them before it starts, to tell which inputs changed. A run that checks
 * nothing records its inputs' sizes and modification times when it starts, hashes them on a thread of its own
 * while the boards are solved (on a 48 MB CSV, hashing before the first board took 0.25 to 0.45 s of a run of
 * about 2 s), and writes the record again once the hashes are in; {@link #end} waits for them. A run killed
 * before then leaves a record without hashes, and a resume judges its inputs by size and modification time.
 *
 * <p>Thread-safety: the hashing thread and the run's thread meet in the synchronized methods.
 */
final class RunRecording {

    private final Path csv;
    private final RunRecord earlier;
    private final RunRecord.InputChanges changes;
    /** The inputs still to hash once the attempt has started; empty when the record holds their hashes. */
    private final List<Input> unhashed;
    private RunRecord record;
    private Thread hashing;
    private boolean ended;

    private RunRecording(Path csv, RunRecord earlier, RunRecord.InputChanges changes, List<Input> unhashed,
            RunRecord record) {
        this.csv = csv;
        this.earlier = earlier;
        this.changes = changes;
        this.unhashed = unhashed;
        this.record = record;
    }

    /**
     * Reads the record of {@code csv} when {@code resume} and {@code csv} holds anything, refuses to resume a run made with other
     * {@code options}, and fingerprints the files {@code inputs} name now (leaving out {@code runFiles}).
     *
     * @throws ParameterException when the record's options differ from {@code options}, or the record cannot be
     *     read; nothing has been touched then
     */
    static RunRecording prepare(Path csv, boolean resume, Map<String, String> options, List<String> inputs,
            Set<Path> runFiles, CommandLine commandLine) throws IOException {
        RunRecord earlier = null;
        // A record without results (the CSV was removed) describes nothing left to continue: the run starts afresh.
        if (resume && holdsResults(csv)) {
            try {
                earlier = RunRecord.read(csv);
            } catch (RunRecordException e) {
                throw new ParameterException(commandLine, e.getMessage() + "; move it away to resume without "
                        + "checking the options and inputs, or start over with --force");
            }
        }
        if (earlier != null) {
            List<String> differences = earlier.differences(options);
            if (!differences.isEmpty()) {
                throw new ParameterException(commandLine, csv + " was made with other options, which would change "
                        + "its rows: " + String.join("; ", differences) + ". Resume with the options in "
                        + RunRecord.pathFor(csv) + ", or start over with --force");
            }
        }
        List<Input> readable = new ArrayList<>();
        try {
            for (Input input : JobSources.inputs(inputs, runFiles)) {
                if (input.listingFailure() == null) {
                    readable.add(input);
                }
            }
        } catch (NoSuchFileException e) {
            throw new ParameterException(commandLine, "no such file or directory: " + e.getFile());
        }
        if (earlier == null) {
            RunRecord record = RunRecord.starting(options, inputs, InputFingerprint.withoutHashes(readable));
            return new RunRecording(csv, null, new RunRecord.InputChanges(List.of(), List.of()), readable, record);
        }
        List<InputFingerprint> files = InputFingerprint.ofAll(readable);
        return new RunRecording(csv, earlier, earlier.changes(files), List.of(), earlier.resumed(inputs, files));
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

    /** The input files whose rows the resume drops: changed since the record, or no longer given. */
    RunRecord.InputChanges changes() {
        return changes;
    }

    /**
     * Writes the record with a new attempt, before the run writes its first row, then hashes the inputs on a thread
     * of its own when the record has no hashes yet.
     */
    synchronized void start(String version, List<String> command, int threads, KeptRows existing)
            throws IOException {
        long kept = existing == null ? 0 : existing.completed().size();
        long dropped = 0;
        if (existing != null) {
            for (long rows : existing.droppedByFile().values()) {
                dropped += rows;
            }
        }
        record = record.withAttempt(Attempt.starting(version, command, threads, kept, dropped));
        record.write(csv);
        if (!unhashed.isEmpty()) {
            hashing = new Thread(this::hashInputs, "tilesearch-hashing");
            hashing.setDaemon(true);
            hashing.start();
        }
    }

    /**
     * Hashes the inputs and records the hashes, unless the attempt has ended first. A record that cannot be written
     * now is left as it is: {@link #end} writes it again, and says so when it cannot.
     */
    private void hashInputs() {
        List<InputFingerprint> files = InputFingerprint.ofAll(unhashed);
        synchronized (this) {
            if (ended) {
                return;
            }
            record = record.withFiles(files);
            try {
                record.write(csv);
            } catch (IOException e) {
                // end() writes the record again.
            }
        }
    }

    /**
     * Writes the record with the attempt ended: {@code exitCode} ({@code null} for a signal, whose exit code the
     * JVM sets), {@code stoppedBy} and the counts of {@code summary} ({@code null} when the run failed).
     */
    void end(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        awaitHashes();
        synchronized (this) {
            ended = true;
            endAttempt(exitCode, stoppedBy, summary);
        }
    }

    /** Waits for the inputs' hashes, if they are being made; a run interrupted meanwhile records them without. */
    private void awaitHashes() {
        if (hashing == null) {
            return;
        }
        try {
            hashing.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void endAttempt(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        Attempt attempt = record.lastAttempt();
        Attempt.Counts before = attempt.counts();
        Attempt.Counts counts = summary == null ? before : new Attempt.Counts(before.kept(), before.dropped(),
                summary.written(), summary.ok(), summary.errors(), summary.timeouts(), summary.stopped());
        record = record.withLastAttempt(attempt.ended(exitCode, stoppedBy, counts));
        record.write(csv);
    }
}
