package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static tilesearch.input.Reading.outcomes;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;

class JobSourcesTest {

    /** A directory spelled relative to the working directory, as users name {@code inputs}. */
    private Path inputs;

    @BeforeEach
    void createInputs() throws IOException {
        Files.createDirectories(Path.of("target"));
        inputs = Files.createTempDirectory(Path.of("target"), "inputs");
    }

    @AfterEach
    void deleteInputs() throws IOException {
        try (Stream<Path> paths = Files.walk(inputs)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    @Test
    void open_missingPathNamedAsSpelledBeforeAnythingIsRead() throws IOException {
        write("a.txt", "2");
        NoSuchFileException missing = assertThrows(NoSuchFileException.class,
                () -> JobSources.open(List.of(inputs.toString(), "no/such.txt"), 5, InputStream.nullInputStream()));
        assertEquals("no/such.txt", missing.getFile());
    }

    @Test
    void open_directoryWalkNamesFilesByTheUsersSpelling() throws IOException {
        write("crafted/easy.txt", "2 2 2\n4 4 4\n8 8 8\n");
        write("crafted/hard.csv", "id,board,moves\nh1,2 2/4 4,10\n");
        write("random/r1.txt", "2\n");
        write(".gitkeep", "");
        String spelled = inputs.toString();
        List<BoardJob> jobs = Reading.drain(JobSources.open(List.of(spelled), 5, InputStream.nullInputStream()));
        assertEquals(List.of(spelled + "/crafted/easy.txt", spelled + "/crafted/hard.csv", spelled + "/random/r1.txt"),
                jobs.stream().map(BoardJob::file).toList());
        assertEquals(List.of("ok", "ok", "ok"), outcomes(jobs));
        assertEquals(List.of(5, 10, 5), jobs.stream().map(job -> ((BoardJob.Search) job.task()).moves()).toList());
    }

    @Test
    void open_fileNamedDirectlyKeepsItsSpelling() throws IOException {
        write("one.txt", "2");
        String spelled = inputs + "/./one.txt";
        assertEquals(spelled, Reading.drain(JobSources.open(List.of(spelled), 5, InputStream.nullInputStream()))
                .get(0).file());
    }

    @Test
    void open_dashReadsStdinAsBoardText() throws IOException {
        write("a.txt", "4");
        InputStream stdin = new ByteArrayInputStream("2 2\n2 2\n".getBytes(UTF_8));
        List<BoardJob> jobs = Reading.drain(JobSources.open(List.of("-", inputs + "/a.txt"), 7, stdin));
        assertEquals(List.of(new BoardJob("-", 1, 1, "", new BoardJob.Search(Board.parse("2 2/2 2"), 7)),
                new BoardJob(inputs + "/a.txt", 1, 1, "", new BoardJob.Search(Board.parse("4"), 7))), jobs);
    }

    @Test
    void open_faultyFilesInAWalkAreAccountedFor() throws IOException {
        write("a.txt", "2 2\n4 6\n\n2 2\n4 4\n");
        write("b.bin", "\0\0\0");
        write("c.txt", "");
        write("d.csv", "name,cells\n");
        List<BoardJob> jobs = Reading.drain(
                JobSources.open(List.of(inputs.toString()), 5, InputStream.nullInputStream()));
        assertEquals(List.of("line 2, column 2: '6' is not a power of two", "ok",
                "binary file: line 1 holds a NUL byte; expected text", "empty file: no boards found",
                "line 1: the CSV header must name the columns id and board; found name,cells"), outcomes(jobs));
    }

    @Test
    void open_inputsWalkedOnce_theJobsOfWalkingAgainInTheSameOrder() throws IOException {
        write("b/z.txt", "2 2\n4 4\n\n8 8\n8 8\n");
        write("a/y.csv", "id,board\nq,2 2/4 4\n");
        write("a-b/x.txt", "2\n");
        write("A.txt", "4\n");
        write("a/b/w.txt", "2 4\n8 16\n");
        List<String> paths = List.of(inputs.toString(), "-", inputs + "/A.txt");
        List<BoardJob> walkedAgain = Reading.drain(JobSources.open(paths, 5, Reading.stream("2 2\n2 2\n")));

        List<BoardJob> walkedOnce;
        List<String> names = new ArrayList<>();
        List<Input> walked = new ArrayList<>();
        JobSources.walk(paths, SkipRule.NONE).forEachRemaining(walked::add);
        walkedOnce = Reading.drain(JobSources.open(walked, 5, Reading.stream("2 2\n2 2\n"), InputWrapper.NONE));
        walked.forEach(input -> names.add(input.name().replace(inputs + "/", "")));

        assertEquals(walkedAgain, walkedOnce);
        assertEquals(List.of("A.txt", "a/b/w.txt", "a/y.csv", "a-b/x.txt", "b/z.txt", "-", "A.txt"), names);
    }

    @Test
    void open_noPathsReadsNothing() throws IOException {
        assertEquals(List.of(), Reading.drain(JobSources.open(List.of(), 5, InputStream.nullInputStream())));
    }

    private void write(String relative, String content) throws IOException {
        Path file = inputs.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }
}
