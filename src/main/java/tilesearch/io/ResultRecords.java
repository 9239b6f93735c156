package tilesearch.io;

import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * The records of a results CSV read with Commons CSV, its header checked against {@link ResultColumn} first: the
 * one reader of a resumed run ({@link ExistingResults}) and of {@code show} ({@link ResultLookup}), so that a file
 * that is not a results CSV gets the same message from both, the message the report's byte reader gives too.
 *
 * <p>Not thread-safe.
 */
final class ResultRecords implements Closeable {

    private final Path file;
    private final CSVParser parser;
    private final Iterator<CSVRecord> records;
    private final int headerSize;
    private CSVRecord record;

    private ResultRecords(Path file, CSVParser parser, Iterator<CSVRecord> records, int headerSize) {
        this.file = file;
        this.parser = parser;
        this.records = records;
        this.headerSize = headerSize;
    }

    /**
     * Reads the header of the results CSV {@code file} from {@code in}, which the records then close with; the
     * {@link ResultColumn#THREADS} column after the others is allowed where {@code threadsAllowed}.
     *
     * @throws UnusableResultsException naming {@code file} when the header is not that of {@link ResultColumn}, or
     *     cannot be read as CSV
     */
    static ResultRecords open(Path file, Reader in, boolean threadsAllowed) throws IOException {
        CSVParser parser = CSVParser.builder().setReader(in).setFormat(CSVFormat.DEFAULT).get();
        try {
            Iterator<CSVRecord> records = parser.iterator();
            List<String> header = unchecked(file, () -> records.hasNext() ? records.next().toList() : List.of());
            Optional<String> problem = ResultColumn.headerProblem(header, threadsAllowed);
            if (problem.isPresent()) {
                throw new UnusableResultsException(file, problem.get());
            }
            return new ResultRecords(file, parser, records, header.size());
        } catch (IOException | RuntimeException e) {
            parser.close();
            throw e;
        }
    }

    /**
     * Moves to the next record; false after the last.
     *
     * @throws UnusableResultsException when the record cannot be read as CSV (a quote is broken)
     */
    boolean next() throws IOException {
        record = unchecked(file, () -> records.hasNext() ? records.next() : null);
        return record != null;
    }

    /** How many fields the header has: {@link ResultColumn#COUNT}, or one more with {@link ResultColumn#THREADS}. */
    int headerSize() {
        return headerSize;
    }

    /** How many fields the current record has. */
    int size() {
        return record.size();
    }

    /** The current record's value in {@code column}; the record must have as many fields as the header. */
    String get(ResultColumn column) {
        return record.get(column.ordinal());
    }

    /** The current record's number among the rows after the header, from 1. */
    long rowNumber() {
        return record.getRecordNumber() - 1;
    }

    /** Where the current record starts, in characters of the reader from its start. */
    long characterPosition() {
        return record.getCharacterPosition();
    }

    /** The line of the file the parser stands on after the current record, from 1. */
    long lineNumber() {
        return parser.getCurrentLineNumber();
    }

    @Override
    public void close() throws IOException {
        parser.close();
    }

    /** A read of the parser that throws what it hides, wrapped, as Commons CSV reports faults while iterating. */
    private interface Read<T> {
        T get();
    }

    private static <T> T unchecked(Path file, Read<T> read) throws IOException {
        try {
            return read.get();
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof CSVException) {
                throw new UnusableResultsException(file, "cannot be read as CSV: " + e.getCause().getMessage());
            }
            throw e.getCause();
        }
    }
}
