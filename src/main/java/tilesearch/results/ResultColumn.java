package tilesearch.results;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The columns of a results CSV, in their order: the one definition that the writer ({@code io.ResultCsvWriter}) and
 * the reader ({@link ResultsReader}, for resume, {@code show} and the report) follow, and the check of a header
 * ({@link #headerProblem}), so that a file with a column missing, renamed or reordered gets the same message from
 * each. A contract with scripts and users: a column is never renamed or moved.
 */
public enum ResultColumn {

    /** The input file as the command line named it (a folder's files as the walk named them). */
    FILE,
    /** The board's ordinal in its file, from 1. */
    BOARD,
    /** The line of the file where the board starts, from 1. */
    LINE,
    /** The CSV input's {@code id} column; empty for a text input. */
    ID,
    /** The board's size N; empty when the board could not be read. */
    N,
    /** {@code search} or {@code apply}; empty when the input was not a board. */
    TASK,
    /** K for a search, the move letters for an apply. */
    MOVES,
    /** The largest tile reached, as an exact decimal; empty on an error row. */
    MAX_TILE,
    /** The letters of one move sequence that reaches {@code max_tile}. */
    PATH,
    /** The board after {@code path}, in the CSV board notation ({@code 2 2/4 4}). */
    BOARD_AFTER,
    /** A proven bound on the largest tile: equal to {@code max_tile} when the search ran to the end. */
    UPPER_BOUND,
    /** Boards the search generated. */
    NODES,
    /** The board's wall time in milliseconds, with three decimals and a dot. */
    ELAPSED_MS,
    /** {@code ok}, {@code error}, {@code timeout} or {@code stopped}. */
    STATUS,
    /** What went wrong; empty on an {@code ok} row. */
    MESSAGE;

    /**
     * An optional column after the others that the report reads, the worker count of the run; {@code solve} does
     * not write it, so a run resumes only a file without it.
     */
    public static final String THREADS = "threads";

    /** The names of the columns, in order, as the header writes them. */
    public static final List<String> NAMES = Arrays.stream(values()).map(ResultColumn::header).toList();

    /** The header line as the writer writes it, record separator included. */
    public static final String HEADER_LINE = String.join(",", NAMES) + "\n";

    /** How many columns a row has. */
    public static final int COUNT = NAMES.size();

    private final String header = name().toLowerCase(Locale.ROOT);

    /** The column's name in the header: {@code max_tile}. */
    public String header() {
        return header;
    }

    /**
     * What is wrong with {@code header}, the fields of a results CSV's first record, as a message to print after
     * the file's name; empty when it is the header of this definition: every column, in order, each once, and
     * after them {@link #THREADS} only where {@code threadsAllowed}.
     */
    public static Optional<String> headerProblem(List<String> header, boolean threadsAllowed) {
        Set<String> seen = new HashSet<>();
        for (String name : header) {
            if (!seen.add(name)) {
                return problem("the header names the column '" + name + "' twice");
            }
        }
        for (int i = 0; i < COUNT; i++) {
            String expected = NAMES.get(i);
            if (i == header.size()) {
                return problem("the header has no column '" + expected + "'");
            }
            String found = header.get(i);
            if (!found.equals(expected)) {
                return problem("column " + (i + 1) + " of the header is '" + found + "' where '" + expected
                        + "' must be");
            }
        }
        int extras = threadsAllowed && header.size() > COUNT && header.get(COUNT).equals(THREADS) ? 1 : 0;
        if (header.size() > COUNT + extras) {
            return problem("column " + (COUNT + extras + 1) + " of the header is '" + header.get(COUNT + extras)
                    + "' where the header must end");
        }
        return Optional.empty();
    }

    private static Optional<String> problem(String what) {
        return Optional.of("not a tilesearch results file: " + what + " (the header must be "
                + String.join(",", NAMES) + ")");
    }
}
