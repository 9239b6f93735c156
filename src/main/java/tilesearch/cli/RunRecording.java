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
 */
final class RunRecording {

    private final Path csv;
    private final RunRecord earlier;
    private final RunRecord.InputChanges changes;
    private RunRecord record;

    private RunRecording(Path csv, RunRecord earlier, RunRecord.InputChanges changes, RunRecord record) {
        this.csv = csv;
        this.earlier = earlier;
        this.changes = changes;
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
        List<InputFingerprint> files;
        try {
            List<Input> readable = new ArrayList<>();
            for (Input input : JobSources.inputs(inputs, runFiles)) {
                if (input.listingFailure() == null) {
                    readable.add(input);
                }
            }
            files = InputFingerprint.ofAll(readable);
        } catch (NoSuchFileException e) {
            throw new ParameterException(commandLine, "no such file or directory: " + e.getFile());
        }
        RunRecord.InputChanges changes = earlier == null ? new RunRecord.InputChanges(List.of(), List.of())
                : earlier.changes(files);
        RunRecord record = earlier == null ? RunRecord.starting(options, inputs, files)
                : earlier.resumed(inputs, files);
        return new RunRecording(csv, earlier, changes, record);
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

    /** Writes the record with a new attempt, before the run writes its first row. */
    void start(String version, List<String> command, int threads, KeptRows existing) throws IOException {
        long kept = existing == null ? 0 : existing.completed().size();
        long dropped = 0;
        if (existing != null) {
            for (long rows : existing.droppedByFile().values()) {
                dropped += rows;
            }
        }
        record = record.withAttempt(Attempt.starting(version, command, threads, kept, dropped));
        record.write(csv);
    }

    /**
     * Writes the record with the attempt ended: {@code exitCode} ({@code null} for a signal, whose exit code the
     * JVM sets), {@code stoppedBy} and the counts of {@code summary} ({@code null} when the run failed).
     */
    void end(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        Attempt attempt = record.lastAttempt();
        Attempt.Counts before = attempt.counts();
        Attempt.Counts counts = summary == null ? before : new Attempt.Counts(before.kept(), before.dropped(),
                summary.written(), summary.ok(), summary.errors(), summary.timeouts(), summary.stopped());
        record = record.withLastAttempt(attempt.ended(exitCode, stoppedBy, counts));
        record.write(csv);
    }
}
