package tilesearch.input;

import java.util.ArrayList;
import java.util.List;
import tilesearch.board.Direction;

/** Parses a sequence of move letters such as {@code ULDR}; lower case and spaces between letters are accepted. */
public final class MoveLetters {

    private MoveLetters() {
    }

    /**
     * The moves spelled by {@code text}.
     *
     * @throws IllegalArgumentException with a message fit for a user naming the first letter that is no move
     */
    public static List<Direction> parse(String text) {
        List<Direction> moves = new ArrayList<>(text.length());
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
            moves.add(direction);
        }
        return moves;
    }
}
