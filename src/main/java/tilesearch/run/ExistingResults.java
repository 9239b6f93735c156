package tilesearch.run;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.commons.io.input.BoundedInputStream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import tilesearch.results.JobResult;
import tilesearch.results.ResultColumn;
import tilesearch.results.ResultsReader;
import tilesearch.results.UnusableResultsException;
import tilesearch.text.ShellWords;

/**
 * What an earlier run left in a results CSV, read before {@code solve --resume} continues it, and the repair
 * that leaves only rows to keep.
 *
 * <p>A row is kept when it is complete (its record separator was written) and the {@link ResumeRules} keep it.
 * Dropped: a torn last row (the process died while writing it); the rows the rules solve again ({@code stopped}
 * rows, error rows whose search ran out of memory, rows of a status retried); and every row the rules drop, counted
 * per file (a file changed or no longer an input, a board that has a row already). Anything else that is wrong (no
 * header, a damaged row in the middle) makes the file unusable rather than being dropped silently.
 *
 * <p>How: the writer ends every row with {@code \n}, and only a quoted field may hold a {@code \n}. A byte
 * scan that tracks quotes finds where the last complete row ends; {@link ResultsReader} then parses the complete
 * part. The rows are judged in file order, one pass, so a board's first row is the one the rules meet first; a
 * dropped row is known by the lines it spans, and the repair copies every other line. Memory: the line ranges of
 * dropped rows (neighbouring rows share one) and the counts of dropped rows per file, whatever the file's size.
 */
public final class ExistingResults {

    private static final Logger LOG = LoggerFactory.getLogger(ExistingResults.class);

    private static final byte[] HEADER = ResultColumn.HEADER_LINE.getBytes(StandardCharsets.US_ASCII);
    /** The first bytes read: the header, or enough of a first line to say what is wrong with one not the writer's. */
    private static final int HEADER_PROBLEM_BYTES = 1 << 16;

    private final Path file;
    private final long bytes;
    /** Where the last complete row ends: 0 when not even the header is complete. */
    private final long completeEnd;
    private final ResumeRules rules;
    /**
     * Lines {first, end} of the rows to drop, in file order, numbered as {@link ResultsReader#line()} numbers them;
     * neighbouring rows share one range.
     */
    private final List<long[]> droppedLines = new ArrayList<>();
    /** Rows dropped per file, in the order of the files' names. */
    private final Map<String, Long> droppedByFile = new TreeMap<>();
    private long ok;
    private long errors;
    private long timeouts;
    private long solvedAgain;

    private ExistingResults(Path file, long bytes, long completeEnd, ResumeRules rules) {
        this.file = file;
        this.bytes = bytes;
        this.completeEnd = completeEnd;
        this.rules = rules;
    }

    /**
     * Reads the results CSV {@code file}, {@code rules} deciding on each complete row; a file that does not exist or
     * is empty reads as no rows.
     *
     * @throws UnusableResultsException when the file does not start with the header of {@link ResultColumn}, or a
     *     complete row is not a results row
     */
    static ExistingResults read(Path file, ResumeRules rules) throws IOException {
        long bytes = Files.exists(file) ? Files.size(file) : 0;
        if (bytes == 0) {
            return new ExistingResults(file, 0, 0, rules);
        }
        byte[] start;
        try (InputStream in = Files.newInputStream(file)) {
            start = in.readNBytes(HEADER_PROBLEM_BYTES);
        }
        int compared = Math.min(start.length, HEADER.length);
        if (!Arrays.equals(start, 0, compared, HEADER, 0, compared)) {
            throw notTheWritersHeader(file, start);
        }
        if (compared < HEADER.length) {
            // The process died while writing the header: there is nothing to keep.
            return new ExistingResults(file, bytes, 0, rules);
        }
        ExistingResults existing = new ExistingResults(file, bytes, completeEnd(file), rules);
        existing.readRows();
        return existing;
    }

    /**
     * Why the first line of {@code file}, which starts with {@code firstBytes} and is not the header the writer
     * writes, refuses the file: the problem {@link ResultsReader} finds in it, or, for the right names written
     * otherwise (quoted, or with CR LF), that the line is not written as the writer writes it, since the run
     * appends rows of its own.
     */
    private static UnusableResultsException notTheWritersHeader(Path file, byte[] firstBytes) throws IOException {
        // Opening checks the header's names, and throws what is wrong with them.
        ResultsReader.open(file, new InputStreamReader(new ByteArrayInputStream(firstBytes), StandardCharsets.UTF_8),
                false).close();
        return new UnusableResultsException(file, "not a tilesearch results file: its first line is not the header "
                + ResultColumn.HEADER_LINE.strip() + " as solve writes it");
    }

