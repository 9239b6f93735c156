package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;

class ShrinkerTest {

    /** A problem like 12100 with room to shrink: sides 1 to 10, tiles up to 1024. */
    private static final Problem SEARCH = Problem.customSearch(5, 1, 10, 10);

    /** Trials of a made-up program that fails exactly the boards {@code fails} picks; it records every case. */
    private static final class FakeTrials implements Trials {

        private final Predicate<JudgeCase> fails;
        private final List<JudgeCase> seen = new ArrayList<>();

        FakeTrials(Predicate<JudgeCase> fails) {
            this.fails = fails;
        }

        @Override
        public Trial run(JudgeCase judgeCase) {
            seen.add(judgeCase);
            return trial(judgeCase, fails.test(judgeCase) ? Verdict.WRONG_ANSWER : Verdict.ACCEPTED);
        }
    }

    private static Trial trial(JudgeCase judgeCase, Verdict verdict) {
        return new Trial(judgeCase, new Expected("0", List.of(), judgeCase.board()),
                new ProgramRun(0, false, false, "1", "", 1), verdict);
    }

    /** Whether two tiles of at least 8 sit side by side in a row. */
    private static boolean pairOfEights(JudgeCase judgeCase) {
        Board board = judgeCase.board();
        for (int r = 0; r < board.size(); r++) {
            for (int c = 0; c + 1 < board.size(); c++) {
                if (board.exponentAt(r, c) >= 3 && board.exponentAt(r, c) == board.exponentAt(r, c + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static JudgeCase bigFailingCase() {
        int[][] rows = new int[9][9];
        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                rows[r][c] = (r * 7 + c * 3) % 5;
            }
        }
        rows[6][4] = 9;
        rows[6][5] = 9;
        return new JudgeCase(3, Family.UNIFORM, Board.ofExponents(rows), null);
    }

    @Test
    void shrink_pairOfEights_smallestBoardThatFails() throws Exception {
        FakeTrials trials = new FakeTrials(ShrinkerTest::pairOfEights);
        JudgeCase failing = bigFailingCase();

        Shrunk shrunk = new Shrinker(SEARCH, new CaseGenerator(SEARCH, 1), trials, 2000, () -> false)
                .shrink(trial(failing, Verdict.WRONG_ANSWER));

        assertEquals(Board.parse("8 8/0 0"), shrunk.trial().judgeCase().board());
        assertEquals(Verdict.WRONG_ANSWER, shrunk.trial().verdict());
        assertEquals(3, shrunk.trial().judgeCase().index());
        assertTrue(shrunk.fixedPoint());
        assertEquals(trials.seen.size(), shrunk.runs());
        for (JudgeCase tried : trials.seen) {
            assertTrue(tried.board().maxExponent() >= 1 && tried.board().maxExponent() <= 10, tried.toString());
        }
    }

    @Test
    void shrink_sameFailure_sameSteps() throws Exception {
        FakeTrials first = new FakeTrials(ShrinkerTest::pairOfEights);
        FakeTrials second = new FakeTrials(ShrinkerTest::pairOfEights);
        CaseGenerator generator = new CaseGenerator(SEARCH, 1);

        Trial failing = trial(bigFailingCase(), Verdict.WRONG_ANSWER);

        new Shrinker(SEARCH, generator, first, 2000, () -> false).shrink(failing);
        new Shrinker(SEARCH, generator, second, 2000, () -> false).shrink(failing);

        assertEquals(first.seen, second.seen);
    }

    @Test
    void shrink_boundOnRuns_stopsThereShortOfAFixedPoint() throws Exception {
        FakeTrials trials = new FakeTrials(ShrinkerTest::pairOfEights);

        Shrunk shrunk = new Shrinker(SEARCH, new CaseGenerator(SEARCH, 1), trials, 7, () -> false)
                .shrink(trial(bigFailingCase(), Verdict.WRONG_ANSWER));

        assertEquals(7, shrunk.runs());
        assertEquals(7, trials.seen.size());
        assertFalse(shrunk.fixedPoint());
        assertTrue(pairOfEights(shrunk.trial().judgeCase()));
    }

    @Test
    void shrink_otherVerdict_notKept() throws Exception {
        // Fails every board, but with a runtime error rather than the wrong answer being shrunk.
        Trials crashing = judgeCase -> trial(judgeCase, Verdict.RUNTIME_ERROR);
        JudgeCase failing = bigFailingCase();

        Shrunk shrunk = new Shrinker(SEARCH, new CaseGenerator(SEARCH, 1), crashing, 50, () -> false)
                .shrink(trial(failing, Verdict.WRONG_ANSWER));

        assertEquals(failing, shrunk.trial().judgeCase());
    }

    @Test
    void shrink_abandoned_stopsAtOnce() throws Exception {
        FakeTrials trials = new FakeTrials(ShrinkerTest::pairOfEights);

        Shrunk shrunk = new Shrinker(SEARCH, new CaseGenerator(SEARCH, 1), trials, 2000, () -> true)
                .shrink(trial(bigFailingCase(), Verdict.WRONG_ANSWER));

        assertEquals(0, shrunk.runs());
        assertFalse(shrunk.fixedPoint());
    }

    @Test
    void shrink_applyProblem_keepsTheSideAndNoTilePassesTheLargest() throws IOException, InterruptedException {
        Problem problem = Problem.preset("23796");
        // An int overflow: fails when the move makes 2^31.
        FakeTrials trials = new FakeTrials(judgeCase -> judgeCase.board().move(judgeCase.move()).maxExponent() >= 31);
        JudgeCase failing = new CaseGenerator(problem, 1).generate(15);
        assertEquals(Family.OVERFLOW, failing.family());

        Shrunk shrunk = new Shrinker(problem, new CaseGenerator(problem, 1), trials, 2000, () -> false)
                .shrink(trial(failing, Verdict.WRONG_ANSWER));

        assertEquals(2, shrunk.trial().judgeCase().tiles());
        assertEquals(30, shrunk.trial().judgeCase().board().maxExponent());
        assertTrue(shrunk.fixedPoint());
        for (JudgeCase tried : trials.seen) {
            assertEquals(8, tried.board().size());
            assertEquals(failing.move(), tried.move());
            assertTrue(tried.board().maxExponent() <= 30, tried.input());
        }
    }

    @Test
    void shrink_searchProblem_neverBelowTheSmallestSide() throws Exception {
        Problem problem = Problem.customSearch(5, 3, 6, 10);
        FakeTrials trials = new FakeTrials(judgeCase -> true);
        JudgeCase failing = new JudgeCase(0, Family.FULL, Board.parse("2 2 2 2 2/2 2 2 2 2/2 2 2 2 2/2 2 2 2 2/"
                + "2 2 2 2 2"), null);

        Shrunk shrunk = new Shrinker(problem, new CaseGenerator(problem, 1), trials, 2000, () -> false)
                .shrink(trial(failing, Verdict.WRONG_ANSWER));

        assertEquals(3, shrunk.trial().judgeCase().board().size());
        assertEquals(1, shrunk.trial().judgeCase().tiles());
        assertEquals(1, shrunk.trial().judgeCase().board().maxExponent());
        for (JudgeCase tried : trials.seen) {
            assertTrue(tried.board().size() >= 3, tried.input());
        }
    }
}
