package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * How a results file was made: the run record {@code night.csv.run.json} beside {@code night.csv}. Like a Spring
 * Batch job instance and its executions, it holds what identifies the run (the options that change rows, the
 * inputs and their content) and one {@link Attempt} per execution: the first run and each resume.
 *
 * <p>The input files it lists can number a million, so they are never held: {@link #write} takes them one at a time
 * from the run's inputs, {@link #read} checks and lets them go, and {@link #recordedFiles} reads them one at a time.
 * A driver holding the file's {@link RunLock} uses it so:
 *
 * <pre>{@code
 * RunRecord earlier = RunRecord.read(csv);                   // null: no record (an older version made csv)
 * List<String> differences = earlier.differences(options);   // refuse to resume when not empty
 * InputChanges changes = InputChanges.of(RunRecord.recordedFiles(csv), now::get);  // drop the rows of these inputs
 * RunRecord record = new RunRecord(options, inputs, earlier.attempts()).withAttempt(Attempt.starting(...));
 * record.write(csv, files);                                  // before the first row
 * ...
 * record.withLastAttempt(record.lastAttempt().ended(...)).write(csv, files);
 * }</pre>
 *
 * <p>{@link #write} is atomic ({@link ReplacedFile}): a crash leaves the old record or the new one, never a torn
 * one. Immutable.
 *
 * @param options the options that change rows, by name ({@code --moves}), as text
 * @param inputs the input paths as given on the command line
 * @param attempts every attempt, oldest first
 */
public record RunRecord(Map<String, String> options, List<String> inputs, List<Attempt> attempts) {

    /** The record's layout; a reader refuses a record of a later layout rather than misread it. */
    public static final int FORMAT = 1;

    /**
     * The options that define the rows, the only ones a record holds: a reader refuses any other, so that a resume
     * takes nothing else from a record (where the run logs, say) as if the user had typed it.
     */
    public static final List<String> ROW_OPTIONS = List.of("--moves", "--strategy", "--time-limit");

    public RunRecord {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        inputs = List.copyOf(inputs);
        attempts = List.copyOf(attempts);
    }

    /** The files of a record, handed one at a time, as they are read, to {@code each}. */
    @FunctionalInterface
    public interface RecordedFiles {
        void forEach(Consumer<InputFingerprint> each) throws IOException;
    }

    /**
     * The input files whose rows must go when a run resumes: their content changed, or they are no longer inputs.
     *
     * @param changed files read by both runs whose content differs, in the record's order
     * @param removed files the record lists that the resumed run does not read, in the record's order
     */
    public record InputChanges(List<String> changed, List<String> removed) {

        private enum Change { NONE, CHANGED, REMOVED }

        /**
         * The files of {@code recorded}, read once, one at a time, whose content differs from {@code now}'s file of
         * the same name (the last one read now, or {@code null}: none), and those {@code now} has none of. A name
         * the record lists more than once (an input given twice) is judged by its last entry; every entry of it is
         * then changed, removed, or neither.
         */
        static InputChanges of(RecordedFiles recorded, Function<String, InputFingerprint> now) throws IOException {
            // Each name's change by its last entry, and every entry's name: a name read now is held as walked.
            Map<String, Change> changes = new HashMap<>();
            List<String> entries = new ArrayList<>();
            recorded.forEach(file -> {
                InputFingerprint current = now.apply(file.name());
                String name = current == null ? file.name() : current.name();
                entries.add(name);
                changes.put(name, current == null ? Change.REMOVED
                        : current.sameContentAs(file) ? Change.NONE : Change.CHANGED);
            });
            List<String> changed = new ArrayList<>();
            List<String> removed = new ArrayList<>();
            for (String name : entries) {
                Change change = changes.get(name);
                if (change == Change.CHANGED) {
                    changed.add(name);
                } else if (change == Change.REMOVED) {
                    removed.add(name);
                }
            }
            return new InputChanges(changed, removed);
        }

        /** Every file whose rows must go. */
        public Set<String> dropped() {
            Set<String> dropped = new LinkedHashSet<>(changed);
            dropped.addAll(removed);
            return dropped;
        }
    }

    /**
     * The record of the results file {@code results} (a link to it followed), or {@code null} when it has none;
     * its files are checked, not kept.
     *
     * @throws RunRecordException when the record is damaged or of a later layout
     */
    public static RunRecord read(Path results) throws IOException {
        return read(results, file -> { });
    }

    /**
     * The record of {@code results} for a resume to continue, as {@link #read} reads it, or {@code null}
     * when it has none.
     *
     * @throws RunRefusedException when the record cannot be read: a resume does not guess what it held
     */
    public static RunRecord readToResume(Path results) throws IOException {
        try {
            return read(results);
        } catch (RunRecordException e) {
            throw new RunRefusedException(e.getMessage() + "; move it away to resume without checking the options "
                    + "and inputs, or start over with --force");
        }
    }

    /**
     * The files of the record {@link #read} reads for {@code results}, read from it one at a time as they are
     * handed on.
     */
    public static RecordedFiles recordedFiles(Path results) {
        return each -> read(results, each);
    }

    /**
     * The record {@link #read(Path)} reads, handing its files to {@code files} as they are read: the one under the
     * current name when that exists, else the one under the old name when it names {@code results}.
     */
    private static RunRecord read(Path results, Consumer<InputFingerprint> files) throws IOException {
        Path followed = followed(results);
        RunRecord record = readFile(RunFiles.record(followed), files);
        if (record != null || Files.exists(RunFiles.record(followed))) {
            return record;
        }
        Path legacyPath = RunFiles.legacyRecord(followed);
        if (legacyPath.getFileName().toString().getBytes(StandardCharsets.UTF_8).length > RunFiles.NAME_MAX) {
            // No file has that name: reading it would fail with "File name too long", not find nothing.
            return null;
        }
        RunRecord legacy = readFile(legacyPath, files);
        return legacy != null && legacy.belongsTo(followed) ? legacy : null;
    }

    /**
     * The results file that {@code results} names: the file a symbolic link leads to, whose record lies beside it,
     * not beside the link; {@code results} itself otherwise.
     */
    private static Path followed(Path results) throws IOException {
        return Files.isSymbolicLink(results) && Files.exists(results) ? results.toRealPath() : results;
    }

    /**
     * The record in {@code path}, or {@code null} when there is none. A record is only ever written by a rename, so
     * a link or anything else that is not a regular file was put there by hand and is refused unread: nothing of
     * what it points to ({@code /etc/shadow}) is quoted, and a FIFO cannot block the reader.
     */
    private static RunRecord readFile(Path path, Consumer<InputFingerprint> files) throws IOException {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (attributes.isSymbolicLink()) {
            throw new RunRecordException(path, "a symbolic link, not a run record tilesearch wrote, so it is not read");
        }
        if (!attributes.isRegularFile()) {
            // A FIFO would block the read for ever, a device never end.
            throw new RunRecordException(path, "not a regular file (a folder, a FIFO or a device)");
        }
        try (InputStream in = Files.newInputStream(path, LinkOption.NOFOLLOW_LINKS)) {
            return RunRecordJson.read(path, in, files);
        } catch (NoSuchFileException e) {
            return null;
        }
    }

    /**
     * Whether this record, found under the name tilesearch 1.0.0 gave it, is the record of {@code results}: one of
     * its attempts wrote the file, {@code --out night.csv} or {@code --out=out/night.csv} (any other word, an input
     * of the same name, says nothing), or, for the default results file, gave no {@code --out} or {@code --parts}.
     */
    private boolean belongsTo(Path results) {
        String name = results.getFileName().toString();
        for (Attempt attempt : attempts) {
            List<String> outs = attempt.optionValues("--out");
            if (outs.stream().anyMatch(out -> out.equals(name) || out.endsWith("/" + name))) {
                return true;
            }
            if (outs.isEmpty() && attempt.optionValues("--parts").isEmpty() && name.equals("results.csv")) {
                return true;
            }
        }
        return false;
    }

    /**
     * Writes this record with {@code files} beside {@code results}, atomically, streamed: {@code files} are read
     * one at a time as they are written (a run's inputs), so that the memory it takes does not grow with their
     * number. A write that fails (a full disk) leaves the old record and no temporary file.
     *
     * @throws FileSystemException naming the file that could not be written
     */
    public void write(Path results, Iterable<InputFingerprint> files) throws IOException {
        try {
            ReplacedFile.write(RunFiles.record(results), RunFiles.recordTemporary(results),
                    out -> RunRecordJson.write(this, files, out));
        } catch (FileSystemException e) {
            throw e;
        } catch (IOException e) {
            throw RunFiles.named(RunFiles.record(results), e);
        }
    }

    /** This record with {@code attempt} added as the latest. */
    public RunRecord withAttempt(Attempt attempt) {
        List<Attempt> more = new ArrayList<>(attempts);
        more.add(attempt);
        return new RunRecord(options, inputs, more);
    }

    /** This record with its latest attempt replaced by {@code attempt}, e.g. the same attempt ended. */
    public RunRecord withLastAttempt(Attempt attempt) {
        List<Attempt> replaced = new ArrayList<>(attempts);
        replaced.set(replaced.size() - 1, attempt);
        return new RunRecord(options, inputs, replaced);
    }

    /** The latest attempt, or {@code null} when there is none. */
    public Attempt lastAttempt() {
        return attempts.isEmpty() ? null : attempts.get(attempts.size() - 1);
    }

    /**
     * How {@code now} differs from the record's options, one line each: {@code --moves: 3 in the record, 9 now}.
     * Empty when a run with {@code now} may continue the record's.
     */
    public List<String> differences(Map<String, String> now) {
        Set<String> names = new LinkedHashSet<>(options.keySet());
        names.addAll(now.keySet());
        List<String> differences = new ArrayList<>();
        for (String name : names) {
            String recorded = options.get(name);
            String current = now.get(name);
            if (!Objects.equals(recorded, current)) {
                differences.add(name + ": " + (recorded == null ? "not in the record" : recorded + " in the record")
                        + ", " + (current == null ? "not given now" : current + " now"));
            }
        }
        return differences;
    }
}
