package tilesearch.input;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;

/** Opens the inputs a user names on the command line as one stream of jobs. */
public final class JobSources {

    private JobSources() {
    }

    /**
     * A reader over every board in {@code paths}, in order: files as given, directories walked recursively in
     * sorted order, {@code -} for {@code stdin} (board text format).
     *
     * <p>Files ending {@code .csv} (any case) are read as CSV ({@link CsvBoardReader}), all others as board text
     * ({@link BoardTextReader}); directories are walked as {@link InputWalker} describes. Faults in the input,
     * down to a whole file that cannot be read, come back as {@link BoardJob.Invalid} jobs, never as exceptions.
     * The reader streams: it holds one line and one board at a time, whatever the size of the input.
     *
     * @param paths the inputs as the user named them; {@code BoardJob.file} keeps these spellings
     * @param defaultMoves K for boards whose input does not give one
     * @param stdin read for {@code -}; never closed by the reader
     * @throws NoSuchFileException naming the first path that does not exist, before anything is read
     */
    public static JobReader open(List<String> paths, int defaultMoves, InputStream stdin) throws NoSuchFileException {
        checkExist(paths);
        return new MultiFileReader(new InputWalker(paths), defaultMoves, JobSources::openFile, stdin,
                LineSource.DEFAULT_MAX_LINE_BYTES);
    }

    /**
     * The inputs {@code paths} name, in the order {@link #open(List, int, InputStream)} reads them, leaving out the
     * entries of walked folders that {@code skip} names: a run walks its inputs once, and reads what it walked.
     *
     * @throws NoSuchFileException naming the first path that does not exist, before anything is walked
     */
    public static Iterator<Input> walk(List<String> paths, SkipRule skip) throws NoSuchFileException {
        return walk(paths, skip, InputFilter.EVERY_FILE);
    }

    /**
     * The inputs {@code paths} name, as {@link #walk(List, SkipRule)} gives them, leaving out too the entries of
     * walked folders that {@code filter} does not read.
     *
     * @throws NoSuchFileException naming the first path that does not exist, before anything is walked
     */
    public static Iterator<Input> walk(List<String> paths, SkipRule skip, InputFilter filter)
            throws NoSuchFileException {
        checkExist(paths);
        return new InputWalker(paths, skip, filter);
    }

    /**
     * A reader over {@code inputs} as {@link #walk} found them, read as {@link #open(List, int, InputStream)} reads,
     * each file through {@code wrapper}.
     */
    public static JobReader open(Iterable<Input> inputs, int defaultMoves, InputStream stdin, InputWrapper wrapper) {
        return new MultiFileReader(inputs.iterator(), defaultMoves, JobSources::openFile, stdin,
                LineSource.DEFAULT_MAX_LINE_BYTES, wrapper);
    }

    /**
     * Checks that every path but {@code -} exists, before anything is read.
     *
     * @throws NoSuchFileException naming the first path that does not exist
     */
    public static void checkExist(List<String> paths) throws NoSuchFileException {
        for (String path : paths) {
            if (!path.equals(Input.STDIN) && !exists(path)) {
                throw new NoSuchFileException(path);
            }
        }
    }

    /**
     * Opens the file {@code path} to read. Its exceptions say why it cannot ({@link
     * java.nio.file.NoSuchFileException}, {@link java.nio.file.AccessDeniedException}), which the reader words.
     */
    static InputStream openFile(Path path) throws IOException {
        return Files.newInputStream(path);
    }

    /** Opens one input; reading it may fail like opening a file. */
    @FunctionalInterface
    public interface Opener {
        InputStream open() throws IOException;
    }

    /**
     * A reader over the one input {@code name}, opened with {@code opener} when first read: the same reading as
     * {@link #open} gives a file, for inputs that live elsewhere (a Hadoop file system), named as the user
     * named them. A fault of the whole input, from opening it to a binary file, is one Invalid job.
     */
    public static JobReader openOne(String name, Opener opener, int defaultMoves) {
        // The path only reaches the opener, which knows where the input really is.
        return new MultiFileReader(List.of(Input.of(name, Path.of(""))).iterator(), defaultMoves,
                path -> opener.open(), InputStream.nullInputStream(), LineSource.DEFAULT_MAX_LINE_BYTES);
    }

    /** A reader whose one job is the error row of the folder {@code name}, which could not be listed. */
    public static JobReader unlistable(String name, IOException failure) {
        return new MultiFileReader(List.of(Input.unlistable(name, Path.of(""), failure)).iterator(), 0,
                path -> InputStream.nullInputStream(), InputStream.nullInputStream(),
                LineSource.DEFAULT_MAX_LINE_BYTES);
    }

    /**
     * Whether the input named {@code name} is a CSV file stored as it is read, not compressed: one whose lines can be
     * read in parts of the file.
     */
    public static boolean isCsv(String name) {
        Input input = Input.of(name, null);
        return input.isCsv() && !input.isGzip();
    }

    private static boolean exists(String path) {
        try {
            return Files.exists(InputNames.pathOf(path));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
