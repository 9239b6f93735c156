package tilesearch.run;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import tilesearch.batch.RunSummary;
import tilesearch.io.ContentHashes;
import tilesearch.io.Input;
import tilesearch.io.JobSources;
import tilesearch.io.ResultWriter;
import tilesearch.io.WalkedInputs;

/**
 * The run record of one {@code solve} into a results file: checked before a resume, written when the attempt
 * starts and again when it ends. Made under the results file's lock, before the file is touched.
 *
 * <p>The inputs are walked once, here: {@link #inputs()} is what the run then reads, in the same order.
 *
 * <p>The inputs' hashes: a resume needs them before it starts, to tell which inputs changed. A run that checks
 * nothing records its inputs' sizes and modification times when it starts, and hashes them while the boards are
 * solved (on a 48 MB CSV, hashing before the first board took 0.25 to 0.45 s of a run of about 2 s). When the
 * run's reader {@linkplain #readerHashes() shares the hashing}, it hashes each file small enough to read whole as
 * it opens it, from the bytes it parses, and the hashing thread reads only the larger files at once; the small
 * files the reader has not reached after {@value #READER_HASHING_SECONDS} s, or when the attempt ends, the thread
 * reads itself. Reading a folder of 10,000 small files a second time took as much CPU as parsing their boards.
 * Once every input has its hash, the thread writes the record again, unless the attempt has ended by then, whose
 * record {@link #end} writes with them. A run killed before then leaves a record without hashes, and a resume
 * judges its inputs by size and modification time; only the files that have rows matter to it, and a file whose
 * rows come before the kill was hashed by the reader, but not yet recorded.
 *
 * <p>Thread-safety: the hashing thread and the run's thread meet in the synchronized methods.
 */
final class RunRecording {

    /** How long the hashing thread leaves to the reader the small files it hashes as it reads them. */
    static final long READER_HASHING_SECONDS = 10;

    private final Path csv;
    private final RunRecord earlier;
    private final RunRecord.InputChanges changes;
    /** Every input, as the walk found it and the reader reads it, with its hash once it has one. */
    private final WalkedInputs inputs;
    /** Whether the inputs are still to hash once the attempt has started; false when they all have their hash. */
    private final boolean unhashed;
    /** How long the reader has to hash small files, in nanoseconds. */
    private final long readerNanos;
    /** The record without its files, which every write takes from {@link #inputs}. */
    private RunRecord record;
    /** The hashes the reader makes as it reads, or {@code null} when it makes none. */
    private ContentHashes shared;
    private Thread hashing;
    /** Whether the record of the attempt's start is written, or could not be ({@link #startFailure}). */
    private boolean startWritten;
    /**
     * Why the record of the attempt's start could not be written, or {@code null}: an {@link IOException}, or
     * whatever else the writing threw, rethrown to the run.
     */
    private Throwable startFailure;
    /** Whether {@link #end} has begun: the hashing thread then hashes what is left at once and writes nothing. */
    private boolean ending;
    /** What the hashing thread died of (out of memory), or {@code null}: {@link #finishHashing} rethrows it. */
    private Throwable hashingFailure;

    private RunRecording(Path csv, RunRecord earlier, RunRecord.InputChanges changes, WalkedInputs inputs,
            boolean unhashed, RunRecord record, long readerNanos) {
        this.csv = csv;
        this.earlier = earlier;
        this.changes = changes;
        this.inputs = inputs;
        this.unhashed = unhashed;
        this.record = record;
        this.readerNanos = readerNanos;
    }

