package tilesearch.run;

import java.io.IOException;
import java.nio.file.Path;

/** A results file that another run holds: {@link RunLock#acquire} refuses to share it. */
public final class RunLockedException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The results file. */
    private final transient Path results;
    /** Who holds it, or {@code null} when the holder has not finished writing its name yet. */
    private final transient LockHolder holder;

    RunLockedException(Path results, LockHolder holder) {
        super(results + " is in use by tilesearch ("
                + (holder == null ? "another run, just starting" : holder.describe()) + ")");
        this.results = results;
        this.holder = holder;
    }

    /** The results file that is in use. */
    public Path results() {
        return results;
    }

    /** Who holds it, or {@code null} when the holder had not yet written its name. */
    public LockHolder holder() {
        return holder;
    }
}
