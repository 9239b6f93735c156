package tilesearch.input;

import java.io.Serializable;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;
import tilesearch.board.Direction;

/** Parses a sequence of move letters such as {@code ULDR}; lower case and spaces between letters are accepted. */
public final class MoveLetters {

    private MoveLetters() {
    }

    /**
     * The moves spelled by {@code text}, as an immutable list of a byte per move: a line of move letters may run to
     * tens of millions, and a list of references would take four to eight times the line.
     *
     * @throws IllegalArgumentException with a message fit for a user naming the first letter that is no move
     */
    public static List<Direction> parse(String text) {
        byte[] moves = new byte[text.length()];
        int count = 0;
        for (int i = 0; i < text.length(); i++) {
            char letter = text.charAt(i);
            if (letter == ' ' || letter == '\t') {
                continue;
            }
            Direction direction = Direction.ofLetter(letter);
            if (direction == null) {
                throw new IllegalArgumentException(Messages.quote(String.valueOf(letter)) + " is not a move; use U, D, "
                        + "L or R");
            }
            moves[count++] = (byte) direction.ordinal();
        }
        return new Moves(count == moves.length ? moves : Arrays.copyOf(moves, count));
    }

    /** {@code moves} as an immutable list of a byte per move; returned as it is when it is one already. */
    public static List<Direction> copyOf(List<Direction> moves) {
        if (moves instanceof Moves) {
            return moves;
        }
        byte[] copy = new byte[moves.size()];
        for (int i = 0; i < copy.length; i++) {
            copy[i] = (byte) moves.get(i).ordinal();
        }
        return new Moves(copy);
    }

    /** Moves held as their ordinals, a byte each. */
    private static final class Moves extends AbstractList<Direction> implements RandomAccess, Serializable {

        private static final long serialVersionUID = 1L;

        private final byte[] ordinals;

        Moves(byte[] ordinals) {
            this.ordinals = ordinals;
        }

        @Override
        public Direction get(int index) {
            return Direction.ofOrdinal(ordinals[index]);
        }

        @Override
        public int size() {
            return ordinals.length;
        }
    }
}
