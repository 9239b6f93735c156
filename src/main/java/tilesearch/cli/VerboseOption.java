package tilesearch.cli;

import ch.qos.logback.classic.Level;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import picocli.CommandLine.Option;

/** The {@code --verbose} option shared by every command: debug logging and stack traces of failures. */
public final class VerboseOption {

    /** The option's name, which {@link FailureHandler} looks for to decide whether to print stack traces. */
    static final String NAME = "--verbose";

    @Option(names = NAME, description = "Log details at DEBUG level and show the stack trace of a failure.")
    void setVerbose(boolean verbose) {
        Logger logger = LoggerFactory.getLogger("tilesearch");
        if (verbose && logger instanceof ch.qos.logback.classic.Logger logback) {
            logback.setLevel(Level.DEBUG);
        }
    }
}
