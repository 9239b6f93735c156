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
import tilesearch.run.ExitCodes;

/** Inputs that are not regular files, in the real program: a device and a FIFO are never read, nor hashed. */
class SpecialInputsProcessTest {

    @TempDir
    Path work;

    @Test
    void solve_deviceAndFifo_anErrorRowEachAndTheRunEnds() throws IOException, InterruptedException {
        Files.writeString(work.resolve("a.txt"), "2 2\n4 4\n");
        assertEquals(0, new ProcessBuilder("mkfifo", work.resolve("pipe").toString()).start().waitFor());
        Path stderr = work.resolve("stderr.txt");

        Process process = TileSearchProcess.start(work, stderr, "solve", "--out", "r.csv", "a.txt", "/dev/zero",
                "pipe");

        boolean ended = process.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            process.destroyForcibly();
        }
        assertTrue(ended, "the run did not end");
        assertEquals(ExitCodes.BOARD_FAILED, process.exitValue(), Files.readString(stderr));
        List<CSVRecord> rows = ResultRows.read(work.resolve("r.csv"));
        assertEquals(List.of("ok", "error", "error"), rows.stream().map(row -> row.get("status")).toList());
        assertTrue(rows.get(1).get("message").contains("not a regular file"), rows.get(1).toString());
    }
}
