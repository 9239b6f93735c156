package tilesearch.io;

import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.io.ExternalSort.Codec;
import tilesearch.results.ResultColumn;
import tilesearch.results.ResultsReader;
import tilesearch.results.UnusableResultsException;

/**
 * What an earlier run left in a results CSV, read before {@code solve --resume} continues it, and the repair
 * that leaves only rows to keep.
 *
 * <p>A row is kept when it is complete (its record separator was written) and final: status {@code ok},
 * {@code error} or {@code timeout}. Two things are dropped: a torn last row (the process died while writing
 * it), and {@code stopped} rows (the run stopped while those boards were searched, so they are solved again), as
 * are error rows whose search ran out of memory (the machine's fault, not the board's: more heap may solve them).
 * Anything else that is wrong (no header, a damaged row in the middle) makes the file unusable rather than
 * being dropped silently. The caller may also name input files whose rows must all go (their content changed, or
 * they are no longer inputs), and the files that are inputs now: rows of other files, and a second row of one
 * board, are dropped too, so that the file holds one row per board of the inputs. Dropped rows are counted per
 * file.
 *
 * <p>How: the writer ends every row with {@code \n}, and only a quoted field may hold a {@code \n}. A byte
 * scan that tracks quotes finds where the last complete row ends; {@link ResultsReader} then parses the complete
 * part, decoded as ISO-8859-1 so that its character positions are byte offsets (every CSV delimiter is ASCII),
 * and the {@code file} column is re-decoded as UTF-8. The rows are then sorted by input file and board, with the
 * names of the inputs ({@link ExternalSort}, in runs on disk past {@value #SORT_CHUNK}), and met in that order:
 * whether a row's file is an input, and whether its board has a row already, is known from the rows just before
 * it. Memory: the byte ranges of dropped rows (neighbouring rows share one) and the counts of dropped rows per
 * file, plus one {@link CompletedBoards} bit per kept row, or with {@link #readSpilled} one file's bits; whatever
 * the file's size and the number of inputs.
 */
public final class ExistingResults implements Closeable {

    private static final Logger LOG = LoggerFactory.getLogger(ExistingResults.class);

    private static final byte[] HEADER = ResultColumn.HEADER_LINE.getBytes(StandardCharsets.US_ASCII);
    /** The most bytes of a first line read to say what is wrong with a header that is not the writer's. */
    private static final int HEADER_PROBLEM_BYTES = 1 << 16;
    /** The rows sorted in memory, about 400 KB of them: more are sorted in runs on disk. */
    static final int SORT_CHUNK = 4096;

    /** Row kinds: an input's name (not a row), a row to solve again, and the final statuses. */
    private static final byte INPUT = 0;
    private static final byte STOPPED = 1;
    private static final byte OK = 2;
    private static final byte ERROR = 3;
    private static final byte TIMEOUT = 4;

    /** Rows by input file, then board; an input's name (board 0) before its rows, rows in file order. */
    private static final Comparator<Row> BY_BOARD = Comparator.comparing(Row::file).thenComparingInt(Row::board);
    /** Rows in file order. */
    private static final Comparator<Row> BY_START = Comparator.comparingLong(Row::start);

    private final Path file;
    private final long bytes;
    private final boolean hasHeader;
    private final long completeEnd;
    private final Set<String> dropFiles;
    private final Iterable<String> inputFiles;
    /** Boards kept from other files of the same results (earlier part files): a row of one of them goes. */
    private final CompletedBoards keptElsewhere;
    /** Byte ranges {start, end} of the rows to drop, in file order; neighbouring rows share one range. */
    private final List<long[]> droppedRanges = new ArrayList<>();
    private final Map<String, Long> droppedByFile = new LinkedHashMap<>();
    /** The boards kept, in the heap; or {@code null} when {@link #spilled} keeps them in a file. */
    private final CompletedBoards completed;
    private final SpilledBoards spilled;
    private long ok;
    private long errors;
    private long timeouts;
    private long stopped;

