package tilesearch.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CappedLinesTest {

    private static final int CAP = 2 << 20;

    @TempDir
    Path work;

    @Test
    void read_linesUpToTheCap_everyByteHandedOnInOrder() throws IOException {
        // a line scanned ahead and put back, a CR LF, a short line, and a last line without a break
        byte[] content = ("x".repeat(CAP) + "\r\nshort\n" + "y".repeat(CappedLines.LOOK_AHEAD_BYTES + 5))
                .getBytes(StandardCharsets.US_ASCII);
        Path file = Files.write(work.resolve("lines.txt"), content);

        assertArrayEquals(content, readAll(file, 8192));
        assertArrayEquals(content, readAll(file, 1));
    }

    @Test
    void read_lineOnePastTheCap_failsBeforeHandingOnMuchOfIt() throws IOException {
        Path file = Files.write(work.resolve("long.txt"), ("ok\n" + "x".repeat(CAP + 1) + "\nafter\n")
                .getBytes(StandardCharsets.US_ASCII));
        ByteArrayOutputStream handedOn = new ByteArrayOutputStream();

        try (InputStream in = CappedLines.open(file, CAP)) {
            byte[] buffer = new byte[8192];
            IOException e = assertThrows(CappedLines.LineTooLongException.class, () -> {
                for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                    handedOn.write(buffer, 0, read);
                }
            });
            assertTrue(e.getMessage().contains("longer than " + CAP + " bytes (2 MiB)"), e.getMessage());
        }
        assertTrue(handedOn.size() <= CappedLines.LOOK_AHEAD_BYTES + 8192, "handed on " + handedOn.size());
    }

    private static byte[] readAll(Path file, int chunk) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        try (InputStream in = CappedLines.open(file, CAP)) {
            byte[] buffer = new byte[chunk];
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                all.write(buffer, 0, read);
            }
        }
        return all.toByteArray();
    }
}
