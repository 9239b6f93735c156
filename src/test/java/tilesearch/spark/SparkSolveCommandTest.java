package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import org.junit.jupiter.api.Test;
import tilesearch.run.ExitCodes;

/** What spark-solve settles before any Spark context starts. */
class SparkSolveCommandTest {

    @Test
    void checkMaster_nothingListening_oneLineNamingTheMaster() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        String master = "spark://127.0.0.1:" + port;

        IOException failure = assertThrows(IOException.class, () -> SparkSolveCommand.checkMaster(master));

        assertTrue(failure.getMessage().startsWith("cannot reach the Spark master " + master + ": "),
                failure.getMessage());
    }

    @Test
    void checkMaster_listening_passes() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            SparkSolveCommand.checkMaster("spark://127.0.0.1:" + socket.getLocalPort());
        }
    }

    @Test
    void execute_unreachableMaster_exitCode74WithoutStackTrace() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        StringWriter err = new StringWriter();
        int exitCode = SparkSolveCommand.commandLine(() -> {
            SparkSolveCommand.checkMaster("spark://127.0.0.1:" + port);
            throw new AssertionError("the master was reached");
        }, true, new PrintWriter(new StringWriter()), new PrintWriter(err, true)).execute("--out",
                "target/never.csv", "inputs");

        assertEquals(ExitCodes.IO_ERROR, exitCode);
        assertEquals(1, err.toString().strip().lines().count(), err.toString());
        assertTrue(err.toString().startsWith("tilesearch spark-solve: cannot reach the Spark master"), err.toString());
    }

    @Test
    void execute_standardInput_usageError() {
        StringWriter err = new StringWriter();
        int exitCode = SparkSolveCommand.commandLine(() -> {
            throw new AssertionError("no context is needed");
        }, true, new PrintWriter(new StringWriter()), new PrintWriter(err, true)).execute("-");

        assertEquals(ExitCodes.USAGE, exitCode);
        assertTrue(err.toString().contains("cannot read standard input"), err.toString());
    }
}
