package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A process killed with SIGKILL while it writes the run record over and over leaves the old record or the new
 * one, never a torn one: the write goes to a temporary file, which the kills do leave torn.
 */
class RunRecordCrashTest {

    /** Kills made in every run, each checked to leave a whole record. */
    private static final int KILLS = 5;
    /** Kills made at most until one lands during a write, which a quiet machine makes rarer. */
    private static final int MAX_KILLS = 40;

    @TempDir
    Path dir;

    @Test
    void write_killedAtRandomPoints_recordAlwaysWhole() throws IOException, InterruptedException {
        long seed = System.nanoTime();
        SplittableRandom random = new SplittableRandom(seed);
        Path results = dir.resolve("night.csv");
        RunRecord small = RecordRewriter.small();
        RunRecord large = RecordRewriter.large();
        int tornTemporaries = 0;
        for (int kill = 0; kill < KILLS || tornTemporaries == 0 && kill < MAX_KILLS; kill++) {
            Process writer = start(results);
            try {
                awaitFirstRecord(writer, results);
                Thread.sleep(random.nextInt(300));
                assertTrue(writer.isAlive(), "the writer died on its own");
            } finally {
                writer.destroyForcibly().waitFor();
            }

            RunRecord left = RunRecord.read(results);
            List<InputFingerprint> leftFiles = new ArrayList<>();
            RunRecord.recordedFiles(results).forEach(leftFiles::add);

            assertNotNull(left);
            assertTrue(left.equals(small) && leftFiles.equals(RecordRewriter.smallFiles())
                    || left.equals(large) && leftFiles.equals(RecordRewriter.largeFiles()),
                    "seed " + seed + ": a record neither written");
            tornTemporaries += isWholeRecord(RunFiles.recordTemporary(results)) ? 0 : 1;
        }
        assertTrue(tornTemporaries > 0, "no kill landed during a write (seed " + seed + ")");
    }

    private static Process start(Path results) throws IOException {
        return new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), RecordRewriter.class.getName(), results.toString())
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private static void awaitFirstRecord(Process writer, Path results) throws InterruptedException {
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.exists(RunFiles.record(results))) {
            assertTrue(writer.isAlive() && System.nanoTime() < giveUp, "the writer wrote no record");
            Thread.sleep(5);
        }
    }

    /** Whether {@code file} exists and holds a whole record. */
    private static boolean isWholeRecord(Path file) throws IOException {
        if (!Files.exists(file)) {
            return true;
        }
        try (InputStream in = Files.newInputStream(file)) {
            RunRecordJson.read(file, in, recorded -> { });
            return true;
        } catch (RunRecordException torn) {
            return false;
        }
    }
}
