package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Adjacent line ranges give every line of a file to exactly one range, as Hadoop's line reader does. */
@Tag("spark")
class LineRangeTest {

    @TempDir
    Path dir;

    @Test
    void open_adjacentRanges_wholeLinesThatConcatenateToTheFileFromTheRegionStart() throws IOException {
        Configuration hadoop = new Configuration();
        Random random = new Random(11);
        for (int trial = 0; trial < 40; trial++) {
            byte[] file = randomLines(random, random.nextInt(120));
            Path path = dir.resolve("lines-" + trial + ".txt");
            Files.write(path, file);
            int regionStart = lineStartAtOrAfter(file, random.nextInt(file.length + 1));
            int splitBytes = 1 + random.nextInt(40);

            ByteArrayOutputStream joined = new ByteArrayOutputStream();
            for (long start = regionStart; start < file.length; start += splitBytes) {
                try (InputStream range = LineRange.open(hadoop, path.toUri().toString(), regionStart, start,
                        Math.min(file.length, start + splitBytes))) {
                    int from = regionStart + joined.size();
                    byte[] bytes = range.readAllBytes();
                    int to = from + bytes.length;
                    String where = "trial " + trial + ", bytes " + from + " to " + to;
                    assertTrue(to == from || from == regionStart || file[from - 1] == '\n', "starts a line: " + where);
                    assertTrue(to == from || to == file.length || file[to - 1] == '\n', "ends a line: " + where);
                    joined.write(bytes);
                }
            }
            assertArrayEquals(Arrays.copyOfRange(file, regionStart, file.length), joined.toByteArray(),
                    "trial " + trial + ", region from " + regionStart + ", splits of " + splitBytes);
        }
    }

    /** Lines of 0 to 20 letters, some ending in CRLF, the last one sometimes without a line break. */
    private static byte[] randomLines(Random random, int lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int i = 0; i < lines; i++) {
            int length = random.nextInt(21);
            for (int j = 0; j < length; j++) {
                out.write('a' + random.nextInt(26));
            }
            if (random.nextInt(4) == 0) {
                out.write('\r');
            }
            if (i < lines - 1 || random.nextBoolean()) {
                out.write('\n');
            }
        }
        return out.toByteArray();
    }

    private static int lineStartAtOrAfter(byte[] file, int offset) {
        if (offset == 0) {
            return 0;
        }
        int start = offset;
        while (start < file.length && file[start - 1] != '\n') {
            start++;
        }
        return start;
    }
}
