package tilesearch.io;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * Sorts items in a heap of bounded size, however many they are: up to {@code chunk} of them are sorted in memory,
 * as {@link List#sort} sorts; past that, each chunk is sorted and written as a run to a temporary file, and the
 * runs are merged as the items are read back. The order is stable in both cases: items that compare equal come
 * out in the order they were added.
 *
 * <p>The temporary file is created new in the JVM's temporary folder ({@link Files#createTempFile}: a name of
 * its own, readable by its owner only), starts with a dot, so that a walk of that folder leaves it out, and is
 * removed when the sorted items have all been read or the sort is {@linkplain #close closed}, whichever comes
 * first. A write that fails (a full disk) names the file.
 *
 * <p>Implementation: a run is a region of the file. At most {@value #MAX_RUNS} runs are kept; the next spill
 * first merges them into one run written after them, so that a merge reads through {@value #MAX_RUNS} buffers
 * at most, whatever the number of items.
 *
 * <p>Not thread-safe.
 *
 * @param <T> the items sorted
 */
public final class ExternalSort<T> implements Closeable {

    /** How an item is written to a run and read back. */
    public interface Codec<T> {

        /** Writes {@code item} to {@code out}. */
        void write(T item, DataOutputStream out) throws IOException;

        /** Reads an item {@link #write} wrote. */
        T read(DataInputStream in) throws IOException;

        /** Writes {@code text} as its UTF-16 code units, which keep any string, for {@link #readText}. */
        static void writeText(String text, DataOutputStream out) throws IOException {
            out.writeInt(text.length());
            out.writeChars(text);
        }

        /** Reads a string {@link #writeText} wrote. */
        static String readText(DataInputStream in) throws IOException {
            char[] text = new char[in.readInt()];
            for (int i = 0; i < text.length; i++) {
                text[i] = in.readChar();
            }
            return new String(text);
        }
    }

    /** The most runs kept before they are merged into one: a bound on the buffers a merge reads through. */
    static final int MAX_RUNS = 64;
    /** The bytes buffered per run read, and for the run written. */
    private static final int BUFFER_BYTES = 1 << 13;

    private final Comparator<? super T> order;
    private final Codec<T> codec;
    private final int chunk;
    /** Where the temporary file goes; {@code null} for the JVM's temporary folder. */
    private final Path folder;
    private final List<T> items = new ArrayList<>();
    /** The runs written so far, in the order their items were added. */
    private final List<Run> runs = new ArrayList<>();
    private Path spillPath;
    private FileChannel spill;
    private boolean sorted;

    /** A run: {@code count} items, sorted, in the file from {@code start} (inclusive) to {@code end}. */
    private record Run(long start, long end, long count) {
    }

    /**
     * A sort in {@code order} that keeps at most {@code chunk} items in memory and writes the others with
     * {@code codec}.
     */
    public ExternalSort(Comparator<? super T> order, Codec<T> codec, int chunk) {
        this(order, codec, chunk, null);
    }

    /** A sort as {@link #ExternalSort(Comparator, Codec, int)}, with its file in {@code folder} ({@code null}: the JVM's). */
    ExternalSort(Comparator<? super T> order, Codec<T> codec, int chunk, Path folder) {
        if (chunk < 1) {
            throw new IllegalArgumentException("chunk " + chunk + " is not positive");
        }
        this.order = order;
        this.codec = codec;
        this.chunk = chunk;
        this.folder = folder;
    }

    /** Adds {@code item}; a chunk full of items is sorted and written to the temporary file first. */
    public void add(T item) throws IOException {
        if (sorted) {
            throw new IllegalStateException("items added after the sort");
        }
        if (items.size() == chunk) {
            spillChunk();
        }
        items.add(item);
    }

    /** Whether the items went to the temporary file: more than a chunk of them were added. */
    public boolean spilled() {
        return spill != null;
    }

    /**
     * The items added, sorted, once: each is let go as it is read; the temporary file is removed once the last
     * has been read. A run that cannot be read back throws an {@link UncheckedIOException}.
     */
    public Iterator<T> sorted() throws IOException {
        if (sorted) {
            throw new IllegalStateException("sorted twice");
        }
        sorted = true;
        if (spill == null) {
            items.sort(order);
            return new InMemory();
        }
        spillChunk();
        return new Merge(runs, true);
    }

    /** The items in memory, let go one at a time as they are read. */
    private final class InMemory implements Iterator<T> {

        private int next;

        @Override
        public boolean hasNext() {
            return next < items.size();
        }

        @Override
        public T next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return items.set(next++, null);
        }
    }

    /** Sorts the items in memory and writes them as a run after the others; at {@value #MAX_RUNS} runs, merges them. */
    private void spillChunk() throws IOException {
        if (spill == null) {
            spillPath = folder == null ? Files.createTempFile(".tilesearch-sort-", ".tmp")
                    : Files.createTempFile(folder, ".tilesearch-sort-", ".tmp");
            spill = FileChannel.open(spillPath, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS);
        }
        if (runs.size() == MAX_RUNS) {
            Iterator<T> merged = new Merge(List.copyOf(runs), false);
            runs.clear();
            runs.add(write(merged));
        }
        items.sort(order);
        Run run = write(new InMemory());
        items.clear();
        runs.add(run);
    }

    /** Writes every item of {@code sortedItems} after the last run, as a run. */
    private Run write(Iterator<T> sortedItems) throws IOException {
        long start = spill.size();
        long count = 0;
        try {
            spill.position(start);
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(spill),
                    BUFFER_BYTES));
            while (sortedItems.hasNext()) {
                codec.write(sortedItems.next(), out);
                count++;
            }
            out.flush();
        } catch (FileSystemException e) {
            throw e;
        } catch (IOException e) {
            throw SiblingFiles.named(spillPath, e);
        }
        return new Run(start, spill.size(), count);
    }

    /**
     * The items of several runs, merged: the least head next, the earlier run's on a tie, which keeps the sort
     * stable.
     */
    private final class Merge implements Iterator<T> {

        private final PriorityQueue<Head> heads = new PriorityQueue<>();
        /** Whether these are the sort's last runs, whose file goes once they are read. */
        private final boolean last;

        Merge(List<Run> merged, boolean last) throws IOException {
            this.last = last;
            for (int i = 0; i < merged.size(); i++) {
                Head head = new Head(i, merged.get(i));
                if (head.advance()) {
                    heads.add(head);
                }
            }
            if (last && heads.isEmpty()) {
                close();
            }
        }

        @Override
        public boolean hasNext() {
            return !heads.isEmpty();
        }

        @Override
        public T next() {
            Head head = heads.poll();
            if (head == null) {
                throw new NoSuchElementException();
            }
            T item = head.item;
            try {
                if (head.advance()) {
                    heads.add(head);
                } else if (last && heads.isEmpty()) {
                    close();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return item;
        }
    }

    /** The next item of one run being merged. */
    private final class Head implements Comparable<Head> {

        private final int run;
        private final DataInputStream in;
        private long left;
        private T item;

        Head(int run, Run region) {
            this.run = run;
            this.in = new DataInputStream(new BufferedInputStream(new Region(region.start(), region.end()),
                    BUFFER_BYTES));
            this.left = region.count();
        }

        /** Reads the run's next item; false when it has none left. */
        boolean advance() throws IOException {
            if (left == 0) {
                item = null;
                return false;
            }
            left--;
            item = codec.read(in);
            return true;
        }

        @Override
        public int compareTo(Head other) {
            int byItem = order.compare(item, other.item);
            return byItem != 0 ? byItem : Integer.compare(run, other.run);
        }
    }

    /** A region of the temporary file, read with positional reads: the runs share its channel. */
    private final class Region extends InputStream {

        private long position;
        private final long end;

        Region(long start, long end) {
            this.position = start;
            this.end = end;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            if (position >= end) {
                return -1;
            }
            int read = spill.read(ByteBuffer.wrap(buffer, offset, (int) Math.min(length, end - position)), position);
            if (read > 0) {
                position += read;
            }
            return read;
        }
    }

    /** Removes the temporary file, if any; the items not read yet are lost. */
    @Override
    public void close() throws IOException {
        items.clear();
        if (spill == null) {
            return;
        }
        try {
            spill.close();
        } finally {
            Files.deleteIfExists(spillPath);
        }
    }
}
