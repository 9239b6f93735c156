package tilesearch.report;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.board.Board;
import tilesearch.replay.Replay;
import tilesearch.replay.RowReplays;
import tilesearch.results.ResultRow;

class ReportReplaysTest {

    @TempDir
    Path dir;

    private static ResultRow row(String file, Integer tile) {
        return new ResultRow(file, 1, 1L, "", 4, "search", "5", tile == null ? null : BigInteger.valueOf(tile), "L",
                "", null, 1L, 1.0, tile == null ? ResultRow.ERROR : ResultRow.OK, "", "");
    }

    private static List<ResultRow> rows(String prefix, int count) {
        List<ResultRow> rows = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            rows.add(row(prefix + i, 2));
        }
        return rows;
    }

    private static List<String> files(List<ResultRow> rows) {
        return rows.stream().map(ResultRow::file).toList();
    }

    @Test
    void pick_largestAndSlowestInTurn_eachBoardOnceAndTenAtMost() {
        List<ResultRow> largest = rows("L", 10);
        List<ResultRow> slowest = new ArrayList<>(rows("S", 20));
        slowest.set(1, largest.get(0));
        slowest.set(2, largest.get(3));

        List<ResultRow> picked = ReportReplays.pick(largest, slowest);

        assertEquals(List.of("L1", "S1", "L2", "L3", "L4", "S4", "L5", "S5", "L6", "S6"), files(picked));
    }

    @Test
    void pick_fewRows_everyBoardWithAnAnswerOnce() {
        List<ResultRow> largest = List.of(row("a", 8), row("b", 4));
        List<ResultRow> slowest = List.of(row("e", null), row("b", 4), row("c", 2), row("a", 8));

        assertEquals(List.of("a", "b", "c"), files(ReportReplays.pick(largest, slowest)));
        assertEquals(List.of(), ReportReplays.pick(List.of(), List.of()));
    }

    @Test
    void replay_rowsOfRealInputs_replayedOrSaidWhyNot() throws IOException {
        ResultRow applied = ReplayRows.applied(dir.resolve("applied.txt"), Board.parse("2 2 4/4 0 8/0 2 2"), 6, 1, 3);
        ResultRow searched = ReplayRows.searched(dir.resolve("searched.txt"), Board.parse("2 2 0/4 4 8/0 8 2"), 4, 2);
        ResultRow gone = ReplayRows.searched(dir.resolve("gone.txt"), Board.parse("2 2/0 0"), 2, 1);
        Files.delete(dir.resolve("gone.txt"));
        ResultRow doctored = new ResultRow(searched.file(), 1, 1L, "", 3, "search", "4", searched.maxTile(),
                searched.path(), "2 0 0/0 0 0/0 0 0", null, 1L, 1.0, ResultRow.OK, "", "");

        List<RowReplays.Outcome> replays = ReportReplays.replay(List.of(applied, searched, gone, doctored),
                ReplayRows.inputsUnder(dir));

        Replay first = assertInstanceOf(RowReplays.Replayed.class, replays.get(0)).replay();
        assertEquals(Board.parse(applied.boardAfter()), first.last());
        assertEquals(6, first.moves().size());
        assertEquals(Board.parse(searched.boardAfter()),
                assertInstanceOf(RowReplays.Replayed.class, replays.get(1)).replay().last());
        assertEquals("", replays.get(1).message());
        assertInstanceOf(RowReplays.Unreadable.class, replays.get(2));
        assertEquals(gone, replays.get(2).row());
        assertEquals("no such file: " + gone.file(), replays.get(2).message());
        assertInstanceOf(RowReplays.WrongRow.class, replays.get(3));
        assertTrue(replays.get(3).message().endsWith("but board_after is 2 0 0/0 0 0/0 0 0: a wrong row or an "
                + "edited input"), replays.get(3).message());
    }
}
