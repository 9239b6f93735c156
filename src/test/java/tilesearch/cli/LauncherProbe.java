package tilesearch.cli;

/**
 * The whole program of the jar that {@link LauncherScriptTest} gives the launcher when a real JVM runs it: it
 * ends at once, whatever its arguments, so that making a real cache and running with it take a JVM start each.
 */
final class LauncherProbe {

    private LauncherProbe() {
    }

    public static void main(String[] args) {
        // nothing to do: the test looks at where the JVM loaded this class from
    }
}
