package tilesearch.cli;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * What the commands need to know of the terminal they print to: whether stderr is one, how wide it is, and
 * whether the user turned colour off. Read from the process's environment, so each answer holds for one run.
 */
final class Terminal {

    /** The width assumed when neither the terminal nor {@code COLUMNS} gives one. */
    static final int DEFAULT_COLUMNS = 80;

    /** The process's controlling terminal, which {@code stty} asks for its size. */
    private static final File TTY = new File("/dev/tty");

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

    /**
     * The terminal's width: asked of the controlling terminal ({@code stty size}), else the {@code COLUMNS}
     * variable when it holds a number, else {@value #DEFAULT_COLUMNS}. Shells set {@code COLUMNS} without
     * exporting it, and a JVM has no call of its own for the size, so {@code stty} asks for it, as it would
     * under {@code java -jar} too.
     */
    static int columns() {
        int asked = ttyColumns();
        if (asked > 0) {
            return asked;
        }
        String columns = System.getenv("COLUMNS");
        return columns != null && columns.matches("[1-9][0-9]{0,4}") ? Integer.parseInt(columns) : DEFAULT_COLUMNS;
    }

    /**
     * The columns {@code stty size} reports of the controlling terminal, or 0 when there is none (cron, nohup,
     * a service), when it gives no size (a pseudo-terminal nobody sized says {@code 0 0}), or when stty fails.
     */
    private static int ttyColumns() {
        if (!TTY.exists()) {
            return 0;
        }
        try {
            Process stty = new ProcessBuilder("stty", "size").redirectInput(TTY)
                    .redirectError(ProcessBuilder.Redirect.DISCARD).start();
            String size = new String(stty.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            if (!stty.waitFor(5, TimeUnit.SECONDS) || stty.exitValue() != 0 || !size.matches("\\d{1,5} \\d{1,5}")) {
                stty.destroyForcibly();
                return 0;
            }
            return Integer.parseInt(size.substring(size.indexOf(' ') + 1));
        } catch (IOException e) {
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 0;
        }
    }

    /** Whether {@code NO_COLOR} asks for no colour: set and not empty, as no-color.org says. */
    static boolean noColor() {
        String noColor = System.getenv("NO_COLOR");
        return noColor != null && !noColor.isEmpty();
    }
}
