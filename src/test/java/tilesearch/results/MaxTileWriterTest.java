package tilesearch.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;

class MaxTileWriterTest {

    @Test
    void write_okAndErrorRows_answersOnlyForOkAndMessagesApart() throws IOException {
        Board board = Board.parse("4 0/0 0");
        BoardJob job = new BoardJob("-", 1, 1, "", new BoardJob.Search(board, 5));
        BoardJob bad = new BoardJob("-", 2, 3, "", new BoardJob.Invalid("line 3: '6' is not a power of two"));
        StringWriter answers = new StringWriter();
        StringWriter problems = new StringWriter();

        try (MaxTileWriter writer = new MaxTileWriter(answers, problems, "tilesearch solve")) {
            writer.write(JobResult.ok(job, new SearchResult(11, List.of(), board, 11, 9, true), 0));
            writer.write(JobResult.error(bad, "line 3: '6' is not a power of two", 0));
            writer.write(JobResult.ok(job, new SearchResult(70, List.of(), board, 70, 9, true), 0));
        }

        assertEquals("2048\n1180591620717411303424\n", answers.toString());
        assertEquals("tilesearch solve: standard input: line 3: '6' is not a power of two\n", problems.toString());
    }
}
