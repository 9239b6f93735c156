package tilesearch.results;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;

/** Results of one small board in each status, and their CSV text as the writer makes it, for tests. */
public final class SampleResults {

    private static final Board BOARD = Board.parse("2 2/0 4");

    private SampleResults() {
    }

    private static BoardJob job(String file, int ordinal) {
        return new BoardJob(file, ordinal, ordinal, "", new BoardJob.Search(BOARD, 3));
    }

    private static SearchResult answer(boolean complete) {
        return new SearchResult(3, List.of(), BOARD, complete ? 3 : 5, 10, complete);
    }

    public static JobResult ok(String file, int ordinal) {
        return JobResult.ok(job(file, ordinal), answer(true), 1000);
    }

    public static JobResult error(String file, int ordinal, String message) {
        return JobResult.error(job(file, ordinal), message, 1000);
    }

    public static JobResult timeout(String file, int ordinal) {
        return JobResult.timeout(job(file, ordinal), answer(false), 1000, "line 1: time limit reached");
    }

    public static JobResult stopped(String file, int ordinal) {
        return JobResult.stopped(job(file, ordinal), answer(false), 1000, "line 1: the run stopped, again");
    }

    /** The CSV text of {@code results}, header first, as the writer makes it. */
    public static String csv(JobResult... results) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(out)) {
            for (JobResult result : results) {
                writer.write(result);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
