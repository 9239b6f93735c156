package tilesearch.io;

import java.io.IOException;
import java.nio.file.Path;

/** A file that a resumed run cannot continue: it is not a results CSV, or a row in its middle is damaged. */
public final class UnusableResultsException extends IOException {

    private static final long serialVersionUID = 1L;

    UnusableResultsException(Path file, String problem) {
        super(file + ": " + problem);
    }
}
