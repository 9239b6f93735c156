package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import tilesearch.input.Input;
import tilesearch.input.InputNames;
import tilesearch.results.ResultColumn;

/**
 * Checks a results path before a run touches anything, and gives the path its helper files are named from
 * ({@code night.csv.lock}, {@code night.csv.run.json}): the file itself, not a name of it, so that every name of
 * one file meets one lock.
 */
final class ResultsPath {

    private ResultsPath() {
    }

    /**
     * The path to lock and write for the results {@code results} (a file, or a folder of parts when {@code parts}):
     * {@code results} itself, or its real path when a symbolic link leads to it.
     *
     * @throws RunRefusedException when {@code results} is no name for a results file, is a folder, a device or a
     *     FIFO, has other names (hard links), or is one of {@code inputs}
     */
    static Path resolve(Path results, boolean parts, List<String> inputs) throws IOException {
        String name = results.toString();
        if (name.isEmpty() || results.getFileName() == null) {
            throw new RunRefusedException("--out needs the name of a file, got '" + name + "'");
        }
        if (name.equals("-")) {
            throw new RunRefusedException("--out - is not a file: results go to a file with their lock and run "
                    + "record; without --out, solve - prints each board's largest tile on standard output");
        }
        checkNameFits(results);
        if (Files.exists(results)) {
            if (!parts && Files.isDirectory(results)) {
                throw new RunRefusedException(results + " is a folder: --out names the results file, e.g. "
                        + results.resolve("results.csv"));
            }
            if (!parts && !Files.isRegularFile(results) && !Files.isSymbolicLink(results)) {
                // Its helper files would go beside it, into /dev; a link to a device keeps them beside the link.
                throw new RunRefusedException(results + " is not a regular file (a device or a FIFO): results "
                        + "need a file of their own, beside their lock and run record");
            }
            if (!parts && links(results) > 1) {
                throw new RunRefusedException(results + " has other names (hard links): another run could write it "
                        + "under one of them past the lock; choose another --out");
            }
            for (String input : inputs) {
                checkNotTheInput(results, input);
            }
        }
        if (Files.exists(results) && !Files.isRegularFile(results)) {
            return results;
        }
        Path real = realPath(results);
        Path resolved = real.equals(results.toAbsolutePath().normalize()) ? results : real;
        for (Path helper : RunRecord.runFiles(resolved)) {
            if (!helper.equals(resolved) && Files.isSymbolicLink(helper)) {
                throw new RunRefusedException(helper + " is a symbolic link: a run writes its helper files itself, "
                        + "and would write where the link points; remove it, or choose another --out");
            }
        }
        return resolved;
    }

    /**
     * Refuses a results name no file system holds, before anything is made: the file system would refuse it too,
     * but only once the folders are made, and with a message that names no option. A name that fits has helper
     * names that fit, shortened where need be ({@link SiblingFiles#sibling}).
     */
    private static void checkNameFits(Path results) {
        int bytes = results.getFileName().toString().getBytes(StandardCharsets.UTF_8).length;
        if (bytes > SiblingFiles.NAME_MAX) {
            throw new RunRefusedException("the results' name is " + bytes + " bytes long, and a file name holds "
                    + SiblingFiles.NAME_MAX + " bytes at most: give --out a shorter name");
        }
    }

    /**
     * Refuses when {@code results} is one of the files of {@code inputs}, the input files of the run as walked:
     * writing the results would destroy it before it is read.
     */
    static void checkNotAnInput(Path results, Iterable<Input> inputs) throws IOException {
        if (!Files.isRegularFile(results)) {
            return;
        }
        BasicFileAttributes attributes = Files.readAttributes(results, BasicFileAttributes.class);
        Instant modified = attributes.lastModifiedTime().toInstant();
        for (Input input : inputs) {
            // Only a file of the same size and time can be the same file: one look at the disk for those alone.
            boolean candidate = input.seen() && input.size() == attributes.size()
                    && input.modified().equals(modified);
            if (candidate && Files.isSameFile(results, input.path())) {
                throw isAnInput(results, input.name());
            }
        }
    }

    /**
     * Refuses a run log {@code log} (the one {@code --log} names) that is a folder, one of {@code runFiles} (the
     * results and their helper files), or one of the files of {@code inputs}: appending to it would change it.
     */
    static void checkLog(Path log, Set<Path> runFiles, List<String> inputs) throws IOException {
        if (log.getFileName() == null || Files.isDirectory(log)) {
            throw new RunRefusedException("--log needs the name of a file, got '" + log + "'");
        }
        Path absolute = log.toAbsolutePath().normalize();
        for (Path file : runFiles) {
            if (file.toAbsolutePath().normalize().equals(absolute)
                    || Files.exists(log) && Files.exists(file) && Files.isSameFile(file, log)) {
                throw new RunRefusedException("--log " + log + " is one of the files of the results (" + file
                        + "): name another file");
            }
        }
        if (Files.isRegularFile(log)) {
            for (String input : inputs) {
                if (isSameRegularFile(input, log)) {
                    throw new RunRefusedException("--log " + log + " is also an input (" + input + "): the run log "
                            + "would be written into it; name another file");
                }
            }
        }
    }

    private static void checkNotTheInput(Path results, String input) throws IOException {
        if (isSameRegularFile(input, results)) {
            throw isAnInput(results, input);
        }
        if (Files.isRegularFile(results) && isInFolder(input, results) && !holdsResults(results)) {
            throw isAnInput(results, input);
        }
    }

    /** Whether the input path {@code input}, as given, is a folder that the existing file {@code file} is in. */
    private static boolean isInFolder(String input, Path file) throws IOException {
        Path folder = localPath(input);
        return folder != null && Files.isDirectory(folder) && file.toRealPath().startsWith(folder.toRealPath());
    }

    /**
     * Whether {@code file} is empty or starts with the results header: the walk of a folder leaves such a file
     * out as the run's own; any other file there is a board file the walk would read, which writing would destroy.
     */
    private static boolean holdsResults(Path file) throws IOException {
        byte[] header = ResultColumn.HEADER_LINE.strip().getBytes(StandardCharsets.UTF_8);
        byte[] first;
        try (InputStream in = Files.newInputStream(file)) {
            first = in.readNBytes(header.length);
        }
        return first.length == 0 || Arrays.equals(first, header);
    }

    /** Whether the input path {@code input}, as given, names the regular file {@code file}. */
    private static boolean isSameRegularFile(String input, Path file) throws IOException {
        Path path = localPath(input);
        return path != null && Files.isRegularFile(path) && Files.isSameFile(path, file);
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

    /** How many names the file {@code path} has, or 1 where the file system does not say. */
    private static int links(Path path) throws IOException {
        try {
            return ((Number) Files.getAttribute(path, "unix:nlink")).intValue();
        } catch (UnsupportedOperationException | IllegalArgumentException notUnix) {
            return 1;
        }
    }

    /** The real path of {@code results}, which may not exist yet: its folder's real path and its name. */
    private static Path realPath(Path results) throws IOException {
        if (Files.exists(results, LinkOption.NOFOLLOW_LINKS)) {
            return Files.exists(results) ? results.toRealPath() : results.toAbsolutePath().normalize();
        }
        Path parent = results.toAbsolutePath().normalize().getParent();
        for (Path folder = parent; folder != null; folder = folder.getParent()) {
            if (Files.exists(folder)) {
                return folder.toRealPath().resolve(folder.relativize(parent)).resolve(results.getFileName());
            }
        }
        return results.toAbsolutePath().normalize();
    }
}
