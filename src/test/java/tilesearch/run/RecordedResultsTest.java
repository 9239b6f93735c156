package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import tilesearch.io.JobResult;
import tilesearch.io.ResultWriter;

/** Rows, flushes and the close of a results file wait for the run record, and fail when it could not be written. */
class RecordedResultsTest {

    /** A results file that lists what was done to it. */
    private static final class Calls implements ResultWriter {
        final List<String> calls = new CopyOnWriteArrayList<>();

        @Override
        public void write(JobResult result) {
            calls.add("write");
        }

        @Override
        public void flush() {
            calls.add("flush");
        }

        @Override
        public void close() {
            calls.add("close");
        }
    }

    @Test
    void write_recordNotYetWritten_waitsForIt() throws Exception {
        CountDownLatch recorded = new CountDownLatch(1);
        Calls file = new Calls();
        RecordedResults results = new RecordedResults(file, () -> {
            try {
                recorded.await();
            } catch (InterruptedException e) {
                throw new IOException(e);
            }
        });
        Thread writer = new Thread(() -> {
            try {
                results.write(null);
                results.flush();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        writer.start();
        writer.join(200);
        assertEquals(List.of(), file.calls);
        assertTrue(writer.isAlive());

        recorded.countDown();
        writer.join(TimeUnit.SECONDS.toMillis(10));
        assertFalse(writer.isAlive());
        assertEquals(List.of("write", "flush"), file.calls);
    }

    @Test
    void write_recordFailed_failsWithItsReasonAndTheFileIsStillClosed() throws IOException {
        IOException diskFull = new IOException("no space left on device");
        Calls file = new Calls();
        RecordedResults results = new RecordedResults(file, () -> {
            throw diskFull;
        });

        assertSame(diskFull, assertThrows(IOException.class, () -> results.write(null)));
        assertSame(diskFull, assertThrows(IOException.class, () -> results.flush()));
        // Said twice already: the close only closes (see close_recordFailedAndAWriteSaidSo_...).
        results.close();
        assertEquals(List.of("close"), file.calls);
    }

    @Test
    void close_recordFailedAndAWriteSaidSo_theWritesReasonIsWhatTheTryThrows() {
        IOException diskFull = new IOException("no space left on device");
        Calls file = new Calls();

        IOException thrown = assertThrows(IOException.class, () -> {
            try (RecordedResults results = new RecordedResults(file, () -> {
                throw diskFull;
            })) {
                results.write(null);
            }
        });
        assertSame(diskFull, thrown);
        assertEquals(List.of("close"), file.calls);
    }

    @Test
    void close_recordFailedAndNothingWritten_failsWithItsReason() {
        IOException diskFull = new IOException("no space left on device");
        Calls file = new Calls();
        RecordedResults results = new RecordedResults(file, () -> {
            throw diskFull;
        });

        assertSame(diskFull, assertThrows(IOException.class, results::close));
        assertEquals(List.of("close"), file.calls);
    }
}
