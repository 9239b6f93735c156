package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RunRecordTest {

    @TempDir
    Path dir;

    private static final Map<String, String> OPTIONS = options("3", "best", "none");

    private static Map<String, String> options(String moves, String strategy, String timeLimit) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("--moves", moves);
        options.put("--strategy", strategy);
        options.put("--time-limit", timeLimit);
        return options;
    }

    private static InputFingerprint file(String name, String sha256) {
        return new InputFingerprint(name, 12, Instant.parse("2026-11-30T17:59:00Z"), sha256);
    }

    private static RunRecord record() {
        Attempt ended = new Attempt("1.0.0", List.of("tilesearch", "solve", "--out", "a \"quoted\"\\ name\n.csv"), 2,
                "HOST", "17.0.15", Instant.parse("2026-11-30T18:00:01.204Z"), Instant.parse("2026-11-30T19:04:12Z"),
                1, null, new Attempt.Counts(0, 0, 100, 97, 3, 0, 0));
        Attempt killed = new Attempt("1.0.0", List.of("tilesearch", "solve", "--resume"), 4, "other", "17.0.15",
                Instant.parse("2026-12-01T08:00:00Z"), null, null, "signal", new Attempt.Counts(100, 10, 0, 0, 0, 0, 0));
        return new RunRecord(OPTIONS, List.of("inputs/big", "-"), List.of()).withAttempt(ended).withAttempt(killed);
    }

    private static final List<InputFingerprint> FILES = List.of(file("inputs/big/a.txt", "aa"),
            file("inputs/big/é.txt", "bb"), new InputFingerprint("-", -1, null, null));

    /** The files of the record of {@code csv}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> recordedFiles(Path csv) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecord.recordedFiles(csv).forEach(files::add);
        return files;
    }

    /** The changes a run reading {@code now} finds in {@code recorded}, as a resume looks them up by name. */
    private static RunRecord.InputChanges changes(List<InputFingerprint> recorded, List<InputFingerprint> now)
            throws IOException {
        Map<String, InputFingerprint> byName = new HashMap<>();
        now.forEach(file -> byName.put(file.name(), file));
        return RunRecord.InputChanges.of(recorded::forEach, byName::get);
    }

    @Test
    void pathFor_theWholeNameAndRunJson() {
        assertEquals(Path.of("outputs/night.csv.run.json"), RunFiles.record(Path.of("outputs/night.csv")));
        assertEquals(Path.of("outputs/night.bak.run.json"), RunFiles.record(Path.of("outputs/night.bak")));
        assertEquals(Path.of("night.run.json"), RunFiles.record(Path.of("night")));
        assertEquals(Path.of("out/.hidden.run.json"), RunFiles.record(Path.of("out/.hidden")));
    }

    @Test
    void read_aRecordUnderTheOldNameOfThisFile_readUnlessItNamesAnotherFile() throws IOException {
        Path csv = dir.resolve("night.csv");
        Path bak = dir.resolve("night.bak");
        Attempt attempt = Attempt.starting("1.0.0", List.of("tilesearch", "solve", "--out", csv.toString(), "in"), 2,
                0, 0);
        record().withAttempt(attempt).write(csv, FILES);
        Files.move(RunFiles.record(csv), dir.resolve("night.run.json"));

        assertEquals(attempt, RunRecord.read(csv).lastAttempt());
        assertNull(RunRecord.read(bak), "night.bak shared the old name, but the record names night.csv");
    }

    @Test
    void read_aRecordUnderTheOldNameWhoseInputHasThisFilesName_notThisFilesRecord() throws IOException {
        Path csv = dir.resolve("night.csv");
        Attempt attempt = Attempt.starting("1.0.0", List.of("tilesearch", "solve", "--out", "night.txt",
                "old/night.csv", "--", "--out", "night.csv"), 2, 0, 0);
        record().withAttempt(attempt).write(dir.resolve("elsewhere.csv"), FILES);
        Files.move(RunFiles.record(dir.resolve("elsewhere.csv")), dir.resolve("night.run.json"));

        assertNull(RunRecord.read(csv), "only the word after --out names the results");
        assertEquals(attempt, RunRecord.read(dir.resolve("night.txt")).lastAttempt());
    }

    @Test
    void writeThenRead_sameRecord() throws IOException {
        Path csv = dir.resolve("night.csv");

        record().write(csv, FILES);

        assertEquals(record(), RunRecord.read(csv));
        assertEquals(FILES, recordedFiles(csv));
        assertFalse(Files.exists(RunFiles.recordTemporary(csv)));
        assertTrue(Files.readString(RunFiles.record(csv)).contains("\n    \"--moves\": \"3\",\n"));
    }

    @Test
    void write_overAnOlderRecord_replacesIt() throws IOException {
        Path csv = dir.resolve("night.csv");
        record().write(csv, FILES);
        RunRecord longer = record().withAttempt(record().attempts().get(0));

        longer.write(csv, FILES);

        assertEquals(longer, RunRecord.read(csv));
    }

    @Test
    void write_failingMidway_leavesTheOldRecord() throws IOException {
        Path csv = dir.resolve("night.csv");
        record().write(csv, FILES);
        // A folder that is not empty where the temporary file goes makes the write fail before the rename.
        Files.createDirectory(RunFiles.recordTemporary(csv));
        Files.createFile(RunFiles.recordTemporary(csv).resolve("inside"));

        assertThrows(IOException.class, () -> record().withAttempt(record().lastAttempt()).write(csv, FILES));

        assertEquals(record(), RunRecord.read(csv));
    }

    @Test
    void read_noRecord_null() throws IOException {
        assertNull(RunRecord.read(dir.resolve("night.csv")));
    }

    @Test
    void read_tornOrWrongRecord_refusedNamingTheFile() throws IOException {
        Path csv = dir.resolve("night.csv");
        record().write(csv, FILES);
        String whole = Files.readString(RunFiles.record(csv));
        List<String> damaged = List.of(whole.substring(0, whole.length() / 2), "[]", "{\"format\": 2}",
                whole.replace("\"threads\": 2", "\"threads\": \"two\""), whole.replace("\"start\"", "\"begin\""));
        for (String text : damaged) {
            Files.writeString(RunFiles.record(csv), text);

            RunRecordException refused = assertThrows(RunRecordException.class, () -> RunRecord.read(csv), text);

            assertTrue(refused.getMessage().startsWith(RunFiles.record(csv) + ": not a run record tilesearch can "
                    + "read ("), refused.getMessage());
        }
    }

    @Test
    void differences_eachChangedOptionInWords() {
        assertEquals(List.of(), record().differences(options("3", "best", "none")));
        assertEquals(List.of("--moves: 3 in the record, 9 now", "--time-limit: none in the record, 5m now"),
                record().differences(options("9", "best", "5m")));
        Map<String, String> more = options("3", "best", "none");
        more.put("--new", "x");
        assertEquals(List.of("--new: not in the record, x now"), record().differences(more));
    }

    @Test
    void changes_editedAndRemovedFilesButNotTouchedOnesOrStdin() throws IOException {
        InputFingerprint touched = new InputFingerprint("inputs/big/a.txt", 12, Instant.now(), "aa");

        RunRecord.InputChanges changes = changes(FILES, List.of(touched, file("inputs/big/new.txt", "cc"),
                new InputFingerprint("-", -1, null, null)));
        RunRecord.InputChanges edited = changes(FILES, List.of(touched, file("inputs/big/é.txt", "b0"),
                new InputFingerprint("-", -1, null, null)));

        assertEquals(new RunRecord.InputChanges(List.of(), List.of("inputs/big/é.txt")), changes);
        assertEquals(new RunRecord.InputChanges(List.of("inputs/big/é.txt"), List.of()), edited);
    }

    @Test
    void changes_recordKilledBeforeItsHashes_judgedBySizeAndModificationTime() throws IOException {
        Instant modified = Instant.parse("2026-11-30T17:59:00Z");
        List<InputFingerprint> unhashed = List.of(
                new InputFingerprint("inputs/big/a.txt", 12, modified, null),
                new InputFingerprint("inputs/big/b.txt", 12, modified, null),
                new InputFingerprint("inputs/big/c.txt", 12, modified, null),
                new InputFingerprint("-", -1, null, null));

        RunRecord.InputChanges changes = changes(unhashed, List.of(
                new InputFingerprint("inputs/big/a.txt", 12, modified, "aa"),
                new InputFingerprint("inputs/big/b.txt", 13, modified, "bb"),
                new InputFingerprint("inputs/big/c.txt", 12, modified.plusSeconds(1), "cc"),
                new InputFingerprint("-", -1, null, null)));

        assertEquals(new RunRecord.InputChanges(List.of("inputs/big/b.txt", "inputs/big/c.txt"), List.of()), changes);
    }

    @Test
    void runFiles_resultsRecordLockTheirTemporariesAndTheRunLog() {
        Path csv = Path.of("out/night.csv");

        assertEquals(java.util.Set.of(csv, Path.of("out/night.csv.lock"), Path.of("out/night.csv.run.json"),
                Path.of("out/night.csv.run.json.tmp"), Path.of("out/night.csv.resume"), Path.of("out/night.run.json"),
                Path.of("out/night.csv.log")), RunFiles.of(csv));
    }
}
