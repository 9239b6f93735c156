package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;
import tilesearch.run.RunLock;
import tilesearch.run.RunRecord;

/**
 * The results path of {@code solve}, in the real program: a path that names an input by any spelling or link, a
 * link past the lock, names that share a stem, and {@code --out} values that are no results file. Each is refused
 * as a usage error before anything is touched, or gets helper files of its own.
 */
class ResultsPathProcessTest {

    private static final String BOARDS = "2 2\n4 4\n\n2 0 2 4\n0 0 0 0\n4 0 0 4\n8 8 8 8\n";

    @TempDir
    Path work;

    private Path input;

    @BeforeEach
    void writeInput() throws IOException {
        input = work.resolve("x.txt");
        Files.writeString(input, BOARDS);
    }

    /** Runs {@code tilesearch args...} in {@link #work} to its end. */
    private Run run(String... args) throws IOException, InterruptedException {
        Path stderr = work.resolve("stderr.txt");
        Process process = TileSearchProcess.start(work, stderr, args);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the process did not end");
        return new Run(process.exitValue(), Files.readString(stderr));
    }

    private record Run(int exitCode, String err) {
    }

    @Test
    void solve_outIsAnInputByAnySpellingOrLink_usageErrorAndTheInputUntouched()
            throws IOException, InterruptedException {
        Files.createSymbolicLink(work.resolve("alias.txt"), input);
        // a link in a walked folder is an input while it stays inside the folder walked (here "."); one that leads
        // out of it is not followed, so its target is no input
        Files.createDirectories(work.resolve("in"));
        Files.createSymbolicLink(work.resolve("in/linked.txt"), Path.of("../x.txt"));
        List<List<String>> spellings = List.of(List.of("x.txt", "x.txt"), List.of("./x.txt", "x.txt"),
                List.of(input.toString(), "x.txt"), List.of("alias.txt", "x.txt"), List.of("x.txt", "alias.txt"),
                List.of("alias.txt", "."));
        for (List<String> spelling : spellings) {
            Run run = run("solve", "--force", "--out", spelling.get(0), spelling.get(1));

            assertEquals(ExitCodes.USAGE, run.exitCode(), spelling + ": " + run.err());
            assertTrue(run.err().contains("is also an input"), spelling + ": " + run.err());
            assertEquals(BOARDS, Files.readString(input), spelling.toString());
        }
    }

