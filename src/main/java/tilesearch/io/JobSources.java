package tilesearch.io;

import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.List;

/** Opens the inputs a user names on the command line as one stream of jobs. */
public final class JobSources {

    private JobSources() {
    }

    /**
     * A reader over every board in {@code paths}, in order: files as given, directories walked recursively in
     * sorted order, {@code -} for {@code stdin} (board text format).
     *
     * @param paths the inputs as the user named them; {@code BoardJob.file} keeps these spellings
     * @param defaultMoves K for boards whose input does not give one
     * @throws NoSuchFileException naming the first path that does not exist, before anything is read
     */
    public static JobReader open(List<String> paths, int defaultMoves, InputStream stdin) throws NoSuchFileException {
        throw new UnsupportedOperationException("being written on branch io");
    }
}
