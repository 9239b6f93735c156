package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;

class BoardTableTest {

    private static final int CELLS = 25;

    @Test
    void seenElseRecord_sameBoardWithNoMoreMovesLeft_isSeen() {
        BoardTable table = new BoardTable(CELLS, 1 << 16);
        table.newSearch(table.capacity());
        byte[] board = board(1);

        assertFalse(table.seenElseRecord(board, 5));
        assertTrue(table.seenElseRecord(board, 5));
        assertTrue(table.seenElseRecord(board, 3));
        assertFalse(table.seenElseRecord(board, 6), "more moves left than before may reach further");
        assertTrue(table.seenElseRecord(board, 6), "recorded again with 6");
    }

    @Test
    void seenElseRecord_nextSearch_forgetsEverything() {
        BoardTable table = new BoardTable(CELLS, 1 << 16);
        table.newSearch(table.capacity());
        byte[] board = board(2);
        table.seenElseRecord(board, 4);

        table.newSearch(table.capacity());

        assertFalse(table.seenElseRecord(board, 1));
    }

    @Test
    void newSearch_fewEntries_usesOnlyThatManySlots() {
        BoardTable table = new BoardTable(CELLS, 1 << 16);
        assertTrue(table.capacity() >= 1024);

        table.newSearch(2);
        assertTrue(rememberedOf(table, 50) <= 2, "two slots hold two boards at most");
        table.newSearch(table.capacity());
        assertTrue(rememberedOf(table, 50) >= 40, "a thousand slots keep most of 50 boards");
    }

    /** Records boards 0 to {@code count - 1}, then counts those the table still holds. */
    private static int rememberedOf(BoardTable table, int count) {
        for (int i = 0; i < count; i++) {
            table.seenElseRecord(board(i), 4);
        }
        int remembered = 0;
        for (int i = 0; i < count; i++) {
            remembered += table.seenElseRecord(board(i), 4) ? 1 : 0;
        }
        return remembered;
    }

    @Test
    void seenElseRecord_tinyTableAndManyBoards_neverSeesABoardItDidNotRecord() {
        // Two entries: almost every store evicts another board, and slots are shared all the time.
        BoardTable table = new BoardTable(CELLS, BoardTable.bytesFor(CELLS, 2));
        assertEquals(2, table.capacity());
        table.newSearch(table.capacity());
        Map<Board, Integer> recorded = new HashMap<>();
        SplittableRandom random = new SplittableRandom(3);
        int hits = 0;
        for (int i = 0; i < 20_000; i++) {
            byte[] cells = board(random.nextInt(6));
            int remaining = 1 + random.nextInt(8);
            Board board = Board.of(5, cells);
            if (table.seenElseRecord(cells, remaining)) {
                hits++;
                Integer before = recorded.get(board);
                assertTrue(before != null && before >= remaining, "false hit on " + board);
            } else {
                recorded.merge(board, remaining, Math::max);
            }
        }
        assertTrue(hits > 1000, "only " + hits + " hits");
    }

    @Test
    void seenElseRecord_boardWithManyMovesLeft_outlastsBoardsWithFewer() {
        // One bucket, which every board shares: a board with many moves left stays while the others come and go.
        BoardTable table = new BoardTable(CELLS, BoardTable.bytesFor(CELLS, 2));
        table.newSearch(table.capacity());
        byte[] deep = board(0);
        table.seenElseRecord(deep, 9);
        for (int i = 1; i < 50; i++) {
            table.seenElseRecord(board(i), 3);
        }

        assertTrue(table.seenElseRecord(deep, 9), "evicted by boards with fewer moves left");
        assertTrue(table.seenElseRecord(board(49), 3), "the latest board is kept too");
        assertFalse(table.seenElseRecord(board(48), 3), "one slot is left for boards with few moves left");
    }

    @Test
    void capacity_budgetTooSmallForTwoEntries_isZeroAndNeverHits() {
        BoardTable table = new BoardTable(CELLS, BoardTable.bytesFor(CELLS, 1));
        table.newSearch(table.capacity());
        byte[] board = board(4);

        table.seenElseRecord(board, 3);

        assertEquals(0, table.capacity());
        assertFalse(table.seenElseRecord(board, 3));
    }

    /** One of a few fixed random 5×5 boards. */
    private static byte[] board(int seed) {
        return RandomBoards.random(new SplittableRandom(seed), 5, 0.8, 6).exponents();
    }
}
