package tilesearch.io;

import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.DirectoryIteratorException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Comparator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.concurrent.BackgroundTask;
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
 * <p>A folder's entries are listed and sorted by name alone, then looked at and made inputs
 * {@value #LOOK_CHUNK} at a time as the walk reaches them, so that a walk holds names, not an input per file. A
 * folder of up to {@value #SORT_CHUNK} entries is sorted in memory; one of more is sorted in runs written to a
 * temporary file and merged as the walk reads them ({@link ExternalSort}), so that the heap a walk takes does not
 * grow with the number of entries of a folder. {@link #close} removes the files of a walk left part way.
 *
 * <p>Not thread-safe.
 */
final class InputWalker implements Iterator<Input>, Closeable {

    private static final Logger LOG = LoggerFactory.getLogger(InputWalker.class);

    /** The fewest entries of a chunk whose looks are shared with a second thread: fewer take less than a thread. */
    static final int SHARED_LOOKS = 1024;
    /** The entries of a folder looked at together, ahead of the walk: a bound on the inputs it holds at once. */
    static final int LOOK_CHUNK = 4096;
    /**
     * The most entries of a folder sorted in memory, about 1 MB of names: a folder of more is sorted in runs on
     * disk, which a folder of 10,000 files, far more common, never pays for.
     */
    static final int SORT_CHUNK = 16_384;
    /** Stands in a chunk's inputs for an entry that is a helper file of the run under another name. */
    private static final Input OWN_FILE = Input.of("", Path.of(""));

    /**
     * What is still to visit, the next on top: an {@link Input} the user named, or a {@link Folder} part way
     * through its entries. A directory is expanded when it reaches the top.
     */
    private final Deque<Object> pending = new ArrayDeque<>();
    /** Files never yielded from a walked directory, as absolute, normalized paths. */
    private final Set<Path> skipped = new HashSet<>();
    /** The last names of {@link #skipped}: an entry of another name is none of them, with no path made. */
    private final Set<String> skippedNames = new HashSet<>();
    /** The run's helper files among {@link #skipped}, left out under any name. */
    private final OwnFiles ownFiles;
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
        ownFiles = new OwnFiles(skipped);
        for (int i = paths.size() - 1; i >= 0; i--) {
            String path = paths.get(i);
            pending.push(path.equals(Input.STDIN) ? Input.stdin() : Input.of(path, InputNames.pathOf(path)));
        }
    }

    @Override
    public boolean hasNext() {
        while (next == null && !pending.isEmpty()) {
            Input input;
            if (pending.peek() instanceof Folder folder) {
                if (!folder.hasMore()) {
                    pending.pop();
                    closeDone(folder);
                    continue;
                }
                input = folder.take();
                if (input == null) {
                    continue;
                }
            } else {
                input = lookedAt((Input) pending.pop());
            }
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

    /**
     * A folder part way through its entries: their names, sorted, and the inputs of the chunk being walked. An
     * entry's path is made from the folder's when the walk reaches it; one whose name the file system's bytes do
     * not round-trip through (not UTF-8) is kept as its path.
     */
    private final class Folder implements Closeable {

        private final Path path;
        private final String prefix;
        private final ExternalSort<Object> sort;
        /** Each entry not yet in a chunk: its name, or its path when the name alone would not find it again. */
        private final Iterator<Object> entries;
        private Child[] chunk = new Child[0];
        private Input[] inputs = new Input[0];
        private int inChunk;

        Folder(Path path, String prefix, ExternalSort<Object> sort, Iterator<Object> entries) {
            this.path = path;
            this.prefix = prefix;
            this.sort = sort;
            this.entries = entries;
        }

        boolean hasMore() {
            return inChunk < chunk.length || entries.hasNext();
        }

        /** The next entry as an input, or {@code null} when it is skipped or not read. */
        Input take() {
            if (inChunk == chunk.length) {
                lookAhead();
            }
            Child child = chunk[inChunk];
            Input input = inputs[inChunk];
            chunk[inChunk] = null;
            inputs[inChunk] = null;
            inChunk++;
            if (input == OWN_FILE || isSkipped(child)) {
                LOG.debug("skipping {}: a file of the run itself", named(prefix, child));
                return null;
            }
            if (input == null) {
                LOG.info("skipping {}: not a regular file or directory", named(prefix, child));
            }
            return input;
        }

        private void lookAhead() {
            Child[] next = new Child[LOOK_CHUNK];
            int size = 0;
            while (size < LOOK_CHUNK && entries.hasNext()) {
                Object entry = entries.next();
                next[size++] = entry instanceof Path lossy ? new Child(lossy.getFileName().toString(), lossy)
                        : new Child((String) entry, path.resolve((String) entry));
            }
            chunk = size == LOOK_CHUNK ? next : Arrays.copyOf(next, size);
            inputs = inputsOf(chunk, prefix);
            inChunk = 0;
        }

        /** Removes the file of the folder's sort, if it has one. */
        @Override
        public void close() throws IOException {
            sort.close();
        }
    }

    /** Pushes the entries of {@code directory} to visit, in order. */
    private void expand(Input directory) {
        ExternalSort<Object> sort = new ExternalSort<>(BY_NAME, new EntryCodec(directory.path()), SORT_CHUNK);
        Iterator<Object> sorted;
        try {
            try (DirectoryStream<Path> listing = Files.newDirectoryStream(directory.path())) {
                for (Path child : listing) {
                    addVisible(child, sort);
                }
            } catch (IOException e) {
                sort.close();
                next = Input.unlistable(directory.name(), directory.path(), e);
                return;
            } catch (DirectoryIteratorException e) {
                sort.close();
                next = Input.unlistable(directory.name(), directory.path(), e.getCause());
                return;
            }
            sorted = sort.sorted();
        } catch (IOException e) {
            closeAfter(sort, e);
            throw new UncheckedIOException(e);
        } catch (RuntimeException | Error e) {
            closeAfter(sort, e);
            throw e;
        }
        String prefix = directory.name().endsWith("/") ? directory.name() : directory.name() + "/";
        pending.push(new Folder(directory.path(), prefix, sort, sorted));
    }

    /** Closes {@code folder}, walked to its end: its sort's file, if it had one, is removed already. */
    private static void closeDone(Folder folder) {
        try {
            folder.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void closeAfter(Closeable closeable, Throwable failure) {
        try {
            closeable.close();
        } catch (IOException e) {
            failure.addSuppressed(e);
        }
    }

    /** Removes the files of the folders part way through their entries: of a walk stopped before its end. */
    @Override
    public void close() throws IOException {
        IOException failure = null;
        while (!pending.isEmpty()) {
            if (pending.pop() instanceof Folder folder) {
                try {
                    folder.close();
                } catch (IOException e) {
                    failure = e;
                }
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    /** Entries in the order of their names. */
    private static final Comparator<Object> BY_NAME = (a, b) -> nameOf(a).compareTo(nameOf(b));

    /**
     * Writes an entry of one folder to a sort's run and reads it back: a name as it is, an entry kept as its path
     * by the URI of its path, whose bytes a name that is not UTF-8 would lose.
     */
    private record EntryCodec(Path folder) implements ExternalSort.Codec<Object> {

        @Override
        public void write(Object entry, DataOutputStream out) throws IOException {
            out.writeBoolean(entry instanceof Path);
            // Modified UTF-8 keeps every char, an unpaired surrogate too; a file name is far below its 64 KB.
            out.writeUTF(entry instanceof Path path ? path.toUri().toString() : (String) entry);
        }

        @Override
        public Object read(DataInputStream in) throws IOException {
            boolean lossy = in.readBoolean();
            String text = in.readUTF();
            return lossy ? folder.resolve(InputNames.pathOf(text).getFileName()) : text;
        }
    }

    private static String nameOf(Object entry) {
        return entry instanceof String name ? name : ((Path) entry).getFileName().toString();
    }

    /**
     * Adds {@code child} to {@code entries}, as its name, or as itself when its name is not what the file system
     * holds (bytes that are not UTF-8 decode to U+FFFD); unless its name starts with a dot.
     *
     * @throws UncheckedIOException when a full chunk of entries cannot be written to the sort's file
     */
    private static void addVisible(Path child, ExternalSort<Object> entries) {
        String name = child.getFileName().toString();
        if (name.startsWith(".")) {
            return;
        }
        try {
            entries.add(name.indexOf('\uFFFD') < 0 ? name : child);
        } catch (IOException e) {
            // Not the listing's failure, which would make an error row: a full disk fails the walk.
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The input each of {@code children} is, named {@code prefix} and its name, as
     * {@linkplain #inputOf(Child, String) looked at}, or {@code null} for one that is not read; in a chunk of
     * {@value #SHARED_LOOKS} entries or more, the second half are looked at on a thread of their own meanwhile.
     * The walk runs on the only thread at work before the first board is read, and its looks at the entries were
     * about half of its time (50 to 60 ms of CPU on a folder of 10,000 files). Each input is made at once from its
     * look, whose attributes object would take
     * three times the input's memory.
     */
    private Input[] inputsOf(Child[] children, String prefix) {
        Input[] inputs = new Input[children.length];
        if (children.length < SHARED_LOOKS) {
            lookAt(children, prefix, inputs, 0, children.length);
            return inputs;
        }
        int half = children.length / 2;
        BackgroundTask<Void> secondHalf = BackgroundTask.start("tilesearch-walk", () -> {
            lookAt(children, prefix, inputs, half, children.length);
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
    private void lookAt(Child[] children, String prefix, Input[] inputs, int from, int to) {
        for (int i = from; i < to; i++) {
            inputs[i] = inputOf(children[i], prefix);
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
     * and then that very string, so that a run holding every input holds one string per file rather than two; or
     * its {@code file:} URI when its name is not UTF-8, which text would lose ({@link InputNames}).
     */
    private static String named(String prefix, Child child) {
        if (InputNames.isLossy(child.name())) {
            return InputNames.uriOf(child.path());
        }
        String path = child.path().toString();
        return path.length() == prefix.length() + child.name().length() && path.startsWith(prefix)
                && path.endsWith(child.name()) ? path : prefix + child.name();
    }

    /**
     * The input a folder's entry is when it is walked as a directory (not through a link, so the walk has no
     * cycles) or read as a regular file (a link to one included, with its target's attributes); {@link #OWN_FILE}
     * for a helper file of the run under another name ({@link OwnFiles}), known by the identity the look at it
     * read; {@code null} for anything else. One look at the entry where there is no link, instead of one per
     * question.
     */
    private Input inputOf(Child child, String prefix) {
        BasicFileAttributes attributes;
        try {
            attributes = Files.readAttributes(child.path(), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (attributes.isSymbolicLink()) {
                attributes = Files.readAttributes(child.path(), BasicFileAttributes.class);
                if (!attributes.isRegularFile()) {
                    return null;
                }
                if (ownFiles.isLinkedTo(child.path())) {
                    return OWN_FILE;
                }
            } else if (!attributes.isDirectory() && !attributes.isRegularFile()) {
                return null;
            }
        } catch (IOException e) {
            return null;
        }
        return ownFiles.isOne(attributes) ? OWN_FILE : Input.of(named(prefix, child), child.path(), attributes);
    }
}
