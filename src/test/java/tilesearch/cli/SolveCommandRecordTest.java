package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.board.RandomBoards;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.InputFingerprint;
import tilesearch.run.RunFiles;
import tilesearch.run.RunRecord;

/** {@code solve} and its run record: what it holds, and how {@code --resume} checks it. */
class SolveCommandRecordTest {

    @TempDir
    Path dir;

    private Path inputs;
    private Path csv;
    private RandomBoards boards;

    @BeforeEach
    void writeInputs() throws IOException {
        inputs = Files.createDirectories(dir.resolve("in"));
        csv = dir.resolve("out/night.csv");
        boards = new RandomBoards(3, 4, 0.5, 6);
        for (int file = 1; file <= 3; file++) {
            Files.writeString(inputs.resolve("boards-" + file + ".txt"), boardsText(10));
        }
    }

    private String boardsText(int count) {
        StringBuilder text = new StringBuilder();
        for (int board = 0; board < count; board++) {
            text.append(boards.next().toText()).append("\n\n");
        }
        return text.toString();
    }

    private CommandRun solve(Path results, String... options) {
        List<String> args = new ArrayList<>(List.of("solve", "--out", results.toString()));
        args.addAll(List.of(options));
        args.add(inputs.toString());
        return CommandRun.of(args.toArray(String[]::new));
    }

    private CommandRun solve(String... options) {
        return solve(csv, options);
    }

    /** The rows a fresh run on the inputs as they are now gives. */
    private List<String> freshRows() throws IOException {
        Path fresh = dir.resolve("fresh/fresh.csv");
        CommandRun run = solve(fresh, "--threads", "1");
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        return ResultRows.withoutTimes(fresh);
    }

    private static String sha256(Path file) throws IOException, NoSuchAlgorithmException {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    @Test
    void execute_newRun_recordHoldsOptionsInputsAndTheEndedAttempt() throws Exception {
        CommandRun run = solve("--moves", "4", "--threads", "2", "--time-limit", "90s");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        RunRecord record = RunRecord.read(csv);
        assertNotNull(record);
        assertEquals(Map.of("--moves", "4", "--strategy", "best", "--time-limit", "1m30s"), record.options());
        assertEquals(List.of(inputs.toString()), record.inputs());
        List<InputFingerprint> files = recordedFiles(csv);
        assertEquals(3, files.size());
        InputFingerprint second = files.get(1);
        Path secondFile = inputs.resolve("boards-2.txt");
        assertEquals(inputs + "/boards-2.txt", second.name());
        assertEquals(Files.size(secondFile), second.size());
        assertEquals(Files.getLastModifiedTime(secondFile).toInstant(), second.modified());
        assertEquals(sha256(secondFile), second.sha256());
        assertEquals(1, record.attempts().size());
        Attempt attempt = record.lastAttempt();
        assertEquals(List.of("tilesearch", "solve", "--out", csv.toString(), "--moves", "4", "--threads", "2",
                "--time-limit", "90s", inputs.toString()), attempt.command());
        assertEquals(2, attempt.threads());
        assertEquals(System.getProperty("java.version"), attempt.java());
        assertEquals(ManifestVersion.number(), attempt.version());
        assertEquals(0, attempt.exitCode());
        assertNull(attempt.stoppedBy());
        assertTrue(!attempt.end().isBefore(attempt.start()));
        assertEquals(new Attempt.Counts(0, 0, 30, 30, 0, 0, 0), attempt.counts());
        assertEquals(0, Files.size(RunFiles.lock(csv)));
    }

    @Test
    void execute_resume_appendsItsAttempt() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        List<Attempt> attempts = RunRecord.read(csv).attempts();
        assertEquals(2, attempts.size());
        assertEquals(new Attempt.Counts(30, 0, 0, 0, 0, 0, 0), attempts.get(1).counts());
        assertTrue(attempts.get(1).command().contains("--resume"));
    }

    @ParameterizedTest
    @CsvSource({
        "--moves, 6, '--moves: 5 in the record, 6 now'",
        "--strategy, classic, '--strategy: best in the record, classic now'",
        "--time-limit, 5m, '--time-limit: none in the record, 5m now'"})
    void execute_resumeWithAnOptionThatChangesRows_refusedListingItAndFilesUntouched(String option, String value,
            String difference) throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        String whole = Files.readString(csv);
        Files.writeString(csv, whole.substring(0, whole.length() - 20));
        byte[] rows = Files.readAllBytes(csv);
        byte[] record = Files.readAllBytes(RunFiles.record(csv));

        CommandRun resumed = solve("--resume", option, value);

