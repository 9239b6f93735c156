package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Small solutions of the three puzzles and misbehaving programs, in C under src/test/resources/tilesearch/judge,
 * compiled with gcc into a test's temporary folder: correct ones, and ones with each known bug planted by a
 * {@code BUG_} macro. Tests that need them are skipped where gcc is missing.
 */
public final class TestPrograms {

    /** The bugs of search.c, each a macro. */
    public enum SearchBug { NONE, MERGE_AGAIN, DEPTH, LEAF_BEST, PRUNE_TIGHT }

    private final Path folder;

    /** Programs compiled into {@code folder}; skips the calling test when gcc is not on PATH. */
    public TestPrograms(Path folder) {
        assumeTrue(gccFound(), "gcc is not on PATH: the judge's tests compile their C solutions with it");
        this.folder = folder;
    }

    /** search.c (12100, 12094) with {@code bug}, pruned when {@code prune}; its argument K goes after it. */
    public Path search(SearchBug bug, boolean prune) throws IOException, InterruptedException {
        List<String> defines = new ArrayList<>();
        if (prune) {
            defines.add("-DPRUNE");
        }
        if (bug != SearchBug.NONE) {
            defines.add("-DBUG_" + bug);
        }
        return compile("search.c", "search-" + bug + (prune ? "-pruned" : ""), defines);
    }

    /** apply.c (23796) with the bug macro {@code bug}, or none when null. */
    public Path apply(String bug) throws IOException, InterruptedException {
        return compile("apply.c", "apply-" + bug, bug == null ? List.of() : List.of("-DBUG_" + bug));
    }

    /** misbehave.c: its first argument says how it misbehaves. */
    public Path misbehave() throws IOException, InterruptedException {
        return compile("misbehave.c", "misbehave", List.of());
    }

    private Path compile(String source, String name, List<String> defines) throws IOException, InterruptedException {
        Path binary = folder.resolve(name);
        if (Files.exists(binary)) {
            return binary;
        }
        Path sourceFile = folder.resolve(source);
        if (!Files.exists(sourceFile)) {
            try (InputStream in = TestPrograms.class.getResourceAsStream(source)) {
                Files.copy(in, sourceFile);
            }
        }
        List<String> command = new ArrayList<>(List.of("gcc", "-O2", "-o", binary.toString()));
        command.addAll(defines);
        command.add(sourceFile.toString());
        Process gcc = new ProcessBuilder(command).redirectErrorStream(true).start();
        String messages = new String(gcc.getInputStream().readAllBytes());
        assertEquals(0, gcc.waitFor(), "gcc failed: " + messages);
        return binary;
    }

    private static boolean gccFound() {
        try {
            Process gcc = new ProcessBuilder("gcc", "--version").redirectErrorStream(true).start();
            gcc.getInputStream().readAllBytes();
            return gcc.waitFor(30, TimeUnit.SECONDS) && gcc.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    /**
     * Whether process {@code pid} stops running within ten seconds: SIGKILL cannot be caught, but a process dies
     * of it a moment after {@code kill} returns.
     */
    public static boolean ends(long pid) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (running(pid)) {
            if (System.nanoTime() > deadline) {
                return false;
            }
            Thread.sleep(10);
        }
        return true;
    }

    /** Whether process {@code pid} still runs: a zombie waiting for a parent to reap it runs nothing. */
    private static boolean running(long pid) {
        if (ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)) {
            try {
                String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
                return stat.charAt(stat.lastIndexOf(')') + 2) != 'Z';
            } catch (IOException e) {
                return false;
            }
        }
        return false;
    }

    /** The pids the misbehaving program wrote to {@code file}, one a line. */
    public static List<Long> pids(Path file) throws IOException {
        return Files.readAllLines(file).stream().map(Long::parseLong).toList();
    }
}
