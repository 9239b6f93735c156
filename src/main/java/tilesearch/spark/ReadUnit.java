package tilesearch.spark;

import java.io.IOException;
import java.io.Serializable;
import tilesearch.input.CsvSplits;

/**
 * A piece of input that one task reads: a whole file, a split of a large CSV file, or a folder that could not
 * be listed. The driver makes them (see {@link InputListing}); executors read them (see {@link UnitReader}).
 *
 * @param name the input as the user named it, as the {@code file} column shows it
 * @param location the file's fully qualified Hadoop URI
 * @param listingFailure why the folder {@code name} could not be listed, or {@code null}
 * @param header the header of the CSV file this is a split of, or {@code null} for a whole file
 * @param start the split's first byte, where a line starts
 * @param end the first byte past the split, where a line starts or the file ends
 * @param firstLine the line number of the split's first line
 * @param before how many boards of the file come before the split
 */
record ReadUnit(String name, String location, IOException listingFailure, CsvSplits.Header header, long start,
        long end, long firstLine, int before) implements Serializable {

    /** A whole file. */
    static ReadUnit file(String name, String location) {
        return new ReadUnit(name, location, null, null, 0, Long.MAX_VALUE, 1, 0);
    }

    /** A folder that could not be listed: one error row. */
    static ReadUnit unlistable(String name, IOException failure) {
        return new ReadUnit(name, null, failure, null, 0, 0, 1, 0);
    }

    /** The bytes {@code [start, end)} of a CSV file after {@code header}, before counting its lines. */
    static ReadUnit split(String name, String location, CsvSplits.Header header, long start, long end) {
        return new ReadUnit(name, location, null, header, start, end, 0, 0);
    }

    /** This split, numbered: its first line is {@code line}, and {@code boards} boards of the file come before it. */
    ReadUnit numbered(long line, int boards) {
        return new ReadUnit(name, location, listingFailure, header, start, end, line, boards);
    }

    /** Whether this is a split of a CSV file rather than a whole input. */
    boolean isSplit() {
        return header != null;
    }
}
