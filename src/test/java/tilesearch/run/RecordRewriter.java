package tilesearch.run;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A process for {@link RunRecordCrashTest} to kill: writes the two records {@link #small()} and {@link #large()}
 * over each other beside the results file {@code args[0]}, for ever.
 */
final class RecordRewriter {

    private RecordRewriter() {
    }

    public static void main(String[] args) throws IOException {
        Path results = Path.of(args[0]);
        RunRecord small = small();
        RunRecord large = large();
        List<InputFingerprint> smallFiles = smallFiles();
        List<InputFingerprint> largeFiles = largeFiles();
        while (true) {
            small.write(results, smallFiles);
            large.write(results, largeFiles);
        }
    }

    /** A record of one attempt, written with {@link #smallFiles()}. */
    static RunRecord small() {
        return new RunRecord(Map.of("--moves", "5"), List.of("in"), List.of()).withAttempt(attempt(1));
    }

    /** The one file of {@link #small()}. */
    static List<InputFingerprint> smallFiles() {
        return List.of(new InputFingerprint("in/a.txt", 10, Instant.EPOCH, "00"));
    }

    /** The 20,000 files of {@link #large()}: a few MB, so that writing them takes a while. */
    static List<InputFingerprint> largeFiles() {
        List<InputFingerprint> files = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            files.add(new InputFingerprint("in/part-" + i + ".txt", i, Instant.ofEpochSecond(i),
                    "ab".repeat(32)));
        }
        return files;
    }

    /** A record of 100 attempts, written with {@link #largeFiles()}. */
    static RunRecord large() {
        RunRecord record = new RunRecord(Map.of("--moves", "5"), List.of("in"), List.of());
        for (int i = 0; i < 100; i++) {
            record = record.withAttempt(attempt(i));
        }
        return record;
    }

    private static Attempt attempt(int number) {
        return new Attempt("1.0.0", List.of("tilesearch", "solve", "--resume"), 2, "host", "17",
                Instant.ofEpochSecond(number), Instant.ofEpochSecond(number + 1), 0, null,
                new Attempt.Counts(number, 0, 1, 1, 0, 0, 0));
    }
}
