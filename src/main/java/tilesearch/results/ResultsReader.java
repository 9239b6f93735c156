package tilesearch.results;

import de.siegmar.fastcsv.reader.AbstractBaseCsvCallbackHandler;
import de.siegmar.fastcsv.reader.CloseableIterator;
import de.siegmar.fastcsv.reader.CsvParseException;
import de.siegmar.fastcsv.reader.CsvReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.InterruptedIOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;
import tilesearch.input.CappedLines;

/**
 * The one reader of a results CSV: a report reads every row ({@link #forEach}), {@code show} finds one
 * ({@link RowLookup#find}), and a resumed run reads the records one by one with the line each starts on
 * ({@link #open}). Each checks the header against {@link ResultColumn} first, so a file that is not a results CSV
 * gets the same message from all three.
 *
 * <p>Records are read by FastCSV as RFC 4180 has them: comma, double quotes with doubled quotes inside, line breaks
 * inside quotes, CR, LF or CR LF between records, empty lines skipped. Text after a closing quote fails the read.
 *
 * <p>A row ({@link #row()}) is made strictly: the file is machine-written, and a report that quietly dropped rows
 * would hide exactly what it is for. A row of another length than the header, or a value of the wrong kind, fails
 * the read, naming file, line and column.
 *
 * <p>Not thread-safe.
 */
public final class ResultsReader implements Closeable {

    /** Records read ahead at a time by {@link #forEach}. */
    private static final int BATCH = 4096;
    /** Digits that always fit a long. */
    private static final int LONG_DIGITS = 18;

    /** A record of the file: its fields, and the line it starts on. */
    private record Record(String[] fields, long line) {

        String get(ResultColumn column) {
            return fields[column.ordinal()];
        }
    }

    private final Path file;
    private final CsvReader<Fields> reader;
    private final CloseableIterator<Fields> records;
    private final int headerSize;
    /** The record {@link #next()} moved to. */
    private Record current;
    private long rowNumber;

    private ResultsReader(Path file, CsvReader<Fields> reader, CloseableIterator<Fields> records,
            int headerSize) {
        this.file = file;
        this.reader = reader;
        this.records = records;
        this.headerSize = headerSize;
    }

    /**
     * Reads the header of the results CSV {@code file} from {@code in}, which the reader then closes with; the
     * {@link ResultColumn#THREADS} column after the others is allowed where {@code threadsAllowed}. A byte-order
     * mark before the header is dropped.
     *
     * @throws UnusableResultsException naming {@code file} when the header is not that of {@link ResultColumn}, or
     *     cannot be read as CSV
     */
    public static ResultsReader open(Path file, Reader in, boolean threadsAllowed) throws IOException {
        CsvReader<Fields> reader = CsvReader.builder().maxBufferSize(CappedLines.MAX_LINE_BYTES)
                .allowExtraCharsAfterClosingQuote(false)
                .allowMissingFields(true).allowExtraFields(true).build(new Fields(), in);
        try {
            CloseableIterator<Fields> records = reader.iterator();
            List<String> header = new ArrayList<>();
            if (hasNext(file, records)) {
                Fields fields = records.next();
                header.addAll(Arrays.asList(fields.values).subList(0, fields.size()));
                if (header.get(0).startsWith("\uFEFF")) {
                    header.set(0, header.get(0).substring(1));
                }
            }
            Optional<String> problem = ResultColumn.headerProblem(header, threadsAllowed);
            if (problem.isPresent()) {
                throw new UnusableResultsException(file, problem.get());
            }
            return new ResultsReader(file, reader, records, header.size());
        } catch (IOException | RuntimeException e) {
            reader.close();
            throw e;
        }
    }

