package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;

/** {@code solve} for long runs: refusing to overwrite, --force, --resume, --time-limit, --deadline, bad outputs. */
class SolveCommandOvernightTest {

    @TempDir
    Path dir;

    private Path inputs;
    private Path csv;

    @BeforeEach
    void writeInputs() throws IOException {
        inputs = Files.createDirectories(dir.resolve("in"));
        csv = dir.resolve("out/results.csv");
        RandomBoards boards = new RandomBoards(3, 4, 0.5, 6);
        for (int file = 1; file <= 3; file++) {
            StringBuilder text = new StringBuilder();
            for (int board = 0; board < 10; board++) {
                text.append(boards.next().toText()).append("\n\n");
            }
            Files.writeString(inputs.resolve("boards-" + file + ".txt"), text);
        }
    }

    /** Moves that make {@link #slowBoard}'s search run far longer than any test may wait (K = 15 takes seconds). */
    private static final String SLOW_MOVES = "20";

    /** A timeout row's message; group 1 is the seconds the board ran. */
    private static final Pattern TIMEOUT_MESSAGE = Pattern.compile("line 1: time limit reached after (\\d+\\.\\d\\d) s; "
            + "max_tile is the best found, upper_bound the largest tile still possible");

    /** A full random 20×20 board at {@link #SLOW_MOVES}: its search runs far longer than any test may wait. */
    private static String slowBoard() {
        return new RandomBoards(14, 20, 1.0, 10).next().toNotation();
    }

    private CommandRun solve(String... options) {
        String[] args = new String[options.length + 4];
        args[0] = "solve";
        args[1] = "--out";
        args[2] = csv.toString();
        System.arraycopy(options, 0, args, 3, options.length);
        args[args.length - 1] = inputs.toString();
        return CommandRun.of(args);
    }

    @Test
    void execute_outputHoldsResults_refusedAndLeftAlone() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        String before = Files.readString(csv);

        CommandRun again = solve();

