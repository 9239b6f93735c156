package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;
import tilesearch.run.RunRecord;

/**
 * {@code solve --resume --out night.csv} with nothing else, in the real program: it continues from the record, which
 * is data, not authority; the results named through a link, a damaged record and an old record beside them.
 */
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
        assertTrue(command.containsAll(List.of("solve", "--resume", "--moves=3", "in")), command.toString());
    }

    @Test
    void solve_resumeWithOutOnly_takesNothingButTheRowOptionsAndInputs() throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n");
        Path stderr = work.resolve("stderr.txt");
        int threads = Runtime.getRuntime().availableProcessors() + 1;
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--threads", String.valueOf(threads), "--deadline", "1h", "--log", "planted.log", "--out",
                "night.csv", "in"), Files.readString(stderr));
        String planted = Files.readString(work.resolve("planted.log"));
        Path csv = work.resolve("night.csv");
        List<String> lines = Files.readAllLines(csv);
        Files.writeString(csv, String.join("\n", lines.subList(0, lines.size() - 1)) + "\n");

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "night.csv");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        assertEquals(planted, Files.readString(work.resolve("planted.log")), "the recorded --log was written to");
        assertTrue(Files.readString(work.resolve("night.csv.log")).contains("resuming with 1 boards done"),
                Files.readString(work.resolve("night.csv.log")));
        Attempt last = RunRecord.read(csv).lastAttempt();
        assertEquals(List.of("tilesearch", "solve", "--resume", "--out", "night.csv", "--moves=3",
                "--strategy=best", "--", "in"),
                last.command());
        assertNotEquals(threads, last.threads());
    }

    @Test
    void solve_resumeOfARecordHoldingAnotherOption_refusedNamingItWithNothingTouched()
            throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--out", "night.csv", "in"), Files.readString(stderr));
        Path record = RunFiles.record(work.resolve("night.csv"));
        String text = Files.readString(record);
        Files.writeString(record, text.replaceFirst("\"options\": \\{", "\"options\": {\"--log\": \"planted.txt\", "));
        byte[] rows = Files.readAllBytes(work.resolve("night.csv"));

        for (List<String> resume : List.of(List.of("solve", "--resume", "--out", "night.csv"),
                List.of("solve", "--resume", "--moves", "3", "--out", "night.csv", "in"))) {
            int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, resume.toArray(String[]::new));

            String err = Files.readString(stderr);
            assertEquals(ExitCodes.USAGE, resumed, err);
            assertTrue(err.startsWith("tilesearch solve: " + record.getFileName() + ": not a run record tilesearch "
                    + "can read (\"options\" holds --log, which is no option that defines the rows"), err);
            assertFalse(Files.exists(work.resolve("planted.txt")));
            assertArrayEquals(rows, Files.readAllBytes(work.resolve("night.csv")));
        }
    }

    @Test
    void solve_inputNamedLikeAShellCommand_quotedInTheRunLog() throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("x;touch pwned;#"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");

        int solved = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--out", "night.csv",
                "x;touch pwned;#");

        assertEquals(ExitCodes.OK, solved, Files.readString(stderr));
        String log = Files.readString(work.resolve("night.csv.log"));
        assertTrue(log.contains("solve 'x;touch pwned;#' into night.csv:"), log);
        assertTrue(log.contains("Slowest: 'x;touch pwned;#/a.txt'#1"), log);
    }

    @Test
    void solve_resumeWithOutALinkToTheResults_continuesFromTheRecordBesideThem()
            throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n\n2 4\n8 0\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--out", "night.csv", "in"), Files.readString(stderr));
        Path csv = work.resolve("night.csv");
        List<String> whole = ResultRows.withoutTimes(csv);
        List<String> lines = Files.readAllLines(csv);
        Files.writeString(csv, String.join("\n", lines.subList(0, lines.size() - 1)) + "\n");
        Files.createSymbolicLink(work.resolve("alias.csv"), Path.of("night.csv"));

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "alias.csv");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        assertEquals(whole, ResultRows.withoutTimes(csv));
        assertEquals(List.of(2L, 0L), List.of(RunRecord.read(csv).lastAttempt().counts().kept(),
                RunRecord.read(csv).lastAttempt().counts().dropped()));
    }

    @Test
    void solve_resumeWithOutOnlyAndADamagedRecord_saysTheRecordCannotBeRead()
            throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--out", "night.csv",
                "in"), Files.readString(stderr));
        Files.writeString(RunFiles.record(work.resolve("night.csv")), "{\"format\": 1, \"options\": {");

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "night.csv");

        String err = Files.readString(stderr);
        assertEquals(ExitCodes.USAGE, resumed, err);
        assertTrue(err.startsWith("tilesearch solve: night.csv.run.json: not a run record tilesearch can read"), err);
        assertFalse(err.contains("no such file"), err);
    }

    @Test
    void solve_resumeBesideAnOldRecordOfAnotherRun_recordNotTakenForAnInputOfTheSameName()
            throws IOException, InterruptedException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "3",
                "--out", "night.csv", "in"), Files.readString(stderr));
        Path csv = work.resolve("night.csv");
        Files.delete(RunFiles.record(csv));
        // tilesearch 1.0.0 kept night.txt's record as night.run.json; that run read an input named old/night.csv.
        new RunRecord(Map.of("--moves", "7"), List.of("old/night.csv"), List.of())
                .withAttempt(Attempt.starting("1.0.0", List.of("tilesearch", "solve", "--moves", "7", "--out",
                        "night.txt", "old/night.csv"), 1, 0, 0))
                .write(work.resolve("elsewhere.csv"), List.of());
        Files.move(RunFiles.record(work.resolve("elsewhere.csv")), work.resolve("night.run.json"));

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--moves", "3",
                "--out", "night.csv", "in");

        String err = Files.readString(stderr);
        assertEquals(ExitCodes.OK, resumed, err);
        assertTrue(err.contains("has no run record"), err);
        assertEquals(2, ResultRows.read(csv).size());
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
