package tilesearch.judge;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the program under test, never through a shell, each run in a process group of its own, and leaves no
 * process of it behind.
 *
 * <p>Java cannot put a child in a new process group, so each run starts as {@code setsid --wait PROGRAM ARGS…}:
 * the JVM's child is never a group leader, so setsid makes it one of a new session and execs PROGRAM in place,
 * and the group's id is the pid Java knows. After every run the whole group is killed with SIGKILL: children that
 * outlive the program, even orphans no longer among its descendants, are in it. A run that overstays, or writes
 * past the output cap, is killed the same way at once, with its descendants too in case one left the group. A program
 * that ignores SIGTERM is no different, since SIGKILL cannot be caught.
 *
 * <p>Thread-safe: workers run programs side by side. {@link #killAll()} may be called from a shutdown hook while
 * runs are under way.
 */
public final class ProgramRunner implements AutoCloseable {

    /** How much of stderr's end a run keeps for the report. */
    static final int STDERR_TAIL_BYTES = 2048;
    /** How long to wait for a killed run's pipes to close before leaving their reader threads behind. */
    private static final long DRAIN_MILLIS = 2000;

    private final List<String> command;
    private final String kill;
    private final Duration timeLimit;
    /** Threads that feed stdin and drain stdout and stderr, three per run, so no pipe can fill and block. */
    private final ExecutorService streams = Executors.newCachedThreadPool(task -> {
        Thread thread = new Thread(task, "judge-pipe");
        thread.setDaemon(true);
        return thread;
    });
    /** The process groups of the runs under way, by their leader's pid. */
    private final Set<Long> liveGroups = ConcurrentHashMap.newKeySet();
    /** Set by {@link #killAll()}: a worker that goes on to a next run must not leave it behind. */
    private volatile boolean stopping;

    /**
     * A runner of {@code program} (its path or a name looked up on PATH, then its arguments) that kills a run
     * after {@code timeLimit}.
     *
     * @throws IllegalStateException when setsid or kill (util-linux, procps) is not on PATH
     */
    public ProgramRunner(List<String> program, Duration timeLimit) {
        List<String> command = new ArrayList<>();
        command.add(onPath("setsid"));
        // never needed from a JVM, whose child leads no group; should setsid fork, it still reports the exit code
        command.add("--wait");
        command.addAll(program);
        this.command = List.copyOf(command);
        this.kill = onPath("kill");
        this.timeLimit = timeLimit;
    }

    /**
     * Runs the program with {@code input} on stdin, kills it and its process group after the time limit or once
     * it has written more than {@code outputCap} bytes, and returns what it did.
     *
     * @throws IOException when the program cannot be started
     */
    public ProgramRun run(String input, int outputCap) throws IOException, InterruptedException {
        if (stopping) {
            throw new InterruptedException("the runs were killed: the judge is stopping");
        }
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).start();
        long group = process.pid();
        liveGroups.add(group);
        try {
            // killAll sets the flag before it reads the groups, and a run is added before it reads the flag: a run
            // started while killAll reads the groups is killed by one of the two
            if (stopping) {
                killTree(process, group);
                throw new InterruptedException("the runs were killed: the judge is stopping");
            }
            byte[] bytes = input.getBytes(StandardCharsets.US_ASCII);
            streams.submit(() -> feed(process.getOutputStream(), bytes));
            Future<Captured> stdout = streams.submit(() -> capture(process.getInputStream(), outputCap));
            Future<String> stderr = streams.submit(() -> tail(process.getErrorStream()));
            long deadline = start + timeLimit.toNanos();
            Captured output = await(stdout, deadline);
            boolean cut = output != null && output.cut();
            boolean timedOut = output == null
                    || !cut && !process.waitFor(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
            if (timedOut || cut) {
                killTree(process, group);
            } else {
                killGroup(group);
            }
            process.waitFor();
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            String errors = await(stderr, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(DRAIN_MILLIS));
            return new ProgramRun(timedOut || cut ? -1 : process.exitValue(), timedOut, cut,
                    output == null ? "" : output.text(), errors == null ? "" : errors, millis);
        } finally {
            liveGroups.remove(group);
            if (process.isAlive()) {
                killTree(process, group);
            }
        }
    }

    /**
     * Kills every run under way with its process group, and makes every later {@link #run} throw
     * {@link InterruptedException} without starting the program: for Ctrl-C and SIGTERM of the judge.
     */
    public void killAll() {
        stopping = true;
        for (long group : liveGroups) {
            killGroup(group);
        }
    }

    @Override
    public void close() {
        streams.shutdownNow();
    }

    private void killTree(Process process, long group) {
        List<ProcessHandle> descendants = process.descendants().toList();
        killGroup(group);
        descendants.forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Sends SIGKILL to every process of {@code group}; a group already gone is no error. */
    private void killGroup(long group) {
        try {
            Process killing = new ProcessBuilder(kill, "-KILL", "--", "-" + group)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            killing.waitFor();
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + kill + " to end process group " + group, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Writes the whole input, then closes stdin; a program that exits without reading it all is no error. */
    private static Void feed(OutputStream stdin, byte[] input) {
        try (stdin) {
            stdin.write(input);
        } catch (IOException e) {
            // the program closed its stdin or exited: what it read is all it gets
        }
        return null;
    }

    /** What stdout held: its first {@code cap} bytes, and whether it went on past them. */
    private record Captured(String text, boolean cut) {
    }

    private static Captured capture(InputStream stdout, int cap) throws IOException {
        ByteArrayOutputStream kept = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        for (int read; (read = stdout.read(buffer)) >= 0; ) {
            if (kept.size() + read > cap) {
                kept.write(buffer, 0, cap - kept.size());
                return new Captured(kept.toString(StandardCharsets.UTF_8), true);
            }
            kept.write(buffer, 0, read);
        }
        return new Captured(kept.toString(StandardCharsets.UTF_8), false);
    }

    /** The last {@value #STDERR_TAIL_BYTES} bytes of stderr. */
    private static String tail(InputStream stderr) throws IOException {
        byte[] ring = new byte[STDERR_TAIL_BYTES];
        long total = 0;
        byte[] buffer = new byte[8192];
        for (int read; (read = stderr.read(buffer)) >= 0; ) {
            for (int i = 0; i < read; i++) {
                ring[(int) (total++ % ring.length)] = buffer[i];
            }
        }
        int length = (int) Math.min(total, ring.length);
        byte[] last = new byte[length];
        for (int i = 0; i < length; i++) {
            last[i] = ring[(int) ((total - length + i) % ring.length)];
        }
        return new String(last, StandardCharsets.UTF_8);
    }

    /** The task's value, or {@code null} when it is not done by {@code deadline} (a {@link System#nanoTime()}). */
    private static <T> T await(Future<T> task, long deadline) throws IOException, InterruptedException {
        try {
            return task.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (TimeoutException e) {
            return null;
        } catch (ExecutionException e) {
            throw new IOException("reading the program's output failed", e.getCause());
        }
    }

    /** The executable called {@code name} on PATH. */
    private static String onPath(String name) {
        String path = System.getenv("PATH");
        for (String folder : (path == null ? "/usr/bin:/bin" : path).split(":")) {
            Path candidate = Path.of(folder.isEmpty() ? "." : folder, name);
            if (Files.isExecutable(candidate)) {
                return candidate.toString();
            }
        }
        throw new IllegalStateException(name + " is not on PATH: the judge needs setsid and kill to run the "
                + "program in a process group of its own and end it");
    }
}
