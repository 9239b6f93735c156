package tilesearch.report;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Function;
import tilesearch.io.ResultColumn;

/**
 * The current record of a results CSV as a {@link ResultRecord}, read straight from the bytes of
 * {@link CsvRecords}: numbers from their digits, text columns only when asked for, and a {@link ResultRow} only
 * for the rows a report keeps.
 *
 * <p>Every row is checked as strictly as a {@link ResultRow} would be made from it, whether or not anyone asks
 * for its columns: a short row or a value of the wrong kind fails the read with the same message, naming file,
 * line and column. A number of plain digits (and one point, for the time) is read from its bytes; anything else
 * (signs, blanks, exponents, long numbers) goes through the parser {@link ResultRow}'s boxed type has, on the
 * stripped text, so both paths give the same value or the same fault.
 *
 * <p>Not thread-safe; valid until the next {@link #read()}.
 */
final class CsvResultRecord implements ResultRecord {

    private static final int FILE = ResultColumn.FILE.ordinal();
    private static final int BOARD = ResultColumn.BOARD.ordinal();
    private static final int LINE = ResultColumn.LINE.ordinal();
    private static final int ID = ResultColumn.ID.ordinal();
    private static final int N = ResultColumn.N.ordinal();
    private static final int TASK = ResultColumn.TASK.ordinal();
    private static final int MOVES = ResultColumn.MOVES.ordinal();
    private static final int MAX_TILE = ResultColumn.MAX_TILE.ordinal();
    private static final int PATH = ResultColumn.PATH.ordinal();
    private static final int BOARD_AFTER = ResultColumn.BOARD_AFTER.ordinal();
    private static final int UPPER_BOUND = ResultColumn.UPPER_BOUND.ordinal();
    private static final int NODES = ResultColumn.NODES.ordinal();
    private static final int ELAPSED_MS = ResultColumn.ELAPSED_MS.ordinal();
    private static final int STATUS = ResultColumn.STATUS.ordinal();
    private static final int MESSAGE = ResultColumn.MESSAGE.ordinal();
    /** Digits that always fit an int. */
    private static final int INT_DIGITS = 9;
    /** Digits that always fit a long. */
    private static final int LONG_DIGITS = 18;
    /**
     * Digits of a time read as {@code digits / 10^fraction}: below 2^53 the digits are an exact double, as is
     * 10^fraction up to 10^22, and IEEE division rounds their quotient correctly, so the result is exactly what
     * {@link Double#parseDouble} gives (the fast path of Clinger, "How to read floating point numbers
     * accurately", PLDI 1990).
     */
    private static final int EXACT_DOUBLE_DIGITS = 15;
    private static final double[] POWERS_OF_TEN = new double[EXACT_DOUBLE_DIGITS + 1];
    /** A field that is not plain digits. */
    private static final long NOT_DIGITS = -1;

    static {
        double power = 1;
        for (int i = 0; i < POWERS_OF_TEN.length; i++) {
            POWERS_OF_TEN[i] = power;
            power *= 10;
        }
    }

    private final CsvRecords record;
    private final String name;
    /** Whether the header has the optional threads column, after the others. */
    private final boolean hasThreads;
    /** The fields a row must have. */
    private final int fields;
    private final Repeated file = new Repeated();
    private final Repeated task = new Repeated();
    private final Repeated moves = new Repeated();
    private final Repeated status = new Repeated();
    private final Repeated threads = new Repeated();

    private int board;
    /** The line column, or NOT_DIGITS when it is not plain digits: {@link #lineText} then holds it. */
    private long line;
    private Long lineText;
    private boolean hasSize;
    private int size;
    private long smallTile;
    private BigInteger hugeTile;
    private long smallBound;
    private BigInteger hugeBound;
    private boolean hasNodes;
    private long nodes;
    private boolean hasElapsedMs;
    private double elapsedMs;
    private String fileText;
    private String taskText;
    private String movesText;
    private String statusText;
    private String threadsText;
    private ResultRow row;

    /**
     * @param hasThreads whether the header has the optional {@link ResultColumn#THREADS} column after the others
     */
    CsvResultRecord(CsvRecords record, String name, boolean hasThreads) {
        this.record = record;
        this.name = name;
        this.hasThreads = hasThreads;
        this.fields = ResultColumn.COUNT + (hasThreads ? 1 : 0);
    }

