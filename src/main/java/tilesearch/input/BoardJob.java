package tilesearch.input;

import java.io.Serializable;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * One unit of work read from the input: a board with its task, or a region of input that could not be read.
 *
 * @param file the input path as the user named it (relative paths stay relative); {@code -} for stdin
 * @param ordinal 1-based position of this board (or malformed region) in its file
 * @param line 1-based line where the board starts
 * @param id the CSV {@code id} column, or {@code ""} for board text files
 * @param task what to do with the board
 */
public record BoardJob(String file, int ordinal, long line, String id, Task task) implements Serializable {

    /** What a job asks for. */
    public sealed interface Task extends Serializable permits Search, Apply, Invalid {
    }

    /** Find the largest tile reachable from {@code board} in at most {@code moves} moves. */
    public record Search(Board board, int moves) implements Task {
    }

    /** Play {@code moves} on {@code board} and report the board after them; the moves are kept a byte each. */
    public record Apply(Board board, List<Direction> moves) implements Task {
        public Apply {
            moves = MoveLetters.copyOf(moves);
        }
    }

    /** Input that could not be read as a board; {@code message} names the line and the fault. */
    public record Invalid(String message) implements Task {
    }
}
