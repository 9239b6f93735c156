package tilesearch.input;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Expands the paths a user names into the files to read, in order.
 *
 * <p>Files and {@code -} are yielded as given. A directory is walked depth first, the entries of each directory
 * in the order of their names ({@link String#compareTo}), so {@code a/x} comes before {@code a-b/x} and the
 * order is the same on every machine. In a walked directory, names starting with {@code .} are skipped (for
 * example {@code .gitkeep}, {@code .git}). A symbolic link, to a file or to a folder alike, is followed when its
 * target lies inside the walked tree (the real path of the folder the user named), unless it leads back to a folder
 * the walk is in (no cycles); a link that leads out of the tree is skipped with a log line, so a link planted in an
 * input folder ({@code in/sh -> /etc/shadow}) is never read. Other entries that are not regular files (sockets,
 * pipes, dangling links) are skipped with a log line, since opening a pipe could block forever; so are the entries
 * the {@link SkipRule} leaves out (a run's own files), and those the {@link InputFilter} leaves out (by the user's
 * globs). A walked file is named by the directory as the
 * user spelled it, joined by {@code /} with its path relative to that directory. A directory that cannot be listed
 * is an input of its own in its place, which reads as its error row.
 *
 * <p>A folder's entries are listed and sorted by name, then looked at one by one as the walk reaches them.
 */
final class InputWalker {

    private static final Logger LOG = LoggerFactory.getLogger(InputWalker.class);

    /** Entries in the order of their names. */
    private static final Comparator<Object> BY_NAME = Comparator.comparing(InputWalker::nameOf);

    private final SkipRule skip;
    private final InputFilter filter;
    private final ArrayList<Input> inputs = new ArrayList<>();
    /** The real paths of the folders the walk is in, the innermost first: a link back to one would never end. */
    private final Deque<Path> walking = new ArrayDeque<>();

    private InputWalker(SkipRule skip, InputFilter filter) {
        this.skip = skip;
        this.filter = filter;
    }

    /**
     * The inputs {@code paths} name, spelled as the user gave them ({@code -} stands for standard input), leaving out
     * the entries of walked directories that {@code skip} names, and those {@code filter} does not read.
     */
    static List<Input> walk(List<String> paths, SkipRule skip, InputFilter filter) {
        InputWalker walker = new InputWalker(skip, filter);
        for (String path : paths) {
            Input input = path.equals(Input.STDIN) ? Input.stdin() : lookedAt(Input.of(path, InputNames.pathOf(path)));
            if (input.kind() == Input.Kind.DIRECTORY) {
                walker.walk(input, "", null);
            } else {
                walker.inputs.add(input);
            }
        }
        walker.inputs.trimToSize();
        return walker.inputs;
    }

    /**
     * {@code input}, a path the user named, with its attributes looked at now (through a link); as it is when it
     * cannot be looked at.
     */
    private static Input lookedAt(Input input) {
        try {
            return Input.of(input.name(), input.path(), Files.readAttributes(input.path(), BasicFileAttributes.class));
        } catch (IOException e) {
            return input;
        }
    }

    /**
     * Adds the inputs in {@code directory}, at {@code relative} in the folder the user named; {@code root} is the real
     * path of that folder, or {@code null} when {@code directory} is that folder.
     */
    private void walk(Input directory, String relative, Path root) {
        Path folder = directory.path();
        Object[] entries;
        Path real;
        try {
            entries = entries(folder);
            real = folder.toRealPath();
        } catch (IOException e) {
            inputs.add(Input.unlistable(directory.name(), folder, e));
            return;
        }
        Path tree = root == null ? real : root;
        String prefix = directory.name().endsWith("/") ? directory.name() : directory.name() + "/";
        walking.push(real);
        for (int i = 0; i < entries.length; i++) {
            Object entry = entries[i];
            entries[i] = null;
            String name = nameOf(entry);
            String relativePath = relative + name;
            Path child = entry instanceof Path lossy ? lossy : folder.resolve(name);
            if (filter.excludes(name, relativePath)) {
                LOG.debug("skipping {}: an --exclude glob matches it", named(prefix, child, name));
                continue;
            }
            Input input = inputOf(child, name, prefix, tree);
            if (input == null) {
                continue;
            }
            if (input.kind() == Input.Kind.DIRECTORY) {
                walk(input, relativePath + "/", tree);
            } else if (filter.includes(name, relativePath)) {
                inputs.add(input);
            } else {
                LOG.debug("skipping {}: no --include glob matches it", input.name());
            }
        }
        walking.pop();
    }

    /**
     * The entries of {@code folder} but the hidden ones, sorted by name: each a name, or a path when the name alone
     * would not find it again (bytes that are not UTF-8 decode to U+FFFD). The walk makes an entry's path from the
     * folder's when it reaches it, and lets the entry go.
     */
    private static Object[] entries(Path folder) throws IOException {
        List<Object> entries = new ArrayList<>();
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(folder)) {
            for (Path child : listing) {
                String name = child.getFileName().toString();
                if (!name.startsWith(".")) {
                    entries.add(InputNames.isLossy(name) ? child : name);
                }
            }
        } catch (DirectoryIteratorException e) {
            throw e.getCause();
        }
        Object[] sorted = entries.toArray();
        Arrays.sort(sorted, BY_NAME);
        return sorted;
    }

    private static String nameOf(Object entry) {
        return entry instanceof String name ? name : ((Path) entry).getFileName().toString();
    }

    /**
     * The name of {@code child} in jobs: {@code prefix} and its name {@code name}, which is most often the path's
     * own spelling, and then that very string, so that a run holding every input holds one string per file rather
     * than two; or its {@code file:} URI when its name is not UTF-8, which text would lose ({@link InputNames}).
     */
    private static String named(String prefix, Path child, String name) {
        if (InputNames.isLossy(name)) {
            return InputNames.uriOf(child);
        }
        String path = child.toString();
        return path.length() == prefix.length() + name.length() && path.startsWith(prefix)
                && path.endsWith(name) ? path : prefix + name;
    }

    /**
     * The input a folder's entry is when it is walked as a directory or read as a regular file, through a link
     * that stays inside the tree whose real path is {@code root} too, with its target's attributes; {@code null}
     * for one the skip rule leaves out, and for anything else, with a log line.
     */
    private Input inputOf(Path child, String name, String prefix, Path root) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(child, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (IOException e) {
            attributes = null;
        }
        if (skip.skips(child, attributes)) {
            LOG.debug("skipping {}: a file of the run itself", named(prefix, child, name));
            return null;
        }
        try {
            if (attributes != null && attributes.isSymbolicLink()) {
                Path target = child.toRealPath();
                if (!target.startsWith(root)) {
                    LOG.info("skipping {}: a symbolic link that leads out of the folder walked", named(prefix, child,
                            name));
                    return null;
                }
                if (walking.contains(target)) {
                    LOG.info("skipping {}: a symbolic link to a folder the walk is in", named(prefix, child, name));
                    return null;
                }
                attributes = Files.readAttributes(child, BasicFileAttributes.class);
                if (attributes.isDirectory() || attributes.isRegularFile()) {
                    return Input.of(named(prefix, child, name), child, attributes);
                }
            } else if (attributes != null && (attributes.isDirectory() || attributes.isRegularFile())) {
                return Input.of(named(prefix, child, name), child, attributes);
            }
        } catch (IOException e) {
            // a dangling link: not read
        }
        LOG.info("skipping {}: not a regular file or directory", named(prefix, child, name));
        return null;
    }
}
