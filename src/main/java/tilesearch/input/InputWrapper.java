package tilesearch.input;

import java.io.InputStream;

/**
 * Wraps the stream of each input file as the reader opens it, so that a run sees the bytes as they are read: it
 * digests them for its record (a {@link java.security.DigestInputStream}) without reading the file a second time.
 */
@FunctionalInterface
public interface InputWrapper {

    /** Reads the files as they are. */
    InputWrapper NONE = (input, in) -> in;

    /** The stream the reader reads {@code input} from, given {@code in}, the file's own; closing one closes both. */
    InputStream wrap(Input input, InputStream in);
}
