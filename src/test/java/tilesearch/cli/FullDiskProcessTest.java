package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.Attempt;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunRecord;

/**
 * {@code solve} in a process whose files may not grow past a limit (bash's {@code ulimit -f}), which fails a write
 * as a full disk does: what the run record then says, and what is left beside the results.
 */
class FullDiskProcessTest {

    /** Rows the results hold when the run resumes. */
    private static final int KEPT = 1024;

    @TempDir
    Path work;

    @Test
    void solve_resumeFillsTheDisk_recordCountsTheKeptAndWrittenRows() throws Exception {
        Path boards = work.resolve("boards.csv");
        CommandRun generated = CommandRun.of("generate", "--size", "4", "--count", "20000", "--seed", "3",
                "--format", "csv", "--out", boards.toString());
        assertEquals(ExitCodes.OK, generated.exitCode(), generated.err());
        Path csv = work.resolve("r.csv");
        CommandRun first = CommandRun.of("solve", "--moves", "1", "--out", csv.toString(), boards.toString());
        assertEquals(ExitCodes.OK, first.exitCode(), first.err());
        List<String> lines = Files.readAllLines(csv);
        Files.write(csv, lines.subList(0, KEPT + 1));

        // 200 KB: room for the kept rows (about 95 KB) and some more, far from the 20,000 rows
        int exit = run(200, "solve", "--resume", "--moves", "1", "--out", csv.toString(), boards.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.IO_ERROR, exit, stderr);
        assertTrue(stderr.startsWith("tilesearch solve: cannot write " + csv + ": File too large."), stderr);
        List<CSVRecord> rows = ResultRows.read(csv);
        assertTrue(rows.size() > KEPT && rows.size() < 20000, rows.size() + " rows");
        Attempt attempt = RunRecord.read(csv).lastAttempt();
        long written = rows.size() - KEPT;
        assertEquals(new Attempt.Counts(KEPT, 0, written, written, 0, 0, 0), attempt.counts());
        assertEquals(ExitCodes.IO_ERROR, attempt.exitCode());
        assertEquals(List.of("r.csv", "r.csv.lock", "r.csv.log", "r.csv.run.json"), names("r.csv"));
    }

    /** A folder of 2,000 one-board files whose long names make the run record and the inputs' file large. */
    private Path boardsWithLongNames() throws IOException {
        Path folder = Files.createDirectory(work.resolve("in"));
        for (int i = 0; i < 2000; i++) {
            Files.writeString(folder.resolve(String.format("board-with-a-long-name-%04d.txt", i)), "2 2\n4 4\n");
        }
        return folder;
    }

    @Test
    void solve_runRecordFillsTheDisk_noTemporaryLeftAndTheMessageNamesTheRecord() throws Exception {
        Path folder = boardsWithLongNames();
        Path csv = work.resolve("r.csv");

        // 320 KB: the record of 2,000 files takes about 370 KB at the attempt's start, the results of their boards
        // about 120 KB
        int exit = run(320, "solve", "--moves", "2", "--out", csv.toString(), folder.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.IO_ERROR, exit, stderr);
        assertTrue(stderr.contains(work.resolve("r.csv.run.json") + ": File too large"), stderr);
        assertEquals(List.of(), ResultRows.read(csv), "no row before the record of its attempt");
        assertEquals(List.of("r.csv", "r.csv.lock", "r.csv.log"), names("r.csv"));
    }

    @Test
    void solve_runLogFillsTheDisk_ioErrorNamingTheLog() throws Exception {
        Path boards = Files.writeString(work.resolve("boards.txt"), "2 2\n4 4\n");
        Path csv = work.resolve("r.csv");
        // the log beside the results already holds the most a file may: its next line cannot be written
        Files.write(work.resolve("r.csv.log"), new byte[64 * 1024]);

        int exit = run(64, "solve", "--moves", "2", "--out", csv.toString(), boards.toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.IO_ERROR, exit, stderr);
        assertTrue(stderr.contains("cannot write the run log " + work.resolve("r.csv.log") + ": File too large"),
                stderr);
        assertEquals(1, ResultRows.read(csv).size(), "the results are complete");
        assertEquals(ExitCodes.IO_ERROR, RunRecord.read(csv).lastAttempt().exitCode());
    }

    /** Runs {@code tilesearch args...} in {@link #work}, its files limited to {@code kilobytes}; its exit code. */
    private int run(int kilobytes, String... args) throws IOException, InterruptedException {
        Process process = TileSearchProcess.startWithFileSizeLimit(work, work.resolve("stderr.txt"), kilobytes,
                args);
        try {
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the run did not finish in 2 minutes");
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }

    /** The names in {@link #work} that start with {@code prefix}, sorted. */
    private List<String> names(String prefix) throws IOException {
        try (var listing = Files.list(work)) {
            return listing.map(path -> path.getFileName().toString()).filter(name -> name.startsWith(prefix))
                    .sorted().toList();
        }
    }
}
