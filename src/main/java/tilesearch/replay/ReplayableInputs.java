package tilesearch.replay;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tilesearch.input.InputNames;

/**
 * The files a replay may read again: regular files whose real path (links followed) lies under the real path of an
 * input the run record names. A results CSV is data anyone can edit, so a row's {@code file} column alone must not
 * make {@code show} or the report quote a file ({@code /etc/shadow}), whether named directly or reached through a
 * link planted in an input folder ({@code in/evil -> /etc/shadow}), nor read a device or FIFO, which never ends.
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
                    inputs.add(absolute(input).toRealPath());
                } catch (IOException | InvalidPathException e) {
                    // an input that is gone, or that this file system cannot spell, holds no file a row may read
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
     * Why {@code file}, as a row's {@code file} column names it, may not be read, or {@code null} when it may: its
     * real path is an input of the run or under one, and it is a regular file. The message quotes nothing of it.
     */
    public String refusal(String file) {
        if (missingRecord != null) {
            return missingRecord;
        }
        Path real;
        try {
            real = absolute(file).toRealPath();
        } catch (InvalidPathException e) {
            return file + " is not a file name here";
        } catch (NoSuchFileException e) {
            return "no such file: " + file;
        } catch (IOException e) {
            return file + " cannot be looked at: " + e.getClass().getSimpleName();
        }
        if (inputs.stream().noneMatch(real::startsWith)) {
            return file + " is not an input of the run, as its run record names them (links followed), so it is"
                    + " not read";
        }
        if (!Files.isRegularFile(real)) {
            return file + " is not a regular file, so it is not read";
        }
        return null;
    }

    /** {@code name} made absolute, but not normalised: {@code link/..} is left for the file system to resolve. */
    private static Path absolute(String name) {
        return InputNames.pathOf(name).toAbsolutePath();
    }
}
