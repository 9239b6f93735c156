package tilesearch.report;

import tilesearch.results.ResultRow;

/**
 * A board's identity in a run: the input file as named on the command line and the board's ordinal in it.
 *
 * @param file the input path as the user named it
 * @param board 1-based ordinal of the board in its file
 */
public record BoardKey(String file, int board) {

    /** The board of {@code row}: what identifies it across two runs on the same inputs. */
    public static BoardKey of(ResultRow row) {
        return new BoardKey(row.file(), row.board());
    }

    @Override
    public String toString() {
        return file + " #" + board;
    }
}
