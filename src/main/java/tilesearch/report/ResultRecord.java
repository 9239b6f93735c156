package tilesearch.report;

import java.math.BigInteger;

/**
 * One row of a results CSV as the report's aggregates read it: the columns they look at on every row, as
 * primitives where they are numbers, and {@link #row()} for the whole row, which they ask for only for the few
 * rows they keep. Read from a CSV ({@link ResultsCsv#forEachRecord}), a row costs neither a {@link ResultRow} nor
 * a String per field; {@link #of(ResultRow)} gives the same view of a row already made.
 *
 * <p>The text columns that repeat from row to row (file, task, moves, status, threads) come back as the same
 * String instance while their value repeats, so a consumer may skip work by comparing with {@code ==} first;
 * equal values are still {@code equals} either way. A record handed to a consumer is valid only during that
 * call.
 */
public interface ResultRecord {

    /** {@link #smallMaxTile()} of a row whose max tile is empty. */
    long NO_TILE = Long.MIN_VALUE;
    /** {@link #smallMaxTile()} of a row whose max tile may not fit in a long: read {@link #maxTile()}. */
    long HUGE_TILE = Long.MIN_VALUE + 1;

    String file();

    int board();

    String task();

    String moves();

    String status();

    /** The optional {@code threads} column, {@code ""} when absent. */
    String threads();

    /** Whether the row gives a board size. */
    boolean hasSize();

    /** The board size; only when {@link #hasSize()}. */
    int size();

    /** Whether the row gives a node count. */
    boolean hasNodes();

    /** The node count; only when {@link #hasNodes()}. */
    long nodes();

    /** Whether the row gives a time. */
    boolean hasElapsedMs();

    /** The time in milliseconds; only when {@link #hasElapsedMs()}. */
    double elapsedMs();

    /**
     * The max tile as a long, {@link #NO_TILE} when empty, or {@link #HUGE_TILE} when it was not read as a long
     * (it may not fit in one): {@link #maxTile()} then says what it is. Neither marker is ever a tile.
     */
    long smallMaxTile();

    /** The max tile, {@code null} when empty. */
    BigInteger maxTile();

    /** The whole row. */
    ResultRow row();

    default boolean isOk() {
        return ResultRow.OK.equals(status());
    }

    default boolean isError() {
        return ResultRow.ERROR.equals(status());
    }

    default boolean isTimeout() {
        return ResultRow.TIMEOUT.equals(status());
    }

    /**
     * Orders the max tile of this record against {@code tile} as {@link BigInteger#compareTo} would; this
     * record's max tile must not be empty.
     */
    default int compareMaxTile(BigInteger tile) {
        long small = smallMaxTile();
        if (small != HUGE_TILE && tile.bitLength() < Long.SIZE) {
            return Long.compare(small, tile.longValue());
        }
        return maxTile().compareTo(tile);
    }

    /** The view of a row already made. */
    static ResultRecord of(ResultRow row) {
        return new RowRecord(row);
    }

    /** {@link ResultRecord} of a {@link ResultRow}. */
    record RowRecord(ResultRow row) implements ResultRecord {

        @Override
        public String file() {
            return row.file();
        }

        @Override
        public int board() {
            return row.board();
        }

        @Override
        public String task() {
            return row.task();
        }

        @Override
        public String moves() {
            return row.moves();
        }

        @Override
        public String status() {
            return row.status();
        }

        @Override
        public String threads() {
            return row.threads();
        }

        @Override
        public boolean hasSize() {
            return row.size() != null;
        }

        @Override
        public int size() {
            return row.size();
        }

        @Override
        public boolean hasNodes() {
            return row.nodes() != null;
        }

        @Override
        public long nodes() {
            return row.nodes();
        }

        @Override
        public boolean hasElapsedMs() {
            return row.elapsedMs() != null;
        }

        @Override
        public double elapsedMs() {
            return row.elapsedMs();
        }

        @Override
        public long smallMaxTile() {
            BigInteger tile = row.maxTile();
            if (tile == null) {
                return NO_TILE;
            }
            return tile.bitLength() < Long.SIZE - 1 ? tile.longValue() : HUGE_TILE;
        }

        @Override
        public BigInteger maxTile() {
            return row.maxTile();
        }
    }
}
