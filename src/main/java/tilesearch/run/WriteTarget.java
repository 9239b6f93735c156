package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import tilesearch.input.Input;
import tilesearch.input.InputNames;
import tilesearch.results.ResultColumn;

/**
 * The one check of every file a command writes: {@code solve} and {@code spark-solve} {@code --out} and {@code
 * --log}, {@code report --out}, {@code generate --out}. It runs before anything is touched and refuses, with a
 * {@link RunRefusedException} (exit 2) that names the path and why:
 *
 * <ul>
 *   <li>a path that is, by file identity, an input: one named, or a file of a folder named;</li>
 *   <li>a path that is one of a results file's own files ({@link RunFiles}): this run's, by identity, or any
 *       results file's, by the pattern of its name ({@code other.csv.lock}, {@code other.csv.run.json});</li>
 *   <li>a file that holds results (it starts with their header) or a run record, unless it is the results the run
 *       was told to write;</li>
 *   <li>anything but a regular file or a new name: a folder, a FIFO, a device.</li>
 * </ul>
 *
 * <p>A run log is opened once for appending before its first line, so that one that cannot be written fails as an
 * I/O error that names it, rather than losing its lines without a word.
 */
public final class WriteTarget {

    /** The start of a run record as {@link RunRecordJson} writes it: an object whose first key is its format. */
    private static final Pattern RECORD_START = Pattern.compile("\\A\\s*\\{\\s*\"format\"\\s*:");

    /** The start of a run log's line: {@code 2026-12-05 14:08:44.123 }. */
    private static final Pattern LOG_LINE_START = Pattern.compile("\\A\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}\\.\\d{3} ");

    /** How many bytes of a file tell what it holds: a results header, a record's start or a log line's. */
    private static final int HEAD_BYTES = 256;

    private WriteTarget() {
    }

    /**
     * The path to lock and write for the results {@code results} (a file, or a folder of parts when {@code parts})
     * of a run of {@code inputs}: {@code results} itself, or its real path when a symbolic link leads to it.
     *
     * @throws RunRefusedException when {@code results} is no name for a results file, is a folder, a device or a
     *     FIFO, has other names (hard links), is one of {@code inputs}, has the name of another results' own file
     *     or holds a run record; or when one of its own files is a link, a folder, a FIFO or a device
     */
    public static Path results(Path results, boolean parts, List<String> inputs) throws IOException {
        String name = results.toString();
        if (name.isEmpty() || results.getFileName() == null) {
            throw new RunRefusedException("--out needs the name of a file, got '" + name + "'");
        }
        if (name.equals("-")) {
            throw new RunRefusedException("--out - is not a file: results go to a file with their lock and run "
                    + "record; without --out, solve - prints each board's largest tile on standard output");
        }
        checkNameFits(results);
        checkNotAHelperName("--out", results);
        if (Files.exists(results)) {
            if (!parts) {
                checkResultsFile(results);
            }
            String input = inputHolding(results, inputs, !Files.isRegularFile(results) || holdsResults(results));
            if (input != null) {
                throw isAnInput(results, input);
            }
            if (!Files.isRegularFile(results)) {
                return results;
            }
        }
        Path real = RunFiles.realPath(results);
        Path resolved = real.equals(results.toAbsolutePath().normalize()) ? results : real;
        for (Path helper : RunFiles.of(resolved)) {
            if (helper.equals(resolved)) {
                continue;
            }
            if (Files.isSymbolicLink(helper)) {
                throw new RunRefusedException(helper + " is a symbolic link: a run writes its helper files itself, "
                        + "and would write where the link points; remove it, or choose another --out");
            }
            if (Files.exists(helper, LinkOption.NOFOLLOW_LINKS)
                    && !Files.isRegularFile(helper, LinkOption.NOFOLLOW_LINKS)) {
                throw new RunRefusedException(helper + " is " + kind(helper) + ": a run writes its own file there; "
                        + "remove it, or choose another --out");
            }
        }
        checkRolledLogs(RunFiles.log(resolved));
        return resolved;
    }

