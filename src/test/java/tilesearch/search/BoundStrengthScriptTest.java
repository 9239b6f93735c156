package tilesearch.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@code scripts/BoundStrength.java}, which scripts/bound-strength.sh runs from source: it reaches the search's
 * bounds by reflection, so it is run here against these classes, on nodes of which some reach the target. The
 * script exits with 1 when a bound cuts one of those.
 */
class BoundStrengthScriptTest {

    @Test
    void boundStrength_nodesSomeOfWhichReachTheTarget_exitsZeroWithARowPerExactMove()
            throws IOException, InterruptedException, URISyntaxException {
        List<String> lines = boundStrength("10", "4", "13", "40");

        assertEquals("40 nodes after 10 random moves from the seed-1 board, 4 moves left, target 8192", lines.get(0));
        assertTrue(lines.get(1).contains("8192 on"), "some nodes reach the target: " + lines);
        assertEquals(7, lines.size(), String.join("\n", lines));
        assertTrue(lines.get(6).startsWith("3 "), String.join("\n", lines));
    }

    /** What the script prints for {@code args}; fails unless it exits 0. */
    private static List<String> boundStrength(String... args)
            throws IOException, InterruptedException, URISyntaxException {
        Path classes = Path.of(Bounds.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classes.toString(),
                Path.of("scripts", "BoundStrength.java").toString()));
        command.addAll(List.of(args));
        Process java = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String out = new String(java.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(java.waitFor(120, TimeUnit.SECONDS), "BoundStrength.java did not end: " + out);
            assertEquals(0, java.exitValue(), out);
            return out.lines().toList();
        } finally {
            java.destroyForcibly();
        }
    }
}
