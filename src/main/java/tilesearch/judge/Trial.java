package tilesearch.judge;

/**
 * A case, its exact answer, what the program did with it and the verdict.
 *
 * @param judgeCase the case
 * @param expected the exact answer
 * @param run the program's run
 * @param verdict the judge's verdict on the run
 */
public record Trial(JudgeCase judgeCase, Expected expected, ProgramRun run, Verdict verdict) {
}
