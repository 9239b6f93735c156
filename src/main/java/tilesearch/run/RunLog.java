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

}
