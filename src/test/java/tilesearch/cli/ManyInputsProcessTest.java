package tilesearch.cli;

import tilesearch.run.InputFingerprint;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * {@code solve} in a process of its own on a folder of many files in a small heap: the run holds its inputs and a
 * resume's boards kept in the heap, at most 300 bytes a file (docs/long-runs.md), so each heap here is 16 MB and
 * 300 bytes a file. {@code scripts/many-files.sh} runs the same case at 100,000 files and more.
 */
class ManyInputsProcessTest {

    /** Files in the folder of the first run; the second has four times as many, which {@link #SMALL_HEAP} holds. */
    private static final int FILES = 20_000;

    /** The heap of both runs, with the collector named so that the case is the same on every machine. */
    private static final List<String> SMALL_HEAP = List.of("-Xmx40m", "-XX:+UseSerialGC");

    /** The SHA-256 of no bytes. */
    private static final String EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

    /** Files in the one folder of the one-folder case, whose names the walk sorts in the heap. */
    private static final int ONE_FOLDER_FILES = 200_000;
    private static final List<String> ONE_FOLDER_HEAP = List.of("-Xmx76m", "-XX:+UseSerialGC");

    /** Files of the resumed run, and its heap: the record's files are read as a stream, not held. */
    private static final int RESUMED_FILES = 75_000;
    private static final List<String> RESUME_HEAP = List.of("-Xmx40m", "-XX:+UseSerialGC");

    /** Files of one board each in the resume, and its heap: issue 38's floor of 100,000 such files in 64 MB. */
    private static final int ONE_BOARD_FILES = 100_000;
    private static final List<String> ONE_BOARD_HEAP = List.of("-Xmx64m", "-XX:+UseSerialGC");

    @TempDir
    Path work;

