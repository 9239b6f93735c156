package tilesearch.run;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The names of the helper files a run writes beside its results (lock, run record, repair copy, run log and the
 * log's rolled copies): the results' file name and an ending, {@code night.csv.lock} beside {@code night.csv}.
 * A results name too long to leave room for every ending gets a shortened stem instead, so that a legal results
 * name always has helpers that fit a file name and belong to it alone.
 */
public final class SiblingFiles {

    /**
     * The most bytes a file name may take on the file systems a run writes to (ext4, XFS, Btrfs, tmpfs, APFS and
     * NTFS all hold 255).
     */
    public static final int NAME_MAX = 255;

    /**
     * The most bytes a helper's ending may take: the longest is the run log's compression temporary, {@code
     * .log.2026-12-01.<19 digits of nanoseconds>.tmp}, 39 bytes.
     */
    static final int LONGEST_SUFFIX = 40;

    /** The longest results name kept whole in its helpers' names. */
    static final int LONGEST_WHOLE_NAME = NAME_MAX - LONGEST_SUFFIX;

    /** The bytes a shortened stem adds after the kept start of the name: {@code ~} and 8 hex digits. */
    private static final int HASH_MARK = 9;

    private SiblingFiles() {
    }

    /**
     * The helper of {@code results} that ends in {@code suffix}, in the same folder: the results' file name and
     * {@code suffix}; or, when that name is longer than {@value #LONGEST_WHOLE_NAME} UTF-8 bytes, its start cut on
     * a character boundary, {@code ~}, the CRC32 of the whole name's UTF-8 bytes in 8 hex digits, and {@code
     * suffix}: the same for every run and JVM, and different for two names that differ past the cut.
     *
     * @param suffix an ending of at most {@value #LONGEST_SUFFIX} bytes, e.g. {@code .lock}
     */
    public static Path sibling(Path results, String suffix) {
        return results.resolveSibling(stem(results.getFileName().toString()) + suffix);
    }

    /**
     * Creates the helper file {@code helper} new and opens it for writing (and {@code more}), never opening one found
     * there, since creating a new file never follows a link: what a killed run left is removed first, and a link
     * planted in its place is removed, not written through.
     */
    public static FileChannel createNew(Path helper, OpenOption... more) throws IOException {
        OpenOption[] options = Arrays.copyOf(more, more.length + 2);
        options[more.length] = StandardOpenOption.CREATE_NEW;
        options[more.length + 1] = StandardOpenOption.WRITE;
        try {
            return FileChannel.open(helper, options);
        } catch (FileAlreadyExistsException left) {
            Files.delete(helper);
            return FileChannel.open(helper, options);
        }
    }

    /**
     * {@code failure} of a write to {@code helper}, which names no file (a write's "No space left on device"), as a
     * failure of {@code helper}, so that its message says which file.
     */
    public static FileSystemException named(Path helper, IOException failure) {
        FileSystemException named = new FileSystemException(helper.toString(), null,
                failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage());
        named.initCause(failure);
        return named;
    }

    /** The name a helper's ending is added to: {@code name} itself while it leaves room for every ending. */
    static String stem(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.UTF_8);
        if (bytes.length <= LONGEST_WHOLE_NAME) {
            return name;
        }
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return start(name, LONGEST_WHOLE_NAME - HASH_MARK) + '~' + String.format("%08x", crc.getValue());
    }

    /** The longest start of {@code name} that takes at most {@code maxBytes} UTF-8 bytes, whole characters only. */
    private static String start(String name, int maxBytes) {
        // The encoder stops before a character that does not fit whole, a surrogate pair included.
        CharsetEncoder encoder = StandardCharsets.UTF_8.newEncoder();
        CharBuffer chars = CharBuffer.wrap(name);
        encoder.encode(chars, ByteBuffer.allocate(maxBytes), true);
        return name.substring(0, chars.position());
    }
}
