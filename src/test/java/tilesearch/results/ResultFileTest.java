package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ResultFileTest {

    @TempDir
    Path dir;

    /** A disk of {@code capacity} bytes: writes past it fail the way a full disk does, after a partial write. */
    private static final class SmallDisk implements SeekableByteChannel {

        private final byte[] bytes;
        private int size;
        private int position;
        private boolean open = true;

        SmallDisk(int capacity) {
            bytes = new byte[capacity];
        }

        @Override
        public int write(ByteBuffer source) throws IOException {
            if (position == bytes.length) {
                throw new IOException("No space left on device");
            }
            int count = Math.min(source.remaining(), bytes.length - position);
            source.get(bytes, position, count);
            position += count;
            size = Math.max(size, position);
            return count;
        }

        @Override
        public int read(ByteBuffer target) {
            throw new UnsupportedOperationException();
        }

        @Override
        public long position() {
            return position;
        }

        @Override
        public SeekableByteChannel position(long newPosition) {
            position = (int) newPosition;
            return this;
        }

        @Override
        public long size() {
            return size;
        }

        @Override
        public SeekableByteChannel truncate(long newSize) {
            size = (int) Math.min(size, newSize);
            position = Math.min(position, size);
            return this;
        }

        @Override
        public boolean isOpen() {
            return open;
        }

        @Override
        public void close() {
            open = false;
        }

        String text() {
            return new String(Arrays.copyOf(bytes, size), StandardCharsets.UTF_8);
        }
    }

    @Test
    void write_diskFillsUpInARow_failsNamingTheFileAndLeavesOnlyWholeRows() throws IOException {
        String twoRows = SampleResults.csv(SampleResults.ok("a.txt", 1),
                SampleResults.ok("a.txt", 2));
        SmallDisk disk = new SmallDisk(twoRows.length() + 20);
        ResultFile file = new ResultFile(Path.of("out/results.csv"), disk, true);
        file.write(SampleResults.ok("a.txt", 1));
        file.write(SampleResults.ok("a.txt", 2));
        file.flush();
        file.write(SampleResults.ok("a.txt", 3));

        // Rows are buffered, so the full disk shows when they are flushed.
        ResultWriteException failure = assertThrows(ResultWriteException.class, file::flush);
        file.close();

        assertEquals("cannot write " + Path.of("out/results.csv") + ": No space left on device",
                failure.getMessage());
        assertEquals(twoRows, disk.text());
        assertThrows(IllegalStateException.class, () -> file.write(SampleResults.ok("a.txt", 4)));
    }

    @Test
    void write_diskFillsUpWhileABlockGoesOut_failsNamingTheFileAndLeavesOnlyTheFlushedRows() throws IOException {
        String oneRow = SampleResults.csv(SampleResults.ok("a.txt", 1));
        SmallDisk disk = new SmallDisk(oneRow.length() + ResultCsvWriter.BLOCK_CHARS / 2);
        ResultFile file = new ResultFile(Path.of("out/results.csv"), disk, true);
        file.write(SampleResults.ok("a.txt", 1));
        file.flush();

        // Rows past a block go out before any flush: the full disk shows in the write that fills the block.
        ResultWriteException failure = assertThrows(ResultWriteException.class, () -> {
            for (int ordinal = 2; ; ordinal++) {
                file.write(SampleResults.ok("a.txt", ordinal));
            }
        });
        file.close();

        assertEquals("cannot write " + Path.of("out/results.csv") + ": No space left on device",
                failure.getMessage());
        assertEquals(oneRow, disk.text());
        assertThrows(IllegalStateException.class, () -> file.write(SampleResults.ok("a.txt", 2)));
    }

    @Test
    void writeRows_diskFull_failsNamingTheFileAndLeavesOnlyWholeRows() throws IOException {
        String oneRow = SampleResults.csv(SampleResults.ok("a.txt", 1));
        SmallDisk disk = new SmallDisk(oneRow.length() + 20);
        ResultFile file = new ResultFile(Path.of("out/results.csv"), disk, true);
        file.write(SampleResults.ok("a.txt", 1));
        file.flush();
        String more = SampleResults.csv(SampleResults.ok("a.txt", 2), SampleResults.ok("a.txt", 3));
        byte[] rows = more.substring(more.indexOf('\n') + 1).getBytes(StandardCharsets.UTF_8);

        ResultWriteException failure = assertThrows(ResultWriteException.class, () -> file.writeRows(rows));
        file.close();

        assertEquals("cannot write " + Path.of("out/results.csv") + ": No space left on device",
                failure.getMessage());
        assertEquals(oneRow, disk.text());
        assertThrows(IllegalStateException.class, () -> file.writeRows(rows));
    }

    @Test
    void new_noRoomForTheHeader_failsAndLeavesNothing() {
        SmallDisk disk = new SmallDisk(10);

        assertThrows(ResultWriteException.class, () -> new ResultFile(Path.of("r.csv"), disk, true));

        assertEquals("", disk.text());
    }

    @Test
    void append_existingRows_addsAfterThemWithoutAHeader() throws IOException {
        Path csv = Files.writeString(dir.resolve("r.csv"), SampleResults.csv(SampleResults.ok("a", 1)));

        try (ResultFile file = ResultFile.append(csv)) {
            file.write(SampleResults.ok("a", 2));
        }

        assertEquals(SampleResults.csv(SampleResults.ok("a", 1), SampleResults.ok("a", 2)),
                Files.readString(csv));
    }

    @Test
    void create_onDevFull_failsWithTheSystemsReason() {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.exists(full), "needs Linux's /dev/full");

        ResultWriteException failure = assertThrows(ResultWriteException.class, () -> ResultFile.create(full));

        assertTrue(failure.getMessage().startsWith("cannot write /dev/full: No space left on device"),
                failure.getMessage());
    }
}
