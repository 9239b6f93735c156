package tilesearch.input;

import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The inputs a user names, read as one stream of jobs: the walk's files one after another, choosing the format by
 * name ({@code .csv} or board text, either of them compressed as {@code .gz}), and for standard input by its first
 * line (a CSV header or not) after its first bytes (gzip's or not).
 *
 * <p>Faults of a whole input become one Invalid job for it, ordinal 1, line 1, so every input yields at least
 * one job: a file that cannot be opened or read ({@code cannot read file: permission denied}), a binary file, a
 * directory that cannot be listed. A read failure in the middle of a file ends that file with one Invalid job
 * naming the line reached. {@link #read()} therefore never throws for a fault of the input.
 *
 * <p>Each file's stream goes through an {@link InputWrapper} as it is opened, which lets a run digest the bytes
 * as they are read.
 *
 * <p>One input is open at a time; standard input is read but never closed, since the caller owns it. Not
 * thread-safe.
 */
public final class JobSources implements JobReader {

    private static final Logger LOG = LoggerFactory.getLogger(JobSources.class);

    /**
     * Opens an input's file to read. Its exceptions say why it cannot ({@link NoSuchFileException}, {@link
     * AccessDeniedException}), which the reader words; also a seam for tests, since tests running as root cannot make
     * a file unreadable.
     */
    @FunctionalInterface
    public interface Opener {
        InputStream open(Path path) throws IOException;
    }

    private final Iterator<Input> inputs;
    private final int defaultMoves;
    private final Opener opener;
    private final InputStream stdin;
    private final int maxLineBytes;
    /** The read buffer of every input in turn: one input is open at a time. */
    private final byte[] buffer = new byte[LineSource.BUFFER_BYTES];
    /** Wraps each file's stream as it is opened. */
    private final InputWrapper wrapper;

    private JobReader current;
    private LineSource currentLines;
    private FileJobs currentJobs;

    /**
     * A reader of every job in {@code inputs}, opening files with {@code opener} and reading each through
     * {@code wrapper}; {@code -} reads {@code stdin}; lines longer than {@code maxLineBytes} are faults.
     */
    JobSources(Iterator<Input> inputs, int defaultMoves, Opener opener, InputStream stdin, int maxLineBytes,
            InputWrapper wrapper) {
        this.inputs = inputs;
        this.defaultMoves = defaultMoves;
        this.opener = opener;
        this.stdin = stdin;
        this.maxLineBytes = maxLineBytes;
        this.wrapper = wrapper;
    }

    /** A reader as above of files read as they are, with the default line cap. */
    private JobSources(Iterator<Input> inputs, int defaultMoves, Opener opener, InputStream stdin) {
        this(inputs, defaultMoves, opener, stdin, LineSource.DEFAULT_MAX_LINE_BYTES, InputWrapper.NONE);
    }

    /**
     * A reader over every board in {@code paths}, in order: files as given, directories walked recursively in
     * sorted order, {@code -} for {@code stdin} (board text format).
     *
     * <p>Files ending {@code .csv} (any case) are read as CSV ({@link CsvBoardReader}), all others as board text
     * ({@link BoardTextReader}); directories are walked as {@link InputWalker} describes. The reader streams: it
     * holds one line and one board at a time, whatever the size of the input.
     *
     * @param paths the inputs as the user named them; {@code BoardJob.file} keeps these spellings
     * @param defaultMoves K for boards whose input does not give one
     * @param stdin read for {@code -}; never closed by the reader
     * @throws NoSuchFileException naming the first path that does not exist, before anything is read
     */
    public static JobReader open(List<String> paths, int defaultMoves, InputStream stdin) throws NoSuchFileException {
        checkExist(paths);
        return new JobSources(InputWalker.walk(paths, SkipRule.NONE, InputFilter.EVERY_FILE).iterator(), defaultMoves,
                Files::newInputStream, stdin);
    }

    /**
     * A reader over {@code inputs} as {@link #walk} found them, read as {@link #open(List, int, InputStream)} reads,
     * each file through {@code wrapper}.
     */
    public static JobReader open(Iterable<Input> inputs, int defaultMoves, InputStream stdin, InputWrapper wrapper) {
        return new JobSources(inputs.iterator(), defaultMoves, Files::newInputStream, stdin,
                LineSource.DEFAULT_MAX_LINE_BYTES, wrapper);
    }

    /**
     * A reader over the one input {@code name}, opened with {@code opener} when first read: the same reading as
     * {@link #open} gives a file, for inputs that live elsewhere (a Hadoop file system), named as the user
     * named them. The opener is handed an empty path: it knows where the input really is.
     */
    public static JobReader openOne(String name, Opener opener, int defaultMoves) {
        return new JobSources(List.of(Input.of(name, Path.of(""))).iterator(), defaultMoves, opener,
                InputStream.nullInputStream());
    }

    /** A reader whose one job is the error row of the folder {@code name}, which could not be listed. */
    public static JobReader unlistable(String name, IOException failure) {
        return new JobSources(List.of(Input.unlistable(name, Path.of(""), failure)).iterator(), 0,
                path -> InputStream.nullInputStream(), InputStream.nullInputStream());
    }

    /**
     * The inputs {@code paths} name, in the order {@link #open(List, int, InputStream)} reads them, leaving out the
     * entries of walked folders that {@code skip} names and those {@code filter} does not read: a run walks its
     * inputs once, and reads what it walked.
     *
     * @throws NoSuchFileException naming the first path that does not exist, before anything is walked
     */
    public static List<Input> walk(List<String> paths, SkipRule skip, InputFilter filter) throws NoSuchFileException {
        checkExist(paths);
        return InputWalker.walk(paths, skip, filter);
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

    private static boolean exists(String path) {
        try {
            return Files.exists(InputNames.pathOf(path));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /**
     * Whether the input named {@code name} is a CSV file stored as it is read, not compressed: one whose lines can be
     * read in parts of the file.
     */
    public static boolean isCsv(String name) {
        Input input = Input.of(name, null);
        return input.isCsv() && !input.isGzip();
    }

    @Override
    public BoardJob read() throws IOException {
        while (true) {
            if (current == null) {
                if (!inputs.hasNext()) {
                    return null;
                }
                BoardJob fault = open(inputs.next());
                if (fault != null) {
                    return fault;
                }
            }
            BoardJob job = readCurrent();
            if (job != null) {
                return job;
            }
        }
    }

    /** The next job of the current input, or null when it has no more, the input then closed. */
    private BoardJob readCurrent() {
        BoardJob job;
        try {
            job = current.read();
        } catch (IOException e) {
            long line = currentLines.lineNumber() + 1;
            job = currentJobs.invalid(line, "line " + line + ": cannot read the rest of the file: " + reason(e));
            closeQuietly();
            return job;
        }
        if (job == null) {
            closeQuietly();
        }
        return job;
    }

    @Override
    public void close() throws IOException {
        JobReader closing = current;
        forgetCurrent();
        if (closing != null) {
            closing.close();
        }
    }

    /** Opens {@code input} as {@link #current}, or returns the one job that stands for it when it cannot be read. */
    private BoardJob open(Input input) {
        FileJobs jobs = new FileJobs(input.name());
        if (input.listingFailure() != null) {
            return jobs.invalid(1, "cannot list directory: " + reason(input.listingFailure()));
        }
        if (input.kind() == Input.Kind.OTHER) {
            // A device or a FIFO may never end, or block the opening until a writer comes: never read.
            return jobs.invalid(1, "cannot read file: not a regular file (a device or a FIFO); only regular files "
                    + "are read");
        }
        LineSource lines;
        String binary;
        boolean csv;
        try {
            lines = new LineSource(stream(input), maxLineBytes, buffer, mayWait(input));
        } catch (IOException e) {
            return jobs.invalid(1, "cannot read file: " + reason(e));
        }
        try {
            binary = lines.binaryProblem();
            csv = binary == null && (input.isStdin() ? startsWithCsvHeader(lines) : input.isCsv());
        } catch (IOException e) {
            closeQuietly(lines, input.name());
            return jobs.invalid(1, "cannot read file: " + reason(e));
        }
        if (binary != null) {
            closeQuietly(lines, input.name());
            return jobs.invalid(1, binary);
        }
        currentLines = lines;
        currentJobs = jobs;
        current = csv ? new CsvBoardReader(lines, jobs, defaultMoves) : new BoardTextReader(lines, jobs, defaultMoves);
        return null;
    }

    /**
     * The text of {@code input}: a file through the {@link #wrapper}, decompressed when its name ends {@code .gz};
     * standard input decompressed when it starts as gzip does.
     */
    private InputStream stream(Input input) throws IOException {
        if (input.isStdin()) {
            return Gzip.sniffed(unclosable(stdin));
        }
        InputStream file = wrapper.wrap(input, opener.open(input.path()));
        return input.isGzip() ? Gzip.decompressed(file) : file;
    }

    /**
     * Whether the first line of {@code lines} is a board CSV header, naming the columns {@code id} and {@code board}:
     * standard input has no name to tell its format, and no line of board text can be such a header. The line is
     * read again by the reader.
     */
    private static boolean startsWithCsvHeader(LineSource lines) throws IOException {
        Line first = lines.next();
        if (first == null) {
            return false;
        }
        lines.pushBack(first);
        return !first.isFaulty() && CsvBoardReader.readableHeader(first.text());
    }

    /**
     * Whether a read of {@code input} may wait for more to be written: standard input, and a path that is known not
     * to be a regular file (a named pipe). Files' reads never wait, which lets a source read a small file whole at
     * once and know where it ends.
     */
    private static boolean mayWait(Input input) {
        return input.isStdin() || input.seen() && input.kind() != Input.Kind.REGULAR_FILE;
    }

    /** Closes the finished current input; every job of it has been read, so a failure to close loses nothing. */
    private void closeQuietly() {
        JobReader closing = current;
        String name = currentJobs.file();
        forgetCurrent();
        closeQuietly(closing, name);
    }

    private static void closeQuietly(Closeable closing, String name) {
        try {
            closing.close();
        } catch (IOException e) {
            LOG.warn("could not close {}: {}", name, reason(e));
        }
    }

    private void forgetCurrent() {
        current = null;
        currentLines = null;
        currentJobs = null;
    }

    /**
     * A user-facing reason. File system exceptions carry the path in their message, which the job already names,
     * and for these two the reason is often missing altogether.
     */
    private static String reason(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof NoSuchFileException) {
            return "the file no longer exists";
        }
        if (e instanceof FileSystemException fileSystem && fileSystem.getReason() != null) {
            return fileSystem.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

    private static InputStream unclosable(InputStream in) {
        return new FilterInputStream(in) {
            @Override
            public void close() {
                // The caller owns standard input and may read it again after this reader is done.
            }
        };
    }
}
