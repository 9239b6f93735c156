package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static tilesearch.results.SampleResults.csv;
import static tilesearch.results.SampleResults.ok;

class ExistingPartsTest {

    @TempDir
    Path dir;

    private final KeptBoards kept = new KeptBoards();
    private final ResumeRules rules = ResumeRules.keepingAll(kept, Set.of());

    /** A folder as Spark's local file system leaves it: a part, its checksum, _SUCCESS and its checksum. */
    private Path sparkFolder() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("parts"));
        Files.writeString(folder.resolve("part-00000"), csv(ok("a.txt", 1), ok("a.txt", 2)));
        Files.writeString(folder.resolve(".part-00000.crc"), "crc");
        Files.writeString(folder.resolve("_SUCCESS"), "");
        Files.writeString(folder.resolve("._SUCCESS.crc"), "crc");
        Files.createDirectories(folder.resolve("_temporary/0"));
        return folder;
    }

    private List<String> names(Path folder) throws IOException {
        try (Stream<Path> listing = Files.list(folder)) {
            return listing.map(file -> file.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void open_resumeOfASparkFolder_keepsThePartsAndRemovesSparkFilesAndChecksums() throws IOException {
        Path folder = sparkFolder();

        ExistingParts parts = ExistingParts.open(folder, OutputMode.RESUME, rules, kept);

        assertEquals(List.of("part-00000"), names(folder));
        assertEquals(2, kept.size());
        assertEquals(folder.resolve(ExistingParts.ATTEMPT), parts.sparkFolder());
    }

    @Test
    void finish_resumedRun_newPartsNumberedAfterTheKeptOnes() throws IOException {
        Path folder = sparkFolder();
        ExistingParts parts = ExistingParts.open(folder, OutputMode.RESUME, rules, kept);
        Files.createDirectories(parts.sparkFolder());
        Files.writeString(parts.sparkFolder().resolve("part-00000"), csv(ok("b.txt", 1)));
        Files.writeString(parts.sparkFolder().resolve("_SUCCESS"), "");

        parts.finish();

        assertEquals(List.of("_SUCCESS", "part-00000", "part-00001"), names(folder));
    }

    @Test
    void open_folderHoldingAnotherFile_refusedAndNothingRemoved() throws IOException {
        Path folder = sparkFolder();
        Files.writeString(folder.resolve("notes.txt"), "mine");
        List<String> before = names(folder);

        for (OutputMode mode : List.of(OutputMode.FORCE, OutputMode.RESUME)) {
            RunRefusedException refused = assertThrows(RunRefusedException.class,
                    () -> ExistingParts.open(folder, mode, rules, kept));

            assertTrue(refused.getMessage().contains("such as notes.txt"), refused.getMessage());
            assertEquals(before, names(folder), mode.toString());
        }
    }

    @Test
    void open_existingFolderWithoutResumeOrForce_refused() throws IOException {
        Path folder = sparkFolder();

        RunRefusedException refused = assertThrows(RunRefusedException.class,
                () -> ExistingParts.open(folder, OutputMode.NEW, rules, kept));

        assertEquals(folder + " already exists: add --resume to continue that run, or --force to overwrite it",
                refused.getMessage());
    }

    @Test
    void open_forceOverASparkFolder_removesIt() throws IOException {
        Path folder = sparkFolder();

        ExistingParts parts = ExistingParts.open(folder, OutputMode.FORCE, rules, kept);

        assertTrue(Files.notExists(folder));
        assertEquals(folder, parts.sparkFolder());
    }
}
