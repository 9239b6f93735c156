package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.input.BoardJob;
import tilesearch.input.JobReader;
import tilesearch.input.JobSources;
import tilesearch.run.ExitCodes;

class GenerateCommandTest {

    @TempDir
    Path dir;

    private List<String> generate(String out, String... options) throws IOException {
        String[] args = Stream.concat(Stream.of("generate", "--out", dir.resolve(out).toString()), Stream.of(options))
                .toArray(String[]::new);
        CommandRun run = CommandRun.of(args);
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        try (Stream<Path> files = Files.list(dir.resolve(out))) {
            return files.sorted().map(file -> file.getFileName() + "\n" + read(file)).toList();
        }
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void execute_sameSeedTwice_sameFiles() throws IOException {
        List<String> first = generate("one", "--size", "20", "--count", "3", "--seed", "9");
        List<String> second = generate("two", "--size", "20", "--count", "3", "--seed", "9");

        assertEquals(first, second);
        assertEquals(3, first.size());
        assertTrue(first.get(0).startsWith("random-20x20-0001.txt\n# tilesearch generate --size 20 --seed 9"),
                first.get(0));
    }

    @Test
    void execute_otherSeed_otherBoards() throws IOException {
        assertNotEquals(generate("one", "--size", "6", "--count", "2", "--seed", "1"),
                generate("two", "--size", "6", "--count", "2", "--seed", "2"));
    }

    @Test
    void execute_files_readBackAsBoardsWithinTheLimits() throws IOException {
        generate("boards", "--size", "5", "--count", "4", "--density", "1", "--max-tile", "8");

        try (JobReader reader = JobSources.open(List.of(dir.resolve("boards").toString()), 5, System.in)) {
            int boards = 0;
            for (BoardJob job = reader.read(); job != null; job = reader.read()) {
                BoardJob.Search search = (BoardJob.Search) job.task();
                assertEquals(5, search.board().size());
                for (int row = 0; row < 5; row++) {
                    for (int column = 0; column < 5; column++) {
                        int exponent = search.board().exponentAt(row, column);
                        assertTrue(exponent >= 1 && exponent <= 3, "exponent " + exponent);
                    }
                }
                boards++;
            }
            assertEquals(4, boards);
        }
    }

    @Test
    void execute_badOptions_usageErrors() {
        assertEquals(ExitCodes.USAGE, CommandRun.of("generate", "--count", "2").exitCode());
        assertEquals(ExitCodes.USAGE, CommandRun.of("generate", "--size", "0", "--count", "2").exitCode());
        assertEquals(ExitCodes.USAGE, CommandRun.of("generate", "--size", "3", "--count", "0").exitCode());
        assertEquals(ExitCodes.USAGE, CommandRun.of("generate", "--size", "3", "--count", "1", "--density", "1.5")
                .exitCode());
        CommandRun badTile = CommandRun.of("generate", "--size", "3", "--count", "1", "--max-tile", "6");
        assertEquals(ExitCodes.USAGE, badTile.exitCode());
        assertTrue(badTile.err().startsWith("tilesearch generate: --max-tile: '6' is not a power of two"),
                badTile.err());
    }

    @Test
    void execute_perFile_boardsSplitOverFilesInTheSameSequence() throws IOException {
        List<String> single = generate("single", "--size", "3", "--count", "5", "--seed", "4");
        List<String> grouped = generate("grouped", "--size", "3", "--count", "5", "--seed", "4", "--per-file", "2");

        assertEquals(3, grouped.size());
        assertTrue(grouped.get(0).startsWith("random-3x3-0001.txt\n# tilesearch generate --size 3 --seed 4 "
                + "--density 0.5 --max-tile 1024: boards 1 to 2 of 5\n"), grouped.get(0));
        assertTrue(grouped.get(2).contains(": board 5 of 5\n"), grouped.get(2));
        assertEquals(boardsIn(dir.resolve("single")), boardsIn(dir.resolve("grouped")));
        assertEquals(5, single.size());
    }

    @Test
    void execute_csvFormat_oneFileWithIdAndBoardInTheSameSequence() throws IOException {
        generate("text", "--size", "4", "--count", "3", "--seed", "8");
        Path csv = dir.resolve("boards.csv");
        CommandRun run = CommandRun.of("generate", "--size", "4", "--count", "3", "--seed", "8", "--format", "csv",
                "--out", csv.toString());

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        List<String> lines = Files.readAllLines(csv);
        assertEquals("id,board", lines.get(0));
        assertEquals(4, lines.size());
        assertTrue(lines.get(1).startsWith("1,"), lines.get(1));
        assertEquals(boardsIn(dir.resolve("text")), boardsIn(csv));
    }

    @Test
    void execute_perFileZero_usageError() {
        CommandRun run = CommandRun.of("generate", "--size", "4", "--count", "3", "--per-file", "0", "--out",
                dir.resolve("x").toString());

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("--per-file must be 1 or more, got 0"), run.err());
    }

    /** The boards read back from {@code path}, in order, in the CSV notation. */
    private static List<String> boardsIn(Path path) throws IOException {
        List<String> boards = new ArrayList<>();
        try (JobReader reader = JobSources.open(List.of(path.toString()), 5, System.in)) {
            for (BoardJob job = reader.read(); job != null; job = reader.read()) {
                boards.add(((BoardJob.Search) job.task()).board().toNotation());
            }
        }
        return boards;
    }
}
