package tilesearch.cli;

/**
 * A command that can say what it is doing at any moment, in words that follow "while": {@code reading
 * outputs/results.csv}. {@link FailureHandler} names it when the command runs out of memory, so the user knows
 * which step needed more.
 */
interface Activity {

    /** What the command is doing now, e.g. {@code solving inputs into outputs/results.csv}. */
    String doing();
}
