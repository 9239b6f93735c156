package tilesearch.board;

/** Limits every searcher accepts. */
public final class SearchLimits {

    /** The largest move budget K accepted: deep enough for any practical use, and fits 5 bits. */
    public static final int MAX_MOVES = 30;

    private SearchLimits() {
    }

    /** Throws unless {@code moves} is a budget the searchers accept, 0 to {@value #MAX_MOVES}. */
    public static void checkMoves(int moves) {
        if (moves < 0 || moves > MAX_MOVES) {
            throw new IllegalArgumentException("moves must be between 0 and " + MAX_MOVES + ", got " + moves);
        }
    }
}
