package tilesearch.results;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A results CSV that cannot be used: it is not a results CSV, or (for a resumed run) a row in its middle is
 * damaged.
 */
public final class UnusableResultsException extends IOException {

    private static final long serialVersionUID = 1L;

    public UnusableResultsException(Path file, String problem) {
        super(file + ": " + problem);
    }
}
