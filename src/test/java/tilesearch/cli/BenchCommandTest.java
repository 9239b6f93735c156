package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import tilesearch.run.ExitCodes;

/** {@code tilesearch bench}'s usage errors; the set's node count is checked by {@code BenchSignatureTest}. */
class BenchCommandTest {

    @Test
    void bench_zeroThreads_isUsageError() {
        CommandRun run = CommandRun.of("bench", "--threads", "0");

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("--threads must be 1 or more, got 0"), run.err());
        assertEquals("", run.out());
    }
}
