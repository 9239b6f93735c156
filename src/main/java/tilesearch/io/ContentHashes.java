package tilesearch.io;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

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
 * <p>Thread-safe: the reader and the hashing thread meet in the synchronized methods, once per input.
 */
public final class ContentHashes {

    /**
     * The size below which a file is read whole into the reader's buffer as it is opened, and so hashed by the
     * reader; larger files are left to the hashing thread.
     */
    public static final int WHOLE_READ_BYTES = LineSource.BUFFER_BYTES;

    private final boolean[] claimed;
    private final boolean[] done;
    private final String[] hashes;

    /** Hashes for {@code inputs} inputs, none claimed yet. */
    public ContentHashes(int inputs) {
        claimed = new boolean[inputs];
        done = new boolean[inputs];
        hashes = new String[inputs];
    }

    /**
     * Claims input {@code index} for hashing: true for the first caller, who must then {@link #put} its hash; false
     * when it was claimed before.
     */
    public synchronized boolean claim(int index) {
        if (claimed[index]) {
            return false;
        }
        claimed[index] = true;
        return true;
    }

    /** The hash of input {@code index}, by its claimant: lowercase hex, or {@code null} when it could not be made. */
    public synchronized void put(int index, String sha256) {
        hashes[index] = sha256;
        done[index] = true;
        notifyAll();
    }

    /**
     * The hash of the claimed input {@code index}, once its claimant has put it; {@code null} when it could not be
     * made. Only for a claimed input: another would be waited for forever.
     *
     * @throws InterruptedException when interrupted while waiting
     */
    public synchronized String await(int index) throws InterruptedException {
        while (!done[index]) {
            wait();
        }
        return hashes[index];
    }

    /** A SHA-256 digest: every Java platform has one. */
    public static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    /** The SHA-256 of {@code bytes[from..to)} in lowercase hex, made with {@code digest}, which it leaves reset. */
    public static String sha256(MessageDigest digest, byte[] bytes, int from, int to) {
        digest.update(bytes, from, to - from);
        return HexFormat.of().formatHex(digest.digest());
    }
}
