package tilesearch.io;

import java.io.IOException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.BitSet;

/**
 * The SHA-256 of each input of a run, made once by whichever gets to the input first: the reader, from the bytes
 * it read to parse them, when a file fits its read buffer whole; or the run's hashing thread, by reading the file
 * itself. A folder of 10,000 small files is then read once instead of twice (the second reading, on a thread of its
 * own, took as much CPU time as parsing the boards).
 *
 * <p>Inputs are numbered in the order the reader reads them. An input is {@linkplain #claim claimed} once; its
 * claimant then {@linkplain #put puts} its hash, and {@link #await} waits for that. The reader claims a file only
 * once it holds all of its bytes, so a claim is always followed by its hash at once.
 *
 * <p>The claims take two bits an input; the hashes are kept in {@link Slots}, which for a run is a file.
 *
 * <p>Thread-safe: the reader and the hashing thread meet in the synchronized methods, once per input.
 */
public final class ContentHashes {

    /**
     * The size below which a file is read whole into the reader's buffer as it is opened, and so hashed by the
     * reader; larger files are left to the hashing thread.
     */
    public static final int WHOLE_READ_BYTES = LineSource.BUFFER_BYTES;

    /**
     * Where the hashes are kept, by input number: in the heap for a few inputs, in the file of a run's
     * {@link WalkedInputs} for any number.
     */
    public interface Slots {
        /** Keeps {@code sha256} (32 bytes, or {@code null} when it could not be made) as input {@code index}'s. */
        void put(int index, byte[] sha256) throws IOException;

        /** The hash {@link #put} kept for input {@code index}, or {@code null}. */
        byte[] get(int index) throws IOException;
    }

    /** One bit per input: claimed. */
    private final BitSet claimed = new BitSet();
    /** One bit per input: its claimant has put its hash. */
    private final BitSet done = new BitSet();
    private final Slots slots;

    /** Hashes of inputs kept in {@code slots}, none claimed yet. */
    public ContentHashes(Slots slots) {
        this.slots = slots;
    }

    /** Hashes for {@code inputs} inputs kept in the heap, none claimed yet. */
    public ContentHashes(int inputs) {
        this(new HeapSlots(inputs));
    }

    /**
     * Claims input {@code index} for hashing: true for the first caller, who must then {@link #put} its hash; false
     * when it was claimed before.
     */
    public synchronized boolean claim(int index) {
        if (claimed.get(index)) {
            return false;
        }
        claimed.set(index);
        return true;
    }

    /** How many inputs have been claimed so far. */
    public synchronized int claimed() {
        return claimed.cardinality();
    }

    /**
     * The hash of input {@code index}, by its claimant: 32 bytes, or {@code null} when it could not be made. A slot
     * that cannot be written leaves the input without a hash, which a resume then judges by size and time.
     */
    public void put(int index, byte[] sha256) {
        try {
            slots.put(index, sha256);
        } catch (IOException e) {
            // The slot stays without a hash: no worse than a hash that could not be made.
        }
        synchronized (this) {
            done.set(index);
            notifyAll();
        }
    }

    /**
     * The hash of the claimed input {@code index}, once its claimant has put it; {@code null} when it could not be
     * made. Only for a claimed input: another would be waited for forever.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public byte[] await(int index) throws InterruptedException {
        awaitPut(index);
        try {
            return slots.get(index);
        } catch (IOException e) {
            return null;
        }
    }

    /**
     * Waits until the claimant of input {@code index} has put its hash, without reading it back. Only for a claimed
     * input.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public synchronized void awaitPut(int index) throws InterruptedException {
        while (!done.get(index)) {
            wait();
        }
    }

    /** Slots in the heap, an array of hashes. */
    private static final class HeapSlots implements Slots {

        private final byte[][] hashes;

        HeapSlots(int inputs) {
            hashes = new byte[inputs][];
        }

        @Override
        public synchronized void put(int index, byte[] sha256) {
            hashes[index] = sha256;
        }

        @Override
        public synchronized byte[] get(int index) {
            return hashes[index];
        }
    }

    /** A SHA-256 digest: every Java platform has one. */
    public static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The SHA-256 of {@code bytes[from..to)}, made with {@code digest}, which it leaves reset. */
    public static byte[] sha256(MessageDigest digest, byte[] bytes, int from, int to) {
        digest.update(bytes, from, to - from);
        return digest.digest();
    }
}
