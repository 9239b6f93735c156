package tilesearch.run;

import java.io.IOException;
import java.nio.file.Path;

/** A run record that cannot be read: damaged, edited by hand, or written by a newer tilesearch. */
public final class RunRecordException extends IOException {

    private static final long serialVersionUID = 1L;

    RunRecordException(Path record, String fault) {
        super(record + ": " + fault);
    }
}
