package tilesearch.run;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.logging.LogConfigurator;

/** The run log: what a {@code solve} run did, for the morning after; {@link LogConfigurator} sends it to a file. */
public final class RunLog {

    /** Logs to the run log file only ({@code outputs/tilesearch.log}), never to the terminal. */
    public static final Logger FILE = LoggerFactory.getLogger(LogConfigurator.RUN_LOG);

    private RunLog() {
    }
}
