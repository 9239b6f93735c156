package tilesearch.results;

import java.io.IOException;
import java.io.Writer;
import tilesearch.board.Tiles;

/**
 * Writes judge-style answers: each board's largest tile as an exact decimal, one per line, and nothing else.
 *
 * <p>Only exact answers are printed: a board that failed, timed out or was stopped has no answer line; its
 * message goes to {@code problems} instead, prefixed with the input name ({@code standard input} for
 * {@code -}), so that the answers stay clean for a judge to compare.
 * Neither writer is closed by {@link #close()}, only flushed: they usually are the process's standard streams.
 */
public final class MaxTileWriter implements ResultWriter {

    private final Writer answers;
    private final Writer problems;

    public MaxTileWriter(Writer answers, Writer problems) {
        this.answers = answers;
        this.problems = problems;
    }

    @Override
    public void write(JobResult result) throws IOException {
        if (result.status() == JobResult.Status.OK) {
            answers.write(Tiles.decimal(result.answer().maxExponent()));
            answers.write('\n');
        } else {
            String file = result.job().file();
            problems.write(("-".equals(file) ? "standard input" : file) + ": " + result.message() + "\n");
        }
    }

    @Override
    public void flush() throws IOException {
        answers.flush();
        problems.flush();
    }

    @Override
    public void close() throws IOException {
        answers.flush();
        problems.flush();
    }
}
