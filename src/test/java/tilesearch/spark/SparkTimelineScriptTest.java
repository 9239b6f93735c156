package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scripts/spark/timeline.py}, which scripts/spark-bench.sh runs on Spark's event log of each submission: an
 * event log written as Spark writes one (a JSON object a line, the fields the script reads), and the timeline
 * expected of it.
 */
@Tag("spark")
class SparkTimelineScriptTest {

    /** When the command started, in milliseconds since the epoch; the log's times are 1 to 9 s after it. */
    private static final long START = 1_800_000_000_000L;

    @Test
    void timeline_eventLogOfTwoExecutors_startsJobsAndEachExecutorsFirstAndLastTask(@TempDir Path dir)
            throws IOException, InterruptedException {
        Path log = dir.resolve("events");
        Files.write(log, List.of(
                "{\"Event\":\"SparkListenerLogStart\",\"Spark Version\":\"4.2.0\"}",
                "{\"Event\":\"SparkListenerApplicationStart\",\"App Name\":\"tilesearch\",\"Timestamp\":" + at(1000)
                        + "}",
                "{\"Event\":\"SparkListenerJobStart\",\"Job ID\":0,\"Submission Time\":" + at(2500) + ",\"Stage Infos\":"
                        + "[{\"Stage ID\":0,\"Stage Name\":\"collect at SparkSolve.java:1\",\"Number of Tasks\":3}]}",
                "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":" + at(3000) + ",\"Executor ID\":\"1\"}",
                "{\"Event\":\"SparkListenerExecutorAdded\",\"Timestamp\":" + at(3200) + ",\"Executor ID\":\"0\"}",
                task("1", 3100, 4100, 200, 600),
                task("0", 3300, 3900, 100, 400),
                task("1", 4100, 4400, 5, 200),
                task("1", 4400, 4800, 5, 400),
                task("0", 3900, 4300, 5, 300),
                "{\"Event\":\"SparkListenerJobEnd\",\"Job ID\":0,\"Completion Time\":" + at(4800) + "}",
                "{\"Event\":\"SparkListenerApplicationEnd\",\"Timestamp\":" + at(9000) + "}"));

        assertEquals(List.of(
                "   1.00 s  SparkContext starts",
                "   2.50 s  job 0 (collect at SparkSolve.java:1, 3 tasks) until 4.80",
                "   3.00 s  executor 1 registers",
                "   3.10 s  executor 1: first task 0.80 s (later ones: median 0.30 s over 2), last ends at 4.80",
                "   3.20 s  executor 0 registers",
                "   3.30 s  executor 0: first task 0.50 s (later ones: median 0.30 s over 1), last ends at 4.30"),
                timeline(log));
    }

    private static long at(long millisAfterStart) {
        return START + millisAfterStart;
    }

    /** A task's end, with its deserializing and running times in milliseconds. */
    private static String task(String executor, long launch, long finish, long deserialize, long run) {
        return "{\"Event\":\"SparkListenerTaskEnd\",\"Stage ID\":0,\"Task Info\":{\"Executor ID\":\"" + executor
                + "\",\"Launch Time\":" + at(launch) + ",\"Finish Time\":" + at(finish) + "},\"Task Metrics\":"
                + "{\"Executor Deserialize Time\":" + deserialize + ",\"Executor Run Time\":" + run + "}}";
    }

    /** The lines that timeline.py prints for {@code log}; fails unless it exits 0. */
    private static List<String> timeline(Path log) throws IOException, InterruptedException {
        Process python = new ProcessBuilder("python3", Path.of("scripts", "spark", "timeline.py").toString(),
                log.toString(), Long.toString(START)).redirectErrorStream(true).start();
        String out = new String(python.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!python.waitFor(60, TimeUnit.SECONDS)) {
            python.destroyForcibly();
            throw new AssertionError("timeline.py did not end: " + out);
        }
        assertEquals(0, python.exitValue(), out);
        return out.lines().toList();
    }
}