    /** A reader of the rows of {@code records}, another part of the file {@code header} reads, by its columns. */
    CsvResultRecord(CsvRecords records, CsvResultRecord header) {
        this(records, header.name, header.hasThreads);
    }

    /**
     * Reads the record {@link CsvRecords#next()} just found.
     *
     * @throws MalformedResultsException when the row is short or a number column holds something else
     */
    void read() throws MalformedResultsException {
        row = null;
        fileText = null;
        taskText = null;
        movesText = null;
        statusText = null;
        threadsText = null;
        if (record.size() != fields) {
            throw record.size() < fields ? shortRow() : longRow();
        }
        long boardValue = digits(BOARD, INT_DIGITS);
        if (boardValue == NOT_DIGITS) {
            Integer parsed = parsed(BOARD, Integer::valueOf);
            if (parsed == null) {
                throw fault(BOARD, "must not be empty");
            }
            boardValue = parsed;
        }
        board = (int) boardValue;
        line = digits(LINE, LONG_DIGITS);
        lineText = line != NOT_DIGITS || empty(LINE) ? null : parsed(LINE, Long::valueOf);
        readSize();
        smallTile = digits(MAX_TILE, LONG_DIGITS);
        hugeTile = null;
        if (smallTile == NOT_DIGITS) {
            hugeTile = empty(MAX_TILE) ? null : parsed(MAX_TILE, BigInteger::new);
            smallTile = hugeTile == null ? NO_TILE : HUGE_TILE;
        }
        smallBound = digits(UPPER_BOUND, LONG_DIGITS);
        hugeBound = smallBound != NOT_DIGITS || empty(UPPER_BOUND) ? null : parsed(UPPER_BOUND, BigInteger::new);
        readNodes();
        readElapsedMs();
        checkStatus();
    }

    /** Refuses a status that no run writes: a report that counted it as some other kind would mislead. */
    private void checkStatus() throws MalformedResultsException {
        String value = status();
        if (!ResultRow.OK.equals(value) && !ResultRow.ERROR.equals(value) && !ResultRow.TIMEOUT.equals(value)
                && !ResultRow.STOPPED.equals(value)) {
            throw fault(STATUS, "is not ok, error, timeout or stopped: '" + value + "'");
        }
    }

    private void readSize() throws MalformedResultsException {
        long value = digits(N, INT_DIGITS);
        if (value == NOT_DIGITS) {
            Integer parsed = empty(N) ? null : parsed(N, Integer::valueOf);
            hasSize = parsed != null;
            size = hasSize ? parsed : 0;
        } else {
            hasSize = true;
            size = (int) value;
        }
    }

    private void readNodes() throws MalformedResultsException {
        long value = digits(NODES, LONG_DIGITS);
        if (value == NOT_DIGITS) {
            Long parsed = empty(NODES) ? null : parsed(NODES, Long::valueOf);
            hasNodes = parsed != null;
            nodes = hasNodes ? parsed : 0;
        } else {
            hasNodes = true;
            nodes = value;
        }
    }

    private void readElapsedMs() throws MalformedResultsException {
        byte[] bytes = record.bytes();
        int from = record.start(ELAPSED_MS);
        int to = record.end(ELAPSED_MS);
        long digits = 0;
        int count = 0;
        int point = -1;
        for (int i = from; i < to; i++) {
            byte b = bytes[i];
            if (b >= '0' && b <= '9') {
                digits = digits * 10 + (b - '0');
                count++;
            } else if (b == '.' && point < 0) {
                point = i;
            } else {
                count = -1;
                break;
            }
        }
        if (count > 0 && count <= EXACT_DOUBLE_DIGITS) {
            int fraction = point < 0 ? 0 : to - point - 1;
            hasElapsedMs = true;
            elapsedMs = digits / POWERS_OF_TEN[fraction];
            return;
        }
        Double parsed = from == to ? null : parsed(ELAPSED_MS, Double::valueOf);
        if (parsed != null && !(parsed >= 0 && parsed < Double.POSITIVE_INFINITY)) {
            throw fault(ELAPSED_MS, "is not a time of 0 ms or more: '" + text(ELAPSED_MS).strip() + "'");
        }
        hasElapsedMs = parsed != null;
        elapsedMs = hasElapsedMs ? parsed : 0;
    }