    @Test
    void solve_oneFolderOfManyFilesInASmallHeap_everyRowInOrderAndAWholeRecord() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        Path csv = work.resolve("r.csv");
        createFiles(folder, 0, ONE_FOLDER_FILES);

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), ONE_FOLDER_HEAP, 180, "solve", "--quiet",
                "--out", csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.BOARD_FAILED, exit, "an empty file is an error row: " + stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(ONE_FOLDER_FILES, rows.size());
        for (int i = 0; i < ONE_FOLDER_FILES; i++) {
            assertEquals(folder + String.format("/f%06d.txt", i), rows.get(i).get("file"), "sorted by name");
        }
        Attempt attempt = RunRecord.read(csv).lastAttempt();
        assertEquals(ExitCodes.BOARD_FAILED, attempt.exitCode());
        assertEquals(new Attempt.Counts(0, 0, ONE_FOLDER_FILES, 0, ONE_FOLDER_FILES, 0, 0), attempt.counts());
    }

    @Test
    void resume_ofManyFilesInASmallHeap_keepsEveryRowAndSolvesTheChangedFileAgain() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        Path csv = work.resolve("r.csv");
        createFiles(folder, 0, RESUMED_FILES);
        int first = TileSearchProcess.run(work, work.resolve("first.txt"), List.of("-Xmx256m"), 180, "solve",
                "--quiet", "--out", csv.toString(), folder.toString());
        assertEquals(ExitCodes.BOARD_FAILED, first, Files.readString(work.resolve("first.txt")));
        Path changed = folder.resolve(String.format("f%06d.txt", RESUMED_FILES / 2));
        Files.writeString(changed, "2 2\n4 4\n");

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), RESUME_HEAP, 180, "solve", "--quiet",
                "--resume", "--out", csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.BOARD_FAILED, exit, "the kept error rows: " + stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(RESUMED_FILES, rows.size());
        CSVRecord last = rows.get(rows.size() - 1);
        assertEquals(changed.toString(), last.get("file"), "the changed file's row is solved again, last");
        assertEquals("ok", last.get("status"));
        RunRecord record = RunRecord.read(csv);
        assertEquals(2, record.attempts().size());
        assertEquals(new Attempt.Counts(RESUMED_FILES - 1, 1, 1, 1, 0, 0, 0), record.lastAttempt().counts());
        assertEquals(RESUMED_FILES, recordedFiles(csv).size());
    }

    @Test
    void resume_ofManyOneBoardFilesInASmallHeap_theRowsOfAFreshRun() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        Path csv = work.resolve("r.csv");
        for (int i = 0; i < ONE_BOARD_FILES; i++) {
            Files.writeString(folder.resolve(String.format("f%06d.txt", i)), "2 2\n4 4\n");
        }
        int first = TileSearchProcess.run(work, work.resolve("first.txt"), List.of("-Xmx256m"), 180, "solve",
                "--quiet", "--out", csv.toString(), folder.toString());
        assertEquals(ExitCodes.OK, first, Files.readString(work.resolve("first.txt")));
        List<String> fresh = Files.readAllLines(csv);
        // Every third board is left to solve again, and a row of a file that is no input is to be dropped.
        List<String> left = new ArrayList<>(List.of(fresh.get(0)));
        for (int i = 1; i < fresh.size(); i++) {
            if (i % 3 != 0) {
                left.add(fresh.get(i));
            }
        }
        left.add(fresh.get(1).replace("f000000.txt", "elsewhere.txt"));
        Files.write(csv, left);

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), ONE_BOARD_HEAP, 180, "solve", "--quiet",
                "--resume", "--out", csv.toString(), folder.toString());

        assertEquals(ExitCodes.OK, exit, Files.readString(work.resolve("stderr.txt")));
        assertEquals(withoutTimes(fresh), withoutTimes(Files.readAllLines(csv)));
        Attempt attempt = RunRecord.read(csv).lastAttempt();
        assertEquals(ONE_BOARD_FILES - ONE_BOARD_FILES / 3, attempt.counts().kept());
        assertEquals(1, attempt.counts().dropped());
    }

    /** The rows of {@code lines} after the header, each without its elapsed time, sorted. */
    private static List<String> withoutTimes(List<String> lines) {
        List<String> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            rows.add(line.replaceAll(",[0-9.]+,ok,$", ",ok,"));
        }
        Collections.sort(rows);
        return rows;
    }

    @Test
    void solve_fourTimesTheFilesInTheSameSmallHeap_aRowPerFileAndAWholeRecordEachTime() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        Path csv = work.resolve("r.csv");
        createFiles(folder, 0, FILES);
        solveAndCheck(folder, csv, FILES);

        createFiles(folder, FILES, 4 * FILES);
        solveAndCheck(folder, csv, 4 * FILES);
    }

    /** Creates the empty files {@code from} (inclusive) to {@code to} (exclusive) in {@code folder}. */
    private static void createFiles(Path folder, int from, int to) throws IOException {
        for (int i = from; i < to; i++) {
            Files.createFile(folder.resolve(String.format("f%06d.txt", i)));
        }
    }

    /** Solves the {@code files} empty files of {@code folder} into {@code csv} afresh and checks rows and record. */
    private void solveAndCheck(Path folder, Path csv, int files) throws Exception {
        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), SMALL_HEAP, 180, "solve", "--force",
                "--out", csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.BOARD_FAILED, exit, files + " files: an empty file is an error row: " + stderr);
        assertFalse(stderr.contains("--table-memory"), stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(files, rows.size());
        for (int i = 0; i < files; i++) {
            assertEquals(folder + String.format("/f%06d.txt", i), rows.get(i).get("file"));
            assertEquals("error", rows.get(i).get("status"));
            assertEquals("empty file: no boards found", rows.get(i).get("message"));
        }
        RunRecord record = RunRecord.read(csv);
        assertNotNull(record);
        List<InputFingerprint> recorded = recordedFiles(csv);
        assertEquals(files, recorded.size());
        Attempt attempt = record.lastAttempt();
        assertEquals(ExitCodes.BOARD_FAILED, attempt.exitCode());
        assertEquals(new Attempt.Counts(0, 0, files, 0, files, 0, 0), attempt.counts());
        for (int i = 0; i < files; i++) {
            assertEquals(folder + String.format("/f%06d.txt", i), recorded.get(i).name());
            assertEquals(EMPTY_SHA256, recorded.get(i).sha256(), "every file hashed");
        }
        assertEquals(List.of(csv.getFileName().toString(), csv.getFileName() + ".lock",
                csv.getFileName() + ".log", csv.getFileName() + ".run.json"), names(work, "r.csv"),
                "no helper file left but the lock, the log and the record");
    }

    /** The names in {@code folder} that start with {@code prefix}, sorted. */
    private static List<String> names(Path folder, String prefix) throws IOException {
        try (var listing = Files.list(folder)) {
            return listing.map(path -> path.getFileName().toString()).filter(name -> name.startsWith(prefix))
                    .sorted().toList();
        }
    }

    /** The files of the record of {@code results}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> recordedFiles(Path results) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecord.recordedFiles(results).forEach(files::add);
        return files;
    }
}
