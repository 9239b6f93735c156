package tilesearch.replay;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.Moves;

/**
 * A move sequence played out from a start board: the boards from the start to the board after the last move, and
 * which tiles of each the move before it made by merging. Immutable.
 */
public final class Replay {

    private final List<Direction> moves;
    /** The start, then the board after each move. */
    private final List<Board> boards;
    /** Per board, the cells that the move before it filled by merging, row-major; none on the start. */
    private final List<BitSet> merged;

    private Replay(List<Direction> moves, List<Board> boards, List<BitSet> merged) {
        this.moves = List.copyOf(moves);
        this.boards = List.copyOf(boards);
        this.merged = List.copyOf(merged);
    }

    /** Plays {@code moves} on {@code start} by the move rule of {@link Board#move}; moves that change nothing count. */
    public static Replay play(Board start, List<Direction> moves) {
        List<Board> boards = new ArrayList<>(List.of(start));
        List<BitSet> merged = new ArrayList<>(List.of(new BitSet()));
        for (Direction move : moves) {
            Board before = boards.get(boards.size() - 1);
            Board after = before.move(move);
            boards.add(after);
            merged.add(mergedCells(before, after, move));
        }
        return new Replay(moves, boards, merged);
    }

    /** The moves played, in order. */
    public List<Direction> moves() {
        return moves;
    }

    /** The start, then the board after each move: one more board than moves. */
    public List<Board> boards() {
        return boards;
    }

    /** The board after the last move: the start when there are none. */
    public Board last() {
        return boards.get(boards.size() - 1);
    }

    /** {@code start} for board 0, else {@code after L (2 of 7)}: the board after move 2 (an L) of 7. */
    public String caption(int board) {
        return board == 0 ? "start"
                : "after " + moves.get(board - 1).letter() + " (" + board + " of " + moves.size() + ")";
    }

    /** Whether the move before board {@code board} made its tile at {@code row}, {@code column} by merging. */
    public boolean merged(int board, int row, int column) {
        return merged.get(board).get(row * boards.get(board).size() + column);
    }

    /**
     * The replay as plain text, for pipes, files and tests: one block per board, separated by one blank line, each
     * line ending in a newline. A block is the board's caption, then its rows in the layout of
     * {@link Board#toText()}, so the last block's rows are the final board, as {@code tilesearch move} prints it.
     */
    public String toText() {
        StringBuilder text = new StringBuilder();
        for (int board = 0; board < boards.size(); board++) {
            text.append(board == 0 ? "" : "\n").append(caption(board)).append('\n')
                    .append(boards.get(board).toText()).append('\n');
        }
        return text.toString();
    }

    /** Replays are equal when they play the same moves on the same start, which fixes every board after it. */
    @Override
    public boolean equals(Object other) {
        return other instanceof Replay replay && replay.moves.equals(moves)
                && replay.boards.get(0).equals(boards.get(0));
    }

    @Override
    public int hashCode() {
        return 31 * boards.get(0).hashCode() + moves.hashCode();
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
    static BitSet mergedCells(Board before, Board after, Direction move) {
        int size = before.size();
        byte[] from = before.exponents();
        byte[] to = after.exponents();
        BitSet merged = new BitSet(from.length);
        int step = Moves.lineStep(move, size);
        int spacing = Moves.lineSpacing(move, size);
        for (int line = 0, start = Moves.lineStart(move, 0, size); line < size; line++, start += spacing) {
            int end = start + size * step;
            int read = start;
            for (int write = start; write != end && to[write] != 0; write += step) {
                read = nextTile(from, read, end, step);
                if (from[read] != to[write]) {
                    merged.set(write);
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
