package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/** {@code solve --resume --out night.csv} with nothing else, in the real program: it continues from the record. */
class ResumeFromRecordProcessTest {

    @TempDir
    Path work;

    @Test
    void solve_resumeWithOutOnly_continuesWithTheRecordsOptionsAndInputs() throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n\n2 4\n8 0\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--threads", "1", "--out", "night.csv", "in"), Files.readString(stderr));
        Path csv = work.resolve("night.csv");
        List<String> whole = ResultRows.withoutTimes(csv);
        // The last row goes, as if the run had been stopped before it.
        List<String> lines = Files.readAllLines(csv);
        Files.writeString(csv, String.join("\n", lines.subList(0, lines.size() - 1)) + "\n");

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "night.csv");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        assertEquals(whole, ResultRows.withoutTimes(csv));
        List<Attempt> attempts = RunRecord.read(csv).attempts();
        List<String> command = attempts.get(attempts.size() - 1).command();
        assertTrue(command.containsAll(List.of("solve", "--resume", "--moves", "3", "in")), command.toString());
        assertEquals(1, attempts.get(attempts.size() - 1).threads());
    }

    @Test
    void solve_resumeWithOutAndAnotherMoves_isRefused() throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--out", "night.csv", "in"), Files.readString(stderr));

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "night.csv",
                "--moves", "4");

        assertEquals(ExitCodes.USAGE, resumed, Files.readString(stderr));
        assertTrue(Files.readString(stderr).contains("--moves: 3 in the record, 4 now"), Files.readString(stderr));
    }
}
