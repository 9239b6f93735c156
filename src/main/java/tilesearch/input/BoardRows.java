package tilesearch.input;

import tilesearch.board.Board;

/**
 * Collects the rows of one board of known size from board text, keeping the first fault found. A faulty row
 * still counts towards the size, so that a typo in one row does not shift the boards after it.
 */
final class BoardRows {

    private final int size;
    private final byte[] cells;
    private int rows;
    private String fault;

    /** Rows for a {@code size}×{@code size} board; {@code size} must already pass {@link Board#checkSize}. */
    BoardRows(int size) {
        this.size = size;
        this.cells = new byte[size * size];
    }

    /** Adds the row on {@code line}, or the first fault it holds. */
    void add(Line line) {
        int row = rows++;
        if (fault != null) {
            return;
        }
        if (line.isFaulty()) {
            fault = line.faultMessage();
            return;
        }
        String text = line.text().strip();
        try {
            Board.readRow(text, 0, text.length(), cells, row, size, "line", line.number());
        } catch (IllegalArgumentException e) {
            fault = e.getMessage();
        }
    }

    /** Records {@code message} as the board's fault unless an earlier one is already recorded. */
    void fail(String message) {
        if (fault == null) {
            fault = message;
        }
    }

    /** Whether all {@code size} rows have been added, faulty or not. */
    boolean complete() {
        return rows == size;
    }

    /** How many rows have been added. */
    int count() {
        return rows;
    }

    /** The first fault, or {@code null} when every row so far was good. */
    String fault() {
        return fault;
    }

    /** The board; only when {@link #complete()} and without {@link #fault()}. */
    Board board() {
        return Board.of(size, cells);
    }
}
