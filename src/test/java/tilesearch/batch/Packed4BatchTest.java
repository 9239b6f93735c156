package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ForkJoinPool;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.board.RandomBoards;
import tilesearch.io.JobSources;
import tilesearch.io.ResultCsvWriter;
import tilesearch.search.BestSearcher;
import tilesearch.search.Packed4Search;
import tilesearch.search.Strategy;

/**
 * The pipeline with 4×4 boards read packed ({@link Packed4Batch}) against the same pipeline reading every board as a
 * job: the same rows, apart from {@code elapsed_ms}, on inputs that mix packed boards with every other kind of row.
 */
class Packed4BatchTest {

    @TempDir
    Path folder;

    private ForkJoinPool pool;

    @BeforeEach
    void startPool() {
        pool = new ForkJoinPool(2);
    }

    @AfterEach
    void stopPool() {
        pool.shutdownNow();
    }

    @Test
    void run_packedBoardsAmongOthers_theRowsOfTheGeneralWay() throws IOException {
        List<String> inputs = inputs();

        Run packed = run(inputs, true, RunStop.withoutDeadline(), ProgressListener.NONE);
        Run general = run(inputs, false, RunStop.withoutDeadline(), ProgressListener.NONE);

        assertEquals(withoutElapsed(general.csv), withoutElapsed(packed.csv));
        assertEquals(general.summary.read(), packed.summary.read());
        assertEquals(general.summary.ok(), packed.summary.ok());
        assertEquals(general.summary.errors(), packed.summary.errors());
        assertTrue(packed.summary.complete());
        assertTrue(packed.summary.errors() > 0, "the inputs hold bad rows");
        assertTrue(packed.summary.slowest() != null);
    }

    @Test
    void run_stopWhileBlocksAreInFlight_finishedRowsInOrderTheRestCountedNotStarted() throws IOException {
        List<String> inputs = inputs();
        Run all = run(inputs, true, RunStop.withoutDeadline(), ProgressListener.NONE);
        RunStop stop = RunStop.withoutDeadline();
        ProgressListener stopsAtFirstRows = new ProgressListener() {
            @Override
            public void rowsWritten(int rows, int errors, int timeouts) {
                stop.request(RunStop.Reason.SIGNAL);
            }
        };

        Run stopped = run(inputs, true, stop, stopsAtFirstRows);

        // Batches that had not started get no row, and a resume solves them; every row written is the full run's,
        // in input order.
        List<String> rows = withoutElapsed(stopped.csv);
        List<String> allRows = withoutElapsed(all.csv);
        int at = -1;
        for (String row : rows) {
            int next = allRows.indexOf(row);
            assertTrue(next > at, "a row of the full run, after the one before it: " + row);
            at = next;
        }
        assertEquals(stopped.summary.read(), stopped.summary.written() + stopped.summary.notStarted());
        assertEquals(rows.size() - 1, stopped.summary.written());
    }

    private record Run(String csv, RunSummary summary) {
    }

    private Run run(List<String> inputs, boolean packed, RunStop stop, ProgressListener listener) throws IOException {
        long tableBytes = BestSearcher.DEFAULT_TABLE_BYTES;
        BoardSolver solver = new BoardSolver(() -> Strategy.BEST.newSearcher(pool, tableBytes),
                packed ? () -> new Packed4Search(tableBytes) : null, Duration.ofMinutes(1), stop);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RunSummary summary;
        try (ResultCsvWriter writer = new ResultCsvWriter(bytes)) {
            summary = new BatchRunner(pool, solver, stop, listener)
                    .run(JobSources.open(inputs, 5, InputStream.nullInputStream()), writer);
        }
        return new Run(bytes.toString(StandardCharsets.UTF_8), summary);
    }

    /**
     * A CSV of 5,000 4×4 boards with ids that need quoting, every K from 0 to 8, apply rows, bad rows, boards whose
     * tiles pass the packed range and other sizes; and a folder of text files of 4×4 boards with a move line, a
     * size line and a bad board among them.
     */
    private List<String> inputs() throws IOException {
        SplittableRandom random = new SplittableRandom(77);
        StringBuilder csv = new StringBuilder("id,board,moves,apply\n");
        for (int i = 0; i < 5000; i++) {
            Board board = RandomBoards.random(random, 4, 0.3 + 0.7 * random.nextDouble(), 1 + random.nextInt(15));
            String id = switch (i % 7) {
                case 0 -> "#" + i;
                case 1 -> "!" + i;
                default -> Integer.toString(i);
            };
            String row = switch (i % 101) {
                case 3 -> id + "," + board.toNotation() + ",,LU";
                case 5 -> id + ",2 2 3 0/0 0 0 0/0 0 0 0/0 0 0 2,,";
                case 7 -> id + ",32768 32768 0 0/0 0 0 0/0 0 0 0/0 0 0 65536,2,";
                case 11 -> id + "," + RandomBoards.random(random, 5, 0.5, 6).toNotation() + ",3,";
                case 13 -> "";
                default -> id + "," + board.toNotation() + "," + (i % 9) + ",";
            };
            csv.append(row).append('\n');
        }
        Path csvFile = Files.writeString(folder.resolve("boards.csv"), csv);
        Path texts = Files.createDirectory(folder.resolve("texts"));
        for (int file = 0; file < 30; file++) {
            StringBuilder text = new StringBuilder("# file " + file + "\n");
            for (int i = 0; i < 40; i++) {
                text.append(RandomBoards.random(random, 4, 0.5, 10).toText()).append('\n');
                text.append(switch (i % 13) {
                    case 4 -> "UL\n\n";
                    case 8 -> "\n4\n";
                    case 9 -> "\n2 2 2\n\n";
                    default -> "\n";
                });
            }
            Files.writeString(texts.resolve("b" + file + ".txt"), text);
        }
        return List.of(csvFile.toString(), texts.toString());
    }

    /** The CSV's lines without their {@code elapsed_ms}, the 13th column (no field of these inputs holds a comma). */
    private static List<String> withoutElapsed(String csv) {
        return csv.lines().map(line -> {
            List<String> fields = Arrays.asList(line.split(",", -1));
            return fields.subList(0, 12).stream().collect(Collectors.joining(",")) + ","
                    + String.join(",", fields.subList(13, fields.size()));
        }).toList();
    }
}
