package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/**
 * Where the real program logs: beside the results a run writes ({@code night.csv.log}), or where {@code --log}
 * says; never into one log that every run in a folder shares, and nowhere for a command without results.
 */
class RunLogProcessTest {

    @TempDir
    Path work;

    private Path inputs() throws IOException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n4 4\n\n0 2\n2 0\n");
        return inputs;
    }

    @Test
    void solve_twoRunsAtOnceInOneFolder_eachLogsBesideItsOwnResults() throws IOException, InterruptedException {
        inputs();
        Process first = TileSearchProcess.start(work, work.resolve("first.err"), "solve", "--out", "night.csv", "in");
        Process second = TileSearchProcess.start(work, work.resolve("second.err"), "solve", "--out", "day.csv",
                "in");
        assertEquals(ExitCodes.OK, exitCode(first), Files.readString(work.resolve("first.err")));
        assertEquals(ExitCodes.OK, exitCode(second), Files.readString(work.resolve("second.err")));

        String night = Files.readString(work.resolve("night.csv.log"));
        String day = Files.readString(work.resolve("day.csv.log"));
        assertTrue(night.contains("solve in into night.csv"), night);
        assertTrue(night.contains("2 boards searched in "), night);
        assertFalse(night.contains("day.csv"), night);
        assertTrue(day.contains("solve in into day.csv"), day);
        assertFalse(day.contains("night.csv"), day);
        assertFalse(Files.exists(work.resolve("outputs")), "a log every run in the folder shares");
    }

    @Test
    void solve_logOption_appendsThereEveryRunAndNothingBesideTheResults() throws IOException, InterruptedException {
        inputs();
        Path log = work.resolve("logs/all.log");
        Path stderr = work.resolve("stderr.txt");

        int night = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--log", "logs/all.log", "--out",
                "night.csv", "in");
        assertEquals(ExitCodes.OK, night, Files.readString(stderr));
        int day = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--log", "logs/all.log", "--out",
                "day.csv", "in");

        assertEquals(ExitCodes.OK, day, Files.readString(stderr));
        String text = Files.readString(log);
        assertTrue(text.indexOf("solve in into night.csv") < text.indexOf("solve in into day.csv"), text);
        assertTrue(text.indexOf("solve in into night.csv") >= 0, text);
        assertFalse(Files.exists(work.resolve("night.csv.log")));
        assertFalse(Files.exists(work.resolve("day.csv.log")));
        assertFalse(Files.exists(work.resolve("outputs")));
    }

    @Test
    void solve_resumeWithOutOnly_logsBesideTheResultsUnlessLogIsGivenAgain() throws IOException, InterruptedException {
        inputs();
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--log", "run.log",
                "--out", "night.csv", "in"), Files.readString(stderr));

        int resumed = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--out", "night.csv");
        int again = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--resume", "--log", "run.log",
                "--out", "night.csv");

        assertEquals(ExitCodes.OK, resumed, Files.readString(stderr));
        assertEquals(ExitCodes.OK, again, Files.readString(stderr));
        assertTrue(Files.readString(work.resolve("night.csv.log")).contains("resuming with 2 boards done"),
                Files.readString(work.resolve("night.csv.log")));
        String log = Files.readString(work.resolve("run.log"));
        assertEquals(log.indexOf("resuming with 2 boards done"), log.lastIndexOf("resuming with 2 boards done"), log);
        assertTrue(log.contains("resuming with 2 boards done"), log);
    }

    @Test
    void solve_logOptionNamingAnInputOrTheResults_refusedWithNothingTouched() throws IOException,
            InterruptedException {
        Path inputs = inputs();
        Path stderr = work.resolve("stderr.txt");
        String board = Files.readString(inputs.resolve("a.txt"));

        int input = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--log", "in/a.txt", "--out",
                "night.csv", "in/a.txt");
        assertEquals(ExitCodes.USAGE, input, Files.readString(stderr));
        assertTrue(Files.readString(stderr).startsWith("tilesearch solve: --log in/a.txt is also an input"),
                Files.readString(stderr));
        int results = TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--log", "night.csv.run.json",
                "--out", "night.csv", "in");

        assertEquals(ExitCodes.USAGE, results, Files.readString(stderr));
        assertTrue(Files.readString(stderr).contains("is one of the files of the results"), Files.readString(stderr));
        assertEquals(board, Files.readString(inputs.resolve("a.txt")));
        assertFalse(Files.exists(work.resolve("night.csv")));
    }

    @Test
    void move_aLineLogged_goesToStderrAndNoFile() throws IOException, InterruptedException {
        Path folder = Files.createDirectories(work.resolve("d"));
        Files.writeString(folder.resolve("a.txt"), "2 2\n4 4\nL\n");
        Process fifo = new ProcessBuilder("mkfifo", folder.resolve("z.fifo").toString()).inheritIO().start();
        assertEquals(0, fifo.waitFor());
        Path stderr = work.resolve("stderr.txt");

        int moved = TileSearchProcess.run(work, stderr, List.of(), 60, "move", "d");

        assertEquals(ExitCodes.OK, moved, Files.readString(stderr));
        assertTrue(Files.readString(stderr).contains("skipping d/z.fifo: not a regular file"),
                Files.readString(stderr));
        try (Stream<Path> files = Files.walk(work)) {
            List<Path> logs = files.filter(file -> file.getFileName().toString().contains(".log")).toList();
            assertEquals(List.of(), logs);
        }
    }

    private static int exitCode(Process process) throws InterruptedException {
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "tilesearch did not finish in 60 s");
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }
}
