package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.csv.CSVRecord;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;

/**
 * {@code solve} in pipes, in the real program: the results CSV on standard output ({@code --out -}), every input
 * format on standard input, and gzip-compressed inputs.
 */
class PipesProcessTest {

    /** The boards that {@code generate} makes with {@link #GENERATE}'s settings. */
    private static final int BOARDS = 12;
    private static final String[] GENERATE = {"generate", "--format", "csv", "--out", "-", "--count", "" + BOARDS,
        "--size", "3", "--seed", "7"};

    /** How the files that take each command's stderr start. */
    private static final String STDERR = "stderr-";

    /** The max tiles of the boards {@link #GENERATE} makes, solved from a CSV file as before pipes. */
    private static List<String> generatedMaxTiles;

    @TempDir
    Path work;

    @BeforeAll
    static void solveTheGeneratedBoardsFromAFile(@TempDir Path folder) throws Exception {
        List<String> generate = new ArrayList<>(List.of(GENERATE));
        generate.set(generate.indexOf("-"), "boards.csv");
        assertEquals(0, pipeline(folder, generate).exitCode);
        Ran solved = pipeline(folder, List.of("solve", "--out", "from-file.csv", "boards.csv"));
        assertEquals(0, solved.exitCode, solved.stderr);
        generatedMaxTiles = ResultRows.read(folder.resolve("from-file.csv")).stream()
                .map(row -> row.get("max_tile")).toList();
        assertEquals(BOARDS, generatedMaxTiles.size());
    }

