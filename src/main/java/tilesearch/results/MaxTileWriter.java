package tilesearch.results;

import java.io.IOException;
import java.io.Writer;
import tilesearch.board.Tiles;

/**
 * Writes judge-style answers: each board's largest tile as an exact decimal, one per line, and nothing else.
 *
 * <p>Only exact answers are printed: a board that failed, timed out or was stopped has no answer line; its
 * message goes to {@code problems} instead, after the command and the input name
 * ({@code tilesearch solve: standard input: }, {@code -} being standard input), as every message of the program
 * reads, so that the answers stay clean for a judge to compare.
 * Neither writer is closed by {@link #close()}, only flushed: they usually are the process's standard streams.
 */
public final class MaxTileWriter implements ResultWriter {

    private final Writer answers;
    private final Writer problems;
    private final String voice;

    /** Answers on {@code answers}, messages on {@code problems} in the voice of the command {@code voice}. */
    public MaxTileWriter(Writer answers, Writer problems, String voice) {
        this.answers = answers;
        this.problems = problems;
        this.voice = voice;
    }

    @Override
    public void write(JobResult result) throws IOException {
        if (result.status() == JobResult.Status.OK) {
            answers.write(Tiles.decimal(result.answer().maxExponent()));
            answers.write('\n');
        } else {
            String file = result.job().file();
            problems.write(voice + ": " + ("-".equals(file) ? "standard input" : file) + ": " + result.message()
                    + "\n");
        }
    }

    @Override
    public void flush() throws IOException {
        answers.flush();
        problems.flush();
    }

    @Override
    public void close() throws IOException {
        flush();
    }
}
