package tilesearch.board;

/** Boards for tests, written in the CSV notation. */
public final class TestBoards {

    private TestBoards() {
    }

    /** A board from its CSV notation, e.g. {@code "2 2 2/4 4 4/8 8 8"}. */
    public static Board board(String notation) {
        return Board.parse(notation);
    }
}
