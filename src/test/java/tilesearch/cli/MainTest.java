package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** What a thread that dies outside any command's handling leaves on stderr. */
class MainTest {

    @Test
    void uncaught_outOfMemory_nothingOnStderrSinceTheCommandSaysIt() {
        StringWriter err = new StringWriter();

        Main.uncaught(new Thread("tilesearch-count"), new OutOfMemoryError("Java heap space"),
                new PrintWriter(err, true));

        assertEquals("", err.toString());
    }

    @Test
    void uncaught_anythingElse_oneLineOfOurOwnWithoutTheTrace() {
        StringWriter err = new StringWriter();

        Main.uncaught(new Thread("tilesearch-walk"), new IllegalStateException("broken\u001b[2J"),
                new PrintWriter(err, true));

        assertEquals("tilesearch: internal error in thread tilesearch-walk: java.lang.IllegalStateException: "
                + "broken\\x1b[2J. This is a bug; the run log has its stack trace" + System.lineSeparator(),
                err.toString());
    }
}
