package tilesearch.input;

/**
 * The boards that already have a row to keep, by input file (as the {@code file} column names it) and 1-based
 * ordinal in it: what a resumed run leaves out of what it reads. The run holds them; the reader only asks.
 */
@FunctionalInterface
public interface DoneBoards {

    /** Whether board {@code ordinal} of {@code file} has a row to keep. */
    boolean contains(String file, int ordinal);
}
