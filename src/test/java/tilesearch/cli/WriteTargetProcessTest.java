package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/**
 * Every write target of every command, in a process of its own: {@code solve --out} and {@code --log}, {@code
 * report --out}, {@code generate --out}. Nothing reaches an input, another run's files or what a link points to;
 * each refusal comes before anything is touched, and a log that cannot be written is an I/O error.
 */
class WriteTargetProcessTest {

    private static final long SECONDS = 60;

    @TempDir
    Path work;

    private Path stderr;

    @BeforeEach
    void inputs() throws IOException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n");
        Files.writeString(inputs.resolve("b.txt"), "2 0\n0 2\n");
        stderr = work.resolve("stderr.txt");
    }

    private int run(String... args) throws IOException, InterruptedException {
        return TileSearchProcess.run(work, stderr, List.of(), SECONDS, args);
    }

    private String err() throws IOException {
        return Files.readString(stderr);
    }

    private void solveNight() throws IOException, InterruptedException {
        assertEquals(ExitCodes.OK, run("solve", "--moves", "3", "--out", "night.csv", "in"), err());
    }

    private Object inode(String name) throws IOException {
        return Files.getAttribute(work.resolve(name), "unix:ino", LinkOption.NOFOLLOW_LINKS);
    }

    @Test
    void solve_logIsAnInputByNameLinkOrHardLink_refusedAndTheInputUntouched() throws IOException,
            InterruptedException {
        Files.createSymbolicLink(work.resolve("link.log"), work.resolve("in/a.txt"));
        Files.createLink(work.resolve("hard.log"), work.resolve("in/a.txt"));

        for (String log : List.of("in/a.txt", "link.log", "hard.log")) {
            int exit = run("solve", "--moves", "3", "--out", "S.csv", "--log", log, "in");

            assertEquals(ExitCodes.USAGE, exit, log + ": " + err());
            assertTrue(err().contains("--log " + log), err());
            assertEquals("2 2\n4 4\n", Files.readString(work.resolve("in/a.txt")), log);
            assertFalse(Files.exists(work.resolve("S.csv")), log);
        }
        // A hidden file the walk reaches only through a link, in a folder named through a link: it lies under the
        // folder's real path, so it is an input of that folder (a link leading out of a walked folder is never
        // followed, so only such a file can be reached through one).
        Files.writeString(work.resolve("in/.notes.txt"), "4 4\n2 2\n");
        Files.createSymbolicLink(work.resolve("in/notes.txt"), Path.of(".notes.txt"));
        Files.createSymbolicLink(work.resolve("boards"), Path.of("in"));

        int walked = run("solve", "--moves", "3", "--out", "S.csv", "--log", "in/.notes.txt", "boards");

        assertEquals(ExitCodes.USAGE, walked, err());
        assertTrue(err().contains("--log in/.notes.txt is also an input (boards)"), err());
        assertEquals("4 4\n2 2\n", Files.readString(work.resolve("in/.notes.txt")));
    }

    @Test
    void report_outIsTheLockOfResults_refusedAndTheLockStaysItsFile() throws IOException, InterruptedException {
        solveNight();
        Object lock = inode("night.csv.lock");

        int exit = run("report", "night.csv", "--out", "night.csv.lock");

        assertEquals(ExitCodes.USAGE, exit, err());
        assertTrue(err().contains("--out night.csv.lock has the name of a results file's own file"), err());
        assertEquals(lock, inode("night.csv.lock"));
    }

    @Test
    void solve_logOrResultsFileIsAFifo_refusedAtOnce() throws IOException, InterruptedException {
        mkfifo(work.resolve("fifo"));
        mkfifo(work.resolve("night.csv.log"));

        assertEquals(ExitCodes.USAGE, run("solve", "--out", "day.csv", "--log", "fifo", "in"), err());
        assertTrue(err().contains("--log fifo is not a regular file"), err());
        assertEquals(ExitCodes.USAGE, run("solve", "--out", "night.csv", "in"), err());
        assertTrue(err().contains("night.csv.log is a FIFO or a device"), err());
        assertFalse(Files.exists(work.resolve("night.csv")));
    }

    @Test
    void solve_linkPlantedAtARolledLogName_refusedAndNothingMadeWhereItPoints() throws IOException,
            InterruptedException {
        Path outside = work.resolve("outside.gz");
        Path rolled = work.resolve("night.csv.log." + LocalDate.now() + ".0.gz");
        Files.createSymbolicLink(rolled, outside);

        int exit = run("solve", "--moves", "3", "--out", "night.csv", "in");

        assertEquals(ExitCodes.USAGE, exit, err());
        assertTrue(err().contains(rolled.getFileName() + " is a symbolic link"), err());
        assertFalse(Files.exists(outside));
        assertFalse(Files.exists(work.resolve("night.csv")));
    }

    @Test
    void solve_outIsAnotherRunsLockOrRecord_refusedAndTheyStay() throws IOException, InterruptedException {
        solveNight();
        String record = Files.readString(work.resolve("night.csv.run.json"));
        String rows = Files.readString(work.resolve("night.csv"));

        assertEquals(ExitCodes.USAGE, run("solve", "--out", "night.csv.lock", "in"), err());
        assertEquals(ExitCodes.USAGE, run("solve", "--force", "--out", "night.csv.run.json", "in"), err());

        assertTrue(err().contains("night.csv.run.json has the name of a results file's own file"), err());
        assertEquals(record, Files.readString(work.resolve("night.csv.run.json")));
        assertEquals(rows, Files.readString(work.resolve("night.csv")));
        assertEquals(ExitCodes.OK, run("solve", "--resume", "--moves", "3", "--out", "night.csv", "in"), err());
    }

    @Test
    void solve_logIsAnotherRunsResultsRecordOrLock_refusedAndTheyStay() throws IOException, InterruptedException {
        solveNight();
        String rows = Files.readString(work.resolve("night.csv"));
        String record = Files.readString(work.resolve("night.csv.run.json"));

        for (String log : List.of("night.csv", "night.csv.run.json", "night.csv.lock")) {
            assertEquals(ExitCodes.USAGE, run("solve", "--moves", "3", "--out", "day.csv", "--log", log, "in"),
                    log + ": " + err());
            assertTrue(err().contains("--log " + log), err());
        }

        assertEquals(rows, Files.readString(work.resolve("night.csv")));
        assertEquals(record, Files.readString(work.resolve("night.csv.run.json")));
        assertEquals(0, Files.size(work.resolve("night.csv.lock")));
        assertEquals(ExitCodes.OK, run("report", "night.csv", "--format", "json", "--out", "night.json"), err());
    }

    @Test
    void report_outIsTheRecordOrAnInputBoardFile_refusedAndTheyStay() throws IOException, InterruptedException {
        solveNight();
        String record = Files.readString(work.resolve("night.csv.run.json"));

        assertEquals(ExitCodes.USAGE, run("report", "night.csv", "--out", "night.csv.run.json"), err());
        assertEquals(ExitCodes.USAGE, run("report", "night.csv", "--out", "in/a.txt"), err());

        assertTrue(err().contains("--out in/a.txt is in in, an input of the run"), err());
        assertEquals(record, Files.readString(work.resolve("night.csv.run.json")));
        assertEquals("2 2\n4 4\n", Files.readString(work.resolve("in/a.txt")));
    }

    @Test
    void solve_logThatCannotBeWritten_ioErrorOrRefusalNamingIt() throws IOException, InterruptedException {
        String tooLong = "x".repeat(300) + ".log";

        assertEquals(ExitCodes.IO_ERROR, run("solve", "--out", "a.csv", "--log", "in/a.txt/run.log", "in"), err());
        assertTrue(err().contains("in/a.txt/run.log: cannot write the run log"), err());
        assertEquals(ExitCodes.IO_ERROR, run("solve", "--out", "b.csv", "--log", tooLong, "in"), err());
        assertTrue(err().contains(tooLong + ": cannot write the run log"), err());
        assertEquals(ExitCodes.USAGE, run("solve", "--out", "c.csv", "--log", "/dev/full", "in"), err());
        assertTrue(err().contains("--log /dev/full is not a regular file"), err());
        Files.createDirectories(work.resolve("d.csv.log"));
        assertEquals(ExitCodes.USAGE, run("solve", "--out", "d.csv", "in"), err());
        assertTrue(err().contains("d.csv.log is a folder"), err());
        assertEquals(ExitCodes.USAGE, run("solve", "--out", "e.csv", "--log", "-", "in"), err());
        assertTrue(err().contains("--log - is not a file"), err());

        assertFalse(Files.exists(work.resolve("-")));
    }

    @Test
    void generate_forceOverLinkOrHeldResults_refusedAndNothingWrittenThrough() throws IOException,
            InterruptedException {
        Path victim = Files.writeString(work.resolve("victim.txt"), "keep\n");
        Path folder = Files.createDirectories(work.resolve("gen"));
        Files.createSymbolicLink(folder.resolve("random-4x4-0001.txt"), victim);
        solveNight();
        String rows = Files.readString(work.resolve("night.csv"));

        int text = run("generate", "--size", "4", "--count", "2", "--out", "gen", "--force");
        int csv = run("generate", "--format", "csv", "--size", "4", "--count", "2", "--out", "night.csv", "--force");

        assertEquals(ExitCodes.USAGE, text);
        assertEquals(ExitCodes.USAGE, csv, err());
        assertTrue(err().contains("--out night.csv holds results"), err());
        assertEquals("keep\n", Files.readString(victim));
        assertEquals(rows, Files.readString(work.resolve("night.csv")));
    }

    static void mkfifo(Path path) throws IOException, InterruptedException {
        Process fifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        assertEquals(0, fifo.waitFor());
    }
}
