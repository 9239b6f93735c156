package tilesearch.search;

import tilesearch.board.Board;
import tilesearch.board.SearchResult;

/** Finds the largest tile reachable from a board in at most a given number of moves. */
public interface Searcher {

    /**
     * Searches {@code board} to depth {@code moves}.
     *
     * @param moves the move budget K, 0 or more
     * @param stop polled during the search; when it fires the result is marked incomplete
     */
    SearchResult search(Board board, int moves, StopSignal stop);

    /** Searches {@code board} to depth {@code moves} without a time limit. */
    default SearchResult search(Board board, int moves) {
        return search(board, moves, StopSignal.NEVER);
    }
}
