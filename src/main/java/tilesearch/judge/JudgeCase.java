package tilesearch.judge;

import java.util.Objects;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * One generated case: the board, and for an apply problem the move to play.
 *
 * @param index the case's number from 0, which with the seed fixes it
 * @param family the kind of case it was generated as
 * @param board the board the program reads
 * @param move the move an apply problem plays; {@code null} for a search problem
 */
public record JudgeCase(int index, Family family, Board board, Direction move) {

    public JudgeCase {
        Objects.requireNonNull(family, "family");
        Objects.requireNonNull(board, "board");
    }

    /** The same case on another board, as shrinking makes it. */
    public JudgeCase withBoard(Board smaller) {
        return new JudgeCase(index, family, smaller, move);
    }

    /**
     * The case in the puzzle's input format, ending in a line break: a search problem's N on a line then the
     * rows; an apply problem's rows then the move letter.
     */
    public String input() {
        String rows = board.toText() + "\n";
        return move == null ? board.size() + "\n" + rows : rows + move.letter() + "\n";
    }

    /** How many cells hold a tile. */
    public int tiles() {
        int tiles = 0;
        for (byte cell : board.exponents()) {
            tiles += cell == 0 ? 0 : 1;
        }
        return tiles;
    }
}
