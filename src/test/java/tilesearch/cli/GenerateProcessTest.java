package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;

/** {@code generate} in the real program, and its output read back by {@code solve}. */
class GenerateProcessTest {

    @TempDir
    Path work;

    @Test
    void generateCsv_largestBoards_solveReadsEveryOne() throws Exception {
        Path boards = work.resolve("boards.csv");
        Path results = work.resolve("results.csv");

        assertEquals(ExitCodes.OK, run("generate", "--size", Integer.toString(Board.MAX_SIZE), "--count", "2",
                "--format", "csv", "--out", boards.toString()));
        long widest = Files.lines(boards).mapToLong(String::length).max().orElseThrow();
        assertTrue(widest > 1 << 20, "a line of " + widest + " bytes, wider than the old cap");
        assertEquals(ExitCodes.OK, run("solve", "--moves", "1", "--out", results.toString(), boards.toString()));

        List<CSVRecord> rows = ResultRows.read(results);
        assertEquals(2, rows.size());
        for (CSVRecord row : rows) {
            assertEquals("ok", row.get("status"), row.get("message"));
            assertEquals(Integer.toString(Board.MAX_SIZE), row.get("n"));
        }
    }

    private int run(String... args) throws Exception {
        Path stderr = work.resolve("stderr.txt");
        Process process = TileSearchProcess.start(work, stderr, args);
        try {
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), String.join(" ", args) + " did not end");
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }
}
