package tilesearch.judge;

import tilesearch.board.Board;
import tilesearch.board.SearchLimits;
import tilesearch.board.Tiles;

/**
 * A puzzle a program under test solves: its kind, its limits and the shape of its input and output.
 *
 * <p>A search problem (2048 (Easy) is 12100, 2048 (Hard) is 12094) reads N on a line, then N rows, and answers
 * the largest tile reachable within {@code moves} moves. An apply problem (2,147,483,648 is 23796) reads an
 * 8×8 board then one move letter, and answers the board after that move.
 *
 * @param name how reports name it: {@code 12100}, or {@code custom} for {@code --moves}
 * @param kind search or apply
 * @param moves the move budget K of a search problem; 1 for an apply problem
 * @param minSize the smallest side length N of a case
 * @param maxSize the largest side length N of a case
 * @param maxExponent the largest tile's exponent: 10 for 1024
 */
public record Problem(String name, Kind kind, int moves, int minSize, int maxSize, int maxExponent) {

    /** What a program answers. */
    public enum Kind {
        /** The largest tile within K moves, one number. */
        SEARCH,
        /** The board after one move, N rows of N numbers. */
        APPLY
    }

    /** The names {@link #preset} knows. */
    public static final String PRESETS = "12100, 12094, 23796";

    public Problem {
        Board.checkSize(minSize);
        Board.checkSize(maxSize);
        SearchLimits.checkMoves(moves);
        if (minSize > maxSize) {
            throw new IllegalArgumentException("the smallest size " + minSize + " is above the largest " + maxSize);
        }
        if (maxExponent < 1 || maxExponent > Tiles.MAX_INPUT_EXPONENT) {
            throw new IllegalArgumentException("the largest tile must be 2 to 2^" + Tiles.MAX_INPUT_EXPONENT
                    + ", got 2^" + maxExponent);
        }
    }

    /**
     * The preset puzzle called {@code name}: 12100 (K = 5) and 12094 (K = 10) on boards of 1 to 20 with tiles
     * 2 to 1024, 23796 on 8×8 boards with tiles up to 2^30.
     *
     * @throws IllegalArgumentException when {@code name} is none of {@value #PRESETS}
     */
    public static Problem preset(String name) {
        return switch (name) {
            case "12100" -> new Problem(name, Kind.SEARCH, 5, 1, 20, 10);
            case "12094" -> new Problem(name, Kind.SEARCH, 10, 1, 20, 10);
            case "23796" -> new Problem(name, Kind.APPLY, 1, 8, 8, 30);
            default -> throw new IllegalArgumentException("unknown problem '" + name + "': choose one of "
                    + PRESETS);
        };
    }

    /** A search problem in the format of 12100 with the given budget, sizes and largest tile. */
    public static Problem customSearch(int moves, int minSize, int maxSize, int maxExponent) {
        return new Problem("custom", Kind.SEARCH, moves, minSize, maxSize, maxExponent);
    }

    /** Whether the program answers the largest tile rather than a board. */
    public boolean search() {
        return kind == Kind.SEARCH;
    }

    /** One line for reports: {@code 12100 (search, K = 5, N 1..20, tiles 2..1024)}. */
    public String describe() {
        String sizes = minSize == maxSize ? "N = " + minSize : "N " + minSize + ".." + maxSize;
        String what = search() ? "search, K = " + moves : "one move";
        return name + " (" + what + ", " + sizes + ", tiles 2.." + Tiles.decimal(maxExponent) + ")";
    }
}
