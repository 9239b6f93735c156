package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.util.concurrent.Callable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParseResult;
import tilesearch.run.ExitCodes;

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
    void handleExecutionException_bugWithVerbose_stackTraceInsteadOfTheHint() {
        int code = handle(new IllegalStateException("boom"), "solve", "--verbose");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertTrue(err.toString().startsWith("tilesearch solve: internal error: java.lang.IllegalStateException: boom\n"
                + "java.lang.IllegalStateException: boom\n\tat "), err.toString());
        assertFalse(err.toString().contains("This is a bug"), err.toString());
    }

    @Test
    void handleExecutionException_uncheckedIoFailure_ioCodeNamingTheFile() {
        int code = handle(new UncheckedIOException(new AccessDeniedException("inputs/a.txt")), "solve");

        assertEquals(ExitCodes.IO_ERROR, code);
        assertEquals("tilesearch solve: inputs/a.txt: permission denied\n", err.toString());
    }

    @Test
    void handleExecutionException_outputFails_ioCodeNamingTheFile() {
        int code = handle(new FileSystemException("outputs/results.csv", null, "No space left on device"), "solve");

        assertEquals(ExitCodes.IO_ERROR, code);
        assertEquals("tilesearch solve: outputs/results.csv: No space left on device\n", err.toString());
        assertFalse(err.toString().contains("\tat "));
    }

    /** A command that runs out of memory, as a report of too large a file in too small a heap would. */
    @Command(name = "boom")
    static final class Boom implements Callable<Integer>, Activity {

        @Mixin
        private VerboseOption verbose;

        @Override
        public Integer call() {
            throw new OutOfMemoryError("Java heap space");
        }

        @Override
        public String doing() {
            return "filling the heap";
        }
    }

    private int runBoom(String... args) {
        CommandLine commandLine = TileSearch.commandLine(new ByteArrayInputStream(new byte[0]),
                new PrintWriter(new StringWriter()), new PrintWriter(err));
        commandLine.addSubcommand(new Boom());
        commandLine.getSubcommands().get("boom").setErr(new PrintWriter(err));
        return commandLine.execute(args);
    }

    @Test
    void executing_outOfMemory_oneLineWithTheHeapAndTheAdvice() {
        int code = runBoom("boom");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("tilesearch boom: out of memory (Java heap space) while filling the heap,"
                + " with a heap of "), err.toString());
        assertTrue(err.toString().contains(" MB: give Java more with TILESEARCH_JAVA_OPTS=-Xmx"), err.toString());
        assertFalse(err.toString().contains("--table-memory"), "boom has no tables: " + err);
    }

    @Test
    void executing_outOfMemoryWithVerbose_printsTheStackTrace() {
        int code = runBoom("boom", "--verbose");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertTrue(err.toString().contains("\tat tilesearch.cli.FailureHandlerTest$Boom.call"), err.toString());
    }

    @Test
    void handleExecutionException_wrappedOutOfMemoryInSolve_namesTheRunAndAdvisesOnlyTheHeap() {
        int code = handle(new IllegalStateException("worker failed", new OutOfMemoryError("Java heap space")),
                "solve", "--threads", "3", "--table-memory", "64", "--out", "night.csv", "big");

        assertEquals(ExitCodes.SOFTWARE, code);
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("tilesearch solve: out of memory (Java heap space) while solving big into"
                + " night.csv (3 threads, --table-memory 64 MiB each), with a heap of "), err.toString());
        assertTrue(err.toString().contains("TILESEARCH_JAVA_OPTS=-Xmx"), err.toString());
        assertFalse(err.toString().contains("lower --table-memory"), "a search's own goes to its row: " + err);
    }
}
