package tilesearch.judge;

import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/**
 * The exact answer to a case.
 *
 * @param output the answer in the puzzle's output format: the largest tile, or the board's rows
 * @param path the moves that reach it: a best path of a search, the one move of an apply problem
 * @param boardAfter the board after {@code path}
 */
public record Expected(String output, List<Direction> path, Board boardAfter) {

    public Expected {
        path = List.copyOf(path);
    }
}
