package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * {@code solve} in a process whose heap runs out part way through the run, after rows were written: the run says so
 * in one line of its own, and its record counts the rows the results hold.
 */
class OutOfMemoryProcessTest {

    /** A heap that holds the 200x200 boards but not the 1024x1024 ones behind them. */
    private static final List<String> TINY_HEAP = List.of("-Xmx20m", "-XX:+UseSerialGC");

    @TempDir
    Path work;

    @Test
    void solve_heapRunsOutAfterRows_ourLineOnlyAndTheRecordCountsTheRows() throws Exception {
        Path folder = Files.createDirectory(work.resolve("in"));
        generate(200, 40, folder.resolve("a.txt"));
        generate(1024, 4, folder.resolve("b.txt"));
        Path csv = work.resolve("r.csv");

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), TINY_HEAP, 120, "solve", "--moves", "2",
                "--out", csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.SOFTWARE, exit, stderr);
        assertFalse(stderr.contains("Exception in thread"), stderr);
        List<String> lines = stderr.lines().toList();
        assertEquals(1, lines.size(), stderr);
        assertTrue(lines.get(0).startsWith("tilesearch solve: out of memory (Java heap space) while solving "),
                stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertTrue(rows.size() > 0 && rows.size() < 44, rows.size() + " rows");
        Attempt attempt = RunRecord.read(csv).lastAttempt();
        assertEquals(ExitCodes.SOFTWARE, attempt.exitCode());
        assertEquals(rows.size(), attempt.counts().written(), "the rows the results hold");
        assertEquals(rows.size(), attempt.counts().ok() + attempt.counts().errors());
    }

    /** Writes {@code count} random boards of {@code size} x {@code size} to {@code file}, with {@code generate}. */
    private void generate(int size, int count, Path file) throws IOException {
        Path folder = work.resolve("generated-" + size);
        CommandRun generated = CommandRun.of("generate", "--size", Integer.toString(size), "--count",
                Integer.toString(count), "--per-file", Integer.toString(count), "--out", folder.toString());
        assertEquals(ExitCodes.OK, generated.exitCode(), generated.err());
        try (var listing = Files.list(folder)) {
            Files.move(listing.findFirst().orElseThrow(), file);
        }
    }
}
