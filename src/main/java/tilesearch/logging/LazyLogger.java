package tilesearch.logging;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A class's logger, looked up when the class first logs rather than when it is loaded. The first lookup of any
 * logger sets up logging: SLF4J finds its provider, logback builds its context, {@link LogConfigurator} its
 * appenders, and the layout reads the time zone rules. That is about a third of a run of {@code solve -} on one
 * small board, which logs nothing; the classes it runs through (the readers and the pipeline) hold one of these
 * instead of a {@link Logger}, so that such a run never sets logging up.
 *
 * <p>Thread-safe: two threads that log first at once may both look the logger up, and get the same one.
 */
public final class LazyLogger {

    private final Class<?> owner;
    private volatile Logger logger;

    private LazyLogger(Class<?> owner) {
        this.owner = owner;
    }

    /** The logger of {@code owner}, to be looked up at the first {@link #get()}. */
    public static LazyLogger of(Class<?> owner) {
        return new LazyLogger(owner);
    }

    /** The logger, set up now if no line was logged before. */
    public Logger get() {
        Logger found = logger;
        if (found == null) {
            found = LoggerFactory.getLogger(owner);
            logger = found;
        }
        return found;
    }
}
