package tilesearch.run;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One attempt at a run: the first run of a results file, or a resume of it. Written into the {@link RunRecord}
 * when it starts, with no end, and again when it ends; an attempt that never ended was killed.
 *
 * @param version the tilesearch version that made it
 * @param command the command line, program name first
 * @param threads worker threads
 * @param host the machine it ran on
 * @param java the Java runtime's version
 * @param start when it started
 * @param end when it ended; {@code null} while it runs, and forever when it was killed
 * @param exitCode the exit code; {@code null} while it runs, when it was killed, or when a signal stopped it
 *     (the JVM then exits with 128 + the signal number)
 * @param stoppedBy {@code deadline} or {@code signal} when it stopped before every board was solved, else
 *     {@code null}
 * @param counts the rows it kept, dropped and wrote
 */
public record Attempt(String version, List<String> command, int threads, String host, String java, Instant start,
        Instant end, Integer exitCode, String stoppedBy, Counts counts) {

    /**
     * What an attempt did to the rows of the results file.
     *
     * @param kept rows the file held from earlier attempts and kept
     * @param dropped rows dropped: their input changed or was pruned, or their boards are solved again (stopped,
     *     out of memory, retried)
     * @param written rows this attempt wrote
     * @param ok written rows with status {@code ok}
     * @param errors written rows with status {@code error}
     * @param timeouts written rows with status {@code timeout}
     * @param stopped written rows with status {@code stopped}
     */
    public record Counts(long kept, long dropped, long written, long ok, long errors, long timeouts, long stopped) {
    }

    /** An attempt starting now on this machine, with what it kept and dropped of the file so far. */
    public static Attempt starting(String version, List<String> command, int threads, long kept, long dropped) {
        return new Attempt(version, List.copyOf(command), threads, RunLock.hostName(),
                System.getProperty("java.version"), Instant.now(), null, null, null,
                new Counts(kept, dropped, 0, 0, 0, 0, 0));
    }

    /** This attempt, ended now with {@code exitCode} (or {@code null}), {@code stoppedBy} and {@code counts}. */
    public Attempt ended(Integer exitCode, String stoppedBy, Counts counts) {
        return new Attempt(version, command, threads, host, java, start, Instant.now(), exitCode, stoppedBy, counts);
    }

    /** How long it ran, or {@code null} when it never ended. */
    public Duration wallTime() {
        return end == null ? null : Duration.between(start, end);
    }

    /**
     * Every value of option {@code name} in its command, in order, each given as {@code --name value} or
     * {@code --name=value}; the words after {@code --} are inputs, not options.
     */
    public List<String> optionValues(String name) {
        List<String> values = new ArrayList<>();
        for (int i = 0; i < command.size() && !command.get(i).equals("--"); i++) {
            String word = command.get(i);
            if (word.equals(name) && i + 1 < command.size()) {
                values.add(command.get(++i));
            } else if (word.startsWith(name + "=")) {
                values.add(word.substring(name.length() + 1));
            }
        }
        return values;
    }
}
