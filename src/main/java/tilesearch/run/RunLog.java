package tilesearch.run;

import java.nio.file.Path;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.logging.LogConfigurator;

/**
 * The run log: what a run did, for the morning after; {@link LogConfigurator} sends it to a file while the run
 * holds its results, the file beside them or the one {@code --log} names.
 */
public final class RunLog {

    /** Logs to the run log file only, never to the terminal. */
    public static final Logger FILE = LoggerFactory.getLogger(LogConfigurator.RUN_LOG);

    private RunLog() {
    }

    /**
     * The run log beside the results {@code results}: {@code night.csv.log} for {@code night.csv}, named from the
     * whole file name as the lock and the record are, so that it belongs to one results file and one run at a
     * time (the one holding the lock); {@link SiblingFiles#sibling} shortens it for a results name too long for
     * it, and for the dated copies the log rolls over to.
     */
    public static Path pathFor(Path results) {
        return SiblingFiles.sibling(results, ".log");
    }
}