    private ExistingResults(Path file, long bytes, boolean hasHeader, long completeEnd, Set<String> dropFiles,
            Iterable<String> inputFiles, CompletedBoards keptElsewhere, SpilledBoards spilled) {
        this.file = file;
        this.bytes = bytes;
        this.hasHeader = hasHeader;
        this.completeEnd = completeEnd;
        this.dropFiles = dropFiles;
        this.inputFiles = inputFiles;
        this.keptElsewhere = keptElsewhere;
        this.spilled = spilled;
        this.completed = spilled == null ? new CompletedBoards() : null;
    }

    /**
     * The sibling file {@link #repair()} writes before moving it over {@code results}: {@code night.csv.resume}, as
     * {@link SiblingFiles#sibling} names it.
     */
    public static Path repairPathFor(Path results) {
        return SiblingFiles.sibling(results, ".resume");
    }

    /**
     * Reads the results CSV {@code file}; a file that does not exist or is empty reads as no rows.
     *
     * @throws UnusableResultsException when the file does not start with the header of {@link ResultColumn}, or a
     *     complete row is not a results row
     */
    public static ExistingResults read(Path file) throws IOException {
        return read(file, Set.of(), null);
    }

    /**
     * Reads the results CSV {@code file} as {@link #read(Path)} does, marking to be dropped every row of the input
     * files {@code dropFiles} (named as in the {@code file} column), every row of a file not in {@code inputFiles}
     * (in any order; {@code null}: any file is an input), and every row of a board after its first.
     */
    public static ExistingResults read(Path file, Set<String> dropFiles, Iterable<String> inputFiles)
            throws IOException {
        return read(file, dropFiles, inputFiles, new CompletedBoards());
    }

    /**
     * Reads {@code file} as {@link #read(Path, Set, Iterable)} does, keeping the boards done in a temporary file
     * rather than in the heap ({@link SpilledBoards}), which {@link #close} removes.
     */
    public static ExistingResults readSpilled(Path file, Set<String> dropFiles, Iterable<String> inputFiles)
            throws IOException {
        SpilledBoards spilled = SpilledBoards.create();
        try {
            return read(file, dropFiles, inputFiles, new CompletedBoards(), spilled);
        } catch (IOException | RuntimeException e) {
            spilled.close();
            throw e;
        }
    }

    /**
     * Reads one of several files that hold the rows of one run (the part files of a folder) as
     * {@link #read(Path, Set, Iterable)} does, marking to be dropped too every row of a board in
     * {@code keptElsewhere}, the boards the files before it keep: the parts together then hold one row per board.
     */
    public static ExistingResults read(Path file, Set<String> dropFiles, Iterable<String> inputFiles,
            CompletedBoards keptElsewhere) throws IOException {
        return read(file, dropFiles, inputFiles, keptElsewhere, null);
    }

    private static ExistingResults read(Path file, Set<String> dropFiles, Iterable<String> inputFiles,
            CompletedBoards keptElsewhere, SpilledBoards spilled) throws IOException {
        long bytes = Files.exists(file) ? Files.size(file) : 0;
        if (bytes == 0) {
            return empty(file, 0, dropFiles, inputFiles, keptElsewhere, spilled);
        }
        byte[] start = new byte[(int) Math.min(bytes, HEADER.length)];
        try (InputStream in = Files.newInputStream(file)) {
            in.readNBytes(start, 0, start.length);
        }
        if (!Arrays.equals(start, 0, start.length, HEADER, 0, start.length)) {
            throw notTheWritersHeader(file);
        }
        if (start.length < HEADER.length) {
            // The process died while writing the header: there is nothing to keep.
            return empty(file, bytes, dropFiles, inputFiles, keptElsewhere, spilled);
        }
        ExistingResults existing = new ExistingResults(file, bytes, true, completeEnd(file), dropFiles,
                inputFiles, keptElsewhere, spilled);
        existing.parseRows();
        return existing;
    }

