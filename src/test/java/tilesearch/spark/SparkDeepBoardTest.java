package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.batch.RunStop;
import tilesearch.board.Board;
import tilesearch.results.ResultFile;
import tilesearch.results.ResultWriteException;
import tilesearch.results.ResultColumn;
import tilesearch.search.BestSearcher;
import tilesearch.search.ExhaustiveSearch;
import tilesearch.search.Strategy;

/**
 * Deep boards split into subtrees that run as Spark tasks, in local[2] mode, against {@code solve --threads 1}
 * row by row (elapsed_ms and nodes aside) and against exhaustive search.
 */
@Tag("spark")
@ExtendWith(LocalSpark.class)
class SparkDeepBoardTest {

    private static final int MOVES = 8;
    private static final int NODES = ResultColumn.NAMES.indexOf("nodes");
    private static final int MAX_TILE = ResultColumn.NAMES.indexOf("max_tile");

    @Test
    void solveInto_deepBoardsAmongSmallOnes_splitAndRowsEqualSolvesButForNodes(JavaSparkContext spark,
            @TempDir Path dir) throws IOException {
        Path inputs = Files.createDirectories(dir.resolve("boards"));
        generate(inputs.resolve("a-dense.csv"), 8, 3, 0.9, 64);
        generate(inputs.resolve("b-sparse.csv"), 8, 2, 0.7, 512);
        Files.writeString(inputs.resolve("c-small.txt"), "2 2 2\n4 4 4\n8 8 8\n\n2 0\n0 2\n");
        Path sparkCsv = dir.resolve("spark.csv");
        Path solveCsv = dir.resolve("solve.csv");

        Runs.Run run = Runs.sparkSolve(spark, "--moves", "" + MOVES, "--deep-cost", "1000", "--out",
                sparkCsv.toString(), inputs.toString());
        Runs.Run solve = Runs.solve("solve", "--threads", "1", "--moves", "" + MOVES, "--out", solveCsv.toString(),
                inputs.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(0, solve.exitCode(), solve.err());
        assertTrue(run.err().contains("Split across the cluster: 5 deep boards"), run.err());
        List<String> sparkRows = Runs.rows(sparkCsv);
        List<String> solveRows = Runs.rows(solveCsv);
        assertEquals(withoutNodes(solveRows), withoutNodes(sparkRows));
        assertEquals(7, sparkRows.size());
        List<Board> boards = new ArrayList<>(boards(inputs.resolve("a-dense.csv")));
        boards.addAll(boards(inputs.resolve("b-sparse.csv")));
        for (int i = 0; i < boards.size(); i++) {
            String[] values = sparkRows.get(i).split("\\|", -1);
            int exact = ExhaustiveSearch.maxExponent(boards.get(i), MOVES);
            assertEquals(1L << exact, Long.parseLong(values[MAX_TILE]), sparkRows.get(i));
        }
    }

    @Test
    void solveInto_everyBoardDeep_rowsFromTheDriverEqualSolvesButForNodes(JavaSparkContext spark, @TempDir Path dir)
            throws IOException {
        Path csv = dir.resolve("boards.csv");
        generate(csv, 8, 3, 0.9, 64);
        Path sparkCsv = dir.resolve("spark.csv");
        Path parts = dir.resolve("parts");
        Path solveCsv = dir.resolve("solve.csv");

        Runs.Run run = Runs.sparkSolve(spark, "--moves", "" + MOVES, "--deep-cost", "1000", "--out",
                sparkCsv.toString(), csv.toString());
        Runs.Run partsRun = Runs.sparkSolve(spark, "--moves", "" + MOVES, "--deep-cost", "1000", "--parts",
                parts.toString(), csv.toString());
        Runs.Run solve = Runs.solve("solve", "--threads", "1", "--moves", "" + MOVES, "--out", solveCsv.toString(),
                csv.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(0, partsRun.exitCode(), partsRun.err());
        assertEquals(0, solve.exitCode(), solve.err());
        assertTrue(run.err().contains("Split across the cluster: 3 deep boards"), run.err());
        assertTrue(run.err().contains("3 ok"), run.err());
        List<String> solveRows = withoutNodes(Runs.rows(solveCsv));
        assertEquals(3, solveRows.size());
        assertEquals(solveRows, withoutNodes(Runs.rows(sparkCsv)));
        assertEquals(solveRows, withoutNodes(Runs.partRows(parts)));
    }

    @Test
    void solveInto_everyBoardDeepAndTheWriteFails_throwsTheWritesIOException(JavaSparkContext spark,
            @TempDir Path dir) throws IOException {
        Path csv = dir.resolve("boards.csv");
        generate(csv, 8, 1, 0.9, 64);
        ResultFile out = ResultFile.create(dir.resolve("out.csv"));
        out.close();
        SolveSettings settings = new SolveSettings(MOVES, Strategy.BEST, BestSearcher.DEFAULT_TABLE_BYTES, null,
                1 << 20, 1000, null);

        // The driver writes every row, those of split boards too: its failure must reach the run as the IOException
        // it is, not as the failed Spark job, so that the run record and the exit code agree (74, not 70).
        assertThrows(ResultWriteException.class, () -> SparkSolve.solveInto(spark, List.of(csv.toString()),
                Set.of(), settings, null, out, RunStop.withoutDeadline()));
    }

    @Test
    void solveInto_deepCostAboveEveryBoard_nothingSplit(JavaSparkContext spark, @TempDir Path dir)
            throws IOException {
        Path csv = dir.resolve("boards.csv");
        generate(csv, 7, 2, 0.6, 512);

        Runs.Run run = Runs.sparkSolve(spark, "--moves", "" + MOVES, "--out", dir.resolve("out.csv").toString(),
                csv.toString());

        assertEquals(0, run.exitCode(), run.err());
        assertTrue(!run.err().contains("Split across the cluster"), run.err());
    }

    /** The boards of the generated CSV file {@code csv}, in order. */
    private static List<Board> boards(Path csv) throws IOException {
        List<Board> boards = new ArrayList<>();
        try (CSVParser parser = CSVFormat.DEFAULT.builder().setHeader().setSkipHeaderRecord(true).get()
                .parse(Files.newBufferedReader(csv))) {
            for (CSVRecord record : parser) {
                boards.add(Board.parse(record.get("board")));
            }
        }
        return boards;
    }

    private static void generate(Path csv, int size, int count, double density, int maxTile) {
        Runs.Run run = Runs.solve("generate", "--size", "" + size, "--count", "" + count, "--seed", "" + size,
                "--density", "" + density, "--max-tile", "" + maxTile, "--format", "csv", "--out", csv.toString());
        assertEquals(0, run.exitCode(), run.err());
    }

    /** {@code rows} with the nodes column blanked: a split search counts the work of every subtree apart. */
    private static List<String> withoutNodes(List<String> rows) {
        List<String> blanked = new ArrayList<>();
        for (String row : rows) {
            String[] values = row.split("\\|", -1);
            values[NODES] = "";
            blanked.add(String.join("|", values));
        }
        return blanked;
    }
}
