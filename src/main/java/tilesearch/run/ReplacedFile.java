package tilesearch.run;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.commons.io.function.IOConsumer;

/**
 * Writes a whole file so that its readers see the old content or the new, never a torn one: the content goes to a
 * new temporary file in the same folder, is forced to the disk and is renamed over the target. A full disk or a
 * kill at any moment leaves the old file as it was (and at most the temporary file, named {@code .NAME.*.tmp}).
 */
public final class ReplacedFile {

    private ReplacedFile() {
    }

    /**
     * Replaces {@code target} by {@code text} in UTF-8, creating its parent folders, through a temporary of a random
     * name ({@code .NAME.HEX.tmp}).
     *
     * @throws IOException when {@code target} is a folder, or as {@link #write(Path, Path, IOConsumer)}
     */
    public static void write(Path target, String text) throws IOException {
        Files.createDirectories(target.toAbsolutePath().getParent());
        if (Files.isDirectory(target, LinkOption.NOFOLLOW_LINKS)) {
            throw new IOException(target + " is a folder");
        }
        // A random name, so that two reports of one file write apart: one found there was planted, and is removed.
        Path temporary = RunFiles.replacing(target, ThreadLocalRandom.current().nextLong() >>> 1);
        write(target, temporary, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * Replaces {@code target} by what {@code content} writes to the stream it is given (and leaves open), through
     * {@code temporary}, a sibling of it. The temporary file is made new, never opened where found: what a killed
     * run left there is removed, and so is a link planted at its name, not written through. The rename replaces a
     * link at {@code target} itself rather than the file it points to.
     *
     * @throws IOException when the content cannot be written or the rename fails; the target is then untouched
     *     and the temporary file removed where possible
     */
    public static void write(Path target, Path temporary, IOConsumer<OutputStream> content) throws IOException {
        Files.deleteIfExists(temporary);
        FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        try {
            try (FileChannel written = channel) {
                content.accept(Channels.newOutputStream(written));
                // Without the force, a power cut after the rename could leave the new name on an empty file.
                written.force(true);
            }
            Files.move(temporary, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
    }
}
