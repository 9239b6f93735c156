package tilesearch.judge;

/** What the judge decides of one run of the program on one case, as online judges name it. */
public enum Verdict {
    /** The output equals the exact answer, token by token. */
    ACCEPTED("accepted"),
    /** The output has the expected shape but other values. */
    WRONG_ANSWER("wrong answer"),
    /** The output is not the expected shape: a token that is not a number, or the wrong count of tokens. */
    PRESENTATION_ERROR("presentation error"),
    /** The program ran past the time limit and was killed with its process group. */
    TIME_LIMIT("time limit exceeded"),
    /** The program exited with a non-zero code or was killed by a signal. */
    RUNTIME_ERROR("runtime error"),
    /** The program wrote more than the output cap and was killed with its process group. */
    OUTPUT_LIMIT("output limit exceeded");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** How reports name the verdict: {@code wrong answer}. */
    public String label() {
        return label;
    }
}