    private static ExistingResults empty(Path file, long bytes, Set<String> dropFiles, Iterable<String> inputFiles,
            CompletedBoards keptElsewhere, SpilledBoards spilled) throws IOException {
        if (spilled != null) {
            spilled.finish();
        }
        return new ExistingResults(file, bytes, false, 0, dropFiles, inputFiles, keptElsewhere, spilled);
    }

    /**
     * Why the first line of {@code file}, which is not the header the writer writes, refuses the file: the problem
     * {@link ResultsReader} finds in it, or, for the right names written otherwise (quoted, or with CR LF), that
     * the line is not written as the writer writes it, since the run appends rows of its own.
     */
    private static UnusableResultsException notTheWritersHeader(Path file) throws IOException {
        byte[] firstBytes;
        try (InputStream in = Files.newInputStream(file)) {
            firstBytes = in.readNBytes(HEADER_PROBLEM_BYTES);
        }
        // Opening checks the header's names, and throws what is wrong with them.
        ResultsReader.open(file, new InputStreamReader(new ByteArrayInputStream(firstBytes), StandardCharsets.UTF_8),
                false).close();
        return new UnusableResultsException(file, "not a tilesearch results file: its first line is not the header "
                + ResultColumn.HEADER_LINE.strip() + " as solve writes it");
    }

    /** Whether the file holds the header; when not, it holds nothing to keep and is started afresh. */
    public boolean hasHeader() {
        return hasHeader;
    }

    /** The boards with a kept row: what the resumed run skips. */
    public KeptBoards completed() {
        return spilled == null ? completed : spilled;
    }

    /** The boards with a kept row, in the heap: for the part files, each judged against those before it. */
    public CompletedBoards completedInMemory() throws IOException {
        return completed().inMemory();
    }

    /** Removes the file that keeps the boards done, for {@link #readSpilled}; the boards are gone then. */
    @Override
    public void close() throws IOException {
        if (spilled != null) {
            spilled.close();
        }
    }

    /** Kept rows with status {@code ok}. */
    public long ok() {
        return ok;
    }

    /** Kept rows with status {@code error}. */
    public long errors() {
        return errors;
    }

    /** Kept rows with status {@code timeout}. */
    public long timeouts() {
        return timeouts;
    }

    /**
     * Rows with status {@code stopped}, and error rows of searches that ran out of memory, which {@link #repair()}
     * drops so that their boards are solved again.
     */
    public long stopped() {
        return stopped;
    }

    /**
     * The rows {@link #repair()} drops because their input file was named to be dropped or is no input, or their
     * board already had a row, per file, in the order of the files' names; stopped rows of those files count here,
     * not in {@link #stopped()}.
     */
    public Map<String, Long> droppedByFile() {
        return Collections.unmodifiableMap(droppedByFile);
    }

    /** Whether the file ends with a torn row, which {@link #repair()} cuts off. */
    public boolean tornTail() {
        return hasHeader && completeEnd < bytes;
    }

