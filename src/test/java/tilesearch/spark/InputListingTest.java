package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.apache.hadoop.conf.Configuration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputListingTest {

    @TempDir
    Path work;

    @Test
    void list_linksInAListedFolderToTheRunsHelperFiles_areNoInputs() throws IOException {
        Path results = work.resolve("r.csv");
        Files.writeString(results, "");
        Path log = Files.writeString(work.resolve("r.csv.log"), "2 2\n4 4\n");
        Path lock = Files.writeString(work.resolve("r.csv.lock"), "");
        Path record = Files.writeString(work.resolve("r.csv.run.json"), "{}");
        Path rolled = Files.writeString(work.resolve("r.csv.log.2026-11-30.0.gz"), "2 2\n4 4\n");
        Path in = Files.createDirectories(work.resolve("in"));
        Files.writeString(in.resolve("a.txt"), "2 2\n4 4\n");
        Files.createSymbolicLink(in.resolve("alias.log"), Path.of("../r.csv.log"));
        Files.createSymbolicLink(in.resolve("record.json"), Path.of("../r.csv.run.json"));
        Files.createSymbolicLink(in.resolve("rolled.txt"), Path.of("..", rolled.getFileName().toString()));
        Files.createLink(in.resolve("hard.log"), log);
        Files.createLink(in.resolve("hard.lock"), lock);
        Files.createLink(in.resolve("hard-record.txt"), record);

        List<ReadUnit> units = InputListing.list(List.of(in.toString()), Set.of(results, log, lock, record),
                new Configuration(), Long.MAX_VALUE);

        assertEquals(List.of(in + "/a.txt"), units.stream().map(ReadUnit::name).toList());
    }

    @Test
    void list_symbolicLinks_followedInsideTheTreeSkippedOutOfItOrBackUp() throws IOException {
        Path outside = Files.writeString(work.resolve("secret.txt"), "2 2\n4 4\n");
        Path outsideFolder = Files.createDirectories(work.resolve("elsewhere"));
        Files.writeString(outsideFolder.resolve("b.txt"), "2 2\n4 4\n");
        Path in = Files.createDirectories(work.resolve("in"));
        Path sub = Files.createDirectories(in.resolve("sub"));
        Files.writeString(sub.resolve("a.txt"), "2 2\n4 4\n");
        Files.createSymbolicLink(in.resolve("file-out.txt"), outside);
        Files.createSymbolicLink(in.resolve("folder-out"), outsideFolder);
        Files.createSymbolicLink(in.resolve("inside.txt"), Path.of("sub/a.txt"));
        Files.createSymbolicLink(sub.resolve("up"), Path.of(".."));

        List<ReadUnit> units = InputListing.list(List.of(in.toString()), Set.of(), new Configuration(),
                Long.MAX_VALUE);

        assertEquals(List.of(in + "/inside.txt", in + "/sub/a.txt"), units.stream().map(ReadUnit::name).toList());
    }

    @Test
    void list_hadoopsSpellingOfALocalFolder_walkedAsItsFileUri() throws IOException {
        Path in = Files.createDirectories(work.resolve("in"));
        Files.writeString(in.resolve("a.txt"), "2 2\n4 4\n");

        List<ReadUnit> units = InputListing.list(List.of("file:" + in), Set.of(), new Configuration(),
                Long.MAX_VALUE);

        assertEquals(List.of("file://" + in + "/a.txt"), units.stream().map(ReadUnit::name).toList());
        assertEquals(in.resolve("a.txt").toUri(), units.get(0).location());
    }

    @Test
    void list_largeCsv_adjacentSplitsOfWholeLinesThatCountEveryLineOnce() throws IOException {
        Configuration hadoop = new Configuration();
        Random random = new Random(11);
        for (int trial = 0; trial < 40; trial++) {
            byte[] header = "id,board\n".getBytes(StandardCharsets.UTF_8);
            byte[] records = randomLines(random, 2 + random.nextInt(120));
            ByteArrayOutputStream file = new ByteArrayOutputStream();
            file.write(header);
            file.write(records);
            Path csv = work.resolve("lines-" + trial + ".csv");
            Files.write(csv, file.toByteArray());
            byte[] bytes = file.toByteArray();
            int splitBytes = 1 + random.nextInt(Math.min(40, bytes.length - 1));

            List<ReadUnit> units = InputListing.list(List.of(csv.toString()), Set.of(), hadoop, splitBytes);

            String where = "trial " + trial + ", splits of " + splitBytes;
            long start = header.length;
            long lines = 0;
            for (ReadUnit unit : units) {
                assertTrue(unit.isSplit(), where);
                assertEquals(start, unit.start(), where);
                assertTrue(unit.end() > unit.start(), where);
                assertTrue(unit.end() == bytes.length || bytes[(int) unit.end() - 1] == '\n', "ends a line: " + where);
                lines += unit.count(hadoop).lines();
                start = unit.end();
            }
            assertEquals(bytes.length, start, where);
            assertEquals(lineCount(records), lines, where);
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

    /** The lines of {@code bytes}: its line breaks, and one more for text after the last. */
    private static long lineCount(byte[] bytes) {
        long lines = 0;
        for (byte b : bytes) {
            if (b == '\n') {
                lines++;
            }
        }
        return bytes.length > 0 && bytes[bytes.length - 1] != '\n' ? lines + 1 : lines;
    }
}
