package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.run.ExitCodes;

/**
 * A results CSV whose header is not the writer's, read by each of its three readers through the real command
 * line: a resumed {@code solve}, {@code show} and {@code report} give the same message, naming the file and what
 * is wrong, and exit 2.
 */
class ResultsHeaderTest {

    @TempDir
    Path dir;

    /** A real run's results, with {@code edit} applied to the header line (without its line end). */
    private Path results(Path input, UnaryOperator<String> edit) throws IOException {
        Files.writeString(input, "2 2 0\n0 4 4\n0 0 8\n\n4 4 0\n2 0 2\n0 0 0\n");
        Path csv = dir.resolve("r.csv");
        CommandRun run = CommandRun.of("solve", "--moves", "4", "--out", csv.toString(), input.toString());
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        String text = Files.readString(csv);
        int end = text.indexOf('\n');
        Files.writeString(csv, edit.apply(text.substring(0, end)) + text.substring(end));
        return csv;
    }

    private void assertEveryReaderSays(UnaryOperator<String> edit, String problem) throws IOException {
        Path input = dir.resolve("boards.txt");
        Path csv = results(input, edit);
        String expected = csv + ": not a tilesearch results file: " + problem;

        CommandRun resumed = CommandRun.of("solve", "--moves", "4", "--resume", "--out", csv.toString(),
                input.toString());
        CommandRun shown = CommandRun.of("show", "--color", "never", csv.toString(), input + "#1");
        CommandRun reported = CommandRun.of("report", "--format", "md", csv.toString());

        for (CommandRun run : new CommandRun[] {resumed, shown, reported}) {
            assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
            assertTrue(run.err().contains(expected), "expected '" + expected + "' in: " + run.err());
        }
    }

    @Test
    void execute_headerWithAColumnMissing_sameMessageFromResumeShowAndReport() throws IOException {
        assertEveryReaderSays(header -> header.replace(",nodes", ""),
                "column 12 of the header is 'elapsed_ms' where 'nodes' must be");
    }

    @Test
    void execute_headerWithTheLastColumnMissing_sameMessageFromResumeShowAndReport() throws IOException {
        assertEveryReaderSays(header -> header.replace(",message", ""), "the header has no column 'message'");
    }

    @Test
    void execute_headerWithAColumnRenamed_sameMessageFromResumeShowAndReport() throws IOException {
        assertEveryReaderSays(header -> header.replace("elapsed_ms", "elapsed"),
                "column 13 of the header is 'elapsed' where 'elapsed_ms' must be");
    }

    @Test
    void execute_headerWithColumnsReordered_sameMessageFromResumeShowAndReport() throws IOException {
        assertEveryReaderSays(header -> header.replace("file,board", "board,file"),
                "column 1 of the header is 'board' where 'file' must be");
    }

    @Test
    void execute_headerWithAColumnTwice_sameMessageFromResumeShowAndReport() throws IOException {
        assertEveryReaderSays(header -> header + ",board", "the header names the column 'board' twice");
    }
}
