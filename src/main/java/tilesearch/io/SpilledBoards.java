package tilesearch.io;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * {@link KeptBoards} kept in a temporary file, so that the heap holds one file's boards whatever the number of
 * files: the boards are added in the order of their file's name, and the file holds, per input file in that order,
 * its name and the bits of its done boards.
 *
 * <p>A lookup of a file after the one looked up before scans forward from where that one was found, as a reader
 * walking a folder in name order looks them up; any other lookup starts again from the nearest of the names kept
 * every {@value #INDEX_EVERY} files. The heap holds the bits of the file last looked up (about 125 KB for a
 * million boards) and one name per {@value #INDEX_EVERY} files.
 *
 * <p>The file is created new in the JVM's temporary folder, its name starting with a dot, and removed on
 * {@link #close}. Not thread-safe.
 */
public final class SpilledBoards implements KeptBoards, Closeable {

    /** Files between two names kept in the heap: the most a lookup out of order scans past. */
    static final int INDEX_EVERY = 1024;
    private static final int BUFFER_BYTES = 1 << 13;

    private final Path path;
    private final FileChannel channel;
    private final List<String> indexNames = new ArrayList<>();
    private final List<Long> indexOffsets = new ArrayList<>();
    private long count;
    private int files;

    // While boards are added: the file being filled and its bits.
    private DataOutputStream out;
    private long written;
    private String filling;
    private final BitSet fillingBits = new BitSet();

    // While boards are looked up: the file at the reading position (null past the last), read up to its bits.
    private DataInputStream in;
    private String head;
    private int headWords;
    /** The number of the file at the reading position, from 0. */
    private int headFile;
    private String lastLooked;
    private BitSet lastBits;

    private SpilledBoards(Path path, FileChannel channel) {
        this.path = path;
        this.channel = channel;
        this.out = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel), BUFFER_BYTES));
    }

    /** An empty set, to {@link #add} boards to, then {@link #finish}. */
    public static SpilledBoards create() throws IOException {
        Path path = Files.createTempFile(".tilesearch-kept-", ".tmp");
        try {
            return new SpilledBoards(path, FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE,
                    LinkOption.NOFOLLOW_LINKS));
        } catch (IOException e) {
            Files.deleteIfExists(path);
            throw e;
        }
    }

    /**
     * Records board {@code ordinal} (1 or more) of {@code file} as done; the files come in the order of their
     * names ({@link String#compareTo}), each file's boards together.
     */
    public void add(String file, int ordinal) throws IOException {
        if (!file.equals(filling)) {
            if (filling != null && file.compareTo(filling) < 0) {
                throw new IllegalArgumentException(file + " added after " + filling);
            }
            writeFilling();
            filling = file;
        }
        if (!fillingBits.get(ordinal)) {
            fillingBits.set(ordinal);
            count++;
        }
    }

    /** Ends the adding: the boards can be looked up from now on. */
    public void finish() throws IOException {
        writeFilling();
        out.flush();
        out = null;
        startAt(0, 0);
    }

    private void writeFilling() throws IOException {
        if (filling == null) {
            return;
        }
        if (files % INDEX_EVERY == 0) {
            indexNames.add(filling);
            indexOffsets.add(written);
        }
        long[] words = fillingBits.toLongArray();
        ExternalSort.Codec.writeText(filling, out);
        out.writeInt(words.length);
        for (long word : words) {
            out.writeLong(word);
        }
        written += 8L + 2L * filling.length() + 8L * words.length;
        files++;
        fillingBits.clear();
        filling = null;
    }

    @Override
    public boolean contains(String file, int ordinal) throws IOException {
        if (!file.equals(lastLooked)) {
            lastBits = bitsOf(file);
            lastLooked = file;
        }
        return lastBits != null && ordinal >= 0 && lastBits.get(ordinal);
    }

    @Override
    public long size() {
        return count;
    }

    @Override
    public CompletedBoards inMemory() throws IOException {
        CompletedBoards boards = new CompletedBoards();
        startAt(0, 0);
        while (head != null) {
            String file = head;
            BitSet bits = readBits();
            for (int ordinal = bits.nextSetBit(0); ordinal >= 0; ordinal = bits.nextSetBit(ordinal + 1)) {
                boards.add(file, ordinal);
            }
        }
        lastLooked = null;
        return boards;
    }

    /** The bits of {@code file}, or {@code null} when it has no done board. */
    private BitSet bitsOf(String file) throws IOException {
        // Every file before the reading position is before the one last looked up.
        if (lastLooked == null || file.compareTo(lastLooked) < 0) {
            int nearest = nearestIndex(file);
            startAt(nearest < 0 ? 0 : indexOffsets.get(nearest), Math.max(nearest, 0) * INDEX_EVERY);
        }
        while (head != null && head.compareTo(file) < 0) {
            in.skipNBytes(8L * headWords);
            readHead();
        }
        return head != null && head.equals(file) ? readBits() : null;
    }

    /** The last index entry whose name is not after {@code file}, or -1. */
    private int nearestIndex(String file) {
        int low = 0;
        int high = indexNames.size() - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            if (indexNames.get(middle).compareTo(file) <= 0) {
                low = middle + 1;
            } else {
                high = middle - 1;
            }
        }
        return high;
    }

    private void startAt(long offset, int file) throws IOException {
        channel.position(offset);
        headFile = file - 1;
        // The channel stays open: the stream over it is never closed, only dropped.
        in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel), BUFFER_BYTES));
        readHead();
    }

    private void readHead() throws IOException {
        headFile++;
        if (headFile >= files) {
            head = null;
            return;
        }
        head = ExternalSort.Codec.readText(in);
        headWords = in.readInt();
    }

    private BitSet readBits() throws IOException {
        long[] words = new long[headWords];
        for (int i = 0; i < words.length; i++) {
            words[i] = in.readLong();
        }
        readHead();
        return BitSet.valueOf(words);
    }

    /** Removes the temporary file. */
    @Override
    public void close() throws IOException {
        try {
            channel.close();
        } finally {
            Files.deleteIfExists(path);
        }
    }
}
