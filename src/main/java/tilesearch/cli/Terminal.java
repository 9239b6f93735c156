package tilesearch.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What the commands need to know of the terminal they print to: whether stderr is one, how wide it is, and
 * whether the user turned colour off. Read from the process's environment, so each answer holds for one run.
 */
final class Terminal {

    /** The width assumed when {@code COLUMNS} gives none: a JVM cannot ask the terminal itself. */
    static final int DEFAULT_COLUMNS = 80;

    /** Where Linux shows what each file descriptor of the process is open on. */
    private static final Path DESCRIPTORS = Path.of("/proc/self/fd");

    private Terminal() {
    }

    /** Whether stderr itself is a terminal: see {@link #isTerminal(int)}. */
    static boolean stderrIsTerminal() {
        return isTerminal(2);
    }

    /** Whether stdout itself is a terminal: see {@link #isTerminal(int)}. */
    static boolean stdoutIsTerminal() {
        return isTerminal(1);
    }

    /**
     * Whether file descriptor {@code descriptor} is a terminal. {@code System.console()} answers for stdin and
     * stdout together, and from Java 22 is not null even when both are redirected, so under
     * {@code nohup ... > night.out 2>&1} it said yes. On Linux the descriptor's link names a terminal device
     * ({@code /dev/pts/3}, {@code /dev/tty1}); where there is no {@code /proc}, the console is the best guess left.
     */
    private static boolean isTerminal(int descriptor) {
        if (!Files.isDirectory(DESCRIPTORS)) {
            return System.console() != null;
        }
        try {
            String device = Files.readSymbolicLink(DESCRIPTORS.resolve(Integer.toString(descriptor))).toString();
            return device.startsWith("/dev/pts/") || device.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException e) {
            return false;
        }
    }

    /** The terminal's width: the {@code COLUMNS} variable when it holds a number, else {@value #DEFAULT_COLUMNS}. */
    static int columns() {
        String columns = System.getenv("COLUMNS");
        return columns != null && columns.matches("[1-9][0-9]{0,4}") ? Integer.parseInt(columns) : DEFAULT_COLUMNS;
    }

    /** Whether {@code NO_COLOR} asks for no colour: set and not empty, as no-color.org says. */
    static boolean noColor() {
        String noColor = System.getenv("NO_COLOR");
        return noColor != null && !noColor.isEmpty();
    }
}
