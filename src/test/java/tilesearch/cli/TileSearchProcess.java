package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Starts the real program in a process of its own, as a user's shell would, from the classes Maven compiled:
 * the classpath is this test JVM's own ({@code java.class.path}, which Surefire sets to the test classpath)
 * without the test classes, so no jar needs building first and logback-test.xml stays out. The process logs
 * as the program does, into the run log beside its results ({@code night.csv.log}).
 */
public final class TileSearchProcess {

    private TileSearchProcess() {
    }

    /** Starts {@code tilesearch args...} in {@code workingFolder}, its stderr going to {@code stderr}. */
    static Process start(Path workingFolder, Path stderr, String... args) throws IOException {
        return start(workingFolder, stderr, List.of(), args);
    }

    /** Like {@link #start(Path, Path, String...)}, with options for the JVM, e.g. {@code -Xmx128m}. */
    static Process start(Path workingFolder, Path stderr, List<String> jvmOptions, String... args) throws IOException {
        return start(workingFolder, ProcessBuilder.Redirect.DISCARD, stderr, command(jvmOptions, args));
    }

    /** Like {@link #start(Path, Path, String...)}, its stdout going to {@code stdout}. */
    static Process startWithOutput(Path workingFolder, Path stdout, Path stderr, String... args) throws IOException {
        return start(workingFolder, ProcessBuilder.Redirect.to(stdout.toFile()), stderr, command(List.of(), args));
    }

    /** What a run printed, and its exit code. */
    record Outcome(int exit, String stdout, String stderr) {
    }

