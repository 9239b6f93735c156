package tilesearch.judge;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes failing cases to a folder, numbered in case order from 1: {@code fail-1.in} (shrunk),
 * {@code fail-1.expected}, {@code fail-1.got} (the program's output on the shrunk input) and
 * {@code fail-1.original.in} (the case before shrinking).
 */
public final class SavedFailures {

    private SavedFailures() {
    }

    /** Writes {@code failures} into {@code folder}, made when missing; returns the files written. */
    public static List<Path> write(Path folder, List<Failure> failures) throws IOException {
        Files.createDirectories(folder);
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < failures.size(); i++) {
            Failure failure = failures.get(i);
            Trial trial = failure.shrunk().trial();
            String name = "fail-" + (i + 1);
            written.add(write(folder.resolve(name + ".in"), trial.judgeCase().input()));
            written.add(write(folder.resolve(name + ".expected"), trial.expected().output() + "\n"));
            written.add(write(folder.resolve(name + ".got"), trial.run().stdout()));
            written.add(write(folder.resolve(name + ".original.in"), failure.original().judgeCase().input()));
        }
        return written;
    }

    private static Path write(Path file, String text) throws IOException {
        return Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
