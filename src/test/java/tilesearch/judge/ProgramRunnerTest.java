package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProgramRunnerTest {

    private static final Duration LIMIT = Duration.ofMillis(700);

    @TempDir
    Path folder;

    private Path misbehave;

    @BeforeEach
    void compile() throws Exception {
        misbehave = new TestPrograms(folder).misbehave();
    }

    private ProgramRun run(String how, Path pids, String input) throws Exception {
        try (ProgramRunner runner = new ProgramRunner(List.of(misbehave.toString(), how, pids.toString()), LIMIT)) {
            return runner.run(input, 1000);
        }
    }

    private static void assertNoneLeft(Path pids, int expected) throws IOException, InterruptedException {
        List<Long> started = TestPrograms.pids(pids);
        assertEquals(expected, started.size(), started.toString());
        for (long pid : started) {
            assertTrue(TestPrograms.ends(pid), "process " + pid + " is still running");
        }
    }

    @Test
    void run_sleeper_timedOutAndKilled() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("sleep", pids, "1\n2\n");

        assertTrue(run.timedOut());
        assertTrue(run.millis() >= LIMIT.toMillis(), run.toString());
        assertNoneLeft(pids, 1);
    }

    @Test
    void run_ignoresSigtermAndForks_bothKilled() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("stubborn", pids, "1\n2\n");

        assertTrue(run.timedOut());
        assertNoneLeft(pids, 2);
    }

    @Test
    void run_leavesAChildBehindAndExits_childKilled() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("orphan", pids, "1\n2\n");

        assertFalse(run.timedOut());
        assertEquals(0, run.exitCode());
        assertEquals("0\n", run.stdout());
        assertNoneLeft(pids, 2);
    }

    @Test
    void run_endlessOutput_cutAtTheCapAndKilled() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("flood", pids, "1\n2\n");

        assertTrue(run.outputCut());
        assertFalse(run.timedOut());
        assertEquals(1000, run.stdout().length());
        assertNoneLeft(pids, 1);
    }

    @Test
    void run_crash_exitCodeAndStderrTail() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("crash", pids, "1\n2\n");

        assertEquals(3, run.exitCode());
        assertEquals("something went wrong in the solver\n", run.stderrTail());
        assertNoneLeft(pids, 1);
    }

    @Test
    void run_programThatReadsNoInput_noDeadlockOnALargeInput() throws Exception {
        Path pids = folder.resolve("pids");

        ProgramRun run = run("silent", pids, "2 ".repeat(4_000_000));

        assertFalse(run.timedOut());
        assertEquals(0, run.exitCode());
        assertEquals("", run.stdout());
    }

    @Test
    void killAll_runUnderWay_killedWithItsGroup() throws Exception {
        Path pids = folder.resolve("pids");
        try (ProgramRunner runner = new ProgramRunner(List.of(misbehave.toString(), "stubborn", pids.toString()),
                Duration.ofMinutes(5))) {
            Thread killer = new Thread(() -> {
                try {
                    while (!Files.exists(pids) || TestPrograms.pids(pids).size() < 2) {
                        Thread.sleep(20);
                    }
                } catch (IOException | InterruptedException e) {
                    return;
                }
                runner.killAll();
            });
            killer.start();

            ProgramRun run = runner.run("1\n", 1000);

            killer.join();
            assertEquals(128 + 9, run.exitCode());
        }
        assertNoneLeft(pids, 2);
    }

    @Test
    void run_afterKillAll_throwsWithoutStartingTheProgram() throws Exception {
        Path pids = folder.resolve("pids");
        try (ProgramRunner runner = new ProgramRunner(List.of(misbehave.toString(), "stubborn", pids.toString()),
                Duration.ofMinutes(5))) {
            runner.killAll();

            assertThrows(InterruptedException.class, () -> runner.run("1\n", 1000));
        }
        assertFalse(Files.exists(pids), "the program started");
    }
}
