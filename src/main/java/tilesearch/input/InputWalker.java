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
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Expands the paths a user names into the files to read, lazily, in order.
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
 * user spelled it, joined by {@code /} with its path relative to that directory.
 *
 * <p>A folder's entries are listed and sorted by name, then looked at one by one as the walk reaches them.
 *
 * <p>Not thread-safe.
 */
final class InputWalker implements Iterator<Input> {

    private static final Logger LOG = LoggerFactory.getLogger(InputWalker.class);

    /** Entries in the order of their names. */
    private static final Comparator<Object> BY_NAME = Comparator.comparing(InputWalker::nameOf);

    /**
     * What is still to visit, the next on top: an {@link Input} the user named, or a {@link Folder} part way
     * through its entries. A directory is expanded when it reaches the top.
     */
    private final Deque<Object> pending = new ArrayDeque<>();
    private final SkipRule skip;
    private final InputFilter filter;
    private Input next;

    /** A walk over {@code paths}, spelled as the user gave them; {@code -} stands for standard input. */
    InputWalker(List<String> paths) {
        this(paths, SkipRule.NONE, InputFilter.EVERY_FILE);
    }

    /**
     * A walk over {@code paths} that leaves out the entries of walked directories that {@code skip} names, and those
     * {@code filter} does not read.
     */
    InputWalker(List<String> paths, SkipRule skip, InputFilter filter) {
        this.skip = skip;
        this.filter = filter;
        for (int i = paths.size() - 1; i >= 0; i--) {
            String path = paths.get(i);
            pending.push(path.equals(Input.STDIN) ? Input.stdin() : Input.of(path, InputNames.pathOf(path)));
        }
    }

    @Override
    public boolean hasNext() {
        while (next == null && !pending.isEmpty()) {
            if (pending.peek() instanceof Folder folder) {
                if (folder.hasMore()) {
                    Input file = folder.take();
                    // A folder taken may have set next to the error of its listing.
                    if (file != null) {
                        next = file;
                    }
                } else {
                    pending.pop();
                }
                continue;
            }
            Input input = lookedAt((Input) pending.pop());
            if (input.kind() == Input.Kind.DIRECTORY) {
                expand(input, "", null);
            } else {
                next = input;
            }
        }
        return next != null;
    }

    /**
     * {@code input} with its attributes: a folder's entry as the walk found it, a path the user named looked at now
     * (through a link); standard input and a path that cannot be looked at as they are.
     */
    private static Input lookedAt(Input input) {
        if (input.seen() || input.isStdin()) {
            return input;
        }
        try {
            return Input.of(input.name(), input.path(), Files.readAttributes(input.path(), BasicFileAttributes.class));
        } catch (IOException e) {
            return input;
        }
    }

    @Override
    public Input next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Input input = next;
        next = null;
        return input;
    }

    /**
     * A folder part way through its entries, sorted by name: each is a name, or a path when the name alone would not
     * find it again (bytes that are not UTF-8 decode to U+FFFD); its path is made from the folder's when the walk
     * reaches it, and the entry let go.
     */
    private final class Folder {

        private final Path path;
        /** The folder's real path, and that of the tree's root: the folder the user named. */
        private final Path real;
        private final Path root;
        private final String prefix;
        /** The folder's path relative to the folder the user named, ending {@code /}; empty for that one. */
        private final String relative;
        private final Object[] entries;
        private int taken;

        Folder(Path path, Path real, Path root, String prefix, String relative, Object[] entries) {
            this.path = path;
            this.real = real;
            this.root = root;
            this.prefix = prefix;
            this.relative = relative;
            this.entries = entries;
        }

        boolean hasMore() {
            return taken < entries.length;
        }

        /**
         * The next entry as a file to read; {@code null} when it is left out or not read, and when it is a folder,
         * which is then pushed to walk next ({@link #next} holds the error of one that cannot be listed).
         */
        Input take() {
            Object entry = entries[taken];
            entries[taken++] = null;
            String name = nameOf(entry);
            String relativePath = relative + name;
            Path child = entry instanceof Path lossy ? lossy : path.resolve(name);
            if (filter.excludes(name, relativePath)) {
                LOG.debug("skipping {}: an --exclude glob matches it", named(prefix, child, name));
                return null;
            }
            Input input = inputOf(child, name, prefix, root);
            if (input == null) {
                return null;
            }
            if (input.kind() == Input.Kind.DIRECTORY) {
                expand(input, relativePath + "/", root);
                return null;
            }
            if (!filter.includes(name, relativePath)) {
                LOG.debug("skipping {}: no --include glob matches it", input.name());
                return null;
            }
            return input;
        }
    }

    /**
     * Pushes the entries of {@code directory}, at {@code relative} in the folder the user named, to visit in order;
     * {@code root} is the real path of that folder, or {@code null} when {@code directory} is that folder.
     */
    private void expand(Input directory, String relative, Path root) {
        List<Object> entries = new ArrayList<>();
        Path real;
        try (DirectoryStream<Path> listing = Files.newDirectoryStream(directory.path())) {
            real = directory.path().toRealPath();
            for (Path child : listing) {
                String name = child.getFileName().toString();
                if (!name.startsWith(".")) {
                    entries.add(InputNames.isLossy(name) ? child : name);
                }
            }
        } catch (IOException e) {
            next = Input.unlistable(directory.name(), directory.path(), e);
            return;
        } catch (DirectoryIteratorException e) {
            next = Input.unlistable(directory.name(), directory.path(), e.getCause());
            return;
        }
        Object[] sorted = entries.toArray();
        Arrays.sort(sorted, BY_NAME);
        String prefix = directory.name().endsWith("/") ? directory.name() : directory.name() + "/";
        pending.push(new Folder(directory.path(), real, root == null ? real : root, prefix, relative, sorted));
    }

    /** Whether {@code real} is the real path of a folder the walk is in, which a link back to would never end. */
    private boolean walking(Path real) {
        for (Object open : pending) {
            if (open instanceof Folder folder && folder.real.equals(real)) {
                return true;
            }
        }
        return false;
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
                if (walking(target)) {
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
