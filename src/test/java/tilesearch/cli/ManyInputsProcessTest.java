package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * {@code solve} in a process of its own on a folder of many files in a small heap: the run keeps its inputs in a
 * file beside the results, so the heap it needs does not grow with their number. {@code scripts/many-files.sh}
 * runs the same case at 100,000 files.
 */
class ManyInputsProcessTest {

    /**
     * Files in the folder of the first run; the second has four times as many. A run that held about 350 bytes a
     * file ran the first in {@link #SMALL_HEAP} and ran out of memory on the second.
     */
    private static final int FILES = 20_000;

    /** The heap of both runs, with the collector named so that the case is the same on every machine. */
    private static final List<String> SMALL_HEAP = List.of("-Xmx40m", "-XX:+UseSerialGC");

    /** The SHA-256 of no bytes. */
    private static final String EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

    @TempDir
    Path work;

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
        assertEquals(files, record.files().size());
        Attempt attempt = record.lastAttempt();
        assertEquals(ExitCodes.BOARD_FAILED, attempt.exitCode());
        assertEquals(new Attempt.Counts(0, 0, files, 0, files, 0, 0), attempt.counts());
        for (int i = 0; i < files; i++) {
            assertEquals(folder + String.format("/f%06d.txt", i), record.files().get(i).name());
            assertEquals(EMPTY_SHA256, record.files().get(i).sha256(), "every file hashed");
        }
        assertEquals(List.of(csv.getFileName().toString(), csv.getFileName() + ".lock",
                csv.getFileName() + ".log", csv.getFileName() + ".run.json"), names(work, "r.csv"),
                "the file of the inputs is removed");
    }

    /** The names in {@code folder} that start with {@code prefix}, sorted. */
    private static List<String> names(Path folder, String prefix) throws IOException {
        try (var listing = Files.list(folder)) {
            return listing.map(path -> path.getFileName().toString()).filter(name -> name.startsWith(prefix))
                    .sorted().toList();
        }
    }
}
