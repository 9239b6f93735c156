package tilesearch.results;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import tilesearch.input.InputNames;

/**
 * Board N of a file in a results CSV, the file named as a user types it: as the {@code file} column spells it, or
 * by any other path of the same file ({@code /abs/in/a.txt}, {@code ./in/a.txt}, a link), matched by the file's
 * identity (device and inode, links followed), both read against the working folder as a replay reads them. When
 * no row matches, it keeps what a message needs to suggest the CSV's spelling.
 *
 * @param row the first row of the board, when there is one
 * @param spelling the {@code file} column's spelling of the file asked for, when a row names it; else null
 * @param rows the rows of that file
 * @param sameName up to {@value #SUGGESTIONS} spellings of other files with the same name, when none is the file
 * @param example the first file the CSV names, or null when it has no row
 */
public record RowLookup(Optional<ResultRow> row, String spelling, long rows, List<String> sameName, String example) {

    /** The most files of the same name a lookup keeps to suggest. */
    static final int SUGGESTIONS = 3;

    public RowLookup {
        sameName = List.copyOf(sameName);
    }

    /**
     * Looks up board {@code board} of {@code file} in {@code results}, streaming it and stopping at the row, so a
     * million-row file costs one pass at most. Each file the CSV names is compared once, where the rows move on to
     * it: by spelling, then by identity when {@code file} exists. Only the row found must be a whole row.
     *
     * @throws java.nio.file.NoSuchFileException when {@code results} does not exist
     * @throws UnusableResultsException when {@code results} is not a results CSV, or the row found is not a row
     */
    public static RowLookup find(Path results, String file, int board) throws IOException {
        String ordinal = Integer.toString(board);
        Object identity = identity(file);
        String name = name(file);
        String spelling = null;
        long rows = 0;
        List<String> sameName = new ArrayList<>();
        String example = null;
        try (ResultsReader reader = ResultsReader.open(results, true)) {
            String last = null;
            boolean matches = false;
            while (reader.next()) {
                if (reader.size() != reader.headerSize()) {
                    continue;
                }
                String rowFile = reader.get(ResultColumn.FILE);
                if (!rowFile.equals(last)) {
                    last = rowFile;
                    matches = rowFile.equals(file) || identity != null && identity.equals(identity(rowFile));
                    if (matches && spelling == null) {
                        spelling = rowFile;
                    } else if (!matches && sameName.size() < SUGGESTIONS && name != null
                            && name.equals(name(rowFile)) && !sameName.contains(rowFile)) {
                        sameName.add(rowFile);
                    }
                    if (example == null) {
                        example = rowFile;
                    }
                }
                if (matches) {
                    rows++;
                    if (reader.get(ResultColumn.BOARD).equals(ordinal)) {
                        return new RowLookup(Optional.of(reader.row()), rowFile, rows, List.of(), example);
                    }
                }
            }
        }
        return new RowLookup(Optional.empty(), spelling, rows, spelling == null ? sameName : List.of(), example);
    }

    /**
     * What tells the file {@code name} names from every other, links followed: the file system's key (device and
     * inode) or, where it has none, the real path; null when no file is there.
     */
    private static Object identity(String name) {
        try {
            Path path = InputNames.pathOf(name);
            Object key = Files.readAttributes(path, BasicFileAttributes.class).fileKey();
            return key != null ? key : path.toRealPath();
        } catch (IOException | InvalidPathException | SecurityException e) {
            return null;
        }
    }

    /** The last part of the path {@code name} spells ({@code a.txt} of {@code in/a.txt}), or null. */
    private static String name(String name) {
        try {
            Path last = InputNames.pathOf(name).getFileName();
            return last == null ? null : last.toString();
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
