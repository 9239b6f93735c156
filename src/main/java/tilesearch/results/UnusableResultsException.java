package tilesearch.results;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A results CSV that cannot be used: it is not a results CSV (its header, a record or a value is not what a run
 * writes), or, for a resumed run, a row in its middle is damaged. The message starts with the file's name.
 */
public final class UnusableResultsException extends IOException {

    private static final long serialVersionUID = 1L;

    public UnusableResultsException(Path file, String problem) {
        super(file + ": " + problem);
    }
}
