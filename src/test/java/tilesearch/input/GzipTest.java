package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;

class GzipTest {

    /**
     * Two members, the second not yet there when the first ends, as through a pipe from {@code cat a.gz b.gz}:
     * the stream says no byte is available at the boundary.
     */
    private static InputStream membersArrivingApart(String first, String second) throws IOException {
        return new SequenceInputStream(new ByteArrayInputStream(gzip(first)), new ByteArrayInputStream(gzip(second)));
    }

    @Test
    void decompressed_membersArrivingApart_readsEveryMember() throws IOException {
        try (InputStream in = Gzip.decompressed(membersArrivingApart("2 2\n4 4\n", "8 8\n8 8\n"))) {
            assertEquals("2 2\n4 4\n8 8\n8 8\n", new String(in.readAllBytes(), UTF_8));
        }
    }

    @Test
    void sniffed_standardInputOfMembersArrivingApart_readsEveryMember() throws IOException {
        try (InputStream in = Gzip.sniffed(membersArrivingApart("2 2\n4 4\n", "8 8\n8 8\n"))) {
            assertEquals("2 2\n4 4\n8 8\n8 8\n", new String(in.readAllBytes(), UTF_8));
        }
    }

    @Test
    void decompressed_bytesAfterTheLastMember_failsSayingSo() throws IOException {
        byte[] member = gzip("2 2\n4 4\n");
        byte[] trailing = new byte[member.length + 3];
        System.arraycopy(member, 0, trailing, 0, member.length);
        trailing[member.length] = 'x';

        try (InputStream in = Gzip.decompressed(new ByteArrayInputStream(trailing))) {
            IOException e = assertThrows(IOException.class, in::readAllBytes);
            assertEquals("corrupt gzip data: Unexpected data after a valid .gz stream", e.getMessage());
        }
    }

    @Test
    void decompressed_failureToReadTheCompressedBytes_isThatFailure() throws IOException {
        IOException disk = new IOException("Input/output error");
        byte[] compressed = gzip("2 2\n".repeat(10_000));
        InputStream cutThenFailing = new SequenceInputStream(
                new ByteArrayInputStream(compressed, 0, compressed.length / 2), new InputStream() {
                    @Override
                    public int read() throws IOException {
                        throw disk;
                    }
                });

        try (InputStream in = Gzip.decompressed(cutThenFailing)) {
            assertEquals(disk, assertThrows(IOException.class, in::readAllBytes));
        }
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (GZIPOutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(UTF_8));
        }
        return bytes.toByteArray();
    }
}
