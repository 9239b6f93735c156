package tilesearch.judge;

/** Hears how a judge session goes, for a progress display. Called from the workers' threads: be thread-safe. */
public interface JudgeListener {

    /** A listener that ignores everything. */
    JudgeListener NONE = new JudgeListener() {
    };

    /** Case {@code index} got {@code verdict}. */
    default void judged(int index, Verdict verdict) {
    }

    /** Shrinking a failing case starts. */
    default void shrinking(Trial failing) {
    }
}
