package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.input.BoardJob;

class ReadAheadReaderTest {

    private static List<BoardJob> jobs(int count, int size) {
        Board board = Board.of(size, new byte[size * size]);
        List<BoardJob> jobs = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            jobs.add(new BoardJob("f.txt", i, i, "", new BoardJob.Search(board, 1)));
        }
        return jobs;
    }

    /** How many jobs {@code source} has given once the reading thread has had time to settle. */
    private static int settledReadCount(ListJobReader source) throws InterruptedException {
        int read = -1;
        for (int i = 0; i < 50 && read != source.readCount(); i++) {
            read = source.readCount();
            Thread.sleep(20);
        }
        return source.readCount();
    }

    @Test
    void read_largeBoardsAreReadAheadByCellsNotByJobs() throws Exception {
        // boards of 90,000 cells each, against a bound of 65,536 cells: one job ahead of the consumer, not a chunk
        ListJobReader source = new ListJobReader(jobs(20, 300));
        try (ReadAheadReader reader = new ReadAheadReader(source, 1024, 1 << 16)) {
            for (int taken = 1; taken <= 5; taken++) {
                assertEquals(taken, reader.read().ordinal());

                int read = settledReadCount(source);
                assertTrue(read <= taken + 2, "read " + read + " jobs with " + taken + " taken");
            }
        }
    }

    @Test
    void read_smallBoardsAreReadFarAheadAndAllComeOutInOrder() throws Exception {
        List<BoardJob> jobs = jobs(5_000, 4);
        ListJobReader source = new ListJobReader(jobs);
        List<BoardJob> out = new ArrayList<>();
        try (ReadAheadReader reader = new ReadAheadReader(source, 1024, 1 << 16)) {
            out.add(reader.read());
            assertTrue(settledReadCount(source) > 100, "small boards are read ahead by the chunk");
            BoardJob job;
            while ((job = reader.read()) != null) {
                out.add(job);
            }
            assertNull(reader.read());
        }
        assertEquals(jobs, out);
    }

    @Test
    void read_largeBoardsAllComeOutInOrder() throws IOException {
        List<BoardJob> jobs = jobs(30, 300);
        List<BoardJob> out = new ArrayList<>();
        try (ReadAheadReader reader = new ReadAheadReader(new ListJobReader(jobs), 8, 1 << 16)) {
            BoardJob job;
            while ((job = reader.read()) != null) {
                out.add(job);
            }
        }
        assertEquals(jobs, out);
    }
}
