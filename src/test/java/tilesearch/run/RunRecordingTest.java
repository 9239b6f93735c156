package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.ClosedFileSystemException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.batch.RunSummary;
import tilesearch.io.BoardJob;
import tilesearch.io.ContentHashes;
import tilesearch.io.JobReader;
import tilesearch.io.JobResult;
import tilesearch.io.JobSources;
import tilesearch.io.ResultWriter;

/**
 * The run record's hashes, made by the reader as it reads and by the hashing thread; the record of a run's start,
 * written by that thread while the run begins, before the first row.
 */
class RunRecordingTest {

    private static final Map<String, String> OPTIONS = Map.of("--moves", "5", "--strategy", "best");

    @TempDir
    Path dir;

    private Path csv;
    private List<String> paths;

    @BeforeEach
    void writeInputs() throws IOException {
        Path inputs = Files.createDirectories(dir.resolve("in"));
        for (int file = 1; file <= 4; file++) {
            Files.writeString(inputs.resolve("small-" + file + ".txt"), ("2 2\n4 " + (2 << file) + "\n\n").repeat(20));
        }
        // Larger than the reader's buffer: hashed by the hashing thread at once.
        Files.writeString(inputs.resolve("large.txt"), "2 2\n4 4\n\n".repeat(ContentHashes.WHOLE_READ_BYTES / 9 + 1));
        Files.writeString(inputs.resolve("boards.csv"), "id,board\nq,2 2/4 4\n");
        csv = dir.resolve("out/night.csv");
        Files.createDirectories(csv.getParent());
        paths = List.of(inputs.toString());
    }

    /** A results file that keeps the rows written to it. */
    private static final class ListedRows implements ResultWriter {
        final List<JobResult> rows = new ArrayList<>();

        @Override
        public void write(JobResult result) {
            rows.add(result);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private RunRecording prepare() throws IOException {
        return RunRecording.prepare(csv, false, OPTIONS, paths, RunRecord.runFiles(csv));
    }

    /** The files of a record whose hashes were all made by reading the files, as a resume makes them. */
    private List<InputFingerprint> hashedByReading() throws Exception {
        List<InputFingerprint> files = new ArrayList<>();
        try (var listing = Files.list(dir.resolve("in"))) {
            for (Path file : listing.sorted().toList()) {
                byte[] content = Files.readAllBytes(file);
                files.add(new InputFingerprint(file.toString(), content.length,
                        Files.getLastModifiedTime(file).toInstant(),
                        HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(content))));
            }
        }
        return files;
    }

    /** Reads the first {@code count} jobs (every job when more) of {@code recording}'s inputs, hashing as it reads. */
    private static long read(RunRecording recording, ContentHashes hashes, long count) throws IOException {
        long read = 0;
        try (JobReader reader = JobSources.open(recording.inputs(), 5, InputStream.nullInputStream(), hashes)) {
            for (BoardJob job = reader.read(); job != null && read < count; job = reader.read()) {
                read++;
            }
        }
        return read;
    }

    private static RunSummary summary(long boards) {
        return new RunSummary(boards, boards, 0, 0, 0, 0, true, null, 1);
    }

    @Test
    void end_readerHashedTheSmallFiles_recordAsWhenEveryFileIsHashedByReading() throws Exception {
        RunRecording recording = prepare();
        ContentHashes hashes = recording.readerHashes();
        assertNotNull(hashes);
        recording.start("1", List.of("tilesearch", "solve"), 2, null);
        long boards = read(recording, hashes, Long.MAX_VALUE);
        recording.end(0, null, summary(boards));

        RunRecord record = RunRecord.read(csv);
        assertEquals(hashedByReading(), record.files());
        assertEquals(6, record.files().size());
    }

    @Test
    void end_readerStoppedEarly_theHashingThreadHashesTheFilesItNeverReached() throws Exception {
        RunRecording recording = prepare();
        ContentHashes hashes = recording.readerHashes();
        recording.start("1", List.of("tilesearch", "solve"), 2, null);
        read(recording, hashes, 25);
        recording.end(3, "deadline", summary(25));

        assertEquals(hashedByReading(), RunRecord.read(csv).files());
    }