    /** Refuses an existing {@code results} that is no file of results, or that other names could reach. */
    private static void checkResultsFile(Path results) throws IOException {
        if (Files.isDirectory(results)) {
            throw new RunRefusedException(results + " is a folder: --out names the results file, e.g. "
                    + results.resolve("results.csv"));
        }
        if (!Files.isRegularFile(results) && !Files.isSymbolicLink(results)) {
            // Its helper files would go beside it, into /dev; a link to a device keeps them beside the link.
            throw new RunRefusedException(results + " is not a regular file (a device or a FIFO): results need a "
                    + "file of their own, beside their lock and run record");
        }
        if (links(results) > 1) {
            throw new RunRefusedException(results + " has other names (hard links): another run could write it "
                    + "under one of them past the lock; choose another --out");
        }
        if (Files.isRegularFile(results) && RECORD_START.matcher(head(results)).find()) {
            throw new RunRefusedException("--out " + results + " is a run record: writing results there would "
                    + "destroy it; choose another --out");
        }
    }

    /**
     * Checks the run log {@code log} that {@code --log} names, for a run into {@code results} ({@code null}: a
     * folder elsewhere) of {@code inputs}. {@link #openForAppend} opens it later, once the run holds its results.
     *
     * @throws RunRefusedException when {@code log} is standard output's {@code -}, a folder, a FIFO, a device, a
     *     link to nothing, a file with other names, one of the files of {@code results}, another results' own file,
     *     a file holding results or a run record, or an input
     */
    public static void log(Path log, Path results, List<String> inputs) throws IOException {
        if (log.toString().equals("-")) {
            throw new RunRefusedException("--log - is not a file: the run log is a file appended to; without --log "
                    + "it goes beside the results, and warnings always go to standard error");
        }
        if (log.getFileName() == null || Files.isDirectory(log)) {
            throw new RunRefusedException("--log needs the name of a file, got '" + log + "'");
        }
        if (results != null) {
            Path absolute = log.toAbsolutePath().normalize();
            for (Path file : RunFiles.of(results)) {
                if (file.toAbsolutePath().normalize().equals(absolute)
                        || Files.exists(log) && Files.exists(file) && Files.isSameFile(file, log)) {
                    throw new RunRefusedException("--log " + log + " is one of the files of the results (" + file
                            + "): name another file");
                }
            }
        }
        checkNotAHelperName("--log", log);
        if (Files.isSymbolicLink(log) && !Files.exists(log)) {
            throw new RunRefusedException("--log " + log + " is a symbolic link to nothing: the log would be made "
                    + "where it points; name the file itself");
        }
        if (Files.exists(log)) {
            checkRegular("--log", log);
            if (links(log) > 1) {
                throw new RunRefusedException("--log " + log + " has other names (hard links): appending would "
                        + "change a file of another name, perhaps an input; name another file");
            }
            checkHoldsNoResults("--log", log);
            String input = inputHolding(log, inputs, isEmptyOrLog(log));
            if (input != null) {
                throw logIsAnInput(log, input);
            }
        }
    }

    /**
     * Opens the run log {@code log} once for appending, its folders made, so that a log that cannot be written (a
     * read-only file, a parent that is a file, a name too long) fails the run as an I/O error naming it, before
     * any line is lost without a word.
     */
    static void openForAppend(Path log) throws IOException {
        Path parent = log.toAbsolutePath().getParent();
        try {
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.newOutputStream(log, StandardOpenOption.CREATE, StandardOpenOption.APPEND).close();
        } catch (FileAlreadyExistsException e) {
            throw new FileSystemException(log.toString(), null, "cannot write the run log: " + e.getFile()
                    + " is not a folder");
        } catch (IOException e) {
            throw new FileSystemException(log.toString(), null, "cannot write the run log: "
                    + (e instanceof FileSystemException named && named.getReason() != null ? named.getReason()
                            : e.getMessage()));
        }
    }