        assertEquals(ExitCodes.USAGE, again.exitCode());
        assertTrue(again.err().startsWith("tilesearch solve: " + csv + " already holds results: add --resume to "
                + "continue that run, or --force to overwrite it"), again.err());
        assertEquals(before, Files.readString(csv));
    }

    @Test
    void execute_force_overwritesWithTheSameRows() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        List<String> first = ResultRows.withoutTimes(csv);
        Files.writeString(csv, "anything at all\n");

        CommandRun forced = solve("--force");

        assertEquals(ExitCodes.OK, forced.exitCode(), forced.err());
        assertEquals(first, ResultRows.withoutTimes(csv));
    }

    @Test
    void execute_resumeAndForce_usageError() {
        CommandRun run = solve("--resume", "--force");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("--resume and --force contradict each other"), run.err());
    }

    @Test
    void execute_resumeInJudgeStyle_usageError() {
        CommandRun run = CommandRun.withStdin("2 2\n0 4\n", "solve", "--resume", "-");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("--resume continues an output file: give it with --out"), run.err());
    }

    @Test
    void execute_resumeWithoutAFile_solvesEverything() throws IOException {
        CommandRun run = solve("--resume");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals(30, ResultRows.withoutTimes(csv).size());
    }

    @Test
    void execute_resumeAfterACrashMidRow_sameRowsAsOneRun() throws IOException {
        assertEquals(ExitCodes.OK, solve("--threads", "2").exitCode());
        List<String> whole = ResultRows.withoutTimes(csv);
        String text = Files.readString(csv);
        int cut = text.indexOf('\n', text.length() / 2) + 7;
        Files.writeString(csv, text.substring(0, cut));

        CommandRun resumed = solve("--resume", "--threads", "2");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertTrue(resumed.err().contains(" were kept."), resumed.err());
        assertEquals(whole, ResultRows.withoutTimes(csv));
        assertTrue(Files.readString(csv).startsWith(text.substring(0, text.lastIndexOf('\n', cut) + 1)));
    }

    @Test
    void execute_resumeKeepsAnEarlierError_exitOne() throws IOException {
        Files.writeString(inputs.resolve("boards-2.txt"), "2 2\n0 6\n");
        assertEquals(ExitCodes.BOARD_FAILED, solve().exitCode());

        CommandRun resumed = solve("--resume");

        assertEquals(ExitCodes.BOARD_FAILED, resumed.exitCode(), resumed.err());
        assertTrue(resumed.err().startsWith("tilesearch solve: 0 boards in "), resumed.err());
    }

    @Test
    void execute_resumeOfAFileThatIsNotResults_usageErrorSuggestingForce() throws IOException {
        Files.createDirectories(csv.getParent());
        Files.writeString(csv, "id,board\n1,2 2/0 4\n");

        CommandRun run = solve("--resume");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("not a tilesearch results file"), run.err());
        assertTrue(run.err().contains("overwrite it with --force"), run.err());
    }

    @Test
    void execute_slowBoardWithTimeLimit_timeoutRowWithBestAndBoundExitOne() throws IOException {
        Files.writeString(inputs.resolve("boards-2.txt"), Board.parse(slowBoard()).toText() + "\n");

        long start = System.nanoTime();
        CommandRun run = solve("--moves", SLOW_MOVES, "--time-limit", "200ms");

        assertTrue(System.nanoTime() - start < 20e9, "the time limit did not stop the search");
        assertEquals(ExitCodes.BOARD_FAILED, run.exitCode(), run.err());
        assertTrue(run.err().contains(", 1 timeout."), run.err());
        CSVRecord slow = ResultRows.read(csv).stream().filter(row -> row.get("file").endsWith("boards-2.txt"))
                .findFirst().orElseThrow();
        assertEquals("timeout", slow.get("status"));
        assertTrue(new BigInteger(slow.get("upper_bound")).compareTo(new BigInteger(slow.get("max_tile"))) >= 0);
        assertEquals(Board.parse(slow.get("board_after")).maxExponent(),
                new BigInteger(slow.get("max_tile")).getLowestSetBit());
        // The stop lands after the limit, later on a loaded machine; the message gives the same time as the row.
        Matcher message = TIMEOUT_MESSAGE.matcher(slow.get("message"));
        assertTrue(message.matches(), slow.get("message"));
        double seconds = Double.parseDouble(message.group(1));
        assertTrue(seconds >= 0.2 && seconds < 5, slow.get("message"));
        assertEquals(Double.parseDouble(slow.get("elapsed_ms")) / 1000, seconds, 0.006, slow.get("message"));
    }

    @Test
    void execute_deadlineThenResume_stoppedRowSolvedAgainAndEveryBoardOnce() throws IOException {
        Files.writeString(inputs.resolve("boards-2.txt"), Board.parse(slowBoard()).toText() + "\n");

        // The time limit outlasts the deadline, so the slow board is stopped by the deadline; the resume, which
        // must keep the run's time limit, ends it with a timeout.
        CommandRun stopped = solve("--moves", SLOW_MOVES, "--time-limit", "2s", "--deadline", "1s");

        assertEquals(ExitCodes.INCOMPLETE, stopped.exitCode(), stopped.err());
        assertTrue(stopped.err().contains("The deadline passed before every board was solved"), stopped.err());
        assertTrue(stopped.err().contains("run the same command with --resume to finish."), stopped.err());
        List<CSVRecord> first = ResultRows.read(csv);
        assertTrue(first.stream().anyMatch(row -> row.get("status").equals("stopped")), first.toString());

        CommandRun resumed = solve("--moves", SLOW_MOVES, "--resume", "--time-limit", "2s");

        assertEquals(ExitCodes.BOARD_FAILED, resumed.exitCode(), resumed.err());
        List<String> keys = ResultRows.read(csv).stream().map(row -> row.get("file") + "#" + row.get("board")).sorted()
                .toList();
        assertEquals(21, keys.size());
        assertEquals(keys.stream().distinct().toList(), keys);
        assertTrue(ResultRows.read(csv).stream().noneMatch(row -> row.get("status").equals("stopped")));
    }

    @Test
    void execute_diskFull_exitIoErrorNamingTheFileAndHowToGoOn() throws IOException {
        assumeTrue(Files.exists(Path.of("/dev/full")), "needs Linux's /dev/full");
        // A link to the full device, so that the lock and the run record go beside it in the test's folder.
        Path full = Files.createSymbolicLink(dir.resolve("full.csv"), Path.of("/dev/full"));

        CommandRun run;
        try {
            run = CommandRun.of("solve", "--out", full.toString(), inputs.toString());
        } finally {
            // Gone before JUnit cleans the folder, which warns on the console of a link that leads outside it.
            Files.delete(full);
        }

        assertEquals(ExitCodes.IO_ERROR, run.exitCode());
        assertEquals("tilesearch solve: cannot write " + full + ": No space left on device. The rows written before "
                + "are complete: make room, then run the same command with --resume", run.err().strip());
    }

    @Test
    void execute_outputFolderCannotBeMade_exitIoError() throws IOException {
        Path blocker = Files.writeString(dir.resolve("blocker"), "a file where a folder should be");

        CommandRun run = CommandRun.of("solve", "--out", blocker.resolve("results.csv").toString(), inputs.toString());

        assertEquals(ExitCodes.IO_ERROR, run.exitCode());
        assertEquals("tilesearch solve: " + blocker + ": exists and is not a folder", run.err().strip());
    }

    @Test
    void execute_header_isTheWritersHeader() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());

        assertTrue(Files.readString(csv).startsWith(ResultColumn.HEADER_LINE));
    }

    @Test
    void execute_resumeWithoutARecordAndInputsNamedDifferently_summaryWarns() throws IOException {
        assertEquals(ExitCodes.OK, solve().exitCode());
        Files.delete(RunFiles.record(csv));

        CommandRun resumed = CommandRun.of("solve", "--out", csv.toString(), "--resume",
                inputs.resolve("..").resolve("in").toString());

        assertTrue(resumed.err().contains("none of them matched a board of the inputs"), resumed.err());
    }
}
