package tilesearch.input;

import java.net.URI;
import java.nio.file.Path;

/**
 * How an input file is named in text (a results row's {@code file}, the run record, messages) and found again from
 * that name. A name holding bytes that are not UTF-8 cannot be held in a Java string: it decodes to U+FFFD, which
 * names no file. Such a file is named by its {@code file:} URI, absolute and percent-encoded, which keeps every
 * byte; every other file keeps the spelling it was walked under.
 */
public final class InputNames {

    /** How a name given as a URI starts: {@link Path#toUri} writes an absolute local path so. */
    private static final String FILE_URI = "file:///";

    private InputNames() {
    }

    /** Whether {@code name}, a file's name in a folder as Java decoded it, lost bytes that were not UTF-8. */
    static boolean isLossy(String name) {
        return name.indexOf('\uFFFD') >= 0;
    }

    /** The {@code file:} URI naming {@code path}, whose name is not UTF-8: absolute, its bytes percent-encoded. */
    static String uriOf(Path path) {
        return path.toAbsolutePath().normalize().toUri().toString();
    }

    /**
     * The path an input's name stands for: the file a {@code file:///} URI names, with the bytes it
     * percent-encodes, or else the name read as a path.
     *
     * @throws java.nio.file.InvalidPathException when {@code name} is no path here
     */
    public static Path pathOf(String name) {
        if (name.startsWith(FILE_URI)) {
            try {
                return Path.of(URI.create(name));
            } catch (IllegalArgumentException notAUri) {
                // a relative folder named "file:", spelled with extra slashes, is read as a path
            }
        }
        return Path.of(name);
    }
}