    @Test
    void solve_outDash_writesTheResultsCsvToStandardOutput_noLockNoRecordNoLog() throws Exception {
        Files.writeString(work.resolve("a.txt"), "2 2 2\n4 4 4\n8 8 8\n\n2 2\n4 4\n");
        List<String> before = filesIn(work);

        Ran ran = pipeline(List.of("solve", "--out", "-", "a.txt"));

        assertEquals(0, ran.exitCode, ran.stderr);
        List<String> lines = ran.stdout.lines().toList();
        assertEquals(3, lines.size(), ran.stdout);
        assertEquals(String.join(",", ResultColumn.NAMES), lines.get(0));
        assertTrue(lines.get(1).startsWith("a.txt,1,1,,3,search,5,16,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("a.txt,2,5,,2,search,5,8,"), lines.get(2));
        assertEquals(before, filesIn(work), "no results file, lock, record or log");
        assertTrue(ran.stderr.contains("tilesearch solve: 2 boards searched in "), ran.stderr);
    }

    @Test
    void solve_outDashWithResume_isRefused() throws Exception {
        Files.writeString(work.resolve("a.txt"), "2 2\n4 4\n");

        Ran ran = pipeline(List.of("solve", "--resume", "--out", "-", "a.txt"));

        assertEquals(ExitCodes.USAGE, ran.exitCode, ran.stderr);
        assertEquals("", ran.stdout);
        assertTrue(ran.stderr.contains("--resume continues an output file, and --out - writes standard output"),
                ran.stderr);
    }

    @Test
    void solve_generatedCsvPipedIn_printsOneMaxTilePerBoardInOrder() throws Exception {
        Ran ran = pipeline(List.of(GENERATE), List.of("solve", "-"));

        assertEquals(0, ran.exitCode, ran.stderr);
        assertEquals(generatedMaxTiles, ran.stdout.lines().toList());
    }

    @Test
    void solve_generatedCsvPipedInWithOut_writesTheirRows() throws Exception {
        Ran ran = pipeline(List.of(GENERATE), List.of("solve", "--out", "r.csv", "-"));

        assertEquals(0, ran.exitCode, ran.stderr);
        List<CSVRecord> rows = ResultRows.read(work.resolve("r.csv"));
        assertEquals(generatedMaxTiles, rows.stream().map(row -> row.get("max_tile")).toList());
        for (int i = 0; i < rows.size(); i++) {
            CSVRecord row = rows.get(i);
            assertEquals(List.of("-", "" + (i + 1), "" + (i + 2), "" + (i + 1), "ok"), List.of(row.get("file"),
                    row.get("board"), row.get("line"), row.get("id"), row.get("status")));
        }
    }

    @Test
    void solve_gzipCompressedInputs_readDecompressed_aCorruptOneAnErrorRowNamingIt() throws Exception {
        Files.write(work.resolve("boards.csv.gz"), gzip("id,board\nq,2 2/4 4\nr,8 8/8 8\n"));
        Files.write(work.resolve("boards.txt.gz"), gzip("2 2 2\n4 4 4\n8 8 8\n"));
        Files.writeString(work.resolve("corrupt.txt.gz"), "2 2\n4 4\n");

        Ran ran = pipeline(List.of("solve", "--out", "-", "boards.csv.gz", "boards.txt.gz",
                "corrupt.txt.gz"));

        assertEquals(ExitCodes.BOARD_FAILED, ran.exitCode, ran.stderr);
        List<String> lines = ran.stdout.lines().toList();
        assertEquals(5, lines.size(), ran.stdout);
        assertTrue(lines.get(1).startsWith("boards.csv.gz,1,2,q,2,search,5,8,"), lines.get(1));
        assertTrue(lines.get(2).startsWith("boards.csv.gz,2,3,r,2,search,5,32,"), lines.get(2));
        assertTrue(lines.get(3).startsWith("boards.txt.gz,1,1,,3,search,5,16,"), lines.get(3));
        assertTrue(lines.get(4).startsWith("corrupt.txt.gz,1,1,,"), lines.get(4));
        assertTrue(lines.get(4).endsWith(",error,cannot read file: corrupt gzip data: Input is not in the .gz format"),
                lines.get(4));
    }

    @Test
    void solve_gzipCompressedStandardInput_readDecompressed() throws Exception {
        Ran ran = pipeline(List.of(GENERATE), List.of("gzip", "-c"), List.of("solve", "-"));

        assertEquals(0, ran.exitCode, ran.stderr);
        assertEquals(generatedMaxTiles, ran.stdout.lines().toList());
    }

    /** What a pipeline gave: the last command's exit code and standard output, and every command's stderr. */
    private record Ran(int exitCode, String stdout, String stderr) {
    }

    /**
     * Runs the commands, each {@code tilesearch} arguments or (starting with {@code gzip}) a program, the output
     * of each piped into the next, as a shell's {@code a | b} does; stops them all when they overstay.
     */
    @SafeVarargs
    private Ran pipeline(List<String>... commands) throws IOException, InterruptedException {
        return pipeline(work, commands);
    }

    /** Like {@link #pipeline(List[])}, in {@code work}. */
    @SafeVarargs
    private static Ran pipeline(Path work, List<String>... commands) throws IOException, InterruptedException {
        List<ProcessBuilder> builders = new ArrayList<>();
        List<Path> stderrs = new ArrayList<>();
        for (List<String> command : commands) {
            Path stderr = Files.createTempFile(work, STDERR, ".txt");
            stderrs.add(stderr);
            List<String> words = command.get(0).equals("gzip") ? command
                    : TileSearchProcess.command(List.of(), command.toArray(String[]::new));
            builders.add(new ProcessBuilder(words).directory(work.toFile())
                    .redirectError(ProcessBuilder.Redirect.to(stderr.toFile())));
        }
        builders.get(0).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        List<Process> processes = ProcessBuilder.startPipeline(builders);
        Process last = processes.get(processes.size() - 1);
        try {
            ByteArrayOutputStream stdout = new ByteArrayOutputStream();
            last.getInputStream().transferTo(stdout);
            assertTrue(last.waitFor(60, TimeUnit.SECONDS), "the pipeline did not end");
            StringBuilder stderr = new StringBuilder();
            for (Path file : stderrs) {
                stderr.append(Files.readString(file));
            }
            return new Ran(last.exitValue(), stdout.toString(StandardCharsets.UTF_8), stderr.toString());
        } finally {
            processes.forEach(Process::destroyForcibly);
            for (Path file : stderrs) {
                Files.deleteIfExists(file);
            }
        }
    }

    private static List<String> filesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.map(file -> folder.relativize(file).toString()).filter(name -> !name.startsWith(STDERR))
                    .sorted().toList();
        }
    }

    private static byte[] gzip(String text) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bytes)) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return bytes.toByteArray();
    }
}
