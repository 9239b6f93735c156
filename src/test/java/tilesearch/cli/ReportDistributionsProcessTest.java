package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.cli.TileSearchProcess.Outcome;
import tilesearch.run.ExitCodes;

/**
 * {@code report --format json} and {@code --format md} in a process of their own carry what the HTML page's
 * max-tile chart and summary show: ok boards per max tile, search boards per K and boards per board size, counted
 * here again from the results CSV.
 */
class ReportDistributionsProcessTest {

    @TempDir
    Path work;

    @Test
    void report_jsonAndMarkdown_carryMaxTilesKAndBoardSizes() throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2 0\n0 4 4\n0 0 8\n\n4 4 0\n2 0 2\n0 0 0\n\n2 0\n0 2\n");
        Files.writeString(inputs.resolve("b.csv"), """
                id,board,moves,apply
                slide,2 2 0/0 4 4/0 0 8,,LU
                hard,2 2 4 8/4 0 0 16/8 0 2 32/16 32 64 128,3,
                still,2 2/4 4,0,
                bad,2 3/4 4,,
                """);
        Path results = work.resolve("night.csv");
        assertEquals(ExitCodes.BOARD_FAILED, run("solve", "--moves", "2", "--out", results.toString(),
                inputs.toString()).exit());
        SortedMap<BigInteger, Long> tiles = new TreeMap<>();
        SortedMap<Integer, Long> moves = new TreeMap<>();
        SortedMap<Integer, Long> sizes = new TreeMap<>();
        for (CSVRecord row : ResultRows.read(results)) {
            if (row.get("status").equals("ok")) {
                tiles.merge(new BigInteger(row.get("max_tile")), 1L, Long::sum);
            }
            if (row.get("task").equals("search")) {
                moves.merge(Integer.valueOf(row.get("moves")), 1L, Long::sum);
            }
            if (!row.get("n").isEmpty()) {
                sizes.merge(Integer.valueOf(row.get("n")), 1L, Long::sum);
            }
        }
        assertEquals(List.of(0, 2, 3), List.copyOf(moves.keySet()), "the inputs give three K");

        Outcome json = run("report", "--format", "json", "--out", "-", results.toString());
        Outcome markdown = run("report", "--format", "md", "--out", "-", results.toString());

        assertEquals(ExitCodes.OK, json.exit(), json.stderr());
        Map<String, Object> read = JsonReportCommandTest.parse(json.stdout());
        assertEquals(entries(tiles), entries((Map<?, ?>) read.get("maxTiles")), "ascending by tile");
        assertEquals(0L, read.get("maxTilesUnlisted"));
        assertEquals(entries(moves), entries((Map<?, ?>) read.get("moves")));
        assertEquals(1L, read.get("applyBoards"));
        assertEquals(entries(sizes), entries((Map<?, ?>) read.get("boardSizes")));
        assertEquals(ExitCodes.OK, markdown.exit(), markdown.stderr());
        StringBuilder table = new StringBuilder("## Max tile reached\n\n| max tile | boards with status ok |\n"
                + "| --- | --- |\n");
        tiles.forEach((tile, boards) -> table.append("| ").append(tile).append(" | ").append(boards).append(" |\n"));
        assertTrue(markdown.stdout().contains(table + "\n"), markdown.stdout());
        assertTrue(markdown.stdout().contains("| moves K | 0: " + moves.get(0) + ", 2: " + moves.get(2) + ", 3: "
                + moves.get(3) + " | K: search boards; plus 1 apply boards |"), markdown.stdout());
        assertTrue(markdown.stdout().contains("| board sizes | 2×2: " + sizes.get(2) + ", 3×3: " + sizes.get(3)
                + ", 4×4: " + sizes.get(4) + " |"), markdown.stdout());
    }

    /** The entries of {@code counts} in their order, as text: JSON keys are strings, its numbers Long here. */
    private static List<String> entries(Map<?, ?> counts) {
        List<String> entries = new ArrayList<>();
        counts.forEach((key, count) -> entries.add(key + "=" + count));
        return entries;
    }

    private Outcome run(String... args) throws Exception {
        return TileSearchProcess.runToEnd(work, work, args);
    }
}
