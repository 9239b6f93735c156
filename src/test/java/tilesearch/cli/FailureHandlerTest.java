package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

class FailureHandlerTest {

    private final StringWriter err = new StringWriter();

    /** {@code --verbose} lowers the level of the whole JVM's logger; give the other tests their quiet back. */
    @AfterEach
    void restoreLogLevel() {
        ((ch.qos.logback.classic.Logger) LoggerFactory.getLogger("tilesearch")).setLevel(null);
    }

    private int handle(Exception failure, String... args) {
        CommandLine commandLine = TileSearch.commandLine(new ByteArrayInputStream(new byte[0]),
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        ParseResult parsed = commandLine.parseArgs(args);
        return new FailureHandler().handleExecutionException(failure, commandLine.getSubcommands().get("solve"),
                parsed);
    }

    @Test
    void handleExecutionException_bug_softwareCodeAndNoStackTrace() {
        int code = handle(new IllegalStateException("boom"), "solve");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertEquals("tilesearch solve: internal error: java.lang.IllegalStateException: boom\n"
                + "This is a bug in tilesearch; run again with --verbose to see the stack trace.\n", err.toString());
    }

    @Test
    void handleExecutionException_bugWithVerbose_printsStackTrace() {
        int code = handle(new IllegalStateException("boom"), "solve", "--verbose");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertTrue(err.toString().contains("\tat tilesearch.cli.FailureHandlerTest"), err.toString());
    }

    @Test
    void handleExecutionException_outputFails_ioCodeNamingTheFile() {
        int code = handle(new FileSystemException("outputs/results.csv", null, "No space left on device"), "solve");

        assertEquals(ExitCodes.IO_ERROR, code);
        assertEquals("tilesearch solve: outputs/results.csv: No space left on device\n", err.toString());
        assertFalse(err.toString().contains("\tat "));
    }

    @Test
    void describe_fileFaults_unixStyle() {
        assertEquals("a.csv: permission denied", FailureHandler.describe(new AccessDeniedException("a.csv")));
        assertEquals("a.csv: no such file or directory", FailureHandler.describe(new NoSuchFileException("a.csv")));
        assertEquals("Broken pipe", FailureHandler.describe(new IOException("Broken pipe")));
    }
}
