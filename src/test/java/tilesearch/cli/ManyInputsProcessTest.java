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
 * {@code solve} in a process of its own on a folder of many files in a small heap: the run holds a little of each
 * file from its walk to its record, and that little must fit. {@code scripts/many-files.sh} runs the same case at
 * 100,000 files.
 */
class ManyInputsProcessTest {

    /**
     * Files in the folder: in {@link #SMALL_HEAP}, a run that kept the file system's attributes of each input ran
     * out of memory on these, and this one needs about 350 bytes a file beside the test classpath's jars.
     */
    private static final int FILES = 40_000;

    /** The heap of the run, with the collector named so that the case is the same on every machine. */
    private static final List<String> SMALL_HEAP = List.of("-Xmx40m", "-XX:+UseSerialGC");

    @TempDir
    Path work;

    @Test
    void solve_folderOfManyEmptyFilesInASmallHeap_aRowPerFileAndAWholeRecord() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        for (int i = 0; i < FILES; i++) {
            Files.createFile(folder.resolve(String.format("f%06d.txt", i)));
        }
        Path csv = work.resolve("r.csv");

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), SMALL_HEAP, 180, "solve", "--out",
                csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.BOARD_FAILED, exit, "an empty file is an error row: " + stderr);
        assertFalse(stderr.contains("--table-memory"), stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(FILES, rows.size());
        for (int i = 0; i < FILES; i++) {
            assertEquals(folder + String.format("/f%06d.txt", i), rows.get(i).get("file"));
            assertEquals("error", rows.get(i).get("status"));
            assertEquals("empty file: no boards found", rows.get(i).get("message"));
        }
        RunRecord record = RunRecord.read(csv);
        assertNotNull(record);
        assertEquals(FILES, record.files().size());
        Attempt attempt = record.lastAttempt();
        assertEquals(ExitCodes.BOARD_FAILED, attempt.exitCode());
        assertEquals(new Attempt.Counts(0, 0, FILES, 0, FILES, 0, 0), attempt.counts());
        assertNotNull(record.files().get(FILES - 1).sha256(), "every file hashed");
        assertEquals(List.of(csv.getFileName().toString(), csv.getFileName() + ".lock",
                csv.getFileName() + ".log", csv.getFileName() + ".run.json"), names(work, "r.csv"));
    }

    /** The names in {@code folder} that start with {@code prefix}, sorted. */
    private static List<String> names(Path folder, String prefix) throws IOException {
        try (var listing = Files.list(folder)) {
            return listing.map(path -> path.getFileName().toString()).filter(name -> name.startsWith(prefix))
                    .sorted().toList();
        }
    }
}
