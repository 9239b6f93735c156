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
        Path res = Files.createDirectories(folder.resolve("res"));
        // A board in a rolled log's name would give a row if it were read; a user's file beside the log is an input.
        Files.writeString(res.resolve("r.csv.log.2026-11-30.0.gz"), "2 2\n4 4\n");
        Files.writeString(res.resolve("r.csv.log.2026-11-30.1123456789.tmp"), "2 2\n4 4\n");
        Files.writeString(res.resolve("notes.txt"), "0 2\n2 0\n");
        Path stderr = work.resolve("stderr.txt");

        int first = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--out", "res/r.csv", ".");
        assertEquals(ExitCodes.OK, first, Files.readString(stderr));
        assertTrue(Files.exists(res.resolve("r.csv.log")), "the run wrote no run log beside its results");
        int resumed = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--resume", "--out", "res/r.csv",
                ".");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        Set<String> files = new TreeSet<>();
        List<CSVRecord> rows = ResultRows.read(folder.resolve("res/r.csv"));
        rows.forEach(row -> files.add(row.get("file")));
        assertEquals(Set.of("./a.txt", "./res/notes.txt"), files);
        assertEquals(2, rows.size(), rows.toString());
    }

    @Test
    void solve_logOptionInsideTheWalkedFolder_isNoInput() throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("run"));
        Files.writeString(folder.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");

        int first = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--log", "logs/night.txt",
                "--out", "../r.csv", ".");
        assertEquals(ExitCodes.OK, first, Files.readString(stderr));
        assertTrue(Files.readString(folder.resolve("logs/night.txt")).contains("solve . into ../r.csv"));
        int resumed = TileSearchProcess.run(folder, stderr, List.of(), 60, "solve", "--resume", "--log",
                "logs/night.txt", "--out", "../r.csv", ".");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        List<CSVRecord> rows = ResultRows.read(work.resolve("r.csv"));
        assertEquals(List.of("./a.txt"), rows.stream().map(row -> row.get("file")).toList());
    }

    @Test
    void solve_linksInTheWalkedFolderToTheRunsOwnFiles_areNoInputs() throws IOException, InterruptedException {
        Path in = Files.createDirectories(work.resolve("in"));
        Files.writeString(in.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");
        int first = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--out", "r.csv", "in");
        assertEquals(ExitCodes.OK, first, Files.readString(stderr));
        // A rolled log holding a board would give an ok row if it were read; the others would give error rows.
        Path rolled = Files.writeString(work.resolve("r.csv.log.2026-11-30.0.gz"), "2 2\n4 4\n");
        Files.createSymbolicLink(in.resolve("alias.log"), Path.of("../r.csv.log"));
        Files.createSymbolicLink(in.resolve("record.json"), Path.of("../r.csv.run.json"));
        Files.createSymbolicLink(in.resolve("rolled.txt"), Path.of("..", rolled.getFileName().toString()));
        Files.createLink(in.resolve("hard.log"), work.resolve("r.csv.log"));
        Files.createLink(in.resolve("hard.lock"), work.resolve("r.csv.lock"));
        Files.createLink(in.resolve("hard-record.txt"), work.resolve("r.csv.run.json"));
        Files.createLink(in.resolve("hard-rolled.txt"), rolled);

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "r.csv");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        List<CSVRecord> rows = ResultRows.read(work.resolve("r.csv"));
        assertEquals(List.of("in/a.txt"), rows.stream().map(row -> row.get("file")).toList());
    }
}
