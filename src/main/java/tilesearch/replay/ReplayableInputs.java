package tilesearch.replay;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tilesearch.input.InputNames;

/**
 * The files a replay may read again: those the run record names as inputs, or that lie under a folder it names,
 * and only regular files. A results CSV is data anyone can edit, so a row's {@code file} column alone must not
 * make {@code show} or the report quote a file ({@code /etc/shadow}) or read a device or FIFO, which never ends.
 * Names are compared as the run saw them: made absolute against the working folder and normalised, without
 * following links, since the run's walk named its files so.
 */
public final class ReplayableInputs {

    private final List<Path> inputs;
    private final String missingRecord;

    private ReplayableInputs(List<Path> inputs, String missingRecord) {
        this.inputs = inputs;
        this.missingRecord = missingRecord;
    }

    /** The inputs a run record names ({@code RunRecord.inputs()}): the paths as given on the command line. */
    public static ReplayableInputs of(List<String> recorded) {
        List<Path> inputs = new ArrayList<>(recorded.size());
        for (String input : recorded) {
            if (!input.equals("-")) {
                try {
                    inputs.add(absolute(input));
                } catch (InvalidPathException e) {
                    // a name this file system cannot spell cannot name a file a row may read
                }
            }
        }
        return new ReplayableInputs(List.copyOf(inputs), null);
    }

    /** No file at all, because no run record says what the inputs were; {@code why} says so to the user. */
    public static ReplayableInputs none(String why) {
        return new ReplayableInputs(List.of(), why);
    }

    /**
     * Why {@code file}, as a row's {@code file} column names it, may not be read, or {@code null} when it may:
     * it is an input of the run or under one, and a regular file (or a link to one).
     */
    public String refusal(String file) {
        if (missingRecord != null) {
            return missingRecord;
        }
        Path path;
        try {
            path = absolute(file);
        } catch (InvalidPathException e) {
            return file + " is not a file name here";
        }
        boolean named = false;
        for (Path input : inputs) {
            named |= path.startsWith(input);
        }
        if (!named) {
            return file + " is not an input of the run, as its run record names them, so it is not read";
        }
        if (Files.exists(path) && !Files.isRegularFile(path)) {
            return file + " is not a regular file, so it is not read";
        }
        return null;
    }

    private static Path absolute(String name) {
        return InputNames.pathOf(name).toAbsolutePath().normalize();
    }
}
