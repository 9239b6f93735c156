package tilesearch.replay;

import java.util.ArrayList;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;

/**
 * A move sequence played out from a start board: the board after each move, and which of its tiles that move
 * made by merging. Immutable.
 *
 * @param start the board before the first move
 * @param steps one per move, in order; empty when there are no moves
 */
public record Replay(Board start, List<Step> steps) {

    public Replay {
        steps = List.copyOf(steps);
    }

    /** Plays {@code moves} on {@code start} by the move rule of {@link Board#move}; moves that change nothing count. */
    public static Replay play(Board start, List<Direction> moves) {
        List<Step> steps = new ArrayList<>(moves.size());
        Board board = start;
        for (Direction move : moves) {
            Board after = board.move(move);
            steps.add(new Step(move, after, mergedCells(board, after, move)));
            board = after;
        }
        return new Replay(start, steps);
    }

    /** The board after the last move: the start when there are none. */
    public Board last() {
        return steps.isEmpty() ? start : steps.get(steps.size() - 1).after();
    }

    /**
     * The cells of {@code after} that {@code move} filled by merging two tiles of {@code before}, row-major.
     *
     * <p>Read off the two boards rather than by sliding again, so the move rule stays in {@link Moves} alone:
     * along a line read from the wall the tiles move towards, the tiles of {@code after} come from those of
     * {@code before} in order, each from one tile of the same value or from two of half its value. A tile
     * that equals the next unused tile of the line came from it alone, since a merged tile is twice its
     * sources and so never equals the first of them.
     */
    static boolean[] mergedCells(Board before, Board after, Direction move) {
        int size = before.size();
        byte[] from = before.exponents();
        byte[] to = after.exponents();
        boolean[] merged = new boolean[from.length];
        int step = Moves.lineStep(move, size);
        int spacing = Moves.lineSpacing(move, size);
        for (int line = 0, start = Moves.lineStart(move, 0, size); line < size; line++, start += spacing) {
            int end = start + size * step;
            int read = start;
            for (int write = start; write != end && to[write] != 0; write += step) {
                read = nextTile(from, read, end, step);
                if (from[read] != to[write]) {
                    merged[write] = true;
                    read = nextTile(from, read + step, end, step);
                }
                read += step;
            }
        }
        return merged;
    }

    /** The first cell from {@code cell} on, in the line's order, that holds a tile. */
    private static int nextTile(byte[] cells, int cell, int end, int step) {
        while (cell != end && cells[cell] == 0) {
            cell += step;
        }
        return cell;
    }
}
