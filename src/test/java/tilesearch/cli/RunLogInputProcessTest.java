package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/** A run over the folder it works in, in the real program: the run log and its rolled files are never inputs. */
class RunLogInputProcessTest {

    @TempDir
    Path work;

    @Test
    void solve_walkOfTheWorkingFolder_leavesOutTheRunLogAndItsRolledFiles() throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("run"));
        Files.writeString(folder.resolve("a.txt"), "2 2\n4 4\n");
        Path outputs = Files.createDirectories(folder.resolve("outputs"));
        // A board in a rolled log's name would give a row if it were read; a user's file beside the log is an input.
        Files.writeString(outputs.resolve("tilesearch-2026-11-30.0.log.gz"), "2 2\n4 4\n");
        Files.writeString(outputs.resolve("notes.txt"), "0 2\n2 0\n");
        Path stderr = work.resolve("stderr.txt");

        int first = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--out", "res/r.csv", ".");
        assertEquals(ExitCodes.OK, first, Files.readString(stderr));
        assertTrue(Files.exists(outputs.resolve("tilesearch.log")), "the run wrote no run log");
        int resumed = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--resume", "--out", "res/r.csv",
                ".");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        Set<String> files = new TreeSet<>();
        List<CSVRecord> rows = ResultRows.read(folder.resolve("res/r.csv"));
        rows.forEach(row -> files.add(row.get("file")));
        assertEquals(Set.of("./a.txt", "./outputs/notes.txt"), files);
        assertEquals(2, rows.size(), rows.toString());
    }
}
