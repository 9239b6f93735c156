package tilesearch.judge;

/**
 * A case the program failed, before and after shrinking.
 *
 * @param original the generated case's trial
 * @param shrunk where shrinking it ended
 */
public record Failure(Trial original, Shrunk shrunk) {

    /** The verdict, which shrinking keeps. */
    public Verdict verdict() {
        return original.verdict();
    }

    /** The generated case's number. */
    public int index() {
        return original.judgeCase().index();
    }

    /** The family that found it. */
    public Family family() {
        return original.judgeCase().family();
    }
}