    /** Whether the file holds the header; when not, it holds nothing to keep and is started afresh. */
    public boolean hasHeader() {
        return completeEnd > 0;
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
     * The rows {@link #repair()} drops so that their boards are solved again: status {@code stopped}, errors of
     * searches that ran out of memory, and rows of a status retried.
     */
    public long solvedAgain() {
        return solvedAgain;
    }

    /**
     * The rows {@link #repair()} drops because the rules dropped them (their input file changed or is no input, or
     * their board already had a row), per file, in the order of the files' names.
     */
    public Map<String, Long> droppedByFile() {
        return Collections.unmodifiableMap(droppedByFile);
    }

    /**
     * Leaves the file holding the header and the kept rows only, so that new rows can be appended: cuts off a
     * torn last row in place, or, when rows must go, writes the kept bytes to a sibling file and moves it over the
     * original atomically ({@link ReplacedFile}), so that a crash during the repair leaves one whole version or the
     * other. Does nothing when there is no header (the caller starts the file afresh).
     */
    public void repair() throws IOException {
        if (!hasHeader()) {
            return;
        }
        if (droppedLines.isEmpty()) {
            if (completeEnd < bytes) {
                LOG.info("{}: cutting off a torn last row ({} bytes)", ShellWords.quoted(file.toString()),
                        bytes - completeEnd);
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
                    channel.truncate(completeEnd);
                    channel.force(true);
                }
            }
            return;
        }
        String name = ShellWords.quoted(file.toString());
        if (solvedAgain > 0) {
            LOG.info("{}: dropping {} stopped, out-of-memory or retried row{} to solve again", name, solvedAgain,
                    solvedAgain == 1 ? "" : "s");
        }
        droppedByFile.forEach((input, rows) -> LOG.info("{}: dropping {} row{} of {}", name, rows,
                rows == 1 ? "" : "s", ShellWords.quoted(input)));
        ReplacedFile.write(file, RunFiles.repairCopy(file), to -> {
            OutputStream out = new BufferedOutputStream(to, 1 << 16);
            writeKept(out);
            out.flush();
        });
    }

    /**
     * Writes the complete rows to {@code to} but the lines of the rows dropped, counting lines as FastCSV does for
     * {@link ResultsReader#line()}: a CR, an LF or a CR LF ends one, inside quotes too.
     */
    private void writeKept(OutputStream to) throws IOException {
        Iterator<long[]> ranges = droppedLines.iterator();
        long[] dropped = ranges.next();
        long line = 1;
        boolean afterCarriageReturn = false;
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = completeRows()) {
            int read;
            while ((read = in.read(buffer)) > 0) {
                // buffer[from] to buffer[i - 1] are kept, when keeping
                int from = 0;
                boolean keeping = true;
                for (int i = 0; i < read; i++) {
                    byte b = buffer[i];
                    // the LF of a CR LF belongs to the line its CR ended
                    long lineOfByte = b == '\n' && afterCarriageReturn ? line - 1 : line;
                    if (b == '\r' || b == '\n' && !afterCarriageReturn) {
                        line++;
                    }
                    afterCarriageReturn = b == '\r';
                    while (dropped != null && lineOfByte >= dropped[1]) {
                        dropped = ranges.hasNext() ? ranges.next() : null;
                    }
                    boolean keep = dropped == null || lineOfByte < dropped[0];
                    if (keep != keeping) {
                        if (keeping) {
                            to.write(buffer, from, i - from);
                        }
                        keeping = keep;
                        from = i;
                    }
                }
                if (keeping) {
                    to.write(buffer, from, read - from);
                }
            }
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
     * Reads the complete rows in file order, each with the lines it spans, and judges each; a row that is not a
     * results row throws.
     */
    private void readRows() throws IOException {
        Reader in = new InputStreamReader(new BufferedInputStream(completeRows(), 1 << 16), StandardCharsets.UTF_8);
        try (ResultsReader records = ResultsReader.open(file, in, false)) {
            Row before = null;
            while (records.next()) {
                long line = records.line();
                if (before != null) {
                    judge(before, line);
                }
                int board = records.size() == ResultColumn.COUNT ? ordinal(records.get(ResultColumn.BOARD)) : -1;
                JobResult.Status status = board < 1 ? null : statusOf(records.get(ResultColumn.STATUS));
                if (status == null) {
                    throw new UnusableResultsException(file, "row " + records.rowNumber() + " after the header "
                            + "is not a results row; was the file changed by something other than tilesearch?");
                }
                before = new Row(records.get(ResultColumn.FILE), board, status, outOfMemory(status, records), line);
            }
            if (before != null) {
                judge(before, Long.MAX_VALUE);
            }
        }
    }

    /** Judges {@code row}, whose lines end before {@code endLine}: counts it, and marks its lines to drop unless kept. */
    private void judge(Row row, long endLine) {
        ResumeRules.Verdict verdict = rules.judge(row.file(), row.board(), row.status(), row.outOfMemory());
        switch (verdict) {
            case KEEP -> {
                switch (row.status()) {
                    case OK -> ok++;
                    case ERROR -> errors++;
                    case TIMEOUT -> timeouts++;
                    case STOPPED -> throw new IllegalStateException("a stopped row kept: " + row);
                }
                return;
            }
            case SOLVE_AGAIN -> solvedAgain++;
            case DROP -> droppedByFile.merge(row.file(), 1L, Long::sum);
        }
        long[] last = droppedLines.isEmpty() ? null : droppedLines.get(droppedLines.size() - 1);
        // Neighbouring dropped rows share one range.
        if (last != null && last[1] == row.line()) {
            last[1] = endLine;
        } else {
            droppedLines.add(new long[] {row.line(), endLine});
        }
    }

    /** Whether {@code record}, of {@code status}, is the error row of a search that ran out of memory. */
    private static boolean outOfMemory(JobResult.Status status, ResultsReader record) {
        return status == JobResult.Status.ERROR && record.get(ResultColumn.MESSAGE).contains(": "
                + JobResult.OUT_OF_MEMORY);
    }

    /** The status whose label is {@code label}, or {@code null} for a label no row has. */
    private static JobResult.Status statusOf(String label) {
        for (JobResult.Status status : JobResult.Status.values()) {
            if (status.label().equals(label)) {
                return status;
            }
        }
        return null;
    }

    private static int ordinal(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** The bytes of the complete rows, without the torn tail. */
    private InputStream completeRows() throws IOException {
        return BoundedInputStream.builder().setPath(file).setMaxCount(completeEnd).get();
    }

    /** A complete row: its file, its board, its status, whether it ran out of memory, and the line it starts on. */
    private record Row(String file, int board, JobResult.Status status, boolean outOfMemory, long line) {
    }
}
