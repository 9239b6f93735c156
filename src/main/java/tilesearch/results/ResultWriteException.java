package tilesearch.results;

import java.io.IOException;
import java.nio.file.Path;

/** The results file could not be written; the message names the file and the fault. */
public final class ResultWriteException extends IOException {

    private static final long serialVersionUID = 1L;

    ResultWriteException(Path file, IOException cause) {
        super("cannot write " + file + ": " + reason(cause), cause);
    }

    private static String reason(IOException cause) {
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }
}
