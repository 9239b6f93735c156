package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.run.ExitCodes;

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

    @Test
    void generate_filesThatExist_refusedUntouchedUnlessForced() throws Exception {
        Path folder = Files.createDirectories(work.resolve("boards"));
        Path second = Files.writeString(folder.resolve("random-4x4-0002.txt"), "my own board\n");
        Path csv = Files.writeString(work.resolve("boards.csv"), "id,board\nmine,2 2/4 4\n");

        int text = run("generate", "--size", "4", "--count", "3", "--out", folder.toString());
        String textMessage = Files.readString(work.resolve("stderr.txt"));
        int table = run("generate", "--size", "4", "--count", "3", "--format", "csv", "--out", csv.toString());
        String tableMessage = Files.readString(work.resolve("stderr.txt"));

        assertEquals(ExitCodes.USAGE, text, textMessage);
        assertTrue(textMessage.startsWith("tilesearch generate: " + second + " already exists; give --force to "
                + "write over it\n"), textMessage);
        assertEquals(List.of(second), Files.list(folder).toList(), "nothing written before the refusal");
        assertEquals("my own board\n", Files.readString(second));
        assertEquals(ExitCodes.USAGE, table, tableMessage);
        assertEquals("id,board\nmine,2 2/4 4\n", Files.readString(csv));

        assertEquals(ExitCodes.OK, run("generate", "--size", "4", "--count", "3", "--force", "--out",
                folder.toString()));
        assertEquals(3, Files.list(folder).count());
        assertTrue(Files.readString(second).startsWith("# tilesearch generate --size 4"));
    }

    @Test
    void generate_outDash_theCsvOnStandardOutputAndNoFile() throws Exception {
        Path stdout = work.resolve("stdout.csv");
        Path file = work.resolve("file.csv");

        Process process = TileSearchProcess.startWithOutput(work, stdout, work.resolve("stderr.txt"), "generate",
                "--size", "5", "--count", "4", "--seed", "3", "--out", "-");
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "generate did not end");
        String message = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.OK, process.exitValue(), message);
        assertEquals(ExitCodes.OK, run("generate", "--size", "5", "--count", "4", "--seed", "3", "--format", "csv",
                "--out", file.toString()));

        assertEquals(Files.readString(file), Files.readString(stdout));
        assertFalse(Files.exists(work.resolve("-")), "a file named -");
        assertEquals("tilesearch generate: wrote 4 boards of 5x5 to standard output.\n", message);
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
