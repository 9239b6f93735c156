package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.locks.LockSupport;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import tilesearch.board.Board;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.results.ResultCsvWriter;
import tilesearch.results.ResultWriter;
import tilesearch.board.SearchResult;
import tilesearch.search.Strategy;

class BatchRunnerTest {

    private final List<ForkJoinPool> pools = new ArrayList<>();

    @AfterEach
    void shutDownPools() {
        pools.forEach(ForkJoinPool::shutdownNow);
    }

    private ForkJoinPool pool(int threads) {
        ForkJoinPool pool = new ForkJoinPool(threads);
        pools.add(pool);
        return pool;
    }

    /** A runner as {@code solve} makes one, that never stops early. */
    private static BatchRunner runner(ForkJoinPool pool, JobProcessor processor) {
        return new BatchRunner(pool, processor, RunStop.withoutDeadline(), ProgressListener.NONE);
    }

    /** A runner of one job per task, {@code window} of them in flight: the pipeline without batches. */
    private static BatchRunner unbatched(ForkJoinPool pool, JobProcessor processor, int window) {
        return new BatchRunner(pool, processor, window, 1, RunStop.withoutDeadline(), ProgressListener.NONE);
    }

    private static BoardJob searchJob(int ordinal, Board board, int moves) {
        return new BoardJob("boards.txt", ordinal, ordinal * 10L, "", new BoardJob.Search(board, moves));
    }