    /**
     * Leaves the file holding the header and the kept rows only, so that new rows can be appended: cuts off a
     * torn last row in place, or, when stopped rows must go, writes the kept bytes to a sibling file and moves
     * it over the original atomically, so that a crash during the repair leaves one whole version or the other.
     * Does nothing when there is no header (the caller starts the file afresh).
     */
    public void repair() throws IOException {
        if (!hasHeader) {
            return;
        }
        if (droppedRanges.isEmpty()) {
            if (completeEnd < bytes) {
                LOG.info("{}: cutting off a torn last row ({} bytes)", file, bytes - completeEnd);
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                    channel.truncate(completeEnd);
                    channel.force(true);
                }
            }
            return;
        }
        if (stopped > 0) {
            LOG.info("{}: dropping {} stopped or out-of-memory row{} to solve again", file, stopped, stopped == 1 ? "" : "s");
        }
        droppedByFile.forEach((input, rows) -> LOG.info("{}: dropping {} row{} of {}", file, rows,
                rows == 1 ? "" : "s", input));
        Path copy = repairPathFor(file);
        try (FileChannel from = FileChannel.open(file, StandardOpenOption.READ);
                FileChannel to = FileChannel.open(copy, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING)) {
            long position = 0;
            for (long[] dropped : droppedRanges) {
                transfer(from, position, dropped[0], to);
                position = dropped[1];
            }
            transfer(from, position, completeEnd, to);
            to.force(true);
        }
        Files.move(copy, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void transfer(FileChannel from, long start, long end, FileChannel to) throws IOException {
        long position = start;
        while (position < end) {
            position += from.transferTo(position, end - position, to);
        }
    }

    /** The byte offset just past the last {@code \n} that is outside quotes: the end of the last complete row. */
    private static long completeEnd(Path file) throws IOException {
        long end = 0;
        long offset = 0;
        boolean quoted = false;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            int read;
            while ((read = in.read(buffer)) > 0) {
                for (int i = 0; i < read; i++) {
                    byte b = buffer[i];
                    if (b == '"') {
                        quoted = !quoted;
                    } else if (b == '\n' && !quoted) {
                        end = offset + i + 1;
                    }
                }
                offset += read;
            }
        }
        return end;
    }

