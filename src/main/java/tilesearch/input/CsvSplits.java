package tilesearch.input;

import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;

/**
 * Reads one large board CSV as independent splits, so that many readers can share a file: the header is read
 * once, every split counts its lines and records, and then each split is read on its own with the line numbers
 * and board ordinals that the counts of the splits before it give. The jobs are the ones {@link JobSources}
 * reads from the whole file, split by split.
 *
 * <p>A split is a run of whole lines after the header. Cutting a file at byte offsets into such runs is the
 * caller's part (Hadoop's {@code LineRecordReader} rule: a split holds the lines that start inside it).
 */
public final class CsvSplits {

    /**
     * The header of a CSV file that can be split.
     *
     * @param text the header line
     * @param line its line number
     * @param recordsStart the byte offset of the line after it, where the records start
     */
    public record Header(String text, long line, long recordsStart) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * What one split holds.
     *
     * @param lines its lines, blank ones included
     * @param records its lines that are not blank: one job each
     */
    public record Counts(long lines, long records) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    private CsvSplits() {
    }

    /**
     * The header at the start of a CSV file, or {@code null} when the file must be read whole because it does
     * not start as a board CSV: binary, empty, or a header that is unreadable or lacks {@code id} or
     * {@code board}. Read whole, such a file gives the same one Invalid job as in {@code solve}.
     */
    public static Header header(InputStream file) throws IOException {
        LineSource lines = new LineSource(file);
        if (lines.binaryProblem() != null) {
            return null;
        }
        Line line;
        do {
            line = lines.next();
        } while (line != null && line.isBlank());
        if (line == null || line.isFaulty() || !CsvBoardReader.readableHeader(line.text())) {
            return null;
        }
        return new Header(line.text(), line.number(), lines.offset());
    }

    /** Counts the lines and records of {@code split}. */
    public static Counts count(InputStream split) throws IOException {
        LineSource lines = new LineSource(split);
        long count = 0;
        long records = 0;
        for (Line line = lines.next(); line != null; line = lines.next()) {
            count++;
            if (!line.isBlank()) {
                records++;
            }
        }
        return new Counts(count, records);
    }

    /**
     * The jobs of {@code split} of the CSV input {@code file}, whose first line is line {@code firstLine} of the
     * file and which follows {@code before} boards of it; it must hold at least one record. Closing the reader
     * closes {@code split}.
     */
    public static JobReader reader(String file, InputStream split, Header header, long firstLine, int before,
            int defaultMoves) {
        return new CsvBoardReader(new LineSource(split, LineSource.DEFAULT_MAX_LINE_BYTES, firstLine),
                new FileJobs(file, before), defaultMoves, header.text());
    }
}