    /** The field of {@code column} as a number when it is 1 to {@code most} ASCII digits, else NOT_DIGITS. */
    private long digits(int column, int most) {
        byte[] bytes = record.bytes();
        int from = record.start(column);
        int to = record.end(column);
        if (from == to || to - from > most) {
            return NOT_DIGITS;
        }
        long value = 0;
        for (int i = from; i < to; i++) {
            int digit = bytes[i] - '0';
            if (digit < 0 || digit > 9) {
                return NOT_DIGITS;
            }
            value = value * 10 + digit;
        }
        return value;
    }

    private boolean empty(int column) {
        return record.start(column) == record.end(column);
    }

    /** The stripped text of {@code column} parsed by {@code parser}; {@code null} when it is blank. */
    private <T> T parsed(int column, Function<String, T> parser) throws MalformedResultsException {
        String value = text(column).strip();
        if (value.isEmpty()) {
            return null;
        }
        try {
            return parser.apply(value);
        } catch (NumberFormatException e) {
            throw fault(column, "is not a number: '" + value + "'");
        }
    }

    private String text(int column) {
        return record.field(column);
    }

    private MalformedResultsException shortRow() {
        String column = record.size() < ResultColumn.COUNT ? ResultColumn.at(record.size()).header()
                : ResultColumn.THREADS;
        return fault(column, "is missing (the row is shorter than the header)");
    }

    private MalformedResultsException longRow() {
        return new MalformedResultsException(name + ": line " + record.line() + ": the row has " + record.size()
                + " fields where the header has " + fields);
    }

    private MalformedResultsException fault(int column, String what) {
        return fault(ResultColumn.at(column).header(), what);
    }

    private MalformedResultsException fault(String column, String what) {
        return new MalformedResultsException(name + ": line " + record.line() + ": column " + column + " " + what);
    }

    @Override
    public String file() {
        if (fileText == null) {
            fileText = file.text(record, FILE);
        }
        return fileText;
    }

    @Override
    public int board() {
        return board;
    }

    @Override
    public String task() {
        if (taskText == null) {
            taskText = task.text(record, TASK);
        }
        return taskText;
    }

    @Override
    public String moves() {
        if (movesText == null) {
            movesText = moves.text(record, MOVES);
        }
        return movesText;
    }

    @Override
    public String status() {
        if (statusText == null) {
            statusText = status.text(record, STATUS);
        }
        return statusText;
    }

    @Override
    public String threads() {
        if (threadsText == null) {
            threadsText = hasThreads ? threads.text(record, ResultColumn.COUNT) : "";
        }
        return threadsText;
    }

    @Override
    public boolean hasSize() {
        return hasSize;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public boolean hasNodes() {
        return hasNodes;
    }

    @Override
    public long nodes() {
        return nodes;
    }

    @Override
    public boolean hasElapsedMs() {
        return hasElapsedMs;
    }

    @Override
    public double elapsedMs() {
        return elapsedMs;
    }

    @Override
    public long smallMaxTile() {
        return smallTile;
    }

    @Override
    public BigInteger maxTile() {
        return smallTile == NO_TILE ? null : smallTile == HUGE_TILE ? hugeTile : BigInteger.valueOf(smallTile);
    }

    @Override
    public ResultRow row() {
        if (row == null) {
            row = new ResultRow(file(), board, line != NOT_DIGITS ? Long.valueOf(line) : lineText, text(ID), hasSize ? size : null, task(), moves(), maxTile(),
                    text(PATH), text(BOARD_AFTER),
                    smallBound != NOT_DIGITS ? BigInteger.valueOf(smallBound) : hugeBound,
                    hasNodes ? nodes : null, hasElapsedMs ? elapsedMs : null, status(), text(MESSAGE), threads());
        }
        return row;
    }

    /**
     * The text of a column whose value mostly repeats from row to row: decoded again only when its bytes
     * change, so a million rows of one file name make one String. The String is interned, so that a consumer
     * comparing it with a literal ({@code "ok".equals(status)}) is answered by the identity test {@code equals}
     * makes first; interning costs a lookup when the value changes, which in a run's file is seldom.
     */
    private static final class Repeated {

        private byte[] bytes = new byte[64];
        private int length = -1;
        private String text;

        String text(CsvRecords record, int index) {
            byte[] source = record.bytes();
            int from = record.start(index);
            int to = record.end(index);
            int count = to - from;
            if (count != length || !Arrays.equals(bytes, 0, count, source, from, to)) {
                if (count > bytes.length) {
                    bytes = new byte[Math.max(count, bytes.length * 2)];
                }
                System.arraycopy(source, from, bytes, 0, count);
                length = count;
                text = record.field(index).intern();
            }
            return text;
        }
    }
}
