package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import tilesearch.io.ContentHashes;
import tilesearch.io.Input;

/**
 * One input file of a run as it was when the run started, so that a resumed run can tell whether its content
 * changed since. The content hash decides: a file touched but not edited is the same input.
 *
 * @param name the file as the {@code file} column names it ({@code -} for standard input)
 * @param size its size in bytes; -1 when unknown (standard input, or a file that could not be read)
 * @param modified its last modification time; {@code null} when unknown
 * @param sha256 the SHA-256 of its content in hex; {@code null} when unknown
 */
public record InputFingerprint(String name, long size, Instant modified, String sha256) {

    /** The bytes read at a time while hashing: large reads cost few system calls on a big file. */
    private static final int HASH_BUFFER_BYTES = 1 << 16;

    /**
     * The fingerprints of {@code inputs}, in order, reading each whole file to hash it; standard input and a file
     * that cannot be read are recorded without a hash (a file that cannot be read gets its error row again anyway).
     * One digest and one read buffer serve every file: a buffer per file took 640 MB of garbage on a folder of
     * 10,000 small files, which the heap grew for.
     */
    public static List<InputFingerprint> ofAll(List<Input> inputs) {
        Hasher hasher = new Hasher();
        List<InputFingerprint> fingerprints = new ArrayList<>(inputs.size());
        for (Input input : inputs) {
            fingerprints.add(hasher.fingerprint(input));
        }
        return fingerprints;
    }

    /**
     * The fingerprints of {@code inputs}, in order, without hashes: each file's size and modification time only,
     * which costs no reading (and no look at the file when the walk that found it read them). A run records these
     * first and the hashes once it has them.
     */
    public static List<InputFingerprint> withoutHashes(List<Input> inputs) {
        List<InputFingerprint> fingerprints = new ArrayList<>(inputs.size());
        for (Input input : inputs) {
            fingerprints.add(withoutHash(input));
        }
        return fingerprints;
    }

    /** This fingerprint with {@code sha256}, a hash of its content made elsewhere (by the reader, as it read it). */
    public InputFingerprint withSha256(String sha256) {
        return new InputFingerprint(name, size, modified, sha256);
    }

    /**
     * Makes fingerprints with hashes, reusing one digest and one read buffer for every file. Not thread-safe: one
     * per thread.
     */
    public static final class Hasher {

        private final MessageDigest digest = ContentHashes.newDigest();
        private final byte[] buffer = new byte[HASH_BUFFER_BYTES];

        /**
         * The fingerprint of {@code input}, reading the whole file to hash it; standard input and a file that cannot
         * be read have none.
         */
        public InputFingerprint fingerprint(Input input) {
            InputFingerprint unhashed = withoutHash(input);
            if (unhashed.size() < 0) {
                return unhashed;
            }
            try {
                return unhashed.withSha256(sha256(input.path()));
            } catch (IOException e) {
                digest.reset();
                return new InputFingerprint(input.name(), -1, null, null);
            }
        }

        private String sha256(Path file) throws IOException {
            try (InputStream in = Files.newInputStream(file)) {
                int read;
                while ((read = in.read(buffer)) > 0) {
                    digest.update(buffer, 0, read);
                }
            }
            return HexFormat.of().formatHex(digest.digest());
        }
    }

    /** The fingerprint of {@code input} without a hash: its size and modification time as the walk saw them. */
    private static InputFingerprint withoutHash(Input input) {
        if (input.isStdin()) {
            return new InputFingerprint(input.name(), -1, null, null);
        }
        if (input.seen()) {
            return regular(input.name(), input.kind() == Input.Kind.REGULAR_FILE, input.size(), input.modified());
        }
        try {
            BasicFileAttributes attributes = Files.readAttributes(input.path(), BasicFileAttributes.class);
            return regular(input.name(), attributes.isRegularFile(), attributes.size(),
                    attributes.lastModifiedTime().toInstant());
        } catch (IOException e) {
            return new InputFingerprint(input.name(), -1, null, null);
        }
    }

    private static InputFingerprint regular(String name, boolean regular, long size, Instant modified) {
        // A device or a FIFO (/dev/zero, a named pipe) may never end: never hashed, never read twice.
        return regular ? new InputFingerprint(name, size, modified, null) : new InputFingerprint(name, -1, null, null);
    }

    /**
     * Whether the content is the same as {@code earlier}'s: by the hashes when both have one; else, when both have
     * a size and a modification time (a run killed before its hashes were recorded), by those, so that a file
     * edited since counts as changed (one only touched does too, and is solved again, which is never wrong); unknown
     * content (standard input, a file that could not be read) counts as the same, having no proof.
     */
    public boolean sameContentAs(InputFingerprint earlier) {
        if (sha256 != null && earlier.sha256 != null) {
            return sha256.equals(earlier.sha256);
        }
        if (size >= 0 && modified != null && earlier.size >= 0 && earlier.modified != null) {
            return size == earlier.size && modified.equals(earlier.modified);
        }
        return true;
    }
}
