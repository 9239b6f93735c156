package tilesearch.judge;

import java.io.IOException;

/** Trials of the program under test against the oracle's answers. Not thread-safe, as its oracle is not. */
final class ProgramTrials implements Trials {

    /** Output allowed past the expected answer's length before the program is stopped: 1 MiB. */
    static final int OUTPUT_SLACK_BYTES = 1 << 20;

    private final Oracle oracle;
    private final ProgramRunner runner;

    ProgramTrials(Oracle oracle, ProgramRunner runner) {
        this.oracle = oracle;
        this.runner = runner;
    }

    @Override
    public Trial run(JudgeCase judgeCase) throws IOException, InterruptedException {
        Expected expected = oracle.answer(judgeCase);
        ProgramRun run = runner.run(judgeCase.input(), expected.output().length() + OUTPUT_SLACK_BYTES);
        return new Trial(judgeCase, expected, run, Checker.verdict(run, expected.output()));
    }
}
