package tilesearch.io;

import java.io.IOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import tilesearch.concurrent.BackgroundTask;
import tilesearch.logging.LazyLogger;
import tilesearch.logging.LogConfigurator;

/**
 * Expands the paths a user names into the files to read, lazily, in order.
 *
 * <p>Files and {@code -} are yielded as given. A directory is walked depth first, the entries of each directory
 * in the order of their names ({@link String#compareTo}), so {@code a/x} comes before {@code a-b/x} and the
 * order is the same on every machine. In a walked directory, names starting with {@code .} are skipped (for
 * example {@code .gitkeep}, {@code .git}); symbolic links to directories are not followed (no cycles); other
 * entries that are not regular files (sockets, pipes, dangling links) are skipped with a log line, since
 * opening a pipe could block forever; so are the files a run writes ({@code skipped}: its results, their record,
 * lock and run log) and the run log's rolled-over copies, should they sit inside an input folder. A walked file is
 * named by the directory as the user spelled it, joined by {@code /} with its path relative to that directory.
 *
 * <p>Not thread-safe.
 */
final class InputWalker implements Iterator<Input> {

    private static final LazyLogger LOG = LazyLogger.of(InputWalker.class);

    /** The fewest entries of a folder whose looks are shared with a second thread: fewer take less than a thread. */
    static final int SHARED_LOOKS = 1024;

    /**
     * Inputs still to visit, the next on top; directories are expanded when they reach the top. A folder's entries
     * carry the attributes the walk read, which tell a directory from a file without another look.
     */
    private final Deque<Input> pending = new ArrayDeque<>();
    /** Files never yielded from a walked directory, as absolute, normalized paths. */
    private final Set<Path> skipped = new HashSet<>();
    /** The last names of {@link #skipped}: an entry of another name is none of them, with no path made. */
    private final Set<String> skippedNames = new HashSet<>();
    private Input next;

    /** A walk over {@code paths}, spelled as the user gave them; {@code -} stands for standard input. */
    InputWalker(List<String> paths) {
        this(paths, Set.of());
    }

    /** A walk over {@code paths} that leaves out the files {@code skipped} when it meets them in a directory. */
    InputWalker(List<String> paths, Set<Path> skipped) {
        for (Path path : skipped) {
            Path normalized = path.toAbsolutePath().normalize();
            this.skipped.add(normalized);
            if (normalized.getFileName() != null) {
                skippedNames.add(normalized.getFileName().toString());
            }
        }
        for (int i = paths.size() - 1; i >= 0; i--) {
            String path = paths.get(i);
            pending.push(path.equals(Input.STDIN) ? Input.stdin() : Input.of(path, Path.of(path)));
        }
    }

