package tilesearch.report;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Gathers the {@link RunAggregates} (without charts) of a large results CSV on two threads, each reading about half
 * of the file, then adds the second half's aggregates to the first's: the same aggregates as one pass, the same to
 * the last digit (see {@link RunAggregates#addAll}), in little more than half the reading time on two cores.
 *
 * <p>How, speculatively, the way Hadoop's {@code LineRecordReader} splits a file: the second thread starts at the
 * first record after the first line break past the file's midpoint, and reads to the end. The first thread reads
 * from the start, on past the midpoint, up to the first record that starts at or past the second thread's start.
 * When that record starts exactly there, the two threads met at a record boundary: every record was read once, by
 * one of them, and the second half's aggregates are added. When it starts later, the second thread started inside
 * a record (a quoted value with a line break in it straddles the midpoint) and its work is dropped; so it is when
 * the second thread met a fault. The first thread then reads on to the end alone, as one pass would: a fault is
 * met by the reader that counted the lines before it, with the message one pass gives.
 *
 * <p>Threads: the second thread owns its reader and aggregates while it runs; the first reads them only after
 * joining it, which orders the second's writes before the first's reads. A volatile flag asks the second thread to
 * stop early when its work will be dropped; it looks at it between batches of records.
 */
final class HalvesReader {

    /** Files smaller than this are read in one pass: a second thread would not pay for itself. */
    static final long SPLIT_BYTES = 8L << 20;
    /** Records read between two looks at whether to stop. */
    private static final int BATCH = 256;
    /** Bytes read at a time while looking for the second half's first record. */
    private static final int SCAN_BYTES = 1 << 16;

    /** What {@link #readUntil} found. */
    private enum Met { MORE, END, AT_SECOND_START, PAST_SECOND_START }

    private HalvesReader() {
    }

    /**
     * Counts every row of {@code csv} into {@code run}, in file order, as {@link ResultsCsv#forEachRecord(Path,
     * java.util.function.Consumer)} would, on two threads when {@code csv} is a file of at least {@value #SPLIT_BYTES}
     * bytes and the JVM has two processors or more.
     *
     * @return whether the two halves were read apart and added
     * @throws java.nio.file.NoSuchFileException when {@code csv} does not exist
     * @throws MalformedResultsException when the file is not a results CSV, with the message one pass gives
     */
    static boolean read(Path csv, RunAggregates run) throws IOException {
        return read(csv, run, SPLIT_BYTES);
    }

    /** Like {@link #read(Path, RunAggregates)}, splitting files of at least {@code splitBytes}; tests split small ones. */
    static boolean read(Path csv, RunAggregates run, long splitBytes) throws IOException {
        long size = Files.isDirectory(csv) ? 0 : Files.size(csv);
        if (size < splitBytes || Runtime.getRuntime().availableProcessors() < 2) {
            ResultsCsv.forEachRecord(csv, run);
            return false;
        }
        String name = csv.toString();
        long secondStart = recordAfter(csv, size / 2);
        try (InputStream in = Files.newInputStream(csv)) {
            CsvRecords records = new CsvRecords(in, name);
            CsvResultRecord record = ResultsCsv.rows(records, name);
            if (secondStart < 0) {
                readRest(records, record, run);
                return false;
            }
            SecondHalf second = new SecondHalf(csv, secondStart, record);
            Thread thread = new Thread(second, "report-second-half");
            thread.start();
            try {
                Met met;
                do {
                    met = readUntil(records, record, run, secondStart);
                } while (met == Met.MORE);
                if (met == Met.AT_SECOND_START) {
                    joinUninterruptibly(thread);
                    if (second.failure instanceof Error error) {
                        throw error;
                    }
                    if (second.finished) {
                        run.addAll(second.run);
                        return true;
                    }
                }
                second.stop = true;
                if (met != Met.END) {
                    // the record at or past the second thread's start, found but not yet counted
                    record.read();
                    run.accept(record);
                    readRest(records, record, run);
                }
                return false;
            } finally {
                second.stop = true;
                joinUninterruptibly(thread);
            }
        }
    }

    /**
     * Counts up to {@value #BATCH} records into {@code run}, stopping at the first that starts at or past byte
     * {@code stop}, which is left found but not counted.
     */
    private static Met readUntil(CsvRecords records, CsvResultRecord record, RunAggregates run, long stop)
            throws IOException {
        for (int i = 0; i < BATCH; i++) {
            if (!records.next()) {
                return Met.END;
            }
            long start = records.recordStart();
            if (start >= stop) {
                return start == stop ? Met.AT_SECOND_START : Met.PAST_SECOND_START;
            }
            record.read();
            run.accept(record);
        }
        return Met.MORE;
    }

    private static void readRest(CsvRecords records, CsvResultRecord record, RunAggregates run) throws IOException {
        ResultsCsv.readRest(records, record, run);
    }

    /**
     * The first byte at or past {@code from} that follows a line break and is none itself: where a record would
     * start if that line break ended one; -1 when the file ends first.
     */
    static long recordAfter(Path csv, long from) throws IOException {
        try (FileChannel channel = FileChannel.open(csv)) {
            ByteBuffer bytes = ByteBuffer.allocate(SCAN_BYTES);
            long position = from;
            boolean afterLineBreak = false;
            while (true) {
                bytes.clear();
                int read = channel.read(bytes, position);
                if (read < 0) {
                    return -1;
                }
                for (int i = 0; i < read; i++) {
                    byte b = bytes.get(i);
                    if (b == '\n' || b == '\r') {
                        afterLineBreak = true;
                    } else if (afterLineBreak) {
                        return position + i;
                    }
                }
                position += read;
            }
        }
    }

    /** Waits for {@code thread} to end, keeping an interrupt for the caller: its work must be whole or dropped. */
    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (true) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** The second thread's work: the aggregates of the records from {@code start} to the end. */
    private static final class SecondHalf implements Runnable {

        private final Path csv;
        private final long start;
        private final CsvResultRecord header;
        final RunAggregates run = new RunAggregates(false);
        /** Set by the first thread when this work will be dropped. */
        volatile boolean stop;
        /** Whether the read reached the end of the file; read after joining. */
        boolean finished;
        /**
         * What ended the read early; read after joining. Anything thrown is kept, not left to the thread's
         * uncaught-exception handler, which would print a stack trace: the first thread decides what it means.
         */
        Throwable failure;

        SecondHalf(Path csv, long start, CsvResultRecord header) {
            this.csv = csv;
            this.start = start;
            this.header = header;
        }

        /** Counts up to {@value #BATCH} records into {@link #run}; false at the end of the input. */
        private boolean readBatch(CsvRecords records, CsvResultRecord record) throws IOException {
            for (int i = 0; i < BATCH; i++) {
                if (!records.next()) {
                    return false;
                }
                record.read();
                run.accept(record);
            }
            return true;
        }

        @Override
        public void run() {
            try (FileChannel channel = FileChannel.open(csv);
                    InputStream in = Channels.newInputStream(channel.position(start))) {
                CsvRecords records = new CsvRecords(in, csv.toString(), CsvRecords.BUFFER_BYTES, start);
                CsvResultRecord record = new CsvResultRecord(records, header);
                boolean more = true;
                while (more && !stop) {
                    more = readBatch(records, record);
                }
                finished = !more;
            } catch (Throwable e) {
                failure = e;
            }
        }
    }
}