    /**
     * Like {@link #open(Path, Reader, boolean)}, from the UTF-8 file {@code file}, read as {@code solve} reads its
     * inputs: only a regular file (a FIFO would never end, {@code /dev/zero} never break a line), and lines no longer
     * than the line cap.
     */
    static ResultsReader open(Path file, boolean threadsAllowed) throws IOException {
        if (Files.exists(file) && !Files.isRegularFile(file)) {
            throw new UnusableResultsException(file, "not a regular file (a FIFO, a device or a socket), so it is "
                    + "not read");
        }
        Reader in = new InputStreamReader(CappedLines.open(file), StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT));
        return open(file, in, threadsAllowed);
    }

    /**
     * Hands every row of {@code csv} to {@code sink}, in file order, one at a time: memory does not grow with the
     * file. A folder is read as the part files {@code spark-solve --parts} writes, in the order of their names. A
     * fault stops the read; the rows before it have been handed on.
     *
     * @throws java.nio.file.NoSuchFileException when {@code csv} does not exist
     * @throws UnusableResultsException when {@code csv} is not a results CSV, or a folder holds no part file
     */
    public static void forEach(Path csv, Consumer<? super ResultRow> sink) throws IOException {
        if (Files.isDirectory(csv)) {
            for (Path part : parts(csv)) {
                forEach(part, sink);
            }
            return;
        }
        // Reading the CSV and making rows of it take about as long as each other: a thread of its own reads the next
        // batch of records while this one makes rows of the batch before. The reader is used by one thread at a time.
        ExecutorService ahead = Executors.newSingleThreadExecutor(task -> {
            Thread thread = new Thread(task, "tilesearch-results-reader");
            thread.setDaemon(true);
            return thread;
        });
        try (ResultsReader reader = open(csv, true)) {
            try {
                Future<List<Record>> next = ahead.submit(reader::batch);
                for (List<Record> batch = done(next); !batch.isEmpty(); batch = done(next)) {
                    next = ahead.submit(reader::batch);
                    for (Record record : batch) {
                        sink.accept(reader.row(record));
                    }
                }
            } finally {
                awaitEnd(ahead);
            }
        }
    }

    /** The next records, up to {@value #BATCH}; none after the last. */
    private List<Record> batch() throws IOException {
        List<Record> records = new ArrayList<>(BATCH);
        while (records.size() < BATCH && next()) {
            records.add(current);
        }
        return records;
    }

    /** The records {@code batch} read, or what failed their read. */
    private static List<Record> done(Future<List<Record>> batch) throws IOException {
        try {
            return batch.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while reading results");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException failure) {
                throw failure;
            } else if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            } else if (e.getCause() instanceof Error failure) {
                throw failure;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Waits for the batch being read, if any, so that the reader is closed by one thread after its last use. */
    private static void awaitEnd(ExecutorService ahead) {
        ahead.shutdown();
        boolean interrupted = false;
        while (!ahead.isTerminated()) {
            try {
                ahead.awaitTermination(1, TimeUnit.MINUTES);
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    private static List<Path> parts(Path folder) throws IOException {
        List<Path> parts;
        try (Stream<Path> files = Files.list(folder)) {
            parts = files.filter(part -> part.getFileName().toString().startsWith("part-")).sorted().toList();
        }
        if (parts.isEmpty()) {
            throw new UnusableResultsException(folder, "a folder of results must hold part files (part-00000, "
                    + "...), as spark-solve --parts writes them");
        }
        return parts;
    }

    /**
     * Moves to the next record; false after the last.
     *
     * @throws UnusableResultsException when the record cannot be read as CSV, or the file is not UTF-8 text
     */
    public boolean next() throws IOException {
        if (!hasNext(file, records)) {
            current = null;
            return false;
        }
        // A copy, so that the record stays as it is when the next one is read into the same fields.
        Fields fields = records.next();
        current = new Record(Arrays.copyOf(fields.values, fields.size()), fields.line());
        rowNumber++;
        return true;
    }

    /** How many fields the header has: {@link ResultColumn#COUNT}, or one more with {@link ResultColumn#THREADS}. */
    public int headerSize() {
        return headerSize;
    }

    /** How many fields the current record has. */
    public int size() {
        return current.fields().length;
    }

    /** The current record's value in {@code column}; the record must have as many fields as the header. */
    public String get(ResultColumn column) {
        return current.get(column);
    }

    /** The current record's number among the rows after the header, from 1. */
    public long rowNumber() {
        return rowNumber;
    }

    /** The line of the file the current record starts on, from 1: a CR, an LF or a CR LF ends a line. */
    public long line() {
        return current.line();
    }

    /**
     * The current record as a row.
     *
     * @throws UnusableResultsException naming the line and the column when the record has another length than
     *     the header, a number column holds something else, or the status is none a run writes
     */
    public ResultRow row() throws UnusableResultsException {
        return row(current);
    }

    /** {@code record}, of this reader's file, as a row; see {@link #row()}. Thread-safe. */
    private ResultRow row(Record record) throws UnusableResultsException {
        int size = record.fields().length;
        if (size != headerSize) {
            throw size < headerSize ? fault(record, missingColumn(size), "is missing (the row is shorter than the "
                    + "header)") : new UnusableResultsException(file, "line " + record.line() + ": the row has "
                            + size + " fields where the header has " + headerSize);
        }
        Integer board = number(record, ResultColumn.BOARD, Integer::valueOf);
        if (board == null) {
            throw fault(record, ResultColumn.BOARD.header(), "must not be empty");
        }
        Long line = number(record, ResultColumn.LINE, Long::valueOf);
        Integer boardSize = number(record, ResultColumn.N, Integer::valueOf);
        BigInteger maxTile = number(record, ResultColumn.MAX_TILE, ResultsReader::bigInteger);
        BigInteger upperBound = number(record, ResultColumn.UPPER_BOUND, ResultsReader::bigInteger);
        Long nodes = number(record, ResultColumn.NODES, Long::valueOf);
        Double elapsedMs = number(record, ResultColumn.ELAPSED_MS, Double::valueOf);
        if (elapsedMs != null && !(elapsedMs >= 0 && elapsedMs < Double.POSITIVE_INFINITY)) {
            throw fault(record, ResultColumn.ELAPSED_MS.header(), "is not a time of 0 ms or more: '"
                    + record.get(ResultColumn.ELAPSED_MS).strip() + "'");
        }
        // a report that counted a status no run writes as some other kind would mislead
        String status = record.get(ResultColumn.STATUS);
        if (!status.equals(ResultRow.OK) && !status.equals(ResultRow.ERROR) && !status.equals(ResultRow.TIMEOUT)
                && !status.equals(ResultRow.STOPPED)) {
            throw fault(record, ResultColumn.STATUS.header(), "is not ok, error, timeout or stopped: '" + status
                    + "'");
        }
        return new ResultRow(record.get(ResultColumn.FILE), board, line, record.get(ResultColumn.ID), boardSize,
                record.get(ResultColumn.TASK), record.get(ResultColumn.MOVES), maxTile,
                record.get(ResultColumn.PATH), record.get(ResultColumn.BOARD_AFTER), upperBound, nodes, elapsedMs,
                status, record.get(ResultColumn.MESSAGE),
                headerSize > ResultColumn.COUNT ? record.fields()[ResultColumn.COUNT] : "");
    }

    @Override
    public void close() throws IOException {
        reader.close();
    }

    private static String missingColumn(int size) {
        return size < ResultColumn.COUNT ? ResultColumn.NAMES.get(size) : ResultColumn.THREADS;
    }

    /** The stripped value of {@code column} parsed by {@code parser}; {@code null} when it is blank. */
    private <T> T number(Record record, ResultColumn column, Function<String, T> parser)
            throws UnusableResultsException {
        String value = record.get(column).strip();
        if (value.isEmpty()) {
            return null;
        }
        try {
            return parser.apply(value);
        } catch (NumberFormatException e) {
            throw fault(record, column.header(), "is not a number: '" + value + "'");
        }
    }

    /** {@code text} as {@link BigInteger#BigInteger(String)} reads it, through a long when it surely fits one. */
    private static BigInteger bigInteger(String text) {
        return text.length() <= LONG_DIGITS ? BigInteger.valueOf(Long.parseLong(text)) : new BigInteger(text);
    }

    private UnusableResultsException fault(Record record, String column, String what) {
        return new UnusableResultsException(file, "line " + record.line() + ": column " + column + " " + what);
    }

    /** Whether {@code records} has another, throwing what FastCSV reports while it iterates as a message. */
    private static boolean hasNext(Path file, CloseableIterator<Fields> records) throws IOException {
        try {
            return records.hasNext();
        } catch (CsvParseException | UncheckedIOException e) {
            // FastCSV wraps whatever failed its read, out of memory and the input's faults too
            Throwable cause = e.getCause();
            if (cause instanceof Error error) {
                throw error;
            } else if (cause instanceof CharacterCodingException) {
                throw new UnusableResultsException(file, "not UTF-8 text");
            } else if (cause instanceof CappedLines.LineTooLongException tooLong) {
                throw new UnusableResultsException(file, tooLong.getMessage());
            } else if (cause instanceof IOException failure) {
                throw failure;
            }
            throw new UnusableResultsException(file, "cannot be read as CSV: " + messages(e));
        }
    }

    /** The messages of {@code e} and its causes, joined: FastCSV names the line, its cause what is wrong there. */
    private static String messages(Throwable e) {
        StringBuilder text = new StringBuilder(e.getMessage());
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            text.append(": ").append(cause.getMessage());
        }
        return text.toString();
    }

    /**
     * The fields of the record FastCSV reads, as Strings in one array that the next record reuses. A field equal to
     * the same field of the record before is that String again: a run's rows mostly repeat their file, size, task,
     * moves and status, so most rows cost fewer Strings, and comparing such a field with the row before's is quick.
     */
    private static final class Fields extends AbstractBaseCsvCallbackHandler<Fields> {

        private String[] values = new String[ResultColumn.COUNT + 1];
        /** The characters of each value, to tell a repeat without a String. */
        private char[][] chars = new char[values.length][16];

        int size() {
            return getFieldCount();
        }

        long line() {
            return getStartingLineNumber();
        }

        @Override
        protected void handleField(int index, char[] buffer, int offset, int length, boolean quoted) {
            if (index == values.length) {
                values = Arrays.copyOf(values, index * 2);
                chars = Arrays.copyOf(chars, index * 2);
                for (int i = index; i < chars.length; i++) {
                    chars[i] = new char[16];
                }
            }
            String before = values[index];
            char[] beforeChars = chars[index];
            if (before == null || before.length() != length
                    || !Arrays.equals(beforeChars, 0, length, buffer, offset, offset + length)) {
                if (length > beforeChars.length) {
                    beforeChars = new char[Math.max(length, beforeChars.length * 2)];
                    chars[index] = beforeChars;
                }
                System.arraycopy(buffer, offset, beforeChars, 0, length);
                values[index] = new String(buffer, offset, length);
            }
        }

        @Override
        protected Fields buildRecord() {
            return this;
        }
    }
}
