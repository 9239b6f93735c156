package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class SpilledBoardsTest {

    /**
     * Files across several index entries: file {@code i} has board {@code i % 7 + 1}, and board 1,000,000 when
     * {@code i} is a multiple of 500.
     */
    private static final int FILES = 3 * SpilledBoards.INDEX_EVERY + 5;

    private static String name(int i) {
        return String.format("in/f%05d.txt", i);
    }

    private static SpilledBoards filled() throws IOException {
        SpilledBoards boards = SpilledBoards.create();
        for (int i = 0; i < FILES; i++) {
            boards.add(name(i), i % 7 + 1);
            if (i % 500 == 0) {
                boards.add(name(i), 1_000_000);
                boards.add(name(i), 1_000_000);
            }
        }
        boards.finish();
        return boards;
    }

    @Test
    void contains_filesInNameOrder_eachFilesBoardsOnly() throws IOException {
        try (SpilledBoards boards = filled()) {
            assertEquals(FILES + (FILES + 499) / 500, boards.size());
            for (int i = 0; i < FILES; i++) {
                assertTrue(boards.contains(name(i), i % 7 + 1), name(i));
                assertFalse(boards.contains(name(i), i % 7 + 2), name(i));
                assertEquals(i % 500 == 0, boards.contains(name(i), 1_000_000), name(i));
            }
        }
    }

    @Test
    void contains_filesBackwardsAndOthersBetween_sameAnswers() throws IOException {
        try (SpilledBoards boards = filled()) {
            for (int i = FILES - 1; i >= 0; i--) {
                assertFalse(boards.contains(name(i) + "x", i % 7 + 1));
                assertTrue(boards.contains(name(i), i % 7 + 1), name(i));
                assertFalse(boards.contains(name(i), 0));
            }
            assertFalse(boards.contains("a", 1));
            assertFalse(boards.contains("z", 1));
            assertTrue(boards.contains(name(0), 1));
        }
    }

    @Test
    void inMemory_everyBoard() throws IOException {
        try (SpilledBoards boards = filled()) {
            CompletedBoards memory = boards.inMemory();
            assertEquals(boards.size(), memory.size());
            assertTrue(memory.contains(name(FILES - 1), (FILES - 1) % 7 + 1));
            assertTrue(boards.contains(name(2), 3), "lookups go on after the copy");
        }
    }

    @Test
    void contains_nothingAdded_noBoard() throws IOException {
        try (SpilledBoards boards = SpilledBoards.create()) {
            boards.finish();
            assertFalse(boards.contains("a.txt", 1));
            assertEquals(0, boards.size());
        }
    }

    @Test
    void add_fileBeforeTheLast_refused() throws IOException {
        try (SpilledBoards boards = SpilledBoards.create()) {
            boards.add("b.txt", 1);
            assertThrows(IllegalArgumentException.class, () -> boards.add("a.txt", 1));
        }
    }
}
