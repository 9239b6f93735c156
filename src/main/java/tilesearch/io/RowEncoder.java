package tilesearch.io;

/**
 * Turns results into the bytes of their rows on a thread other than the writer's, so that workers, not the one
 * thread that writes in input order, do the formatting: on a million small boards that was most of that thread's
 * work. The writer that made the encoder writes the bytes with {@link ResultWriter#writeEncoded}.
 *
 * <p>Not thread-safe: one encoder serves one thread, or one batch of results at a time.
 */
public interface RowEncoder {

    /** The rows of {@code results[0..count)}, in order, as the writer that made this encoder would write them. */
    default EncodedRows encode(JobResult[] results, int count) {
        for (int i = 0; i < count; i++) {
            append(results[i]);
        }
        return finish();
    }

    /** Appends the row of {@code result}. */
    void append(JobResult result);

    /** The rows appended since the last finish, in order; the encoder then starts afresh. */
    EncodedRows finish();
}
