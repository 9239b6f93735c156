package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.batch.RunSummary;
import tilesearch.input.BoardJob;
import tilesearch.input.InputFilter;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;

/**
 * The run record's hashes, digested by the reader as it reads and made at the end for the files it did not read to
 * their end; a resume's, made before it starts.
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
        // Larger than any read buffer: digested over many reads.
        Files.writeString(inputs.resolve("large.txt"), "2 2\n4 4\n\n".repeat(100_000));
        Files.writeString(inputs.resolve("boards.csv"), "id,board\nq,2 2/4 4\n");
        csv = dir.resolve("out/night.csv");
        Files.createDirectories(csv.getParent());
        paths = List.of(inputs.toString());
    }

    private RunRecording prepare(boolean resume) throws IOException {
        return RunRecording.prepare(csv, resume, false, OPTIONS, paths, new RunFiles(RunFiles.of(csv)),
                InputFilter.EVERY_FILE);
    }

    /** The files of a record whose hashes were all made by reading the files whole. */
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

    /** Reads the first {@code count} jobs (every job when more) of {@code recording}'s inputs, as the run reads. */
    private static long read(RunRecording recording, long count) throws IOException {
        long read = 0;
        try (JobReader reader = JobSources.open(recording.inputs(), 5, InputStream.nullInputStream(),
                recording.readerWrapper())) {
            for (BoardJob job = reader.read(); job != null && read < count; job = reader.read()) {
                read++;
            }
        }
        return read;
    }

    private static RunSummary summary(long boards) {
        return new RunSummary(boards, 0, 0, 0, 0, true, boards, 0, new TreeSet<>(List.of(5)), null, List.of());
    }

    @Test
    void end_readerReadEveryFile_recordAsWhenEveryFileIsHashedByReading() throws Exception {
        RunRecording recording = prepare(false);
        recording.start("1", List.of("tilesearch", "solve"), 2, null);
        RunInputs inputs = recording.inputs();
        long boards = read(recording, Long.MAX_VALUE);
        List<InputFingerprint> digested = new ArrayList<>();
        inputs.fingerprints().forEach(digested::add);
        recording.end(0, null, summary(boards));

        assertEquals(hashedByReading(), digested, "every hash digested by the reader");
        assertEquals(hashedByReading(), recordedFiles(csv));
    }

    @Test
    void end_readerStoppedEarly_theEndHashesTheFilesItDidNotReadToTheirEnd() throws Exception {
        RunRecording recording = prepare(false);
        recording.start("1", List.of("tilesearch", "solve"), 2, null);
        read(recording, 25);
        recording.end(3, "deadline", summary(25));

        assertEquals(hashedByReading(), recordedFiles(csv));
    }

    @Test
    void start_recordOfTheStartHasSizesAndTimesButNoHashes() throws Exception {
        RunRecording recording = prepare(false);
        recording.start("1", List.of("tilesearch", "solve"), 2, null);

        RunRecord started = RunRecord.read(csv);
        assertEquals(1, started.attempts().size());
        List<InputFingerprint> expected = new ArrayList<>();
        for (InputFingerprint file : hashedByReading()) {
            expected.add(file.withSha256(null));
        }
        assertEquals(expected, recordedFiles(csv));
    }

    @Test
    void end_noReaderDigests_theEndHashesEveryFile() throws Exception {
        RunRecording recording = prepare(false);
        recording.start("1", List.of("spark-solve"), 2, null);
        recording.end(0, null, summary(0));

        assertEquals(hashedByReading(), recordedFiles(csv));
    }

    @Test
    void prepare_resume_everyInputHashedBeforeTheStartAndNoneDigestedAgain() throws Exception {
        RunRecording first = prepare(false);
        first.start("1", List.of("tilesearch", "solve"), 2, null);
        first.end(0, null, summary(0));
        Files.writeString(csv, "something");
        Files.writeString(dir.resolve("in/small-2.txt"), "2 2\n4 4\n");

        RunRecording resumed = prepare(true);
        resumed.start("1", List.of("tilesearch", "solve", "--resume"), 2, null);

        assertEquals(List.of(dir.resolve("in/small-2.txt").toString()), resumed.changes().changed());
        assertEquals(hashedByReading(), recordedFiles(csv));
        assertEquals(tilesearch.input.InputWrapper.NONE, resumed.readerWrapper());
    }

    @Test
    void start_recordCannotBeWritten_failsNamingIt() throws IOException {
        // A folder where the record goes, which the record's rename cannot replace.
        Files.writeString(Files.createDirectories(RunFiles.record(csv)).resolve("in-the-way"), "");
        RunRecording recording = prepare(false);

        IOException failure = assertThrows(IOException.class,
                () -> recording.start("1", List.of("tilesearch", "solve"), 2, null));
        assertTrue(failure.getMessage().contains(RunFiles.record(csv).getFileName().toString()),
                failure::getMessage);
        assertNull(RunRecord.read(dir.resolve("out/other.csv")));
    }

    @Test
    void inputs_theWalkOfThePathsInReadingOrder() throws IOException {
        List<String> names = new ArrayList<>();
        prepare(false).inputs().forEach(input -> names.add(input.name()));
        assertEquals(List.of("boards.csv", "large.txt", "small-1.txt", "small-2.txt", "small-3.txt", "small-4.txt"),
                names.stream().map(name -> Path.of(name).getFileName().toString()).toList());
    }

    /** The files of the record of {@code results}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> recordedFiles(Path results) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecord.recordedFiles(results).forEach(files::add);
        return files;
    }
}
