package tilesearch.io;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Every input of a run, in the order the walk found them and the reader reads them, kept in a temporary file
 * beside the results ({@code night.csv.inputs.tmp}) rather than in the heap, with a slot per input for its
 * content's SHA-256: the memory a run takes stays the same whatever the number of its input files. The run
 * removes the file when it ends ({@link #close}).
 *
 * <p>The file holds the inputs one after another (a kind byte, the name, how the path is spelled, the size and
 * the modification time), then, after the last, {@value #SLOT_BYTES} bytes per input: a state byte (no hash yet,
 * hashed, unreadable) and the 32 bytes of the hash. A walk that cannot write the file (a full disk) fails naming
 * it, and leaves no file.
 *
 * <p>Thread-safety: the inputs are written once, by {@link #walk}; after that, any thread may iterate them, each
 * iteration reading the file through a stream of its own. The slots put are kept a run at a time and written
 * together under this object's lock, before any read of the slots; they are read with positional reads of one
 * channel, which Java allows from several threads at once.
 */
public final class WalkedInputs implements Iterable<Input>, ContentHashes.Slots, AutoCloseable {

    /** A slot without a hash yet (a hole in the file reads as zeros). */
    private static final byte NO_HASH = 0;
    /** A slot holding its input's hash. */
    private static final byte HASHED = 1;
    /** A slot of an input that could not be read to hash it: its size is unknown. */
    private static final byte UNREADABLE = 2;

    /** The bytes of a slot: its state and a SHA-256. */
    static final int SLOT_BYTES = 33;
    /** The slots kept to write together, a write for that many small files the reader hashes in order. */
    private static final int PENDING_SLOTS = 1024;
    /** The bytes buffered while the inputs are written and read: a few system calls for thousands of files. */
    private static final int BUFFER_BYTES = 1 << 16;

    /** How an input's path is kept: as its name (most often), absent (standard input), or as a URI. */
    private static final byte PATH_IS_NAME = 0;
    private static final byte NO_PATH = 1;
    private static final byte PATH_AS_URI = 2;

    private final Path file;
    private final FileChannel slots;
    private final int size;
    private final long hashBase;
    /** Whether every input is a {@linkplain #allSmallFiles small file}. */
    private final boolean allSmall;
    /** Slots put but not yet written, from {@link #pendingFirst} on: a run of inputs in order. */
    private final byte[] pending = new byte[PENDING_SLOTS * SLOT_BYTES];
    private int pendingFirst;
    private int pendingCount;

    private WalkedInputs(Path file, FileChannel slots, int size, long hashBase, boolean allSmall) {
        this.file = file;
        this.slots = slots;
        this.size = size;
        this.hashBase = hashBase;
        this.allSmall = allSmall;
    }

    /**
     * Walks {@code paths} (leaving out {@code skipped}) into {@code file}, created new: a file left there by a
     * run that was killed is removed first, and a link planted in its place is removed, never written through.
     *
     * @throws NoSuchFileException when a path named does not exist
     */
    public static WalkedInputs walk(List<String> paths, Set<Path> skipped, Path file) throws IOException {
        JobSources.checkExist(paths);
        FileChannel channel = SiblingFiles.createNew(file, StandardOpenOption.READ);
        try {
            int count = 0;
            boolean allSmall = true;
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(
                    Channels.newOutputStream(channel), BUFFER_BYTES));
            try (InputWalker walker = new InputWalker(paths, skipped)) {
                while (walker.hasNext()) {
                    Input input = walker.next();
                    write(input, out);
                    allSmall &= isSmallFile(input);
                    count++;
                }
            } catch (UncheckedIOException e) {
                // The walk's own files (a large folder's sort) could not be written or read.
                throw e.getCause();
            }
            out.flush();
            return new WalkedInputs(file, channel, count, channel.position(), allSmall);
        } catch (FileSystemException e) {
            removeAfter(channel, file);
            throw e;
        } catch (IOException e) {
            removeAfter(channel, file);
            throw SiblingFiles.named(file, e);
        } catch (RuntimeException | Error e) {
            removeAfter(channel, file);
            throw e;
        }
    }

    private static void removeAfter(FileChannel channel, Path file) throws IOException {
        channel.close();
        Files.deleteIfExists(file);
    }

    private static void write(Input input, DataOutputStream out) throws IOException {
        out.writeByte(input.kind().ordinal());
        writeText(input.name(), out);
        if (input.path() == null) {
            out.writeByte(NO_PATH);
        } else if (isName(input.path(), input.name())) {
            out.writeByte(PATH_IS_NAME);
        } else {
            // A URI keeps a name's bytes that are not UTF-8, which the path's text would not.
            out.writeByte(PATH_AS_URI);
            writeText(input.path().toUri().toString(), out);
        }
        out.writeLong(input.size());
        out.writeLong(input.modifiedSeconds());
        out.writeInt(input.modifiedNanos());
        out.writeBoolean(input.listingFailure() != null);
        if (input.listingFailure() != null) {
            // Only for a folder that could not be listed: rare, and its exception says why in its type.
            ObjectOutputStream object = new ObjectOutputStream(out);
            object.writeObject(input.listingFailure());
            object.flush();
        }
    }

    /**
     * Whether {@code path} is {@code name} made a path again: the same text, which an ASCII name always turns back
     * into; another name, only when the file system's bytes round-trip through it, which takes a path made from
     * the name: the walk then makes none for most files.
     */
    private static boolean isName(Path path, String name) {
        if (!path.toString().equals(name)) {
            return false;
        }
        for (int i = 0; i < name.length(); i++) {
            if (name.charAt(i) >= 0x80) {
                return Path.of(name).equals(path);
            }
        }
        return true;
    }

    /**
     * Writes {@code text} in one write: as UTF-8, or, when it holds a surrogate (which UTF-8 would not keep when
     * unpaired), as its UTF-16 code units. A write per character cost more than the walk itself.
     */
    private static void writeText(String text, DataOutputStream out) throws IOException {
        boolean surrogates = false;
        for (int i = 0; i < text.length() && !surrogates; i++) {
            surrogates = Character.isSurrogate(text.charAt(i));
        }
        byte[] bytes;
        if (surrogates) {
            bytes = new byte[2 * text.length()];
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                bytes[2 * i] = (byte) (c >>> 8);
                bytes[2 * i + 1] = (byte) c;
            }
        } else {
            bytes = text.getBytes(StandardCharsets.UTF_8);
        }
        out.writeBoolean(surrogates);
        out.writeInt(bytes.length);
        out.write(bytes);
    }

    /** How many inputs the walk found. */
    public int size() {
        return size;
    }

    /**
     * Whether every input is a regular file the walk looked at, smaller than {@link ContentHashes#WHOLE_READ_BYTES}:
     * one a reader sharing the hashing reads whole and hashes, so that a hashing thread has none of its own.
     */
    public boolean allSmallFiles() {
        return allSmall;
    }

    private static boolean isSmallFile(Input input) {
        return input.listingFailure() == null && input.kind() == Input.Kind.REGULAR_FILE
                && input.size() < ContentHashes.WHOLE_READ_BYTES;
    }

    /**
     * An input and what its slot holds.
     *
     * @param input the input
     * @param sha256 its hash, 32 bytes, or {@code null} when it has none (yet)
     * @param unreadable whether it could not be read to hash it
     */
    public record Entry(Input input, byte[] sha256, boolean unreadable) {
    }

    /** The inputs, in order, read from the file; an iteration that cannot read it throws an unchecked exception. */
    @Override
    public Iterator<Input> iterator() {
        return new Inputs();
    }

    /**
     * The inputs with their slots, in order, read from the file in one pass over each part; the hashes put before
     * the iteration starts are in it.
     */
    public Iterable<Entry> entries() {
        return () -> {
            flushQuietly();
            return new Entries();
        };
    }

    /**
     * A pass over the inputs through a buffered stream of its own. A class of its own, not {@link Entries}
     * without slots: the reader's pass and the record's then keep apart what the JIT learns of each.
     */
    private final class Inputs implements Iterator<Input> {

        private final DataInputStream in = open(0);
        private int read;

        @Override
        public boolean hasNext() {
            if (read < size) {
                return true;
            }
            close(in);
            return false;
        }

        @Override
        public Input next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            read++;
            try {
                return WalkedInputs.read(in);
            } catch (IOException e) {
                close(in);
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A pass over the inputs and their slots, each through a buffered stream of its own. */
    private final class Entries implements Iterator<Entry> {

        private final DataInputStream in = open(0);
        private final DataInputStream slotsIn = open(hashBase);
        private final byte[] slot = new byte[SLOT_BYTES];
        private int read;

        @Override
        public boolean hasNext() {
            if (read < size) {
                return true;
            }
            closeAll();
            return false;
        }

        @Override
        public Entry next() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            read++;
            try {
                Input input = WalkedInputs.read(in);
                int filled = slotsIn.read(slot);
                // Slots past the last one written are past the file's end: no hash, like a hole.
                while (filled >= 0 && filled < SLOT_BYTES) {
                    int more = slotsIn.read(slot, filled, SLOT_BYTES - filled);
                    if (more < 0) {
                        break;
                    }
                    filled += more;
                }
                byte state = filled == SLOT_BYTES ? slot[0] : NO_HASH;
                return new Entry(input, state == HASHED ? Arrays.copyOfRange(slot, 1, SLOT_BYTES) : null,
                        state == UNREADABLE);
            } catch (IOException e) {
                closeAll();
                throw new UncheckedIOException(e);
            }
        }

        private void closeAll() {
            close(in);
            close(slotsIn);
        }
    }

    /** A buffered stream over the file from {@code position}; one that cannot be opened throws unchecked. */
    private DataInputStream open(long position) {
        try {
            FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
            channel.position(position);
            return new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel), BUFFER_BYTES));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void close(InputStream in) {
        try {
            in.close();
        } catch (IOException e) {
            // A file only read: nothing is lost.
        }
    }

    private static Input read(DataInputStream in) throws IOException {
        Input.Kind kind = Input.Kind.values()[in.readUnsignedByte()];
        String name = readText(in);
        byte pathKind = in.readByte();
        Path path = pathKind == NO_PATH ? null
                : pathKind == PATH_IS_NAME ? Path.of(name) : InputNames.pathOf(readText(in));
        long size = in.readLong();
        long seconds = in.readLong();
        int nanos = in.readInt();
        IOException listingFailure = null;
        if (in.readBoolean()) {
            try {
                listingFailure = (IOException) new ObjectInputStream(in).readObject();
            } catch (ClassNotFoundException e) {
                throw new IOException("a walked input's listing failure cannot be read back", e);
            }
        }
        return new Input(name, path, listingFailure, kind, size, seconds, nanos);
    }

    private static String readText(DataInputStream in) throws IOException {
        boolean units = in.readBoolean();
        byte[] bytes = new byte[in.readInt()];
        in.readFully(bytes);
        if (!units) {
            return new String(bytes, StandardCharsets.UTF_8);
        }
        char[] chars = new char[bytes.length / 2];
        for (int i = 0; i < chars.length; i++) {
            chars[i] = (char) ((bytes[2 * i] & 0xff) << 8 | bytes[2 * i + 1] & 0xff);
        }
        return new String(chars);
    }

    @Override
    public void put(int index, byte[] sha256) throws IOException {
        writeSlot(index, sha256 == null ? NO_HASH : HASHED, sha256);
    }

    /** Marks input {@code index} as a file that could not be read to hash it: its size is unknown then. */
    public void putUnreadable(int index) throws IOException {
        writeSlot(index, UNREADABLE, null);
    }

    @Override
    public byte[] get(int index) throws IOException {
        flushPending();
        byte[] slot = slot(index);
        return slot[0] == HASHED ? Arrays.copyOfRange(slot, 1, SLOT_BYTES) : null;
    }

    /** Whether input {@code index} was {@linkplain #putUnreadable marked unreadable}. */
    public boolean unreadable(int index) throws IOException {
        flushPending();
        return slot(index)[0] == UNREADABLE;
    }

    /**
     * Keeps a slot in {@link #pending} when it follows those there (the reader puts them in order), else writes
     * those first: a write for a run of small files, not a system call for each.
     */
    private synchronized void writeSlot(int index, byte state, byte[] sha256) throws IOException {
        if (index < pendingFirst || index > pendingFirst + pendingCount || index == pendingFirst + PENDING_SLOTS) {
            flushPending();
            pendingFirst = index;
        }
        // The whole slot, zeros after the state of one without a hash: a slot cut short would read as none.
        int at = (index - pendingFirst) * SLOT_BYTES;
        pending[at] = state;
        if (sha256 == null) {
            Arrays.fill(pending, at + 1, at + SLOT_BYTES, (byte) 0);
        } else {
            System.arraycopy(sha256, 0, pending, at + 1, SLOT_BYTES - 1);
        }
        pendingCount = Math.max(pendingCount, index - pendingFirst + 1);
    }

    /**
     * Writes the slots kept in {@link #pending}; those that cannot be written are dropped, and read as without a
     * hash, like any slot whose write failed.
     */
    private synchronized void flushPending() throws IOException {
        ByteBuffer slotsPending = ByteBuffer.wrap(pending, 0, pendingCount * SLOT_BYTES);
        long at = hashBase + (long) pendingFirst * SLOT_BYTES;
        pendingCount = 0;
        while (slotsPending.hasRemaining()) {
            at += slots.write(slotsPending, at);
        }
    }

    private void flushQuietly() {
        try {
            flushPending();
        } catch (IOException e) {
            // Dropped: those inputs read as without a hash, which a resume judges by size and time.
        }
    }

    private byte[] slot(int index) throws IOException {
        ByteBuffer slot = ByteBuffer.allocate(SLOT_BYTES);
        long at = hashBase + (long) index * SLOT_BYTES;
        while (slot.hasRemaining()) {
            if (slots.read(slot, at + slot.position()) < 0) {
                // Past the last slot written: the end of the file, like a hole, reads as no hash.
                break;
            }
        }
        return slot.array();
    }

    /** Removes the file. */
    @Override
    public void close() throws IOException {
        try {
            slots.close();
        } finally {
            Files.deleteIfExists(file);
        }
    }
}