    /**
     * Checks a file that a command replaces whole ({@code report --out}) or writes anew ({@code generate --out}):
     * {@code option} names the option in the message; {@code reads} are the files the command reads, and {@code
     * inputs} the inputs of the run it reports on as the run was given them (files and folders), which the file
     * must be none of.
     *
     * @param followLinks whether a symbolic link at {@code target} is judged by what it leads to (a report
     *     replaces the link itself); else a link is refused, since writing would go through it
     * @throws RunRefusedException when {@code target} must not be written
     */
    public static void file(String option, Path target, List<Path> reads, List<String> inputs, boolean followLinks)
            throws IOException {
        if (target.getFileName() == null) {
            throw new RunRefusedException(option + " '" + target + "' names no file");
        }
        checkNotAHelperName(option, target);
        if (Files.isSymbolicLink(target) && !followLinks) {
            throw new RunRefusedException(option + " " + target + " is a symbolic link: writing would go where it "
                    + "points; remove it, or name another file");
        }
        if (!Files.exists(target)) {
            return;
        }
        checkRegular(option, target);
        checkHoldsNoResults(option, target);
        if (!followLinks && links(target) > 1) {
            throw new RunRefusedException(option + " " + target + " has other names (hard links): writing would "
                    + "change them too; name another file");
        }
        Stream<Path> inputPaths = inputs.stream().map(WriteTarget::localPath).filter(Objects::nonNull);
        for (Path read : Stream.concat(reads.stream(), inputPaths).toList()) {
            if (!Files.exists(read)) {
                continue;
            }
            if (Files.isSameFile(target, read)) {
                throw new RunRefusedException(option + " " + target + " is " + read + ", which the command reads: "
                        + "writing there would destroy it; name another file");
            }
            if (Files.isDirectory(read) && target.toRealPath().startsWith(read.toRealPath())) {
                throw new RunRefusedException(option + " " + target + " is in " + read + ", an input of the run: "
                        + "writing there would destroy a board file; name another file");
            }
        }
    }

    /**
     * Refuses when {@code results}, or the run log {@code log} the user named ({@code null}: none), is one of the
     * files of {@code inputs}, the input files of the run as walked (a link in a walked folder leads to it): writing
     * would destroy it before it is read. Runs after the walk, before the first row or log line.
     */
    static void checkNotAnInput(Path results, Path log, Iterable<Input> inputs) throws IOException {
        Input input = walkedAs(results, inputs);
        if (input != null) {
            throw isAnInput(results, input.name());
        }
        input = log == null ? null : walkedAs(log, inputs);
        if (input != null) {
            throw logIsAnInput(log, input.name());
        }
    }

    /** The input of {@code inputs} that is the file {@code file}, or {@code null}. */
    private static Input walkedAs(Path file, Iterable<Input> inputs) throws IOException {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        Instant modified = attributes.lastModifiedTime().toInstant();
        for (Input input : inputs) {
            // Only a file of the same size and time can be the same file: one look at the disk for those alone.
            boolean candidate = input.seen() && input.size() == attributes.size()
                    && input.modified().equals(modified);
            if (candidate && Files.isSameFile(file, input.path())) {
                return input;
            }
        }
        return null;
    }

    /**
     * Refuses a name no file system holds, before anything is made: the file system would refuse it too, but only
     * once the folders are made, and with a message that names no option. A name that fits has helper names that
     * fit, shortened where need be.
     */
    private static void checkNameFits(Path results) {
        int bytes = results.getFileName().toString().getBytes(StandardCharsets.UTF_8).length;
        if (bytes > RunFiles.NAME_MAX) {
            throw new RunRefusedException("the results' name is " + bytes + " bytes long, and a file name holds "
                    + RunFiles.NAME_MAX + " bytes at most: give --out a shorter name");
        }
    }

    /** Refuses a path named as a results file's own: its lock, record, repair copy, rolled log or temporary. */
    private static void checkNotAHelperName(String option, Path target) {
        if (RunFiles.isHelperName(target)) {
            throw new RunRefusedException(option + " " + target + " has the name of a results file's own file (a "
                    + "lock, a run record, a rolled log or a temporary): a run owns that name; name another file");
        }
    }

    /** Refuses an existing {@code target} that is a folder, a FIFO or a device. */
    private static void checkRegular(String option, Path target) {
        if (!Files.isRegularFile(target)) {
            throw new RunRefusedException(option + " " + target + " is not a regular file (" + kind(target) + "): "
                    + "name a file, new or regular");
        }
    }

