package tilesearch.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.RunFiles;
import tilesearch.run.RunLock;

/**
 * The Spark job in local[2] mode against {@code solve --threads 1} on the same inputs, row by row: board text
 * and CSV, folders, bad input of every kind, apply boards, and one large CSV read in many splits.
 */
@Tag("spark")
@ExtendWith(LocalSpark.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class SparkSolveTest {

    private Path dir;
    private Path inputs;
    private Path big;
    private List<String> solveRows;

    @BeforeAll
    void writeInputsAndSolve(@TempDir Path shared) throws IOException {
        dir = shared;
        inputs = dir.resolve("boards");
        Files.createDirectories(inputs.resolve("sub"));
        Files.writeString(inputs.resolve("a.txt"), """
                # a search board with its size line
                3
                2 2 2
                4 4 4
                8 8 8

                2 0 0 2
                0 0 0 0
                0 0 0 0
                2 0 0 2
                UL

                2 2
                4 x
                4 4 4 4
                4 4 4 4
                8 8 8 8
                16 16 16 16
                LUQ
                """);
        Files.write(inputs.resolve("sub").resolve("b.txt"),
                ("\uFEFF2 4 8 16\r\n0 2 2 4\r\n8 0 0 8\r\n2 4 2 4\r\n\r\n2 2\r\n2 2\r\n").getBytes(StandardCharsets.UTF_8));
        Files.writeString(inputs.resolve("c.csv"), """
                id,board,moves,apply
                easy,2 2 2/4 4 4/8 8 8,,
                hard,2 2 4 8/4 0 0 16/8 0 2 32/16 32 64 128,10,
                slide,2 0 0 2/0 0 0 0/0 0 0 0/2 0 0 2,,LU
                broken,"2 2/4 4,,
                wide,2 2 2/4 4,,
                deep,2 2/4 4,31,
                """);
        Files.writeString(inputs.resolve("empty.txt"), "");
        Files.writeString(inputs.resolve(".hidden.txt"), "2 2\n2 2\n");
        Files.write(inputs.resolve("logo.bin"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 1});
        big = dir.resolve("big.csv");
        assertEquals(0, Runs.solve("generate", "--size", "4", "--count", "400", "--seed", "7", "--format", "csv",
                "--out", big.toString()).exitCode());
        List<String> lines = new ArrayList<>(Files.readAllLines(big));
        lines.add(50, "");
        lines.add(51, "");
        lines.add(120, "bad,2 2 3/4 4 4/8 8 8,,");
        lines.add(200, "short");
        Files.write(big, lines);
        solveRows = solve(List.of(inputs.toString(), big.toString()));
    }

    /** The rows of {@code solve --threads 1 ARGS}, which are options and paths; 0 or 1 exits are expected. */
    private List<String> solve(List<String> args) throws IOException {
        Path csv = dir.resolve("solve-" + args.size() + "-" + args.hashCode() + ".csv");
        List<String> command = new ArrayList<>(List.of("solve", "--threads", "1", "--force", "--out", csv.toString()));
        command.addAll(args);
        Runs.Run run = Runs.solve(command.toArray(String[]::new));
        assertTrue(run.exitCode() <= 1, run.err());
        return Runs.rows(csv);
    }

    @Test
    void solveInto_textCsvFoldersAndBadInput_rowsEqualSolves(JavaSparkContext spark) throws IOException {
        Path csv = dir.resolve("spark.csv");
        Runs.Run run = Runs.sparkSolve(spark, "--split-size", "0.002", "--out", csv.toString(), inputs.toString(),
                big.toString());

        assertEquals(1, run.exitCode(), run.err());
        assertEquals(solveRows, Runs.rows(csv));
        assertTrue(solveRows.size() > 400, "every board and every bad region has a row");
    }

    @Test
    void solveIntoParts_sameInputs_partsInOrderEqualSolvesRows(JavaSparkContext spark) throws IOException {
        Path parts = dir.resolve("parts");
        Runs.Run run = Runs.sparkSolve(spark, "--split-size", "0.002", "--parts", parts.toString(),
                inputs.toString(), big.toString());

        assertEquals(1, run.exitCode(), run.err());
        assertTrue(Files.exists(parts.resolve("_SUCCESS")));
        try (var listing = Files.list(parts)) {
            assertTrue(listing.filter(file -> file.getFileName().toString().startsWith("part-")).count() > 1);
        }
        assertEquals(solveRows, Runs.partRows(parts));
    }

    @Test
    void solveInto_resumeAfterFirstRows_solvesOnlyTheRestAndEndsWithSolvesRows(JavaSparkContext spark)
            throws IOException {
        Path csv = dir.resolve("resumed.csv");
        assertEquals(1, Runs.sparkSolve(spark, "--out", csv.toString(), inputs.toString()).exitCode());
        List<String> lines = Files.readAllLines(csv);
        Files.write(csv, lines.subList(0, 6));

        Runs.Run run = Runs.sparkSolve(spark, "--resume", "--out", csv.toString(), inputs.toString());

        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains("Resumed: 5 boards"), run.err());
        assertEquals(sorted(solve(List.of(inputs.toString()))), sorted(Runs.rows(csv)));
    }

    @Test
    void solveInto_runRecord_writtenAndResumeWithOtherMovesRefused(JavaSparkContext spark) throws IOException {
        Path csv = dir.resolve("recorded.csv");
        assertEquals(0, Runs.sparkSolve(spark, "--out", csv.toString(), inputs.resolve("sub").toString())
                .exitCode());
        String record = Files.readString(RunFiles.record(csv));

        Runs.Run resumed = Runs.sparkSolve(spark, "--resume", "--moves", "7", "--out", csv.toString(),
                inputs.resolve("sub").toString());

        assertTrue(record.contains("spark-solve"), record);
        assertEquals(2, resumed.exitCode());
        assertTrue(resumed.err().contains("other options"), resumed.err());
    }

    @Test
    void solveInto_missingPath_usageErrorNamingIt(JavaSparkContext spark) {
        Path csv = dir.resolve("never.csv");
        Runs.Run run = Runs.sparkSolve(spark, "--out", csv.toString(), dir.resolve("nowhere").toString());

        assertEquals(2, run.exitCode());
        assertTrue(run.err().startsWith("tilesearch spark-solve: no such file or directory: " + dir.resolve("nowhere")),
                run.err());
        assertTrue(!run.err().contains("\tat "), "no stack trace");
    }

    @Test
    void solveInto_existingResults_refusedAndKept(JavaSparkContext spark) throws IOException {
        Path csv = dir.resolve("kept.csv");
        Files.writeString(csv, "something\n");
        Runs.Run run = Runs.sparkSolve(spark, "--out", csv.toString(), inputs.toString());

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("already holds results"), run.err());
        assertEquals("something\n", Files.readString(csv));
    }

    @Test
    void solveInto_fileLockedByAnotherRun_refused(JavaSparkContext spark) throws IOException {
        Path csv = dir.resolve("locked").resolve("results.csv");
        Files.createDirectories(csv.getParent());
        try (RunLock held = RunLock.acquire(csv)) {
            Runs.Run run = Runs.sparkSolve(spark, "--force", "--out", csv.toString(), inputs.toString());

            assertEquals(2, run.exitCode());
            assertTrue(run.err().contains(csv.toString()), run.err());
        }
        assertFalse(Files.exists(csv), "the refused run wrote nothing");
    }

    @Test
    void solveInto_outInAFolderNotYetMade_madeAndWritten(JavaSparkContext spark) throws IOException {
        Path csv = dir.resolve("new").resolve("folder").resolve("results.csv");
        Runs.Run run = Runs.sparkSolve(spark, "--out", csv.toString(), inputs.resolve("sub").toString());

        assertEquals(0, run.exitCode(), run.err());
        assertEquals(2, Runs.rows(csv).size());
    }

    @Test
    void solveIntoParts_existingFolder_refused(JavaSparkContext spark) throws IOException {
        Path parts = Files.createDirectories(dir.resolve("taken"));
        Runs.Run run = Runs.sparkSolve(spark, "--parts", parts.toString(), inputs.toString());

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("already exists"), run.err());
    }

    @Test
    void solveIntoParts_resumeAfterALostPartAndATornRow_solvesOnlyTheRestAndEndsWithSolvesRows(
            JavaSparkContext spark) throws IOException {
        Path parts = dir.resolve("resumed-parts");
        assertEquals(1, Runs.sparkSolve(spark, "--parts", parts.toString(), inputs.toString()).exitCode());
        List<Path> files = partFiles(parts);
        Files.delete(files.get(0));
        Path torn = files.get(files.size() - 1);
        for (int i = files.size() - 1; Files.readAllLines(torn).size() < 2; i--) {
            torn = files.get(i);
        }
        byte[] bytes = Files.readAllBytes(torn);
        Files.write(torn, java.util.Arrays.copyOf(bytes, bytes.length - 3));
        Files.delete(parts.resolve("_SUCCESS"));

        Runs.Run run = Runs.sparkSolve(spark, "--resume", "--parts", parts.toString(), inputs.toString());

        assertEquals(1, run.exitCode(), run.err());
        assertTrue(run.err().contains("Resumed: "), run.err());
        assertTrue(Files.exists(parts.resolve("_SUCCESS")));
        assertTrue(partFiles(parts).size() > files.size() - 1, "the new rows are in parts of their own");
        assertEquals(sorted(solve(List.of(inputs.toString()))), sorted(Runs.partRows(parts)));
        assertTrue(Files.readString(RunFiles.record(parts)).contains("--resume"));
    }

    @Test
    void solveIntoParts_resumeWithOtherMoves_refusedAndPartsKept(JavaSparkContext spark) throws IOException {
        Path parts = dir.resolve("other-moves");
        assertEquals(0, Runs.sparkSolve(spark, "--parts", parts.toString(), inputs.resolve("sub").toString())
                .exitCode());
        List<String> before = Runs.partRows(parts);

        Runs.Run run = Runs.sparkSolve(spark, "--resume", "--moves", "7", "--parts", parts.toString(),
                inputs.resolve("sub").toString());

        assertEquals(2, run.exitCode());
        assertTrue(run.err().contains("other options"), run.err());
        assertEquals(before, Runs.partRows(parts));
    }

    @Test
    void solveIntoParts_forceOnARunsFolder_overwrittenButAForeignFileRefused(JavaSparkContext spark)
            throws IOException {
        Path parts = dir.resolve("forced");
        assertEquals(0, Runs.sparkSolve(spark, "--parts", parts.toString(), inputs.resolve("sub").toString())
                .exitCode());

        Runs.Run forced = Runs.sparkSolve(spark, "--force", "--parts", parts.toString(), inputs.toString());
        Files.writeString(parts.resolve("notes.txt"), "mine");
        Runs.Run refused = Runs.sparkSolve(spark, "--force", "--parts", parts.toString(), inputs.toString());

        assertEquals(1, forced.exitCode(), forced.err());
        assertEquals(sorted(solve(List.of(inputs.toString()))), sorted(Runs.partRows(parts)));
        assertEquals(2, refused.exitCode());
        assertTrue(refused.err().contains("notes.txt"), refused.err());
        assertEquals("mine", Files.readString(parts.resolve("notes.txt")));
    }

    @Test
    void solveInto_deadlinePassesMidRun_exit3WithFinishedRowsAndResumeEndsWithSolvesRows(JavaSparkContext spark)
            throws IOException {
        Path boards = dir.resolve("slow");
        assertEquals(0, Runs.solve("generate", "--size", "20", "--count", "100", "--density", "1", "--seed", "5",
                "--per-file", "50", "--out", boards.toString()).exitCode());
        Path csv = dir.resolve("deadline.csv");

        Runs.Run stopped = Runs.sparkSolve(spark, "--moves", "10", "--deadline", "300ms", "--out", csv.toString(),
                boards.toString());
        List<String> stoppedRows = Runs.rows(csv);
        Runs.Run resumed = Runs.sparkSolve(spark, "--moves", "10", "--resume", "--out", csv.toString(),
                boards.toString());

        assertEquals(3, stopped.exitCode(), stopped.err());
        assertTrue(stopped.err().contains("The deadline passed"), stopped.err());
        assertTrue(stoppedRows.size() < 100, stoppedRows.size() + " rows");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertEquals(sorted(solve(List.of("--moves", "10", boards.toString()))), sorted(Runs.rows(csv)));
    }

    @Test
    void solveInto_deepBoardAtTheDeadline_stoppedRowWithTheBestFoundSoFar(JavaSparkContext spark)
            throws IOException {
        Path board = dir.resolve("deep");
        assertEquals(0, Runs.solve("generate", "--size", "20", "--count", "1", "--density", "1", "--seed", "4",
                "--out", board.toString()).exitCode());
        Path csv = dir.resolve("deep.csv");

        Runs.Run run = Runs.sparkSolve(spark, "--moves", "18", "--deadline", "2s", "--out", csv.toString(),
                board.toString());

        assertEquals(3, run.exitCode(), run.err());
        assertTrue(run.err().contains("Split across the cluster: 1 deep board"), run.err());
        List<String> rows = Runs.rows(csv);
        assertEquals(1, rows.size());
        assertTrue(rows.get(0).contains("|stopped|"), rows.get(0));
        assertTrue(rows.get(0).contains("deadline"), rows.get(0));
    }

    private static List<Path> partFiles(Path parts) throws IOException {
        try (var listing = Files.list(parts)) {
            return listing.filter(file -> file.getFileName().toString().startsWith("part-")).sorted().toList();
        }
    }

    /** {@code rows} sorted: a resumed file has the kept rows first, then the new ones. */
    private static List<String> sorted(List<String> rows) {
        List<String> sorted = new ArrayList<>(rows);
        sorted.sort(null);
        return sorted;
    }
}
