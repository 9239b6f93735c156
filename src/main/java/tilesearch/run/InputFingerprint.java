package tilesearch.run;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.attribute.BasicFileAttributes;
import java.time.Instant;
import java.util.HexFormat;
import tilesearch.input.Input;

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

    /**
     * The fingerprint of {@code input} as the record keeps it: its size and modification time as the walk saw them,
     * and {@code sha256} (32 bytes, or {@code null} when it has none yet); an input that could not be read to hash
     * it ({@code unreadable}) has neither size nor time.
     */
    static InputFingerprint recorded(Input input, byte[] sha256, boolean unreadable) {
        if (unreadable) {
            return new InputFingerprint(input.name(), -1, null, null);
        }
        InputFingerprint unhashed = withoutHash(input);
        return sha256 == null || unhashed.size() < 0 ? unhashed
                : unhashed.withSha256(HexFormat.of().formatHex(sha256));
    }

    /** The size of {@code input} as its fingerprint has it: -1 for one that is never hashed (standard input). */
    static long sizeOf(Input input) {
        return withoutHash(input).size();
    }

    /** This fingerprint with {@code sha256}, a hash of its content made elsewhere (by the reader, as it read it). */
    public InputFingerprint withSha256(String sha256) {
        return new InputFingerprint(name, size, modified, sha256);
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
