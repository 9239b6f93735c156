package tilesearch.judge;

/**
 * One run of the program under test on one input.
 *
 * @param exitCode the exit code; 128 + the signal's number when a signal killed it; -1 when the judge killed it
 * @param timedOut whether it ran past the time limit and was killed
 * @param outputCut whether it wrote more than the output cap and was killed
 * @param stdout what it wrote to stdout, up to the cap
 * @param stderrTail the last bytes it wrote to stderr
 * @param millis wall time from start to exit
 */
public record ProgramRun(int exitCode, boolean timedOut, boolean outputCut, String stdout, String stderrTail,
        long millis) {
}
