package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The whole program of the jar that {@link LauncherScriptTest} gives the launcher when a real JVM runs it: it
 * ends at once, whatever its arguments, so that making a real cache and running with it take a JVM start each.
 * As {@code solve --out FILE} it leaves FILE holding one header line, as a {@code solve} of no boards does, since
 * the cache's training keeps the header of its first run's results and resumes them.
 */
final class LauncherProbe {

    private LauncherProbe() {
    }

    public static void main(String[] args) throws IOException {
        // Otherwise nothing to do: the test looks at where the JVM loaded this class from.
        for (int i = 1; i + 1 < args.length && args[0].equals("solve"); i++) {
            if (args[i].equals("--out")) {
                Files.writeString(Path.of(args[i + 1]), "file,board\n");
            }
        }
    }
}
