package tilesearch.input;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tilesearch.board.Board;

/** Test helpers: read in-memory input through the real readers and describe the jobs compactly. */
final class Reading {

    /** The K every helper passes as the default. */
    static final int DEFAULT_MOVES = 5;

    private Reading() {
    }

    /** The jobs of {@code content} read as board text, named {@code t.txt}. */
    static List<BoardJob> text(String content) {
        FileJobs jobs = new FileJobs("t.txt");
        return drain(new BoardTextReader(new LineSource(stream(content)), jobs, DEFAULT_MOVES));
    }

    /** The jobs of {@code content} read as CSV, named {@code t.csv}. */
    static List<BoardJob> csv(String content) {
        FileJobs jobs = new FileJobs("t.csv");
        return drain(new CsvBoardReader(new LineSource(stream(content)), jobs, DEFAULT_MOVES));
    }

    /** The jobs of one file {@code name} holding {@code content}, through {@link JobSources}. */
    static List<BoardJob> file(String name, byte[] content, int maxLineBytes) {
        JobSources reader = new JobSources(List.of(Input.of(name, Path.of(name))).iterator(), DEFAULT_MOVES,
                path -> new ByteArrayInputStream(content), InputStream.nullInputStream(), maxLineBytes,
                InputWrapper.NONE);
        return drain(reader);
    }

    /** Every job of {@code reader}, which is closed afterwards. */
    static List<BoardJob> drain(JobReader reader) {
        List<BoardJob> jobs = new ArrayList<>();
        try (reader) {
            for (BoardJob job = reader.read(); job != null; job = reader.read()) {
                jobs.add(job);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return jobs;
    }

    /** Each job as {@code ok} when it holds a board, or as its Invalid message. */
    static List<String> outcomes(List<BoardJob> jobs) {
        return jobs.stream().map(job -> job.task() instanceof BoardJob.Invalid invalid ? invalid.message() : "ok")
                .toList();
    }

    /** The message of the Invalid job {@code job}. */
    static String message(BoardJob job) {
        return assertInstanceOf(BoardJob.Invalid.class, job.task()).message();
    }

    /** A search task for the board in CSV notation {@code notation} at the default K. */
    static BoardJob.Search search(String notation) {
        return new BoardJob.Search(Board.parse(notation), DEFAULT_MOVES);
    }

    static InputStream stream(String content) {
        return new ByteArrayInputStream(content.getBytes(UTF_8));
    }
}
