package tilesearch.cli;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** The run log: what a {@code solve} run did, for the morning after; {@code logback.xml} sends it to a file only. */
final class RunLog {

    /** Logs to the run log file only ({@code outputs/tilesearch.log}), never to the terminal. */
    static final Logger FILE = LoggerFactory.getLogger("tilesearch.runlog");

    private RunLog() {
    }
}
