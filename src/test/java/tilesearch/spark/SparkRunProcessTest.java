package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.cli.TileSearchProcess;
import tilesearch.results.ResultColumn;

/**
 * {@code spark-solve} in a process of its own ({@link SparkSolve#main}, master local[1]), as a user meets it:
 * every message in tilesearch's voice, the run log beside its results, and a resumed folder of parts that holds
 * one row per board.
 */
@Tag("spark")
@ExtendWith(LocalSpark.class)
class SparkRunProcessTest {

    @TempDir
    Path work;

    private Path inputs() throws IOException {
        Path inputs = Files.createDirectories(work.resolve("in"));
        for (int file = 0; file < 3; file++) {
            Files.writeString(inputs.resolve("f" + file + ".txt"), "2 2\n4 4\n\n0 2\n2 0\n\n2 4\n8 0\n\n4 4\n2 2\n");
        }
        return inputs;
    }

    @Test
    void usageError_oneMessageInTilesearchsVoice() throws IOException, InterruptedException {
        Path stderr = work.resolve("stderr.txt");

        int exitCode = run(stderr, "--moves", "99", "--out", "night.csv", "in");

        String err = Files.readString(stderr);
        assertEquals(2, exitCode, err);
        assertTrue(err.startsWith("tilesearch spark-solve: --moves must be from 0 to "), err);
        assertEquals(List.of(), otherVoices(err));
    }

    @Test
    void resumeOfResultsWithoutRecord_warnsInTilesearchsVoiceAndLogsBesideTheResults()
            throws IOException, InterruptedException {
        inputs();
        Files.writeString(work.resolve("old.csv"), ResultColumn.HEADER_LINE);
        Path stderr = work.resolve("stderr.txt");

        int exitCode = run(stderr, "--moves", "3", "--resume", "--out", "old.csv", "in");

        String err = Files.readString(stderr);
        assertEquals(0, exitCode, err);
        assertTrue(err.contains("tilesearch spark-solve: warning: old.csv has no run record"), err);
        assertEquals(List.of(), otherVoices(err));
        String log = Files.readString(work.resolve("old.csv.log"));
        assertTrue(log.contains("spark-solve in into old.csv"), log);
        assertTrue(log.contains("12 boards searched in "), log);
        assertFalse(Files.exists(work.resolve("outputs")), "a log every run in the folder shares");
    }

    @Test
    void resumeOfPartsWithABoardInTwoParts_keepsOneRowOfItAndCountsItOnce(JavaSparkContext spark)
            throws IOException, InterruptedException {
        Path inputs = inputs();
        Path parts = work.resolve("parts");
        Runs.Run first = Runs.sparkSolve(spark, "--moves", "3", "--parts", parts.toString(), inputs.toString());
        assertEquals(0, first.exitCode(), first.err());
        List<Path> files = partFiles(parts);
        List<String> rows = Runs.partRows(parts);
        assertEquals(12, rows.size());
        // The first part's first row again in the last part, as a doctored or twice-merged folder would hold it.
        Path last = files.get(files.size() - 1);
        String row = Files.readAllLines(files.get(0)).get(1);
        Files.writeString(last, Files.readString(last) + row + "\n");
        assertEquals(13, Runs.partRows(parts).size());
        Path stderr = work.resolve("stderr.txt");

        int exitCode = run(stderr, "--moves", "3", "--resume", "--parts", parts.toString(), inputs.toString());

        String err = Files.readString(stderr);
        assertEquals(0, exitCode, err);
        assertEquals(sorted(rows), sorted(Runs.partRows(parts)));
        assertTrue(err.contains("Resumed: 12 boards already in the file (12 ok, 0 errors, 0 timeouts) were kept."),
                err);
    }

    /** The lines of {@code err} that are messages (not log lines, not the summary) in another voice than ours. */
    private static List<String> otherVoices(String err) {
        return err.lines().filter(line -> line.startsWith("spark-solve:") || line.matches("[a-z-]+: .*")
                && !line.startsWith("tilesearch spark-solve:")).toList();
    }

    private static List<Path> partFiles(Path parts) throws IOException {
        try (Stream<Path> listing = Files.list(parts)) {
            List<Path> files = listing.filter(file -> file.getFileName().toString().startsWith("part-")).sorted()
                    .toList();
            assertTrue(files.size() >= 2, "a folder of one part: " + files);
            return files;
        }
    }

    private static List<String> sorted(List<String> rows) {
        return rows.stream().sorted().toList();
    }

    /** Runs {@code spark-solve args...} in {@link #work} to its end, as spark-submit would in client mode. */
    private int run(Path stderr, String... args) throws IOException, InterruptedException {
        List<String> options = new ArrayList<>(ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(option -> option.startsWith("--add-opens") || option.startsWith("-D")
                        || option.startsWith("-XX:+IgnoreUnrecognized"))
                .toList());
        options.addAll(List.of("-Dspark.master=local[1]", "-Dspark.ui.enabled=false",
                "-Dspark.driver.host=127.0.0.1", "-Dspark.driver.bindAddress=127.0.0.1"));
        Process process = TileSearchProcess.start(SparkSolve.class.getName(), work, stderr, options, args);
        try {
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "spark-solve did not finish in 120 s");
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }
}