    private static List<BoardJob> smallJobs(int count) {
        List<BoardJob> jobs = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            jobs.add(searchJob(i, Board.parse("2 2/0 4"), 1));
        }
        return jobs;
    }

    /** A processor that answers at once, after a pause that differs from job to job. */
    private static JobProcessor scrambling(long seed) {
        return job -> {
            LockSupport.parkNanos(new SplittableRandom(seed + job.ordinal()).nextLong(1_000_000));
            Board board = ((BoardJob.Search) job.task()).board();
            return JobResult.ok(job, new SearchResult(board.maxExponent(), List.of(), board, board.maxExponent(), 0,
                    true), 1);
        };
    }

    /** The write step of a {@link ResultWriter}, so that tests can give one as a lambda. */
    private interface RowSink {
        void write(JobResult result) throws IOException;
    }

    private static ResultWriter writing(RowSink sink) {
        return new ResultWriter() {
            @Override
            public void write(JobResult result) throws IOException {
                sink.write(result);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
    }

    private static List<Integer> ordinals(List<JobResult> results) {
        List<Integer> ordinals = new ArrayList<>();
        for (JobResult result : results) {
            ordinals.add(result.job().ordinal());
        }
        return ordinals;
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 4})
    void run_jobsFinishingOutOfOrder_writesRowsInInputOrder(int threads) throws IOException {
        List<BoardJob> jobs = smallJobs(120);
        CollectingWriter writer = new CollectingWriter();

        unbatched(pool(threads), scrambling(threads), 8).run(new ListJobReader(jobs), writer);

        List<Integer> expected = new ArrayList<>();
        for (int i = 1; i <= jobs.size(); i++) {
            expected.add(i);
        }
        assertEquals(expected, ordinals(writer.results));
    }

    @Test
    void run_realSolver_sameMaxTileForOneTwoAndFourThreads() throws IOException {
        SplittableRandom random = new SplittableRandom(42);
        List<BoardJob> jobs = new ArrayList<>();
        for (int i = 1; i <= 60; i++) {
            int size = 2 + random.nextInt(4);
            byte[] cells = new byte[size * size];
            for (int c = 0; c < cells.length; c++) {
                cells[c] = (byte) (random.nextBoolean() ? 0 : 1 + random.nextInt(4));
            }
            jobs.add(searchJob(i, Board.of(size, cells), 4));
        }

        List<List<Integer>> maxTiles = new ArrayList<>();
        for (int threads : new int[] {1, 2, 4}) {
            ForkJoinPool pool = pool(threads);
            CollectingWriter writer = new CollectingWriter();
            BoardSolver solver = new BoardSolver(() -> Strategy.BEST.newSearcher(pool), null, RunStop.withoutDeadline());
            runner(pool, solver).run(new ListJobReader(jobs), writer);
            List<Integer> exponents = new ArrayList<>();
            for (JobResult result : writer.results) {
                exponents.add(result.answer().maxExponent());
            }
            maxTiles.add(exponents);
        }

        assertEquals(maxTiles.get(0), maxTiles.get(1));
        assertEquals(maxTiles.get(0), maxTiles.get(2));
    }

    @Test
    void run_slowBoard_flushesFinishedRowsBeforeWaiting() throws IOException {
        CollectingWriter writer = new CollectingWriter();
        JobProcessor ok = scrambling(1);
        AtomicBoolean sawFirstRowFlushed = new AtomicBoolean();
        JobProcessor slowSecond = job -> {
            if (job.ordinal() == 2) {
                long giveUp = System.nanoTime() + 5_000_000_000L;
                while (writer.flushed < 1 && System.nanoTime() < giveUp) {
                    Thread.onSpinWait();
                }
                sawFirstRowFlushed.set(writer.flushed >= 1);
            }
            return ok.process(job);
        };

        unbatched(pool(2), slowSecond, 4).run(new ListJobReader(smallJobs(2)), writer);

        assertTrue(sawFirstRowFlushed.get(), "row 1 should reach the disk while board 2 is still running");
        assertEquals(2, writer.flushed);
    }

    @Test
    void run_processorThrowsForOneJob_errorRowForItAndOthersSolved() throws IOException {
        List<BoardJob> jobs = smallJobs(5);
        JobProcessor ok = scrambling(1);
        JobProcessor failsOnThird = job -> {
            if (job.ordinal() == 3) {
                throw new IllegalStateException("kaput");
            }
            return ok.process(job);
        };
        CollectingWriter writer = new CollectingWriter();

        RunSummary summary = runner(pool(2), failsOnThird).run(new ListJobReader(jobs), writer);

        assertEquals(List.of(1, 2, 3, 4, 5), ordinals(writer.results));
        JobResult third = writer.results.get(2);
        assertEquals(JobResult.Status.ERROR, third.status());
        assertEquals("line 30: could not solve this board: kaput", third.message());
        assertEquals(5, summary.written());
        assertEquals(4, summary.ok());
        assertEquals(1, summary.errors());
    }

    @Test
    void run_processorThrowsError_stillWritesErrorRow() throws IOException {
        JobProcessor outOfMemory = job -> {
            throw new OutOfMemoryError("Java heap space");
        };
        CollectingWriter writer = new CollectingWriter();

        RunSummary summary = runner(pool(1), outOfMemory).run(new ListJobReader(smallJobs(2)), writer);

        assertEquals(2, writer.results.size());
        assertEquals("line 10: could not solve this board: out of memory (OutOfMemoryError: Java heap space) "
                + MemoryAdvice.advice(true), writer.results.get(0).message());
        assertTrue(writer.results.get(0).message().contains("TILESEARCH_JAVA_OPTS=-Xmx"));
        assertEquals(2, summary.errors());
    }

    @Test
    void run_manyJobs_holdsAtMostWindowJobsBetweenReadAndWrite() throws IOException {
        int window = 4;
        ListJobReader reader = new ListJobReader(smallJobs(100));
        int[] mostHeld = new int[1];
        int[] written = new int[1];
        ResultWriter writer = writing(result -> {
            mostHeld[0] = Math.max(mostHeld[0], reader.readCount() - written[0]);
            written[0]++;
        });

        unbatched(pool(2), scrambling(3), window).run(reader, writer);

        // In flight: the window. Read ahead: as many again queued, one in the reader's hands and one taken by
        // the runner waiting for a place in the window. Nothing grows with the 100 jobs.
        assertTrue(mostHeld[0] <= 2 * window + 2, "held " + mostHeld[0]);
        assertTrue(mostHeld[0] >= window, "held " + mostHeld[0]);
    }

    @Test
    void run_summary_countsTheSlowestBoardAndTheFailures() throws IOException {
        // The second board is ok after 5 ms, the third fails after 9 ms: the failure is named, not the slowest.
        JobProcessor slowSecond = job -> {
            Board board = ((BoardJob.Search) job.task()).board();
            return job.ordinal() == 3 ? JobResult.error(job, "line " + job.line() + ": bad", 9_000_000)
                    : JobResult.ok(job, new SearchResult(board.maxExponent(), List.of(), board, board.maxExponent(),
                            0, true), job.ordinal() == 2 ? 5_000_000 : 1_000);
        };
        CollectingWriter writer = new CollectingWriter();

        RunSummary summary = runner(pool(2), slowSecond).run(new ListJobReader(smallJobs(3)), writer);

        assertEquals(3, summary.written());
        assertEquals(2, summary.ok());
        assertEquals(1, summary.errors());
        assertEquals(3, summary.searched());
        assertEquals(Set.of(1), summary.searchMoves());
        assertSame(writer.results.get(1), summary.slowest());
        assertEquals(List.of(writer.results.get(2)), summary.failures());
    }

    @Test
    void run_noJobs_emptySummary() throws IOException {
        RunSummary summary = runner(pool(1), scrambling(0)).run(new ListJobReader(List.of()),
                new CollectingWriter());

        assertEquals(0, summary.written());
        assertNull(summary.slowest());
    }

    @Test
    void run_writerFails_throwsWithRowsBeforeKept() {
        List<JobResult> kept = new ArrayList<>();
        ResultWriter diskFullOnThird = writing(result -> {
            if (kept.size() == 2) {
                throw new IOException("No space left on device");
            }
            kept.add(result);
        });

        IOException thrown = assertThrows(IOException.class,
                () -> unbatched(pool(2), scrambling(4), 4).run(new ListJobReader(smallJobs(20)),
                        diskFullOnThird));

        assertEquals("No space left on device", thrown.getMessage());
        assertEquals(List.of(1, 2), ordinals(kept));
    }

    @Test
    void run_stoppedBeforeStart_readsNothingAndWritesNothing() throws IOException {
        RunStop stop = RunStop.withoutDeadline();
        stop.request(RunStop.Reason.SIGNAL);
        ListJobReader reader = new ListJobReader(smallJobs(5));
        CollectingWriter writer = new CollectingWriter();

        RunSummary summary = new BatchRunner(pool(2), scrambling(1), 4, 1, stop, ProgressListener.NONE).run(reader,
                writer);

        assertEquals(0, reader.readCount());
        assertEquals(0, writer.results.size());
        assertFalse(summary.inputExhausted());
        assertFalse(summary.complete());
    }

    @Test
    void run_stopWhileJobsWait_finishedRowsWrittenInOrderUnstartedOnesLeftOut() throws IOException {
        RunStop stop = RunStop.withoutDeadline();
        JobProcessor stopsOnThird = job -> {
            if (job.ordinal() == 3) {
                stop.request(RunStop.Reason.DEADLINE);
            }
            return scrambling(2).process(job);
        };
        CollectingWriter writer = new CollectingWriter();
        long[] read = {0};
        ProgressListener reads = new ProgressListener() {
            @Override
            public void jobRead(BoardJob job) {
                read[0]++;
            }
        };

        RunSummary summary = new BatchRunner(pool(1), stopsOnThird, 8, 1, stop, reads)
                .run(new ListJobReader(smallJobs(100)), writer);

        // One worker takes jobs in order: the third finishes (it started before the stop), later ones never start.
        assertEquals(List.of(1, 2, 3), ordinals(writer.results));
        assertEquals(3, summary.ok());
        assertEquals(read[0] - 3, summary.notStarted());
        assertFalse(summary.complete());
    }

    @Test
    void run_listener_hearsEveryReadAndEveryWriteInOrder() throws IOException {
        List<String> heard = new ArrayList<>();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void jobRead(BoardJob job) {
                heard.add("read " + job.ordinal());
            }

            @Override
            public void resultWritten(JobResult result) {
                heard.add("wrote " + result.job().ordinal());
            }
        };

        new BatchRunner(pool(2), scrambling(4), 1, 1, RunStop.withoutDeadline(), listener)
                .run(new ListJobReader(smallJobs(3)), new CollectingWriter());

        assertEquals(List.of("read 1", "read 2", "wrote 1", "read 3", "wrote 2", "wrote 3"), heard);
    }

    @Test
    void run_writerFailsLikeAFullDisk_stopsWithItsExceptionAfterTheRowsBefore() throws IOException {
        List<Integer> written = new ArrayList<>();
        ResultWriter fillsUp = writing(result -> {
            if (written.size() == 2) {
                throw new IOException("No space left on device");
            }
            written.add(result.job().ordinal());
        });

        IOException failure = assertThrows(IOException.class,
                () -> unbatched(pool(2), scrambling(5), 4).run(new ListJobReader(smallJobs(50)), fillsUp));

        assertEquals("No space left on device", failure.getMessage());
        assertEquals(List.of(1, 2), written);
    }

    /**
     * Jobs of two files with ids and messages that need quoting, unreadable input among them, and a processor
     * whose results do not depend on timing, so that two runs must write the same bytes.
     */
    private static List<BoardJob> mixedJobs(int count) {
        List<BoardJob> jobs = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            String file = i <= count / 2 ? "a.csv" : "dir/b \"two\".csv";
            String id = i % 7 == 0 ? "id, " + i : i % 5 == 0 ? " #" + i : "r" + i;
            BoardJob.Task task = i % 11 == 0 ? new BoardJob.Invalid("line " + i + ": \"bad\", twice")
                    : new BoardJob.Search(Board.parse(2 * (i % 3) + " 2/0 " + (2 << i % 9)), i % 4);
            jobs.add(new BoardJob(file, i, i + 1L, id, task));
        }
        return jobs;
    }

    private static final JobProcessor STEADY = job -> {
        if (job.task() instanceof BoardJob.Search search) {
            Board board = search.board();
            return JobResult.ok(job, new SearchResult(board.maxExponent(), List.of(), board, board.maxExponent(),
                    job.ordinal(), true), 1_234_567L * job.ordinal());
        }
        return JobResult.error(job, ((BoardJob.Invalid) job.task()).message(), 89_000);
    };

    /** The CSV that {@code runner} writes for {@code jobs}. */
    private static String csvOf(BatchRunner runner, List<BoardJob> jobs) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(bytes)) {
            runner.run(new ListJobReader(jobs), writer);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3})
    void run_manyJobsOnSeveralThreads_theRowsOfEachResultInInputOrder(int threads) throws IOException {
        List<BoardJob> jobs = mixedJobs(3000);
        List<Integer> written = new ArrayList<>();
        ProgressListener listener = new ProgressListener() {
            @Override
            public void resultWritten(JobResult result) {
                written.add(result.job().ordinal());
            }
        };

        String csv = csvOf(new BatchRunner(pool(threads), STEADY, RunStop.withoutDeadline(), listener), jobs);

        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(expected)) {
            for (BoardJob job : jobs) {
                writer.write(STEADY.process(job));
            }
        }
        assertEquals(expected.toString(StandardCharsets.UTF_8), csv);
        assertEquals(IntStream.rangeClosed(1, jobs.size()).boxed().toList(), written);
    }

    @Test
    void run_stopDuringABatch_finishedRowsWrittenUnstartedOnesLeftOut() throws IOException {
        RunStop stop = RunStop.withoutDeadline();
        JobProcessor stopsOnThird = job -> {
            if (job.ordinal() == 3) {
                stop.request(RunStop.Reason.DEADLINE);
            }
            return STEADY.process(job);
        };
        List<BoardJob> jobs = mixedJobs(100);

        String csv = csvOf(new BatchRunner(pool(1), stopsOnThird, 8, 16, stop, ProgressListener.NONE), jobs);

        String all = csvOf(runner(pool(1), STEADY), jobs);
        assertEquals(all.lines().limit(4).toList(), csv.lines().toList());
    }
}
