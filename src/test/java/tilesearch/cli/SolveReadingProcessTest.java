package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/** {@code solve} in a process of its own on inputs that are hard to read: large boards in a small heap, CSV quirks. */
class SolveReadingProcessTest {

    @TempDir
    Path work;

    private int solve(List<String> jvmOptions, String... args) throws Exception {
        return TileSearchProcess.run(work, work.resolve("stderr.txt"), jvmOptions, 180, args);
    }

    private String stderr() throws IOException {
        return Files.readString(work.resolve("stderr.txt"));
    }

    @Test
    void solve_severalBoardsOfAMillionCellsInASmallHeap_everyRowWritten() throws Exception {
        Path inputs = work.resolve("big");
        CommandRun generated = CommandRun.of("generate", "--size", "1024", "--count", "6", "--seed", "1", "--out",
                inputs.toString());
        assertEquals(ExitCodes.OK, generated.exitCode(), generated.err());
        Path csv = work.resolve("big.csv");

        int exit = solve(List.of("-Xmx64m"), "solve", "--moves", "1", "--out", csv.toString(), inputs.toString());

        assertEquals(ExitCodes.OK, exit, stderr());
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(6, rows.size());
        for (CSVRecord row : rows) {
            assertEquals("ok", row.get("status"), row.get("message"));
            assertEquals("1024", row.get("n"));
        }
    }

    @Test
    void solve_csvRecordWithAQuotedLineBreak_oneErrorRowAndLaterBoardsKeepTheirNumbers() throws Exception {
        Path input = work.resolve("boards.csv");
        StringBuilder content = new StringBuilder("id,board\n");
        for (int i = 1; i <= 200; i++) {
            content.append(i == 100 ? "\"multi\nline\",2 2/4 4\n" : "b" + i + ",2 0 0 0/0 0 0 0/0 0 0 0/0 0 0 2\n");
        }
        Files.writeString(input, content);
        Path csv = work.resolve("r.csv");

        int exit = solve(List.of(), "solve", "--moves", "3", "--out", csv.toString(), input.toString());

        assertEquals(ExitCodes.BOARD_FAILED, exit, stderr());
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(200, rows.size());
        for (CSVRecord row : rows) {
            int board = Integer.parseInt(row.get("board"));
            if (board == 100) {
                assertEquals("error", row.get("status"));
                assertEquals("line 101: malformed CSV row: a quoted field holds a line break, running on to line 102;"
                        + " a record must sit on one line", row.get("message"));
            } else {
                assertEquals("ok", row.get("status"), row.get("message"));
                assertEquals("b" + board, row.get("id"));
                assertEquals(board < 100 ? board + 1 : board + 2, Long.parseLong(row.get("line")));
            }
        }
    }

    @Test
    void solve_csvHeaderNamingAColumnTwice_oneErrorRowForTheFile() throws Exception {
        Path folder = Files.createDirectories(work.resolve("in"));
        Files.writeString(folder.resolve("a.csv"), "id,board,board\na,2 2/4 4,8 8/8 8\n");
        Files.writeString(folder.resolve("b.csv"), "ID,board,Id \nb,2 2/4 4,c\n");
        Files.writeString(folder.resolve("c.csv"), "id,board,note,note\nc,2 2/4 4,x,y\n");
        Path csv = work.resolve("r.csv");

        int exit = solve(List.of(), "solve", "--moves", "2", "--out", csv.toString(), folder.toString());

        assertEquals(ExitCodes.BOARD_FAILED, exit, stderr());
        List<CSVRecord> rows = ResultRows.read(csv);
        assertEquals(3, rows.size());
        assertEquals("line 1: the CSV header names the column 'board' twice; found id,board,board",
                rows.get(0).get("message"));
        assertEquals("line 1: the CSV header names the column 'Id' twice; found ID,board,Id",
                rows.get(1).get("message"));
        assertEquals("error", rows.get(1).get("status"));
        assertEquals("ok", rows.get(2).get("status"), "a column the reader ignores may repeat");
        assertEquals("8", rows.get(2).get("max_tile"));
    }
}