    /**
     * Parses the complete rows after the header, then meets them sorted by board, each file's after its name as an
     * input, and sorts them into kept and dropped.
     */
    private void parseRows() throws IOException {
        try (ExternalSort<Row> byBoard = new ExternalSort<>(BY_BOARD, new RowCodec(), SORT_CHUNK);
                ExternalSort<Row> dropped = new ExternalSort<>(BY_START, new RowCodec(), SORT_CHUNK)) {
            if (inputFiles != null) {
                addInputs(byBoard);
            }
            readRows(byBoard);
            sortRows(byBoard.sorted(), dropped);
            Iterator<Row> inFileOrder = dropped.sorted();
            long[] last = null;
            while (inFileOrder.hasNext()) {
                Row row = inFileOrder.next();
                // Neighbouring dropped rows share one range.
                if (last != null && last[1] == row.start()) {
                    last[1] = row.end();
                } else {
                    last = new long[] {row.start(), row.end()};
                    droppedRanges.add(last);
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        if (spilled != null) {
            spilled.finish();
        }
    }

    private void addInputs(ExternalSort<Row> byBoard) throws IOException {
        Iterator<String> names = inputFiles.iterator();
        try {
            while (names.hasNext()) {
                byBoard.add(new Row(names.next(), 0, INPUT, 0, 0));
            }
        } finally {
            // The run's inputs are read from its file, which an iteration stopped part way leaves open.
            if (names instanceof Closeable open) {
                open.close();
            }
        }
    }

    /** Reads the complete rows in file order, each with its byte range; a row that is not a results row throws. */
    private void readRows(ExternalSort<Row> byBoard) throws IOException {
        // Decoded as ISO-8859-1, a record's character position is its byte offset; the file column is UTF-8.
        Reader in = new InputStreamReader(new BufferedInputStream(new PrefixInputStream(Files.newInputStream(file),
                completeEnd), 1 << 16), StandardCharsets.ISO_8859_1);
        try (ResultsReader records = ResultsReader.open(file, in, false)) {
            Row before = null;
            while (records.next()) {
                long start = records.characterPosition();
                if (before != null) {
                    byBoard.add(before.endingAt(start));
                }
                int board = records.size() == ResultColumn.COUNT ? ordinal(records.get(ResultColumn.BOARD)) : -1;
                String status = board < 1 ? "" : records.get(ResultColumn.STATUS);
                byte kind = outOfMemory(status, records) ? STOPPED : kindOf(status);
                if (kind < 0) {
                    throw new UnusableResultsException(file, "row " + records.rowNumber() + " after the header "
                            + "is not a results row; was the file changed by something other than tilesearch?");
                }
                before = new Row(utf8(records.get(ResultColumn.FILE)), board, kind, start, completeEnd);
            }
            if (before != null) {
                byBoard.add(before);
            }
        }
    }

    /**
     * Keeps or drops each row, met in the order of {@code byBoard}: a board's first final row is kept, unless its
     * file is to be dropped or is no input, or a file before this one keeps the board.
     */
    private void sortRows(Iterator<Row> byBoard, ExternalSort<Row> dropped) throws IOException {
        String inputFile = null;
        boolean isInput = false;
        int board = -1;
        boolean done = false;
        while (byBoard.hasNext()) {
            Row row = byBoard.next();
            if (!row.file().equals(inputFile)) {
                inputFile = row.file();
                isInput = inputFiles == null;
                board = -1;
            }
            if (row.kind() == INPUT) {
                isInput = true;
                continue;
            }
            if (row.board() != board) {
                board = row.board();
                done = keptElsewhere.contains(inputFile, board);
            }
            if (done || !isInput || dropFiles.contains(inputFile)) {
                droppedByFile.merge(inputFile, 1L, Long::sum);
                dropped.add(row);
            } else if (row.kind() == STOPPED) {
                stopped++;
                dropped.add(row);
            } else {
                keep(row.kind(), inputFile, board);
                done = true;
            }
        }
    }

    /** Whether {@code record}, of {@code status}, is the error row of a search that ran out of memory. */
    private static boolean outOfMemory(String status, ResultsReader record) {
        return status.equals(JobResult.Status.ERROR.label())
                && record.get(ResultColumn.MESSAGE).contains(": " + JobResult.OUT_OF_MEMORY);
    }

    /** The kind of a row of {@code status}: stopped or final; -1 for a status no row has. */
    private static byte kindOf(String status) {
        if (status.equals(JobResult.Status.STOPPED.label())) {
            return STOPPED;
        } else if (status.equals(JobResult.Status.OK.label())) {
            return OK;
        } else if (status.equals(JobResult.Status.ERROR.label())) {
            return ERROR;
        } else if (status.equals(JobResult.Status.TIMEOUT.label())) {
            return TIMEOUT;
        }
        return -1;
    }

    /** Counts a kept row of {@code kind}, and records its board as done. */
    private void keep(byte kind, String inputFile, int board) throws IOException {
        if (kind == OK) {
            ok++;
        } else if (kind == ERROR) {
            errors++;
        } else {
            timeouts++;
        }
        if (spilled != null) {
            spilled.add(inputFile, board);
        } else {
            completed.add(inputFile, board);
        }
    }

    private static int ordinal(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static String utf8(String latin1) {
        return new String(latin1.getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
    }

    /**
     * A complete row: its board, its kind, and its bytes from {@code start} to {@code end}; or, of kind
     * {@link #INPUT}, an input's name.
     */
    private record Row(String file, int board, byte kind, long start, long end) {

        Row endingAt(long at) {
            return new Row(file, board, kind, start, at);
        }
    }

    /** A row in a run of a sort. */
    private static final class RowCodec implements Codec<Row> {

        @Override
        public void write(Row row, DataOutputStream out) throws IOException {
            Codec.writeText(row.file(), out);
            out.writeInt(row.board());
            out.writeByte(row.kind());
            out.writeLong(row.start());
            out.writeLong(row.end());
        }

        @Override
        public Row read(DataInputStream in) throws IOException {
            return new Row(Codec.readText(in), in.readInt(), in.readByte(), in.readLong(), in.readLong());
        }
    }

    /** The first {@code length} bytes of a stream: the complete rows, without the torn tail. */
    private static final class PrefixInputStream extends FilterInputStream {

        private long left;

        PrefixInputStream(InputStream in, long length) {
            super(in);
            this.left = length;
        }

        @Override
        public int read() throws IOException {
            if (left <= 0) {
                return -1;
            }
            left--;
            return super.read();
        }

        @Override
        public int read(byte[] buffer, int offset, int count) throws IOException {
            if (left <= 0) {
                return -1;
            }
            int read = super.read(buffer, offset, (int) Math.min(count, left));
            if (read > 0) {
                left -= read;
            }
            return read;
        }
    }
}
