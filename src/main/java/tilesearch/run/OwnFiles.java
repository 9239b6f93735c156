package tilesearch.run;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.LinkOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.HashSet;
import java.util.Set;
import tilesearch.input.SkipRule;
import tilesearch.logging.LogConfigurator;

/**
 * The files of a run, which a walk of its inputs leaves out ({@link SkipRule}): the files named (its results,
 * their lock, record and temporary files, the run log) and the log's rolled-over copies, by their paths; and the
 * helper files the run names itself from its results' name (the lock, the record, the run log beside the results
 * and its rolled files, the temporary files), also by identity, so that a walk leaves them out under any name: a
 * hard link or a symbolic link to one. The results and a {@code --log} file are not left out under other names:
 * the user names those, so a link to one may be a board file, which the run must refuse to write over rather than
 * leave out ({@code ResultsPath}).
 *
 * <p>Immutable once made.
 */
public final class OwnFiles implements SkipRule {

    /** The run's files, as absolute, normalized paths. */
    private final Set<Path> named = new HashSet<>();
    /** The last names of {@link #named}: an entry of another name is none of them, with no path made. */
    private final Set<String> names = new HashSet<>();
    /** The identities ({@link BasicFileAttributes#fileKey}) of the helper files that exist as the walk starts. */
    private final Set<Object> keys = new HashSet<>();
    /** The real paths of the helper files, existing or not, and of the logs whose rolled files are helpers too. */
    private final Set<Path> realPaths = new HashSet<>();

    /** The files {@code runFiles}, with the helpers among them: each file named from another by adding to its name. */
    public OwnFiles(Set<Path> runFiles) {
        Set<Path> folders = new HashSet<>();
        for (Path file : runFiles) {
            Path normalized = file.toAbsolutePath().normalize();
            named.add(normalized);
            if (normalized.getFileName() != null) {
                names.add(normalized.getFileName().toString());
            }
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
     * Whether {@code path} is one of the run's files: by its path, or a rolled copy of one (the run log's); or, a
     * regular file or a link, one of the helpers under another name, known by the identity in {@code attributes}
     * (seen without following links; {@code null}: looked at now).
     */
    @Override
    public boolean skips(Path path, BasicFileAttributes attributes) {
        if (isNamed(path)) {
            return true;
        }
        BasicFileAttributes seen = attributes;
        try {
            if (seen == null) {
                seen = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            }
            if (seen.isSymbolicLink()) {
                return isLinkedTo(path) || isOne(Files.readAttributes(path, BasicFileAttributes.class));
            }
        } catch (IOException e) {
            return false;
        }
        return isOne(seen);
    }

    /** Whether {@code path} is one of {@link #named}, or a rolled-over copy of one; no look at the disk. */
    private boolean isNamed(Path path) {
        Path name = path.getFileName();
        if (name != null && names.contains(name.toString()) && named.contains(path.toAbsolutePath().normalize())) {
            return true;
        }
        Path rolledFrom = LogConfigurator.rolledFrom(path);
        return rolledFrom != null && names.contains(rolledFrom.getFileName().toString())
                && named.contains(rolledFrom.toAbsolutePath().normalize());
    }

    /** Whether the file {@code attributes} describe is one of the helpers, by its identity. */
    private boolean isOne(BasicFileAttributes attributes) {
        Object key = attributes.fileKey();
        return key != null && keys.contains(key);
    }

    /**
     * Whether the symbolic link {@code link} leads to one of the helpers, or to a rolled file of the run log, made
     * since the walk started (a log is made when first written): one more look, for links alone.
     */
    private boolean isLinkedTo(Path link) {
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
