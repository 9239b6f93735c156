package tilesearch.io;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * One input to read, as found by {@link InputWalker}: a file to read, standard input, or a directory that could
 * not be listed.
 *
 * @param name the input as the user named it, or the directory spelling joined with the relative path
 * @param path the file to read; {@code null} for standard input
 * @param listingFailure why the directory {@code name} could not be listed, or {@code null}
 * @param attributes the file's attributes as the walk read them (through a link, the target's), or {@code null}
 *     when it did not read them: a run's record takes its files' sizes and modification times from these rather
 *     than asking the file system again for each of 10,000 files
 */
public record Input(String name, Path path, IOException listingFailure, BasicFileAttributes attributes) {

    /** The name the user gives standard input. */
    static final String STDIN = "-";

    /** Standard input, named {@value #STDIN}. */
    static Input stdin() {
        return new Input(STDIN, null, null, null);
    }

    /** The file or directory {@code path}, named {@code name} in jobs. */
    static Input of(String name, Path path) {
        return new Input(name, path, null, null);
    }

    /** The regular file {@code path}, named {@code name} in jobs, whose attributes are {@code attributes}. */
    static Input of(String name, Path path, BasicFileAttributes attributes) {
        return new Input(name, path, null, attributes);
    }

    /** The directory {@code path}, which could not be listed because of {@code failure}. */
    static Input unlistable(String name, Path path, IOException failure) {
        return new Input(name, path, failure, null);
    }

    /** Whether this input is standard input. */
    public boolean isStdin() {
        return path == null;
    }

    /** Whether the input is read as CSV: its name ends {@code .csv}, in any case. */
    boolean isCsv() {
        return name.regionMatches(true, name.length() - 4, ".csv", 0, 4);
    }
}