    @Override
    public boolean hasNext() {
        while (next == null && !pending.isEmpty()) {
            Input input = lookedAt(pending.pop());
            if (input.kind() == Input.Kind.DIRECTORY) {
                expand(input);
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

    /** An entry of a folder, with its name made once: sorting 10,000 files made each name 28 times. */
    private record Child(String name, Path path) {
    }

    /** Pushes the entries of {@code directory} to visit, in order. */
    private void expand(Input directory) {
        List<Child> children = new ArrayList<>();
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(directory.path())) {
            for (Path child : entries) {
                addVisible(child, children);
            }
        } catch (IOException e) {
            next = Input.unlistable(directory.name(), directory.path(), e);
            return;
        } catch (DirectoryIteratorException e) {
            next = Input.unlistable(directory.name(), directory.path(), e.getCause());
            return;
        }
        children.sort((a, b) -> a.name().compareTo(b.name()));
        String prefix = directory.name().endsWith("/") ? directory.name() : directory.name() + "/";
        Input[] inputs = inputsOf(children, prefix);
        for (int i = children.size() - 1; i >= 0; i--) {
            push(children.get(i), inputs[i]);
        }
    }

    /**
     * The input each of {@code children} is, named {@code prefix} and its name, as {@linkplain #attributesOf(Path)
     * looked at}, or {@code null} for one that is not read; in a folder of {@value #SHARED_LOOKS} entries or more,
     * the second half are looked at on a thread of their own meanwhile. The walk runs on the only thread at work
     * before the first board is read, and its looks at the entries were about half of its time (50 to 60 ms of CPU
     * on a folder of 10,000 files). Each input is made at once from its look, whose attributes object would take
     * three times the input's memory for the whole folder.
     */
    private static Input[] inputsOf(List<Child> children, String prefix) {
        Input[] inputs = new Input[children.size()];
        if (children.size() < SHARED_LOOKS) {
            lookAt(children, prefix, inputs, 0, children.size());
            return inputs;
        }
        int half = children.size() / 2;
        BackgroundTask<Void> secondHalf = BackgroundTask.start("tilesearch-walk", () -> {
            lookAt(children, prefix, inputs, half, children.size());
            return null;
        });
        lookAt(children, prefix, inputs, 0, half);
        try {
            secondHalf.await();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException("looking at a folder's entries failed", e.getCause());
        }
        return inputs;
    }

    /** Fills {@code inputs} from {@code from} (inclusive) to {@code to} (exclusive) with those of {@code children}. */
    private static void lookAt(List<Child> children, String prefix, Input[] inputs, int from, int to) {
        for (int i = from; i < to; i++) {
            Child child = children.get(i);
            BasicFileAttributes attributes = attributesOf(child.path());
            inputs[i] = attributes == null ? null : Input.of(named(prefix, child), child.path(), attributes);
        }
    }

    /** Adds {@code child} to {@code children} unless its name starts with a dot. */
    private static void addVisible(Path child, List<Child> children) {
        String name = child.getFileName().toString();
        if (!name.startsWith(".")) {
            children.add(new Child(name, child));
        }
    }

    /**
     * Pushes the folder entry {@code child}, the input {@code input} ({@code null} when it is not read), to visit,
     * unless it is skipped.
     */
    private void push(Child child, Input input) {
        if (isSkipped(child)) {
            LOG.get().debug("skipping {}: a file of the run itself", child.path());
        } else if (input != null) {
            pending.push(input);
        } else {
            LOG.get().info("skipping {}: not a regular file or directory", child.path());
        }
    }

    /** Whether {@code child} is one of {@link #skipped}, or a rolled-over copy of one (the run log's). */
    private boolean isSkipped(Child child) {
        if (skippedNames.contains(child.name()) && skipped.contains(child.path().toAbsolutePath().normalize())) {
            return true;
        }
        Path rolledFrom = LogConfigurator.rolledFrom(child.path());
        return rolledFrom != null && skippedNames.contains(rolledFrom.getFileName().toString())
                && skipped.contains(rolledFrom.toAbsolutePath().normalize());
    }

    /**
     * The name of {@code child} in jobs: {@code prefix} and its name, which is most often the path's own spelling,
     * and then that very string, so that a run holding every input holds one string per file rather than two.
     */
    private static String named(String prefix, Child child) {
        String path = child.path().toString();
        return path.length() == prefix.length() + child.name().length() && path.startsWith(prefix)
                && path.endsWith(child.name()) ? path : prefix + child.name();
    }

    /**
     * The attributes of a folder's entry that is walked as a directory (not through a link, so the walk has no
     * cycles) or read as a regular file (a link to one included, with its target's attributes), or {@code null} for
     * anything else; one look at the entry where there is no link, instead of one per question.
     */
    private static BasicFileAttributes attributesOf(Path child) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(child, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (attributes.isSymbolicLink()) {
                attributes = Files.readAttributes(child, BasicFileAttributes.class);
                return attributes.isRegularFile() ? attributes : null;
            }
        } catch (IOException e) {
            return null;
        }
        return attributes.isDirectory() || attributes.isRegularFile() ? attributes : null;
    }
}
