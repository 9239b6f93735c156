package tilesearch.board;

/**
 * The answer of an exact search of one 4×4 board packed into a {@code long} ({@link Packed4}), read in fields:
 * what a row of the results needs, with no object made per board. The search fills it and the row encoder reads
 * it, so neither knows the other.
 *
 * <p>Valid until the next search by whoever answers.
 */
public interface Packed4Answer {

    /** The exponent of the largest tile found. */
    int best();

    /** The exponent proven to be at least the true answer: {@link #best()} when the search ran to the end. */
    int upperBound();

    /** The boards the search generated. */
    long nodes();

    /** The packed board after the path. */
    long boardAfter();

    /** How many moves the path to the best tile takes; 0 when the start already held it. */
    int pathLength();

    /** Move {@code index} of the path to the best tile, {@code 0 <= index < pathLength()}. */
    Direction pathMove(int index);
}