    @Test
    void solve_outIsABoardFileOfAnInputFolder_usageErrorAndUntouched_resultsThereRewritten()
            throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("in"));
        Path boards = Files.writeString(folder.resolve("b.txt"), BOARDS);
        for (List<String> spelling : List.of(List.of("in/b.txt", "in"), List.of("./in/../in/b.txt", "."),
                List.of(boards.toString(), "in"))) {
            Run run = run("solve", "--force", "--out", spelling.get(0), spelling.get(1));

            assertEquals(ExitCodes.USAGE, run.exitCode(), spelling + ": " + run.err());
            assertTrue(run.err().contains("is also an input (" + spelling.get(1) + ")"), run.err());
            assertEquals(BOARDS, Files.readString(boards), spelling.toString());
        }
        // Results there are the run's own, left out of the walk: --force writes them again
        assertEquals(ExitCodes.OK, run("solve", "--moves", "1", "--out", "in/r.csv", "in").exitCode());
        Run again = run("solve", "--force", "--moves", "1", "--out", "in/r.csv", "in");

        assertEquals(ExitCodes.OK, again.exitCode(), again.err());
        assertEquals(2, ResultRows.read(folder.resolve("r.csv")).size());
    }

    @Test
    void solve_outHasAHardLink_usageErrorAndUntouched() throws IOException, InterruptedException {
        Files.createLink(work.resolve("hard.txt"), input);

        Run run = run("solve", "--force", "--out", "hard.txt", "x.txt");

        assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
        assertEquals(BOARDS, Files.readString(input));
    }

    @Test
    void solve_outputsOfOneStem_eachItsOwnRecordAndResume() throws IOException, InterruptedException {
        assertEquals(ExitCodes.OK, run("solve", "--moves", "2", "--out", "night.bak", "x.txt").exitCode());
        assertEquals(ExitCodes.OK, run("solve", "--moves", "1", "--out", "night.csv", "x.txt").exitCode());

        Run resumed = run("solve", "--resume", "--moves", "2", "--out", "night.bak", "x.txt");

        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        assertTrue(Files.exists(work.resolve("night.csv.run.json")));
        assertTrue(Files.exists(work.resolve("night.bak.run.json")));
        assertEquals("1", RunRecord.read(work.resolve("night.csv")).options().get("--moves"));
        assertEquals("2", RunRecord.read(work.resolve("night.bak")).options().get("--moves"));
    }

    @Test
    void solve_linkToResultsAnotherRunHolds_refusedByTheSameLock() throws IOException, InterruptedException {
        Path results = work.resolve("r.csv");
        Files.writeString(results, "being written\n");
        Files.createSymbolicLink(work.resolve("alias.csv"), results);

        try (RunLock held = RunLock.acquire(results)) {
            Run run = run("solve", "--force", "--out", "alias.csv", "x.txt");

            assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
            assertTrue(run.err().contains(results + " is in use by tilesearch"), run.err());
        }
        assertEquals("being written\n", Files.readString(results));
    }

    @Test
    void solve_aHelperNameIsALink_usageErrorAndWhereItPointsUntouched() throws IOException, InterruptedException {
        Path victim = work.resolve("victim.txt");
        Files.writeString(victim, "precious\n");
        for (String helper : List.of("night.csv.lock", "night.csv.run.json.tmp", "night.csv.resume",
                "night.csv.run.json", "night.csv.log")) {
            Path link = Files.createSymbolicLink(work.resolve(helper), victim);

            Run run = run("solve", "--force", "--out", "night.csv", "x.txt");

            assertEquals(ExitCodes.USAGE, run.exitCode(), helper + ": " + run.err());
            assertTrue(run.err().contains(helper + " is a symbolic link"), run.err());
            assertEquals("precious\n", Files.readString(victim), helper);
            Files.delete(link);
        }
    }

    @Test
    void solve_threadsBeyondAPool_usageErrorBeforeTheOutputIsTouched() throws IOException, InterruptedException {
        Path results = work.resolve("r.csv");
        Files.writeString(results, "kept\n");

        Run run = run("solve", "--force", "--threads", "32768", "--out", "r.csv", "x.txt");

        assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
        assertTrue(run.err().contains("--threads must be at most 32767, got 32768"), run.err());
        assertEquals("kept\n", Files.readString(results));
    }

    @Test
    void solve_outIsNoResultsFile_usageErrorAndNoHelperFiles() throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("folder"));
        byte[] before = Files.readAllBytes(input);
        // "-" is standard output, which PipesProcessTest covers
        for (String out : List.of("", "folder", "/dev/null")) {
            Run run = run("solve", "--out", out, "x.txt");

            assertEquals(ExitCodes.USAGE, run.exitCode(), "'" + out + "': " + run.err());
        }
        assertFalse(Files.exists(work.resolve("folder.lock")));
        assertFalse(Files.exists(Path.of("/dev/null.lock")));
        assertFalse(Files.exists(Path.of("/dev/null.run.json")));
        assertTrue(Files.isDirectory(folder));
        assertArrayEquals(before, Files.readAllBytes(input));
    }

    @Test
    void solve_outSpelledAsAFolder_usageErrorAndNothingMade() throws IOException, InterruptedException {
        Files.createDirectories(work.resolve("folder/sub"));
        for (String out : List.of("newdir/", "folder/sub/..", "folder/.")) {
            Run run = run("solve", "--out", out, "x.txt");

            assertEquals(ExitCodes.USAGE, run.exitCode(), "'" + out + "': " + run.err());
            assertTrue(run.err().contains("'" + out + "' names a folder: --out names the results file"), run.err());
        }
        assertEquals(List.of("folder", "x.txt"), names(work));
        assertEquals(List.of("sub"), names(work.resolve("folder")));
    }

    @Test
    void solve_longestNames_runAndResumeWithShortenedHelperNames() throws IOException, InterruptedException {
        // 255 bytes is the most a name may hold; helper names made from a 254-byte name would not fit
        String longest = "r".repeat(254 - ".csv".length()) + ".csv";
        String tooLong = "s".repeat(256 - ".csv".length()) + ".csv";

        Run refused = run("solve", "--out", tooLong, "x.txt");
        Run solved = run("solve", "--moves", "2", "--out", longest, "x.txt");
        List<String> rows = ResultRows.withoutTimes(work.resolve(longest));
        List<String> lines = Files.readAllLines(work.resolve(longest));
        Files.write(work.resolve(longest), lines.subList(0, 2));
        Run resumed = run("solve", "--resume", "--moves", "2", "--out", longest, "x.txt");

        assertEquals(ExitCodes.USAGE, refused.exitCode(), refused.err());
        assertTrue(refused.err().contains("the results' name is 256 bytes long, and a file name holds 255 bytes at "
                + "most: give --out a shorter name"), refused.err());
        assertEquals(ExitCodes.OK, solved.exitCode(), solved.err());
        assertEquals(ExitCodes.OK, resumed.exitCode(), resumed.err());
        Path results = work.resolve(longest);
        Path lock = RunFiles.lock(results);
        Path record = RunFiles.record(results);
        assertTrue(lock.getFileName().toString().matches("r+~[0-9a-f]{8}\\.lock"), lock.toString());
        // The resume leaves its run log beside the results, under the shortened name too
        assertEquals(List.of(longest, lock.getFileName().toString(),
                RunFiles.log(results).getFileName().toString(), record.getFileName().toString(), "x.txt"),
                names(work));
        assertEquals("2", RunRecord.read(results).options().get("--moves"));
        assertEquals(2, RunRecord.read(results).attempts().size());
        assertEquals(2, rows.size());
        assertEquals(rows, ResultRows.withoutTimes(results));
    }

    /** The names in {@code folder}, sorted, but for the test's stderr and the run log's folder. */
    private static List<String> names(Path folder) throws IOException {
        try (var listing = Files.list(folder)) {
            return listing.map(path -> path.getFileName().toString())
                    .filter(name -> !name.equals("stderr.txt") && !name.equals("outputs")).sorted().toList();
        }
    }
}