    @Test
    void start_readerSlowerThanItsTime_theHashingThreadHashesTheRestAndWritesTheRecord() throws Exception {
        RunRecording recording = prepare().withReaderTime(TimeUnit.MILLISECONDS.toNanos(1));
        recording.readerHashes();
        recording.start("1", List.of("tilesearch", "solve"), 2, null);

        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (RunRecord.read(csv).files().get(0).sha256() == null && System.nanoTime() < until) {
            Thread.sleep(10);
        }
        assertEquals(hashedByReading(), RunRecord.read(csv).files());
        recording.end(0, null, summary(0));
        assertEquals(hashedByReading(), RunRecord.read(csv).files());
    }

    @Test
    void start_noReaderSharesTheHashing_theHashingThreadHashesEveryFile() throws Exception {
        RunRecording recording = prepare();
        recording.start("1", List.of("spark-solve"), 2, null);
        recording.end(0, null, summary(0));

        assertEquals(hashedByReading(), RunRecord.read(csv).files());
    }

    @Test
    void startReading_rowsWaitForTheRecordOfTheirAttempt() throws Exception {
        RunRecording recording = prepare();
        recording.readerHashes();
        List<Integer> attemptsAtFirstRow = new ArrayList<>();
        ResultWriter results = recording.startReading("1", List.of("tilesearch", "solve"), 2, null,
                new ResultWriter() {
                    @Override
                    public void write(JobResult result) throws IOException {
                        attemptsAtFirstRow.add(RunRecord.read(csv).attempts().size());
                    }

                    @Override
                    public void flush() {
                    }

                    @Override
                    public void close() {
                    }
                });
        results.write(null);
        recording.end(0, null, summary(0));

        assertEquals(List.of(1), attemptsAtFirstRow);
        assertEquals(hashedByReading(), RunRecord.read(csv).files());
    }

    @Test
    void startReading_recordCannotBeWritten_theFirstRowFailsWithItsReason() throws IOException {
        // A folder where the record goes, which the record's rename cannot replace.
        Files.writeString(Files.createDirectories(RunRecord.pathFor(csv)).resolve("in-the-way"), "");
        RunRecording recording = prepare();
        recording.readerHashes();
        ListedRows written = new ListedRows();
        ResultWriter results = recording.startReading("1", List.of("tilesearch", "solve"), 2, null, written);

        IOException failure = assertThrows(IOException.class, () -> results.write(null));
        assertTrue(failure.getMessage().contains(RunRecord.pathFor(csv).getFileName().toString()),
                failure::getMessage);
        assertEquals(List.of(), written.rows);
    }

    @Test
    void startReading_recordWritingThrowsUnchecked_theFirstRowFailsWithItInsteadOfWaiting() throws IOException {
        // A results file in a file system closed since: writing its record throws ClosedFileSystemException,
        // which is no IOException.
        RunRecording recording;
        try (FileSystem closed = FileSystems.newFileSystem(dir.resolve("closed.zip"), Map.of("create", "true"))) {
            recording = RunRecording.prepare(closed.getPath("/night.csv"), false, OPTIONS, paths, Set.of());
        }
        recording.readerHashes();
        ListedRows written = new ListedRows();
        ResultWriter recorded = recording.startReading("1", List.of("tilesearch", "solve"), 2, null, written);

        assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(ClosedFileSystemException.class, () -> recorded.write(null)));
        assertEquals(List.of(), written.rows);
    }

    @Test
    void finishHashing_hashingThreadDied_rethrowsWhatItDiedOfInsteadOfLeavingItToTheJvm() throws IOException {
        RunRecording recording = prepare();
        recording.readerHashes();
        recording.start("1", List.of("tilesearch", "solve"), 2, null);
        // While the thread waits for the reader, its inputs' file goes: its next pass over them throws.
        Files.delete(RunRecord.inputsPathFor(csv));

        UncheckedIOException died = assertTimeoutPreemptively(Duration.ofSeconds(30),
                () -> assertThrows(UncheckedIOException.class, recording::finishHashing));
        assertEquals(NoSuchFileException.class, died.getCause().getClass());
    }

    @Test
    void inputs_theWalkOfThePathsInReadingOrder() throws IOException {
        List<String> names = new ArrayList<>();
        prepare().inputs().forEach(input -> names.add(input.name()));
        assertEquals(List.of("boards.csv", "large.txt", "small-1.txt", "small-2.txt", "small-3.txt", "small-4.txt"),
                names.stream().map(name -> Path.of(name).getFileName().toString()).toList());
    }
}
