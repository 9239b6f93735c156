package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
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
        MessageDigest digest;
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
        byte[] buffer = new byte[HASH_BUFFER_BYTES];
        List<InputFingerprint> fingerprints = new ArrayList<>(inputs.size());
        for (Input input : inputs) {
            fingerprints.add(of(input, digest, buffer));
        }
        return fingerprints;
    }

    /**
     * The fingerprints of {@code inputs}, in order, without hashes: each file's size and modification time only,
     * which costs no reading. A run records these first and the hashes once {@link #ofAll} has them.
     */
    public static List<InputFingerprint> withoutHashes(List<Input> inputs) {
        List<InputFingerprint> fingerprints = new ArrayList<>(inputs.size());
        for (Input input : inputs) {
            fingerprints.add(of(input, null, null));
        }
        return fingerprints;
    }

    /** The fingerprint of {@code input}, hashed with {@code digest} and {@code buffer} unless {@code digest} is null. */
    private static InputFingerprint of(Input input, MessageDigest digest, byte[] buffer) {
        if (input.isStdin()) {
            return new InputFingerprint(input.name(), -1, null, null);
        }
        try {
            BasicFileAttributes attributes = Files.readAttributes(input.path(), BasicFileAttributes.class);
            return new InputFingerprint(input.name(), attributes.size(), attributes.lastModifiedTime().toInstant(),
                    digest == null ? null : sha256(input.path(), digest, buffer));
        } catch (IOException e) {
            if (digest != null) {
                digest.reset();
            }
            return new InputFingerprint(input.name(), -1, null, null);
        }
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

    private static String sha256(Path file, MessageDigest digest, byte[] buffer) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            int read;
            while ((read = in.read(buffer)) > 0) {
                digest.update(buffer, 0, read);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }
}