    /**
     * Reads the record of {@code csv} when {@code resume} and {@code csv} holds anything, refuses to resume a run
     * made with other {@code options}, and fingerprints the files {@code inputs} name now (leaving out
     * {@code runFiles}).
     *
     * @throws RunRefusedException when the record's options differ from {@code options}, or the record cannot be
     *     read; nothing has been touched then
     */
    static RunRecording prepare(Path csv, boolean resume, Map<String, String> options, List<String> inputs,
            Set<Path> runFiles) throws IOException {
        RunRecord earlier = null;
        // A record without results (the CSV was removed) describes nothing left to continue: the run starts afresh.
        if (resume && holdsResults(csv)) {
            try {
                earlier = RunRecord.readWithoutFiles(csv);
            } catch (RunRecordException e) {
                throw new RunRefusedException(e.getMessage() + "; move it away to resume without "
                        + "checking the options and inputs, or start over with --force");
            }
        }
        if (earlier != null) {
            List<String> differences = earlier.differences(options);
            if (!differences.isEmpty()) {
                throw new RunRefusedException(csv + " was made with other options, which would change "
                        + "its rows: " + String.join("; ", differences) + ". Resume with the options in "
                        + RunRecord.pathFor(csv) + ", or start over with --force");
            }
        }
        WalkedInputs all;
        try {
            all = WalkedInputs.walk(inputs, runFiles, RunRecord.inputsPathFor(csv));
        } catch (NoSuchFileException e) {
            throw new RunRefusedException("no such file or directory: " + e.getFile());
        }
        long readerNanos = TimeUnit.SECONDS.toNanos(READER_HASHING_SECONDS);
        try {
            if (earlier == null) {
                return new RunRecording(csv, null, new RunRecord.InputChanges(List.of(), List.of()), all,
                        all.size() > 0, RunRecord.starting(options, inputs, List.of()), readerNanos);
            }
            hashAll(all);
            RunRecording recording = new RunRecording(csv, earlier, null, all, false,
                    earlier.resumed(inputs, List.of()), readerNanos);
            return recording.withChanges(ChangedInputs.of(RunRecord.recordedFiles(csv), recording.files()));
        } catch (IOException | RuntimeException | Error e) {
            all.close();
            throw e;
        }
    }

    /** Hashes every input of {@code all} now, one digest and one read buffer for every file. */
    private static void hashAll(WalkedInputs all) throws IOException {
        InputFingerprint.Hasher hasher = new InputFingerprint.Hasher();
        int number = 0;
        for (Input input : all) {
            if (input.listingFailure() == null && InputFingerprint.sizeOf(input) >= 0) {
                hashInto(all, number, input, hasher);
            }
            number++;
        }
    }

    /** Hashes {@code input}, number {@code number} of {@code all}, into its slot. */
    private static void hashInto(WalkedInputs all, int number, Input input, InputFingerprint.Hasher hasher)
            throws IOException {
        try {
            all.put(number, hasher.hash(input.path()));
        } catch (IOException e) {
            all.putUnreadable(number);
        }
    }

    private RunRecording withChanges(RunRecord.InputChanges changes) {
        return new RunRecording(csv, earlier, changes, inputs, unhashed, record, readerNanos);
    }

    /** This recording with {@code nanos} for the reader to hash small files, instead of the usual. For tests. */
    RunRecording withReaderTime(long nanos) {
        return new RunRecording(csv, earlier, changes, inputs, unhashed, record, nanos);
    }