    /** Refuses a file that holds results or a run record: another run's, which writing would destroy. */
    private static void checkHoldsNoResults(String option, Path target) throws IOException {
        String head = head(target);
        if (head.startsWith(ResultColumn.HEADER_LINE.strip())) {
            throw new RunRefusedException(option + " " + target + " holds results (it starts with their header): "
                    + "writing there would destroy them; name another file");
        }
        if (RECORD_START.matcher(head).find()) {
            throw new RunRefusedException(option + " " + target + " is a run record: writing there would destroy "
                    + "it; name another file");
        }
    }

    /**
     * Refuses links planted at the names the run log {@code log} rolls over to: the roll-over would write where
     * they point. Only the run holding the lock rolls the log, so one listing as the run starts is enough.
     */
    private static void checkRolledLogs(Path log) throws IOException {
        Path folder = log.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return;
        }
        for (Path rolled : RunFiles.rolledCopies(folder, Set.of(log.toAbsolutePath()))) {
            if (!Files.isRegularFile(rolled, LinkOption.NOFOLLOW_LINKS)) {
                throw new RunRefusedException(log.resolveSibling(rolled.getFileName()) + " is " + kind(rolled)
                        + ": the run log rolls over to that name and would write there; remove it, or choose "
                        + "another --out");
            }
        }
    }

    /**
     * The input of {@code inputs}, as given, that is the existing file {@code file}, or a folder that holds it; a
     * folder only when the walk does not leave {@code file} out as the run's own ({@code walkSkips}).
     */
    private static String inputHolding(Path file, List<String> inputs, boolean walkSkips) throws IOException {
        for (String input : inputs) {
            Path path = localPath(input);
            if (path == null) {
                continue;
            }
            boolean isIt = Files.isRegularFile(path) && Files.isSameFile(path, file);
            boolean holdsIt = !walkSkips && Files.isDirectory(path) && file.toRealPath().startsWith(path.toRealPath());
            if (isIt || holdsIt) {
                return input;
            }
        }
        return null;
    }

    /**
     * Whether {@code file} is empty or starts with the results header: the walk of a folder leaves such a file
     * out as the run's own; any other file there is a board file the walk would read, which writing would destroy.
     */
    private static boolean holdsResults(Path file) throws IOException {
        String head = head(file);
        return head.isEmpty() || head.startsWith(ResultColumn.HEADER_LINE.strip());
    }

    /** Whether {@code file} is empty or starts with a run log's line: a log, not a board file. */
    private static boolean isEmptyOrLog(Path file) throws IOException {
        String head = head(file);
        return head.isEmpty() || LOG_LINE_START.matcher(head).find();
    }

    /** The first bytes of the regular file {@code file}, as text. */
    private static String head(Path file) throws IOException {
        byte[] first;
        try (InputStream in = Files.newInputStream(file)) {
            first = in.readNBytes(HEAD_BYTES);
        }
        return new String(first, StandardCharsets.UTF_8);
    }

    /** The input path {@code input} as a local path, or null for standard input and a URI such as spark-solve's. */
    private static Path localPath(String input) {
        if (input.startsWith("file:///")) {
            // the spelling of a file whose name is not UTF-8, and spark-solve's of a local file
            return InputNames.pathOf(input);
        }
        if (input.equals("-") || input.startsWith("file:") || input.indexOf(':') > 0 && input.indexOf('/') < 0) {
            return null;
        }
        return Path.of(input);
    }

    private static RunRefusedException isAnInput(Path results, String input) {
        return new RunRefusedException(results + " is also an input (" + input + "): writing the results would "
                + "destroy it; choose another --out");
    }

    private static RunRefusedException logIsAnInput(Path log, String input) {
        return new RunRefusedException("--log " + log + " is also an input (" + input + "): the run log would be "
                + "written into it; name another file");
    }

    /** What the existing {@code path}, no regular file (its callers checked), is in words, for a message. */
    private static String kind(Path path) {
        if (Files.isSymbolicLink(path)) {
            return "a symbolic link";
        }
        return Files.isDirectory(path) ? "a folder" : "a FIFO or a device";
    }

    /** How many names the file {@code path} has, or 1 where the file system does not say. */
    private static int links(Path path) throws IOException {
        try {
            return ((Number) Files.getAttribute(path, "unix:nlink")).intValue();
        } catch (UnsupportedOperationException | IllegalArgumentException notUnix) {
            return 1;
        }
    }
}
