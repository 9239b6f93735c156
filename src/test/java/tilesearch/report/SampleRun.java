package tilesearch.report;

import java.io.IOException;
import java.io.Writer;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import tilesearch.board.Board;
import tilesearch.board.Direction;
import tilesearch.board.SearchResult;
import tilesearch.board.Tiles;
import tilesearch.results.ResultColumn;
import tilesearch.search.ClassicSearcher;

/**
 * Writes the realistic results CSVs under {@code src/test/resources/tilesearch/report/} by really solving seeded
 * random boards with {@link ClassicSearcher} (the batch engine is not on this branch), so node counts and times
 * are genuine. The files are committed; run this only to regenerate them, from the project folder:
 * <pre>
 * mvn -q test-compile dependency:build-classpath -Dmdep.outputFile=target/cp.txt
 * java -cp target/classes:target/test-classes:$(cat target/cp.txt) tilesearch.report.SampleRun
 * </pre>
 *
 * <p>Both runs come after a warm-up pass. The baseline is a second run of the same boards (so its times differ a little), minus one board, plus one
 * board that the current run no longer has, and with one max tile edited: the report must raise its alarm.
 */
final class SampleRun {

    private static final long SEED = 2048;

    /** Searches longer than this stop and are written as timeouts, as the coming time limit will. */
    private static final long TIME_LIMIT_NANOS = 400_000_000L;

    private SampleRun() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(args.length > 0 ? args[0] : "src/test/resources/tilesearch/report");
        // a first pass only warms the JIT up, so that neither run's times are those of a cold JVM
        solveAll();
        List<List<String>> current = solveAll();
        List<List<String>> baseline = new ArrayList<>();
        for (List<String> row : solveAll()) {
            if (!row.get(0).equals("inputs/random/random-05.txt")) {
                baseline.add(row);
            }
        }
        List<String> edited = new ArrayList<>(baseline.get(7));
        edited.set(7, new BigInteger(edited.get(7)).shiftLeft(1).toString());
        baseline.set(7, edited);
        List<String> gone = new ArrayList<>(baseline.get(0));
        gone.set(0, "inputs/easy/retired.txt");
        baseline.add(gone);
        write(folder.resolve("realistic-results.csv"), current);
        write(folder.resolve("realistic-baseline.csv"), baseline);
    }

    private static List<List<String>> solveAll() {
        Random random = new Random(SEED);
        List<List<String>> rows = new ArrayList<>();
        for (int i = 1; i <= 40; i++) {
            rows.add(search("inputs/easy/easy-" + two(i) + ".txt", 1, 1, randomBoard(random, 4, 0.7, 7), 5));
        }
        for (int i = 1; i <= 16; i++) {
            rows.add(search("inputs/hard/hard-" + two(i) + ".txt", 1, 1, randomBoard(random, 4, 0.8, 8), 10));
        }
        for (int i = 1; i <= 12; i++) {
            int size = 5 + i % 6;
            rows.add(search("inputs/mixed.txt", i, 1 + (i - 1) * (size + 2), randomBoard(random, size, 0.5, 9), 5));
        }
        for (int i = 1; i <= 5; i++) {
            rows.add(search("inputs/random/random-" + two(i) + ".txt", 1, 1, randomBoard(random, 20, 0.6, 11), 3));
        }
        for (int i = 1; i <= 4; i++) {
            rows.add(search("inputs/deep/deep-" + two(i) + ".txt", 1, 1, randomBoard(random, 16, 0.25, 13), 12));
        }
        rows.add(apply("inputs/apply/game-2147483648.txt", 1, 1, Board.ofExponents(new int[][] {
            {30, 30, 0, 0, 0, 0, 0, 0}, {1, 2, 3, 4, 5, 6, 7, 8}, {0, 0, 0, 0, 0, 0, 0, 0}, {9, 0, 9, 0, 0, 0, 0, 0},
            {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 0}, {0, 0, 0, 0, 0, 0, 0, 1}}),
                "L"));
        rows.add(apply("inputs/apply/beyond-long.txt", 1, 1,
                Board.ofExponents(new int[][] {{63, 63}, {62, 0}}), "L"));
        rows.add(error("inputs/mixed.txt", 13, 99, "line 101: expected 6 values, found 5"));
        rows.add(error("inputs/boards.csv", 3, 4, "line 4: 6 is not a power of two"));
        rows.add(error("inputs/notes.bin", 1, 1, "line 1: binary data, not a board (byte 0x00 at column 3)"));
        return rows;
    }

    private static Board randomBoard(Random random, int size, double density, int maxExponent) {
        byte[] cells = new byte[size * size];
        for (int i = 0; i < cells.length; i++) {
            if (random.nextDouble() < density) {
                cells[i] = (byte) (1 + Math.min(random.nextInt(maxExponent), random.nextInt(maxExponent)));
            }
        }
        return Board.of(size, cells);
    }

    private static List<String> search(String file, int board, int line, Board start, int moves) {
        long begin = System.nanoTime();
        long deadline = begin + TIME_LIMIT_NANOS;
        SearchResult result = new ClassicSearcher().search(start, moves, () -> System.nanoTime() > deadline);
        double elapsed = (System.nanoTime() - begin) / 1e6;
        StringBuilder path = new StringBuilder();
        result.path().forEach(direction -> path.append(direction.letter()));
        return List.of(file, Integer.toString(board), Integer.toString(line), "", Integer.toString(start.size()),
                "search", Integer.toString(moves), Tiles.decimal(result.maxExponent()), path.toString(),
                result.boardAfter().toNotation(), Tiles.decimal(result.upperBound()), Long.toString(result.nodes()),
                millis(elapsed), result.complete() ? "ok" : "timeout",
                result.complete() ? "" : "stopped after " + TIME_LIMIT_NANOS / 1_000_000 + " ms; max_tile is the best"
                        + " found so far");
    }

    private static List<String> apply(String file, int board, int line, Board start, String letters) {
        long begin = System.nanoTime();
        List<Direction> moves = new ArrayList<>();
        for (char letter : letters.toCharArray()) {
            moves.add(Direction.ofLetter(letter));
        }
        Board after = start.play(moves);
        double elapsed = (System.nanoTime() - begin) / 1e6;
        String max = Tiles.decimal(after.maxExponent());
        return List.of(file, Integer.toString(board), Integer.toString(line), "", Integer.toString(start.size()),
                "apply", letters, max, letters, after.toNotation(), max, "0", millis(elapsed), "ok", "");
    }

    private static List<String> error(String file, int board, int line, String message) {
        return List.of(file, Integer.toString(board), Integer.toString(line), "", "", "search", "5", "", "", "", "",
                "", "", "error", message);
    }

    private static String millis(double elapsed) {
        return String.format(Locale.ROOT, "%.3f", elapsed);
    }

    private static String two(int i) {
        return String.format(Locale.ROOT, "%02d", i);
    }

    private static void write(Path csv, List<List<String>> rows) throws IOException {
        try (Writer writer = Files.newBufferedWriter(csv, StandardCharsets.UTF_8);
                CSVPrinter printer = CSVFormat.DEFAULT.builder().setRecordSeparator('\n').get().print(writer)) {
            printer.printRecord(ResultColumn.NAMES);
            for (List<String> row : rows) {
                printer.printRecord(row);
            }
        }
    }
}
