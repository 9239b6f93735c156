package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class BoardTest {

    @Test
    void parse_notation_roundTripsThroughText() {
        Board board = Board.parse("2 0 4/0 8 0/16 0 2");
        assertEquals(3, board.size());
        assertEquals("2 0 4/0 8 0/16 0 2", board.toNotation());
        assertEquals("2 0 4\n0 8 0\n16 0 2", board.toText());
        assertEquals(4, board.maxExponent());
    }

    @Test
    void parse_shortRow_namesRowAndCounts() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Board.parse("2 2 2/4 4/8 8 8"));
        assertEquals("row 2: expected 3 values, found 2", error.getMessage());
    }

    @Test
    void parse_badCell_namesRowAndColumn() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Board.parse("2 6/0 0"));
        assertEquals("row 1, column 2: '6' is not a power of two", error.getMessage());
    }

    @Test
    void of_sizeOutOfRange_isRefused() {
        assertThrows(IllegalArgumentException.class, () -> Board.of(0, new byte[0]));
        assertThrows(IllegalArgumentException.class, () -> Board.checkSize(Board.MAX_SIZE + 1));
    }

    @Test
    void equals_sameCells_equalAndSameHash() {
        assertEquals(Board.parse("2 4/8 0"), Board.parse("2 4/8 0"));
        assertEquals(Board.parse("2 4/8 0").hashCode(), Board.parse("2 4/8 0").hashCode());
    }
}
