package tilesearch.report;

import java.io.IOException;

/** A results CSV that cannot be read as one: a missing column or a value of the wrong kind, named by line. */
public final class MalformedResultsException extends IOException {

    private static final long serialVersionUID = 1L;

    public MalformedResultsException(String message) {
        super(message);
    }
}
