package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.judge.TestPrograms;
import tilesearch.run.ExitCodes;

/** The judge stopped by a signal, as a user's shell would stop it: no process of the program under test is left. */
class JudgeProcessTest {

    @TempDir
    Path folder;

    @Test
    void sigterm_runsUnderWay_killedWithTheirProcessGroups() throws Exception {
        Path misbehave = new TestPrograms(folder).misbehave();
        Path pids = folder.resolve("pids");
        Process judge = TileSearchProcess.start(folder, folder.resolve("stderr"), "judge", "--problem", "12100",
                "--jobs", "2", "--time-limit", "5m", "--", misbehave.toString(), "stubborn", pids.toString());
        // two runs side by side, each a program that ignores SIGTERM and its child
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(pids) || TestPrograms.pids(pids).size() < 4) {
            assertTrue(System.nanoTime() < deadline, "the runs did not start: " + Files.readString(
                    folder.resolve("stderr")));
            Thread.sleep(50);
        }

        judge.destroy();

        assertTrue(judge.waitFor(60, TimeUnit.SECONDS));
        assertEquals(ExitCodes.SIGNALLED + 15, judge.exitValue());
        List<Long> started = TestPrograms.pids(pids);
        assertEquals(4, started.size(), started.toString());
        for (long pid : started) {
            assertTrue(TestPrograms.ends(pid), "process " + pid + " is still running");
        }
    }
}
