package tilesearch.input;

import java.io.IOException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;

/**
 * One input to read, as found by {@link InputWalker}: a file to read, standard input, or a directory that could
 * not be listed.
 *
 * <p>A run holds one per input file for its whole length, so an input keeps only what the run asks of the walk's
 * look at the file, in primitives, and its path only when its name does not give it back: most names are the
 * path's own spelling, and a path made again when the file is opened costs less than one held per file. The
 * component {@code path} is therefore {@code null} when {@code name} spells it, and {@link #path()} makes it again.
 *
 * @param name the input as the user named it, or the directory spelling joined with the relative path
 * @param path the file to read; {@code null} for standard input
 * @param listingFailure why the directory {@code name} could not be listed, or {@code null}
 * @param kind what the walk saw at {@code path} (through a link, the target), or {@link Kind#UNSEEN} when it did not
 *     look: a run's record takes its files' sizes and modification times from this look rather than asking the file
 *     system again for each of 10,000 files
 * @param size the file's size in bytes; only when {@link #seen}
 * @param modifiedSeconds the file's last modification time, seconds since the epoch, likewise
 * @param modifiedNanos the nanoseconds within that second
 */
public record Input(String name, Path path, IOException listingFailure, Kind kind, long size, long modifiedSeconds,
        int modifiedNanos) {

    public Input {
        path = path == null || spells(name, path) ? null : path;
    }

    /** Whether {@code name} read as a path ({@link InputNames#pathOf}) is {@code path}, to the byte. */
    private static boolean spells(String name, Path path) {
        return !name.equals(STDIN) && path.toString().equals(name) && InputNames.pathOf(name).equals(path);
    }

    /** What the walk saw at an input's path. */
    public enum Kind {
        /** Not looked at: standard input, or a path the walk could not look at. */
        UNSEEN,
        /** A directory, walked. */
        DIRECTORY,
        /** A regular file, read. */
        REGULAR_FILE,
        /** A device, a FIFO or a socket: never read, since it may never end. */
        OTHER
    }

    /** The name the user gives standard input. */
    static final String STDIN = "-";

    /** Standard input, named {@value #STDIN}. */
    static Input stdin() {
        return new Input(STDIN, null, null, Kind.UNSEEN, 0, 0, 0);
    }

    /** The file or directory {@code path}, named {@code name} in jobs. */
    static Input of(String name, Path path) {
        return new Input(name, path, null, Kind.UNSEEN, 0, 0, 0);
    }

    /** The file {@code path}, named {@code name} in jobs, whose attributes are {@code attributes}. */
    static Input of(String name, Path path, BasicFileAttributes attributes) {
        Kind kind = attributes.isDirectory() ? Kind.DIRECTORY
                : attributes.isRegularFile() ? Kind.REGULAR_FILE : Kind.OTHER;
        Instant modified = attributes.lastModifiedTime().toInstant();
        return new Input(name, path, null, kind, attributes.size(), modified.getEpochSecond(), modified.getNano());
    }

    /** The directory {@code path}, which could not be listed because of {@code failure}. */
    static Input unlistable(String name, Path path, IOException failure) {
        return new Input(name, path, failure, Kind.UNSEEN, 0, 0, 0);
    }

    /** The file to read; {@code null} for standard input. */
    @Override
    public Path path() {
        if (path != null || isStdin()) {
            return path;
        }
        return InputNames.pathOf(name);
    }

    /** Whether this input is standard input. */
    public boolean isStdin() {
        return path == null && name.equals(STDIN) && kind == Kind.UNSEEN && listingFailure == null;
    }

    /** Whether the walk looked at the file: {@link #size} and {@link #modified} hold then. */
    public boolean seen() {
        return kind != Kind.UNSEEN;
    }

    /** The file's last modification time as the walk saw it; only when {@link #seen}. */
    public Instant modified() {
        return Instant.ofEpochSecond(modifiedSeconds, modifiedNanos);
    }

    /** Whether the input is read as CSV: its name ends {@code .csv} or {@code .csv.gz}, in any case. */
    boolean isCsv() {
        String stored = Gzip.withoutSuffix(name);
        return stored.regionMatches(true, stored.length() - 4, ".csv", 0, 4);
    }

    /** Whether the input is a file compressed with gzip, read decompressed: its name ends {@code .gz}, in any case. */
    boolean isGzip() {
        return !isStdin() && Gzip.named(name);
    }
}
