package tilesearch.board;

/** The four moves of 2048, each named by the side the tiles slide towards. */
public enum Direction {
    UP('U'),
    DOWN('D'),
    LEFT('L'),
    RIGHT('R');

    private static final Direction[] VALUES = values();

    private final char letter;

    Direction(char letter) {
        this.letter = letter;
    }

    /** The single letter used in move sequences and result paths: {@code U}, {@code D}, {@code L}, {@code R}. */
    public char letter() {
        return letter;
    }

    /** The move towards the opposite wall. */
    public Direction opposite() {
        return switch (this) {
            case UP -> DOWN;
            case DOWN -> UP;
            case LEFT -> RIGHT;
            case RIGHT -> LEFT;
        };
    }

    /** Whether tiles move along rows (LEFT, RIGHT) rather than columns. */
    public boolean horizontal() {
        return this == LEFT || this == RIGHT;
    }

    /** The direction for {@code letter}, case-insensitive, or {@code null} when it names none. */
    public static Direction ofLetter(char letter) {
        for (Direction direction : VALUES) {
            if (direction.letter == Character.toUpperCase(letter)) {
                return direction;
            }
        }
        return null;
    }

    /** The direction with the given {@link #ordinal()}, without the array copy of {@link #values()}. */
    public static Direction ofOrdinal(int ordinal) {
        return VALUES[ordinal];
    }
}
