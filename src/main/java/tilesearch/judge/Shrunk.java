package tilesearch.judge;

/**
 * Where shrinking a failing case ended.
 *
 * @param trial the smallest case found that fails with the same verdict, with its run
 * @param runs how many times the program ran while shrinking
 * @param fixedPoint whether no smaller step still failed the same way; false when the bound on runs stopped it
 */
public record Shrunk(Trial trial, int runs, boolean fixedPoint) {
}
