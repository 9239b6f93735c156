package tilesearch.report;

import java.io.IOException;
import java.io.Writer;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import tilesearch.results.ResultColumn;
import tilesearch.results.ResultRow;

/**
 * Random rows of a results CSV, of every kind a report meets (ok, error, timeout, search and apply, several K and
 * sizes, missing values, tiles beyond a long, times with three decimals that often tie), and a writer for them.
 * Seeded, so a failure repeats.
 */
public final class RandomRows {

    private static final String[] FOLDERS = {"inputs/easy", "inputs/hard", "inputs", "big"};

    private RandomRows() {
    }

    /** {@code count} rows from {@code seed}, boards numbered per file in order, as {@code solve} writes them. */
    public static List<ResultRow> rows(long seed, int count) {
        Random random = new Random(seed);
        List<ResultRow> rows = new ArrayList<>(count);
        String file = "";
        for (int i = 0; i < count; i++) {
            if (i % 400 == 0) {
                file = "%s/part-%03d.txt".formatted(FOLDERS[i / 400 % FOLDERS.length], i / 400);
            }
            rows.add(row(random, file, 1 + i % 400));
        }
        return rows;
    }

    /** One random row for board {@code board} of {@code file}. */
    /**
     * {@link #rows} of {@code seed} that searched at least one node, the first made a JIT warm-up: 0 nodes searched
     * in 1,000 seconds, slower than every other row.
     */
    static List<ResultRow> rowsWithWarmUpFirst(long seed, int count) {
        List<ResultRow> rows = new ArrayList<>(rows(seed, count).stream()
                .filter(row -> row.isOk() && row.nodes() != null && row.nodes() > 0 && row.elapsedMs() != null)
                .toList());
        ResultRow first = rows.get(0);
        rows.set(0, new ResultRow(first.file(), first.board(), first.line(), first.id(), first.size(), first.task(),
                first.moves(), first.maxTile(), first.path(), first.boardAfter(), first.upperBound(), 0L,
                1e6, first.status(), first.message(), first.threads()));
        return rows;
    }

    static ResultRow row(Random random, String file, int board) {
        int size = 2 + random.nextInt(6);
        boolean apply = random.nextInt(20) == 0;
        String moves = apply ? "LURD".substring(0, 1 + random.nextInt(4)) : Integer.toString(3 + random.nextInt(3) * 2);
        int kind = random.nextInt(100);
        String line = Integer.toString(1 + board * (size + 1));
        if (kind < 4) {
            return new ResultRow(file, board, Long.valueOf(line), "", random.nextBoolean() ? size : null,
                    apply ? "apply" : "search", moves, null, "", "", null, null, null, ResultRow.ERROR,
                    "line " + line + ": bad cell " + random.nextInt(1000), "");
        }
        BigInteger tile = BigInteger.ONE.shiftLeft(random.nextInt(100) == 0 ? 64 + random.nextInt(10)
                : 1 + random.nextInt(12));
        // three decimals, as solve writes them, and few distinct values, so medians often fall on ties
        double elapsed = Math.round(Math.exp(random.nextGaussian() * 2) * 1000) / 1000.0;
        String status = kind < 7 ? ResultRow.TIMEOUT : ResultRow.OK;
        return new ResultRow(file, board, Long.valueOf(line), "", size, apply ? "apply" : "search", moves, tile,
                "LU", "2 0/0 0", tile, (long) random.nextInt(1_000_000), random.nextInt(50) == 0 ? null : elapsed,
                status, status.equals(ResultRow.OK) ? "" : "time limit reached", "");
    }

    /**
     * Writes {@code rows} as {@code solve} would: the header, then a row each. The random rows hold no comma,
     * quote or line break, so no value needs quoting; a plain writer is many times faster than a CSV printer.
     */
    public static void write(Path csv, List<ResultRow> rows) throws IOException {
        try (Writer writer = Files.newBufferedWriter(csv, StandardCharsets.UTF_8)) {
            writer.write(String.join(",", ResultColumn.NAMES));
            writer.write('\n');
            StringBuilder line = new StringBuilder(256);
            for (ResultRow row : rows) {
                line.setLength(0);
                for (Object value : new Object[] {row.file(), row.board(), row.line(), row.id(), row.size(),
                    row.task(), row.moves(), row.maxTile(), row.path(), row.boardAfter(), row.upperBound(),
                    row.nodes(), row.elapsedMs() == null ? null
                        : BigDecimal.valueOf(row.elapsedMs()).setScale(3, RoundingMode.HALF_EVEN).toPlainString(),
                    row.status()}) {
                    line.append(value == null ? "" : value).append(',');
                }
                writer.append(line.append(row.message()).append('\n'));
            }
        }
    }
}
