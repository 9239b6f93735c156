package tilesearch.replay;

import java.util.Arrays;
import tilesearch.board.Board;
import tilesearch.board.Direction;

/** One move of a {@link Replay}: the move, the board after it, and the cells it filled by merging. Immutable. */
public final class Step {

    private final Direction move;
    private final Board after;
    private final boolean[] merged;

    Step(Direction move, Board after, boolean[] merged) {
        this.move = move;
        this.after = after;
        this.merged = merged.clone();
    }

    public Direction move() {
        return move;
    }

    public Board after() {
        return after;
    }

    /** Whether the tile at {@code row}, {@code column} (0-based) of {@link #after()} was made by merging. */
    public boolean merged(int row, int column) {
        return merged[row * after.size() + column];
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Step step && step.move == move && step.after.equals(after)
                && Arrays.equals(step.merged, merged);
    }

    @Override
    public int hashCode() {
        return (move.hashCode() * 31 + after.hashCode()) * 31 + Arrays.hashCode(merged);
    }

    @Override
    public String toString() {
        return move.letter() + " -> " + after;
    }
}
