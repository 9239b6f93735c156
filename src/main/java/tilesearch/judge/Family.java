package tilesearch.judge;

/** The kinds of generated case, each aimed at a bug that solutions of these puzzles are known to have. */
public enum Family {
    /** Random boards across sizes and densities. */
    UNIFORM("uniform"),
    /** Boards of side 1 and 2, where loops over lines and their ends meet. */
    TINY("N = 1 and 2"),
    /** Every cell holds a tile. */
    FULL("full board"),
    /** A single tile, which no move can merge. */
    ONE_TILE("one tile"),
    /** Lines of 3, 4 and 5 equal tiles in a row or a column: merged tiles merging again, merges from the wrong end. */
    EQUAL_LINES("equal lines"),
    /** A chain 2 2 4 8 … that reaches its largest tile only on move K: a depth off by one. */
    CHAIN("chain to move K"),
    /** A large pair that merges at once among small tiles: a best value the pruning loses. */
    SHALLOW_BEST("shallow best"),
    /** Tiles near 2^30 whose sums pass 2^31: an {@code int} that overflows. */
    OVERFLOW("near 2^31"),
    /** Full rows or columns beside empty ones. */
    WALLS("walls and empty lines");

    private final String label;

    Family(String label) {
        this.label = label;
    }

    /** How reports name the family. */
    public String label() {
        return label;
    }
}
