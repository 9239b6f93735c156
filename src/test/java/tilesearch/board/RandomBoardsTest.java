package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RandomBoardsTest {

    @Test
    void next_sameSeed_sameSequence() {
        RandomBoards first = new RandomBoards(5, 8, 0.5, 11);
        RandomBoards second = new RandomBoards(5, 8, 0.5, 11);

        for (int i = 0; i < 10; i++) {
            assertEquals(first.next(), second.next());
        }
    }

    @Test
    void next_otherSeed_otherBoard() {
        assertNotEquals(new RandomBoards(5, 8, 0.5, 11).next(), new RandomBoards(6, 8, 0.5, 11).next());
    }

    @Test
    void next_densityZero_emptyBoard() {
        assertEquals(Board.of(3, new byte[9]), new RandomBoards(1, 3, 0, 11).next());
    }

    @Test
    void next_densityOne_everyCellATileUpToTheMax() {
        Board board = new RandomBoards(1, 20, 1, 2).next();

        int twos = 0;
        for (int row = 0; row < 20; row++) {
            for (int column = 0; column < 20; column++) {
                int exponent = board.exponentAt(row, column);
                assertEquals(true, exponent == 1 || exponent == 2, "exponent " + exponent);
                twos += exponent == 1 ? 1 : 0;
            }
        }
        assertNotEquals(0, twos);
        assertNotEquals(400, twos);
    }

    @Test
    void new_outOfRangeSettings_refused() {
        assertThrows(IllegalArgumentException.class, () -> new RandomBoards(1, 0, 0.5, 11));
        assertThrows(IllegalArgumentException.class, () -> new RandomBoards(1, 4, -0.1, 11));
        assertThrows(IllegalArgumentException.class, () -> new RandomBoards(1, 4, Double.NaN, 11));
        assertThrows(IllegalArgumentException.class, () -> new RandomBoards(1, 4, 0.5, 0));
    }
}