    /**
     * Runs {@code tilesearch args...} in {@code workingFolder} to its end, within a minute, its stdout and stderr
     * in files {@code stdout.txt} and {@code stderr.txt} of {@code outputFolder}.
     */
    static Outcome runToEnd(Path workingFolder, Path outputFolder, String... args)
            throws IOException, InterruptedException {
        Path stdout = Files.createDirectories(outputFolder).resolve("stdout.txt");
        Path stderr = outputFolder.resolve("stderr.txt");
        Process process = startWithOutput(workingFolder, stdout, stderr, args);
        try {
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), String.join(" ", args) + " did not end in a minute");
            return new Outcome(process.exitValue(), Files.readString(stdout), Files.readString(stderr));
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * Like {@link #start(Path, Path, String...)}, in a process that may write no file beyond {@code kilobytes}
     * (bash's {@code ulimit -f}): a write past it fails as on a full disk ("File too large"), since the JVM
     * ignores the signal that would otherwise end the process. Needs bash.
     */
    static Process startWithFileSizeLimit(Path workingFolder, Path stderr, int kilobytes, String... args)
            throws IOException {
        List<String> command = new ArrayList<>(List.of("bash", "-c", "ulimit -f " + kilobytes + " && exec \"$@\"",
                "bash"));
        command.addAll(command(List.of(), args));
        return start(workingFolder, ProcessBuilder.Redirect.DISCARD, stderr, command);
    }

    /**
     * Runs {@code tilesearch args...} at a terminal of its own, as a user at a shell would: util-linux's
     * {@code script} gives it a pseudo-terminal as stdin, stdout and stderr, {@code columns} wide (the
     * {@code COLUMNS} variable), unless {@code redirect} (shell syntax, e.g. {@code 2>err.txt}) sends one of them
     * elsewhere. What the terminal shows goes to {@code screen}. Needs {@code script} on the PATH.
     */
    static Process startAtTerminal(Path workingFolder, Path screen, int columns, String redirect, String... args)
            throws IOException {
        return startAtTerminal(workingFolder, screen, columns, redirect, Map.of(), args);
    }

    /** Like {@link #startAtTerminal(Path, Path, int, String, String...)}, with {@code environment} added. */
    static Process startAtTerminal(Path workingFolder, Path screen, int columns, String redirect,
            Map<String, String> environment, String... args) throws IOException {
        ProcessBuilder builder = underScript(workingFolder, screen, "exec", redirect, args);
        builder.environment().put("COLUMNS", Integer.toString(columns));
        builder.environment().putAll(environment);
        return builder.start();
    }

    /**
     * Like {@link #startAtTerminal(Path, Path, int, String, String...)}, at a terminal sized {@code columns} wide
     * by {@code stty} and with no {@code COLUMNS} variable, as a user's shell runs a program: the program must ask
     * the terminal for its width.
     */
    static Process startAtSizedTerminal(Path workingFolder, Path screen, int columns, String redirect,
            String... args) throws IOException {
        ProcessBuilder builder = underScript(workingFolder, screen, "stty cols " + columns + " rows 40; exec",
                redirect, args);
        builder.environment().remove("COLUMNS");
        return builder.start();
    }

    /**
     * {@code tilesearch args...} run by {@code script}, in a pseudo-terminal whose screen goes to {@code screen}:
     * the shell line {@code prelude}, then the quoted command, then {@code redirect}.
     */
    private static ProcessBuilder underScript(Path workingFolder, Path screen, String prelude, String redirect,
            String... args) {
        StringBuilder shell = new StringBuilder(prelude);
        for (String word : command(List.of(), args)) {
            shell.append(" '").append(word.replace("'", "'\\''")).append('\'');
        }
        shell.append(' ').append(redirect);
        return new ProcessBuilder("script", "-qfec", shell.toString(), "/dev/null")
                .directory(workingFolder.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                .redirectOutput(screen.toFile())
                .redirectError(ProcessBuilder.Redirect.DISCARD);
    }

    /** The command line that runs {@code tilesearch args...} in a JVM with {@code jvmOptions}. */
    static List<String> command(List<String> jvmOptions, String... args) {
        return command(Main.class.getName(), jvmOptions, args);
    }

    /**
     * Starts {@code mainClass} ({@code tilesearch.spark.SparkSolve}) with {@code args...} in a JVM with
     * {@code jvmOptions}, as {@link #start(Path, Path, List, String...)} starts the program.
     */
    public static Process start(String mainClass, Path workingFolder, Path stderr, List<String> jvmOptions,
            String... args) throws IOException {
        return start(workingFolder, ProcessBuilder.Redirect.DISCARD, stderr, command(mainClass, jvmOptions, args));
    }

    private static List<String> command(String mainClass, List<String> jvmOptions, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(jvmOptions);
        command.add("-cp");
        command.add(classpath());
        command.add(mainClass);
        command.addAll(List.of(args));
        return command;
    }

    private static Process start(Path workingFolder, ProcessBuilder.Redirect stdout, Path stderr,
            List<String> command) throws IOException {
        return new ProcessBuilder(command)
                .directory(workingFolder.toFile())
                .redirectOutput(stdout)
                .redirectError(stderr.toFile())
                .start();
    }

    /**
     * Runs {@code tilesearch args...} in {@code workingFolder} to its end, with {@code jvmOptions}, its stderr going
     * to {@code stderr}, and returns its exit code; fails the test when it takes longer than {@code seconds}.
     */
    static int run(Path workingFolder, Path stderr, List<String> jvmOptions, long seconds, String... args)
            throws IOException, InterruptedException {
        Process process = start(workingFolder, stderr, jvmOptions, args);
        try {
            assertTrue(process.waitFor(seconds, TimeUnit.SECONDS), "tilesearch did not finish in " + seconds + " s");
            return process.exitValue();
        } finally {
            process.destroyForcibly();
        }
    }

    /**
     * Skips the calling test when this JVM inherited SIGINT as ignored, as background jobs of a non-interactive
     * shell do: its children then ignore it too, so a test of Ctrl-C cannot run.
     */
    public static void assumeSigintReachesChildren() throws IOException {
        assumeFalse(sigintIgnored(), "SIGINT is ignored in this process and so in its children (a background job)");
    }

    private static boolean sigintIgnored() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring(7).trim(), 16) & (1L << 1)) != 0;
            }
        }
        return false;
    }

    private static String classpath() {
        Path testClasses;
        try {
            testClasses = Path.of(TileSearchProcess.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<String> entries = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            if (!Path.of(entry).toAbsolutePath().equals(testClasses.toAbsolutePath())) {
                entries.add(entry);
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