        assertEquals(ExitCodes.USAGE, resumed.exitCode());
        assertTrue(resumed.err().startsWith("tilesearch solve: " + csv + " was made with other options, which would "
                + "change its rows: " + difference + ". Resume with the options in " + RunFiles.record(csv)
                + ", or start over with --force"), resumed.err());
        assertArrayEquals(rows, Files.readAllBytes(csv), "the results changed, if only by cutting the torn row");
        assertArrayEquals(record, Files.readAllBytes(RunFiles.record(csv)), "the record changed");
    }

    @Test
    void execute_resumeWithARecordButNoResults_startsAfreshWithTheNewOptions() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        Files.delete(csv);

        CommandRun resumed = solve("--resume", "--moves", "3");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertEquals(30, ResultRows.read(csv).size());
        assertEquals("3", RunRecord.read(csv).options().get("--moves"));
        assertEquals(1, RunRecord.read(csv).attempts().size());
    }

    @Test
    void execute_resumeAfterAnInputWasEdited_itsRowsDroppedAndItsBoardsSolvedAgain() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        Path edited = inputs.resolve("boards-2.txt");
        String text = Files.readString(edited);
        int middle = text.indexOf("\n\n", text.length() / 2) + 2;
        Files.writeString(edited, text.substring(0, middle) + boardsText(1) + text.substring(middle));

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertEquals(freshRows(), ResultRows.withoutTimes(csv));
        assertTrue(resumed.err().contains("Changed since the run being resumed, so their rows were dropped and their "
                + "boards solved again: " + edited + " (10 rows)."), resumed.err());
        assertEquals(new Attempt.Counts(20, 10, 11, 11, 0, 0, 0), RunRecord.read(csv).lastAttempt().counts());
    }

    @Test
    void execute_resumeWithAnInputNoLongerThere_refusedUnlessPruned() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        Path removed = inputs.resolve("boards-3.txt");
        Files.delete(removed);

        CommandRun refused = solve("--resume");
        CommandRun resumed = solve("--resume", "--prune");

        assertEquals(ExitCodes.USAGE, refused.exitCode(), refused.err());
        assertTrue(refused.err().contains(" holds 10 finished rows of 1 file the PATHs leave out (" + removed + ")"),
                refused.err());
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertEquals(freshRows(), ResultRows.withoutTimes(csv));
        assertEquals(20, ResultRows.read(csv).size());
        assertTrue(resumed.err().contains("No longer given, so their rows were dropped: " + removed + " (10 rows)."),
                resumed.err());
    }

    @Test
    void execute_resumeWithInputsNamedDifferently_oldNamesDroppedAndEveryBoardOnce() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        String respelled = inputs.resolve("..").resolve("in").toString();

        CommandRun resumed = CommandRun.of("solve", "--out", csv.toString(), "--resume", "--prune", respelled);

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(30, rows.size());
        assertTrue(rows.stream().allMatch(row -> row.get("file").startsWith(respelled + "/")), rows.toString());
        assertTrue(resumed.err().contains("No longer given, so their rows were dropped: " + inputs + "/boards-1.txt "
                + "(10 rows)"), resumed.err());
    }

    @Test
    void execute_outputInsideTheInputFolder_notReadAsInput() throws IOException {
        Path inside = inputs.resolve("night.csv");

        CommandRun first = solve(inside, "--deadline", "1h");
        CommandRun resumed = solve(inside, "--resume", "--deadline", "1h");

        assertEquals(ExitCodes.OK, first.exitCode(), first.err());
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertTrue(Files.exists(RunFiles.record(inside)) && Files.exists(RunFiles.lock(inside)));
        List<CSVRecord> rows = ResultRows.read(inside);
        assertEquals(30, rows.size());
        assertTrue(rows.stream().allMatch(row -> row.get("file").contains("/boards-")), rows.toString());
        assertEquals(3, recordedFiles(inside).size());
    }

    @Test
    void execute_resumeOfAFileWithoutARecord_resumesWithAWarning() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        List<String> whole = ResultRows.withoutTimes(csv);
        Files.delete(RunFiles.record(csv));
        String text = Files.readString(csv);
        Files.writeString(csv, text.substring(0, text.indexOf('\n', text.length() / 2) + 1));

        CommandRun resumed = solve("--resume", "--moves", "5");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertTrue(resumed.err().startsWith("tilesearch solve: warning: " + csv + " has no run record (night.csv.run.json)"
                + ": an older tilesearch made it, so this resume cannot check that the options and inputs are "
                + "those of its run"), resumed.err());
        assertEquals(whole, ResultRows.withoutTimes(csv));
        assertEquals(1, RunRecord.read(csv).attempts().size());
    }

    @Test
    void execute_resumeWithADamagedRecord_usageErrorAndFilesUntouched() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        byte[] rows = Files.readAllBytes(csv);
        Files.writeString(RunFiles.record(csv), "{\"format\": 1, \"options\": {");

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.USAGE, resumed.exitCode());
        assertTrue(resumed.err().startsWith("tilesearch solve: " + RunFiles.record(csv) + ": not a run record "
                + "tilesearch can read"), resumed.err());
        assertTrue(resumed.err().contains("move it away to resume without checking the options and inputs, or start "
                + "over with --force"), resumed.err());
        assertArrayEquals(rows, Files.readAllBytes(csv));
    }

    /** The files of the record of {@code results}, read one at a time as a resume reads them. */
    private static List<InputFingerprint> recordedFiles(Path results) throws IOException {
        List<InputFingerprint> files = new ArrayList<>();
        RunRecord.recordedFiles(results).forEach(files::add);
        return files;
    }
}
