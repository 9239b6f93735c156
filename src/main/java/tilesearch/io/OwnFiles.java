package tilesearch.io;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.Set;
import tilesearch.logging.LogConfigurator;

/**
 * The helper files a run names itself from its results' name (the lock, the record, the run log beside the
 * results and its rolled files, the inputs' and temporary files), known by identity, so that a walk leaves them
 * out under any name: a hard link or a symbolic link to one. The results and a {@code --log} file are not among
 * them: the user names those, so a link to one may be a board file, which the run must refuse to write over
 * rather than leave out ({@code ResultsPath}); the walk leaves them out by their own names only.
 *
 * <p>Immutable once made: a walk's second thread reads it.
 */
public final class OwnFiles {

    /** The identities ({@link BasicFileAttributes#fileKey}) of the helper files that exist as the walk starts. */
    private final Set<Object> keys = new HashSet<>();
    /** The real paths of the helper files, existing or not, and of the logs whose rolled files are helpers too. */
    private final Set<Path> realPaths = new HashSet<>();

    /** The helpers among {@code runFiles}: each file named from another of them by adding to its name. */
    public OwnFiles(Set<Path> runFiles) {
        Set<Path> folders = new HashSet<>();
        for (Path file : runFiles) {
            if (isNamedFromAnother(file, runFiles)) {
                Path real = realPath(file);
                realPaths.add(real);
                addKey(real);
                folders.add(real.getParent());
            }
        }
        for (Path folder : folders) {
            addRolledLogs(folder);
        }
    }

    /**
     * Whether the walked file {@code attributes} describe is one of the helpers: a lookup of the identity the
     * walk's look at the file has read already, with no call to the file system.
     */
    boolean isOne(BasicFileAttributes attributes) {
        Object key = attributes.fileKey();
        return key != null && keys.contains(key);
    }

    /**
     * Whether {@code file}, under any name, is one of the helpers: one look at it, for a listing that has not read
     * its attributes (the Spark driver's, which lists through Hadoop).
     */
    public boolean isOwn(Path file) {
        try {
            if (isOne(Files.readAttributes(file, BasicFileAttributes.class))) {
                return true;
            }
        } catch (IOException e) {
            return false;
        }
        return Files.isSymbolicLink(file) && isLinkedTo(file);
    }

    /**
     * Whether the symbolic link {@code link} leads to one of the helpers, or to a rolled file of the run log, made
     * since the walk started (a log is made when first written): one more look, for links alone.
     */
    boolean isLinkedTo(Path link) {
        Path target;
        try {
            target = link.toRealPath();
        } catch (IOException e) {
            return false;
        }
        Path rolledFrom = LogConfigurator.rolledFrom(target);
        return realPaths.contains(target) || rolledFrom != null && realPaths.contains(rolledFrom);
    }

    private static boolean isNamedFromAnother(Path file, Set<Path> runFiles) {
        Path name = file.getFileName();
        if (name == null) {
            return false;
        }
        String helper = name.toString();
        for (Path other : runFiles) {
            Path otherName = other.getFileName();
            if (otherName != null && helper.length() > otherName.toString().length()
                    && helper.startsWith(otherName.toString())
                    && file.toAbsolutePath().normalize().getParent().equals(
                            other.toAbsolutePath().normalize().getParent())) {
                return true;
            }
        }
        return false;
    }

    /** The real path of {@code file}, which may not exist yet: its folder's real path and its name. */
    private static Path realPath(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            return Files.exists(absolute) ? absolute.toRealPath()
                    : absolute.getParent().toRealPath().resolve(absolute.getFileName());
        } catch (IOException e) {
            return absolute;
        }
    }

    private void addKey(Path file) {
        try {
            Object key = Files.readAttributes(file, BasicFileAttributes.class).fileKey();
            if (key != null) {
                keys.add(key);
            }
        } catch (IOException e) {
            // not made yet: no other name can lead to it but a symbolic link, which isLinkedTo follows
        }
    }

    /**
     * Adds the identities of the rolled files of the logs among the helpers in {@code folder}: one listing of the
     * results' folder as the walk starts, not a look per walked file.
     */
    private void addRolledLogs(Path folder) {
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder,
                entry -> {
                    Path rolledFrom = LogConfigurator.rolledFrom(entry);
                    return rolledFrom != null && realPaths.contains(rolledFrom);
                })) {
            for (Path rolled : listing) {
                addKey(rolled);
            }
        } catch (IOException | DirectoryIteratorException e) {
            // a folder that cannot be listed holds no rolled log the walk could meet
        }
    }
}
