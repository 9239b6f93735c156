package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;
import tilesearch.run.ExitCodes;

class FailureMessagesTest {

    private final StringWriter err = new StringWriter();

    private int failed(Exception failure, boolean verbose) {
        return FailureMessages.failed(failure, "tilesearch solve", new PrintWriter(err), () -> "solving -",
                verbose);
    }

    @Test
    void failed_uncheckedIoFailure_ioCodeNamingTheFile() {
        int code = failed(new UncheckedIOException(new AccessDeniedException("inputs/a.txt")), false);

        assertEquals(ExitCodes.IO_ERROR, code);
        assertEquals("tilesearch solve: inputs/a.txt: permission denied\n", err.toString());
    }

    @Test
    void failed_bugWithVerbose_stackTraceInsteadOfTheHint() {
        int code = failed(new IllegalStateException("boom"), true);

        assertEquals(ExitCodes.SOFTWARE, code);
        assertTrue(err.toString().startsWith("tilesearch solve: internal error: java.lang.IllegalStateException: boom\n"
                + "java.lang.IllegalStateException: boom\n\tat "), err.toString());
    }

    @Test
    void failed_wrappedOutOfMemory_oneLineSayingWhatItWasDoing() {
        int code = failed(new RuntimeException(new OutOfMemoryError("Java heap space")), false);

        assertEquals(ExitCodes.SOFTWARE, code);
        assertEquals(1, err.toString().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("tilesearch solve: out of memory (Java heap space) while solving -, with a"
                + " heap of "), err.toString());
        assertTrue(err.toString().contains("give Java more with TILESEARCH_JAVA_OPTS=-Xmx"), err.toString());
        assertFalse(err.toString().contains("--table-memory"), "the tables are a search's, not the command's: " + err);
    }

    @Test
    void describe_fileFaults_unixStyle() {
        assertEquals("a.csv: permission denied", FailureMessages.describe(new AccessDeniedException("a.csv")));
        assertEquals("a.csv: no such file or directory", FailureMessages.describe(new NoSuchFileException("a.csv")));
        assertEquals("Broken pipe", FailureMessages.describe(new IOException("Broken pipe")));
    }
}
