package tilesearch.io;

import java.io.IOException;

/**
 * The boards that already have a final row, keyed by input file (as named in the {@code file} column) and 1-based
 * ordinal in that file: what a resumed run skips. Either held in the heap ({@link CompletedBoards}), or in a
 * temporary file ({@link SpilledBoards}) when the number of files must not make the heap grow.
 */
public interface KeptBoards {

    /** Whether board {@code ordinal} of {@code file} has a final row. */
    boolean contains(String file, int ordinal) throws IOException;

    /** How many boards are recorded. */
    long size();

    /** The same boards in the heap, for a job that sends them to other machines. */
    CompletedBoards inMemory() throws IOException;
}