    /**
     * The readable inputs' fingerprints as the record names them, read from {@link #inputs} one at a time: the
     * hashes made so far, none for the others.
     */
    Iterable<InputFingerprint> files() {
        return () -> new Iterator<>() {
            private final Iterator<WalkedInputs.Entry> entries = inputs.entries().iterator();
            private InputFingerprint next;

            @Override
            public boolean hasNext() {
                while (next == null && entries.hasNext()) {
                    WalkedInputs.Entry entry = entries.next();
                    if (entry.input().listingFailure() == null) {
                        next = InputFingerprint.recorded(entry.input(), entry.sha256(), entry.unreadable());
                    }
                }
                return next != null;
            }

            @Override
            public InputFingerprint next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                InputFingerprint file = next;
                next = null;
                return file;
            }
        };
    }

    /** Removes the file of the inputs: once the attempt has ended, or could not start. */
    void close() throws IOException {
        inputs.close();
    }

    /** Every input the run reads, in order: the walk of its folders, made once. */
    Iterable<Input> inputs() {
        return inputs;
    }

    /**
     * The hashes the run's reader should make as it reads {@link #inputs()} ({@link JobSources#open(Iterable,
     * int, java.io.InputStream, ContentHashes)}), or {@code null} when the record has them already (a resume). Call
     * before {@link #start}; without it, the hashing thread reads every file itself.
     */
    synchronized ContentHashes readerHashes() {
        if (!unhashed) {
            return null;
        }
        if (shared == null) {
            shared = new ContentHashes(inputs);
        }
        return shared;
    }

    /**
     * Whether {@code results} holds rows to continue: a results file that is not empty, or a folder of part files
     * ({@code spark-solve --parts}) that holds one.
     */
    static boolean holdsResults(Path results) throws IOException {
        if (Files.isDirectory(results)) {
            try (var listing = Files.list(results)) {
                return listing.anyMatch(file -> file.getFileName().toString().startsWith(ExistingParts.PART_PREFIX));
            }
        }
        return Files.isRegularFile(results) && Files.size(results) > 0;
    }

    /** Whether a resume found a record to check against; {@code false} for a file of an older version. */
    boolean hadRecord() {
        return earlier != null;
    }

    /** The input files whose rows the resume drops: changed since the record, or no longer given. */
    RunRecord.InputChanges changes() {
        return changes;
    }

    /**
     * Writes the record with a new attempt, before the run writes its first row, then hashes the inputs on a thread
     * of its own when the record has no hashes yet.
     */
    synchronized void start(String version, List<String> command, int threads, KeptRows existing)
            throws IOException {
        record = record.withAttempt(attempt(version, command, threads, existing));
        record.write(csv, files());
        startWritten = true;
        if (unhashed) {
            startHashing(this::hashInputs);
        }
    }

    /**
     * Starts the attempt as {@link #start} does, except that when the record has no hashes yet, its hashing thread
     * writes it first, while the run begins to read and solve; {@code results} comes back made to wait for that
     * record before it writes anything, so that no row reaches the disk before the record of its attempt. A
     * record that cannot be written fails the first write to the results with its reason. The record of a folder
     * of 10,000 files names each file: writing it, 40 to 70 ms of CPU and a force to the disk, held up the first
     * board, when the main thread was the only one at work.
     */
    synchronized ResultWriter startReading(String version, List<String> command, int threads, KeptRows existing,
            ResultWriter results) throws IOException {
        if (!unhashed) {
            start(version, command, threads, existing);
            return results;
        }
        record = record.withAttempt(attempt(version, command, threads, existing));
        startHashing(this::writeStartThenHash);
        return new RecordedResults(results, this::awaitStart);
    }

    private static Attempt attempt(String version, List<String> command, int threads, KeptRows existing) {
        long kept = existing == null ? 0 : existing.completed().size();
        long dropped = 0;
        if (existing != null) {
            for (long rows : existing.droppedByFile().values()) {
                dropped += rows;
            }
        }
        return Attempt.starting(version, command, threads, kept, dropped);
    }

    /**
     * Starts {@code work} on the hashing thread. Whatever it dies of is kept for {@link #finishHashing}, which the
     * run's thread calls, so that the run fails with its own message rather than the JVM's stack trace.
     */
    private void startHashing(Runnable work) {
        hashing = new Thread(() -> {
            try {
                work.run();
            } catch (RuntimeException | Error e) {
                RunLog.FILE.error("the hashing of the inputs failed", e);
                synchronized (this) {
                    hashingFailure = e;
                    if (!startWritten) {
                        startWritten = true;
                        startFailure = e;
                        notifyAll();
                    }
                }
            }
        }, "tilesearch-hashing");
        hashing.setDaemon(true);
        hashing.start();
    }

    /**
     * Writes the record of the attempt's start, then, when it could, hashes the inputs. Any failure is handed to
     * the run, not only an {@link IOException}: the run's first row waits for this record, and would wait forever
     * if this thread died without saying so.
     */
    private void writeStartThenHash() {
        RunRecord starting;
        synchronized (this) {
            starting = record;
        }
        Throwable failure = null;
        try {
            starting.write(csv, files());
        } catch (IOException | RuntimeException | Error e) {
            failure = e;
        }
        synchronized (this) {
            startWritten = true;
            startFailure = failure;
            notifyAll();
        }
        if (failure == null) {
            hashInputs();
        }
    }

    /**
     * Waits until the record of the attempt's start is written.
     *
     * @throws IOException when it could not be written, or the wait was interrupted; whatever else the writing
     *     threw, as it was thrown
     */
    private synchronized void awaitStart() throws IOException {
        while (!startWritten) {
            try {
                wait();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while the run record was written");
            }
        }
        if (startFailure instanceof IOException e) {
            throw e;
        } else if (startFailure instanceof RuntimeException e) {
            throw e;
        } else if (startFailure instanceof Error e) {
            throw e;
        }
    }

    /**
     * Hashes the inputs and records the hashes, unless the attempt has ended first: the files the reader will not
     * hash at once, then, once the reader has had its time or the attempt is ending, every other file the reader
     * has not hashed. A record that cannot be written now is left as it is: {@link #end} writes it again, and says
     * so when it cannot.
     */
    private void hashInputs() {
        InputFingerprint.Hasher hasher = new InputFingerprint.Hasher();
        ContentHashes reader;
        synchronized (this) {
            reader = shared;
        }
        // Each pass reads every input back from the file: a folder of small files, all the reader's, needs none.
        if (reader == null || !inputs.allSmallFiles()) {
            hashPass(hasher, reader, true);
        }
        if (reader != null) {
            awaitReader();
            if (inputs.allSmallFiles() && reader.claimed() == inputs.size()) {
                awaitReaderHashes(reader);
            } else {
                hashPass(hasher, reader, false);
            }
        }
        synchronized (this) {
            if (ending) {
                return;
            }
            try {
                record.write(csv, files());
            } catch (IOException e) {
                // end() writes the record again.
            }
        }
    }

    /** Waits until the reader, which claimed every input, has put their hashes. */
    private void awaitReaderHashes(ContentHashes reader) {
        try {
            for (int number = 0; number < inputs.size(); number++) {
                reader.awaitPut(number);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Hashes the inputs that are this thread's at once ({@code first}: the reader hashes none of them) or the
     * others (the small files the reader may have hashed meanwhile).
     */
    private void hashPass(InputFingerprint.Hasher hasher, ContentHashes reader, boolean first) {
        int number = 0;
        for (Input input : inputs) {
            long size = input.listingFailure() == null ? InputFingerprint.sizeOf(input) : -1;
            boolean mine = reader == null || size >= ContentHashes.WHOLE_READ_BYTES;
            if (size >= 0 && mine == first) {
                hash(hasher, reader, number, input);
            }
            number++;
        }
    }

    /**
     * Hashes input {@code number}, {@code input}, into its slot, when neither the reader nor this thread claimed it
     * before; else the reader has put its hash there, or is about to, which is waited for.
     */
    private void hash(InputFingerprint.Hasher hasher, ContentHashes reader, int number, Input input) {
        try {
            if (reader == null) {
                hashInto(inputs, number, input, hasher);
            } else if (reader.claim(number)) {
                byte[] sha256 = null;
                try {
                    sha256 = hasher.hash(input.path());
                } catch (IOException e) {
                    // Put even so: the reader's await would wait forever.
                }
                reader.put(number, sha256);
                if (sha256 == null) {
                    inputs.putUnreadable(number);
                }
            } else {
                reader.awaitPut(number);
            }
        } catch (IOException e) {
            // The slot stays without a hash, which a resume judges by size and time.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits until the reader has had its time to hash small files, or the attempt is ending. */
    private synchronized void awaitReader() {
        long until = System.nanoTime() + readerNanos;
        long left = readerNanos;
        while (!ending && left > 0) {
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            left = until - System.nanoTime();
        }
    }

    /**
     * Writes the record with the attempt ended: {@code exitCode} ({@code null} for a signal, whose exit code the
     * JVM sets), {@code stoppedBy} and the counts of {@code summary} ({@code null} when no row is known written). The
     * inputs' hashes are made first, when they are not all in yet.
     */
    void end(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        stopHashing();
        synchronized (this) {
            endAttempt(exitCode, stoppedBy, summary);
        }
    }

    /**
     * Hashes what is left at once and waits for the hashing thread, after the job: a thread that died (out of
     * memory) fails the run here with what it died of.
     */
    void finishHashing() {
        stopHashing();
        Throwable failure;
        synchronized (this) {
            failure = hashingFailure;
        }
        if (failure instanceof RuntimeException e) {
            throw e;
        } else if (failure instanceof Error e) {
            throw e;
        }
    }

    private void stopHashing() {
        synchronized (this) {
            ending = true;
            notifyAll();
        }
        awaitHashes();
    }

    /** Waits for the inputs' hashes, if they are being made; a run interrupted meanwhile records them without. */
    private void awaitHashes() {
        if (hashing == null) {
            return;
        }
        try {
            hashing.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void endAttempt(Integer exitCode, String stoppedBy, RunSummary summary) throws IOException {
        Attempt attempt = record.lastAttempt();
        Attempt.Counts before = attempt.counts();
        Attempt.Counts counts = summary == null ? before : new Attempt.Counts(before.kept(), before.dropped(),
                summary.written(), summary.ok(), summary.errors(), summary.timeouts(), summary.stopped());
        record = record.withLastAttempt(attempt.ended(exitCode, stoppedBy, counts));
        record.write(csv, files());
    }
}
