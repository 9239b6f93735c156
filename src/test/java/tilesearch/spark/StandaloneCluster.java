package tilesearch.spark;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A real Spark standalone cluster of this machine, started and stopped with {@code scripts/spark-cluster.sh} in a
 * state folder of its own. It is always stopped: by {@link #close()}, and by a shutdown hook should the test JVM
 * end first.
 */
final class StandaloneCluster implements AutoCloseable {

    /** The most a start may take on a loaded machine (the script itself gives up after 120 s). */
    private static final long START_SECONDS = 180;

    private final Path state;
    private final String masterUrl;
    private final Thread stopOnExit;

    private StandaloneCluster(Path state, String masterUrl, Thread stopOnExit) {
        this.state = state;
        this.masterUrl = masterUrl;
        this.stopOnExit = stopOnExit;
    }

    /** Starts a master and {@code workers} workers of one core, keeping their state in {@code state}. */
    static StandaloneCluster start(Path state, int workers) throws IOException, InterruptedException {
        Thread stopOnExit = new Thread(() -> stop(state), "stop-spark-cluster");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        Path log = Files.createTempFile("spark-cluster", ".log");
        Process start = script(state, "start", "--workers", String.valueOf(workers)).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!start.waitFor(START_SECONDS, TimeUnit.SECONDS) || start.exitValue() != 0) {
            start.destroyForcibly();
            stop(state);
            throw new IOException("the cluster did not start: " + Files.readString(log));
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        return new StandaloneCluster(state, lines.get(lines.size() - 1).strip(), stopOnExit);
    }

    /** The master's URL, as start printed it last. */
    String masterUrl() {
        return masterUrl;
    }

    /** The pid of worker {@code number} (1-based), as start recorded it. */
    long workerPid(int number) throws IOException {
        return Long.parseLong(Files.readString(state.resolve("worker-" + number + ".pid")).strip());
    }

    /** The folder where worker {@code number} runs its executors. */
    Path workerFolder(int number) {
        return state.resolve("work").resolve("worker-" + number);
    }

    @Override
    public void close() {
        stop(state);
        Runtime.getRuntime().removeShutdownHook(stopOnExit);
    }

    /** {@code scripts/spark-cluster.sh ARGS} for the cluster in {@code state}. */
    static ProcessBuilder script(Path state, String... args) {
        ProcessBuilder builder = new ProcessBuilder();
        builder.command().add(Path.of("scripts", "spark-cluster.sh").toAbsolutePath().toString());
        builder.command().addAll(List.of(args));
        builder.environment().put("SPARK_CLUSTER_DIR", state.toString());
        return builder;
    }

    private static void stop(Path state) {
        try {
            Process stop = script(state, "stop").redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            if (!stop.waitFor(60, TimeUnit.SECONDS)) {
                stop.destroyForcibly();
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot stop the cluster in " + state, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
