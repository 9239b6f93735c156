package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/**
 * {@code solve} in a process of its own on a folder holding symbolic links: links to files and to folders are
 * treated alike, followed while they stay inside the folder walked and skipped, with a line saying so, when they
 * lead out of it, so nothing of a file outside ({@code in/sh -> /etc/shadow}) reaches the results.
 */
class WalkedLinksProcessTest {

    private static final String SECRET = "root:hunter2:19000:0:99999:7:::";

    @TempDir
    Path work;

    @Test
    void solve_linksInAWalkedFolder_followedInsideTheTreeAndSkippedOutsideIt() throws IOException,
            InterruptedException {
        Path in = Files.createDirectories(work.resolve("in"));
        Files.writeString(Files.createDirectories(in.resolve("sub")).resolve("b.txt"), "2 2\n4 4\n");
        Files.writeString(in.resolve("a.txt"), "2 0\n0 2\n");
        Files.createSymbolicLink(in.resolve("alias.txt"), Path.of("sub/b.txt"));
        Files.createSymbolicLink(in.resolve("linked"), Path.of("sub"));
        Path outside = Files.createDirectories(work.resolve("etc"));
        Files.writeString(outside.resolve("shadow"), SECRET + "\n");
        Files.createSymbolicLink(in.resolve("sh"), outside.resolve("shadow"));
        Files.createSymbolicLink(in.resolve("etcdir"), outside);
        Path stderr = work.resolve("stderr.txt");

        int exit = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "2", "--out", "r.csv",
                "in");

        String err = Files.readString(stderr);
        assertEquals(ExitCodes.OK, exit, err);
        List<String> files = ResultRows.read(work.resolve("r.csv")).stream().map(row -> row.get("file")).toList();
        assertEquals(List.of("in/a.txt", "in/alias.txt", "in/linked/b.txt", "in/sub/b.txt"), files);
        String results = Files.readString(work.resolve("r.csv")) + Files.readString(work.resolve("r.csv.log"));
        assertFalse(results.contains("hunter2") || err.contains("hunter2"), results);
        assertTrue(err.contains("skipping in/sh: a symbolic link that leads out of the folder walked"), err);
        assertTrue(err.contains("skipping in/etcdir: a symbolic link that leads out of the folder walked"), err);
        for (CSVRecord row : ResultRows.read(work.resolve("r.csv"))) {
            assertEquals("ok", row.get("status"), row.toString());
        }
    }
}
