package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import tilesearch.board.Tiles;
import tilesearch.judge.TestPrograms.SearchBug;
import tilesearch.search.ClassicSearcher;

/**
 * The judge against real programs: small C solutions of the three puzzles, correct and with each known bug, and
 * programs that misbehave. The time limits are generous where a correct program is judged, since the machine
 * running the tests may be busy; the verdict tests use short ones.
 */
class JudgeTest {

    /** The default count of cases: each bug must be found within it. */
    private static final int DEFAULT_COUNT = 500;
    private static final Duration GENEROUS = Duration.ofSeconds(20);

    @TempDir
    static Path programs;

    @TempDir
    Path folder;

    private TestPrograms compiler;

    @BeforeEach
    void compiler() {
        compiler = new TestPrograms(programs);
    }

    private static JudgeSummary judge(String problem, List<String> program, int count, Duration timeLimit,
            int shrinkRuns, boolean keepGoing, int jobs) throws IOException, InterruptedException {
        JudgeSettings settings = new JudgeSettings(Problem.preset(problem), program, 1, count, timeLimit, shrinkRuns,
                keepGoing, jobs);
        try (Judge judge = new Judge(settings, JudgeListener.NONE)) {
            return judge.run();
        }
    }

    private static void assertAllAccepted(JudgeSummary summary, int count) {
        assertEquals(count, summary.casesRun());
        assertEquals(count, summary.verdicts().get(Verdict.ACCEPTED), summary.verdicts().toString());
        assertTrue(summary.allAccepted(), () -> JudgeText.render(summary, replay -> ""));
    }

    @Test
    void run_correct12100_everyCaseAccepted() throws Exception {
        Path solution = compiler.search(SearchBug.NONE, false);

        assertAllAccepted(judge("12100", List.of(solution.toString(), "5"), 300, GENEROUS, 0, false, 2), 300);
    }

    @Test
    void run_correct12094_everyCaseAccepted() throws Exception {
        Path solution = compiler.search(SearchBug.NONE, true);

        assertAllAccepted(judge("12094", List.of(solution.toString(), "10"), 300, GENEROUS, 0, false, 2), 300);
    }

    @Test
    void run_correct23796_everyCaseAccepted() throws Exception {
        Path solution = compiler.apply(null);

        assertAllAccepted(judge("23796", List.of(solution.toString()), 300, GENEROUS, 0, false, 2), 300);
    }

    /** Each known bug: the problem, the program and its arguments, how small its shrunk case must be. */
    static Stream<Arguments> bugs() {
        return Stream.of(
                Arguments.of("12100", "search", SearchBug.MERGE_AGAIN, false, "5"),
                Arguments.of("12100", "search", SearchBug.DEPTH, false, "5"),
                Arguments.of("12100", "search", SearchBug.LEAF_BEST, true, "5"),
                Arguments.of("12094", "search", SearchBug.PRUNE_TIGHT, true, "10"),
                Arguments.of("23796", "WRONG_END", null, false, null),
                Arguments.of("23796", "OVERFLOW", null, false, null));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("bugs")
    void run_knownBug_foundAndShrunkToASmallBoardThatStillFails(String problem, String source, SearchBug bug,
            boolean prune, String moves) throws Exception {
        List<String> program = new ArrayList<>();
        if (bug != null) {
            program.add(compiler.search(bug, prune).toString());
            program.add(moves);
        } else {
            program.add(compiler.apply(source).toString());
        }

        JudgeSummary summary = judge(problem, program, DEFAULT_COUNT, GENEROUS, 2000, false, 2);

        assertEquals(1, summary.failures().size(), summary.verdicts().toString());
        Failure failure = summary.failures().get(0);
        assertEquals(Verdict.WRONG_ANSWER, failure.verdict());
        assertEquals(failure.index() + 1, summary.casesRun());
        JudgeCase shrunk = failure.shrunk().trial().judgeCase();
        String report = JudgeText.render(summary, replay -> "");
        if (problem.equals("23796")) {
            assertTrue(shrunk.tiles() <= 4, report);
        } else {
            assertTrue(shrunk.board().size() <= 4, report);
        }
        assertEquals(exactAnswer(Problem.preset(problem), shrunk), failure.shrunk().trial().expected().output());
        String again = runOnce(program, shrunk.input());
        assertNotEquals(Checker.tokens(failure.shrunk().trial().expected().output()), Checker.tokens(again), report);
        assertEquals(again, failure.shrunk().trial().run().stdout());
    }

    /** The answer by the plain searcher and the move rule, apart from the oracle the judge uses. */
    private static String exactAnswer(Problem problem, JudgeCase judgeCase) {
        if (problem.search()) {
            return Tiles.decimal(new ClassicSearcher().search(judgeCase.board(), problem.moves()).maxExponent());
        }
        return judgeCase.board().move(judgeCase.move()).toText();
    }

    /** What {@code program} writes for {@code input}, run plainly. */
    private static String runOnce(List<String> program, String input) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(program).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (var stdin = process.getOutputStream()) {
            stdin.write(input.getBytes(StandardCharsets.US_ASCII));
        }
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);
        assertEquals(0, process.waitFor());
        return output;
    }

    @Test
    void run_sameSeed_sameCasesAndSameReportForAnyJobs() throws Exception {
        List<String> program = List.of(compiler.search(SearchBug.MERGE_AGAIN, false).toString(), "5");

        JudgeSummary alone = judge("12100", program, DEFAULT_COUNT, GENEROUS, 2000, false, 1);
        JudgeSummary sideBySide = judge("12100", program, DEFAULT_COUNT, GENEROUS, 2000, false, 3);

        assertEquals(JudgeText.render(alone, Object::toString), JudgeText.render(sideBySide, Object::toString));
        assertEquals(JudgeJson.render(alone), JudgeJson.render(sideBySide));
        assertFalse(alone.allAccepted());
    }

    @Test
    void run_keepGoing_everyCaseRunAndEveryFailureShrunk() throws Exception {
        List<String> program = List.of(compiler.apply("WRONG_END").toString());

        JudgeSummary summary = judge("23796", program, 60, GENEROUS, 300, true, 2);

        assertEquals(60, summary.casesRun());
        int failed = 60 - summary.verdicts().get(Verdict.ACCEPTED);
        assertTrue(failed > 1, summary.verdicts().toString());
        assertEquals(failed, summary.failures().size());
        for (int i = 1; i < summary.failures().size(); i++) {
            assertTrue(summary.failures().get(i - 1).index() < summary.failures().get(i).index());
        }
    }

    /**
     * A misbehaving program: its verdict, the processes each run makes, and the time limit in milliseconds (short
     * for those that time out, long for the others so that a busy machine cannot make them time out).
     */
    static Stream<Arguments> misbehaviours() {
        return Stream.of(
                Arguments.of("sleep", Verdict.TIME_LIMIT, 1, 500),
                Arguments.of("stubborn", Verdict.TIME_LIMIT, 2, 500),
                Arguments.of("crash", Verdict.RUNTIME_ERROR, 1, 20_000),
                Arguments.of("flood", Verdict.OUTPUT_LIMIT, 1, 20_000),
                Arguments.of("silent", Verdict.PRESENTATION_ERROR, 1, 20_000),
                Arguments.of("orphan", Verdict.WRONG_ANSWER, 2, 20_000));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("misbehaviours")
    void run_misbehavingProgram_itsVerdictAndNoProcessLeft(String how, Verdict verdict, int processesPerRun,
            long limitMillis) throws Exception {
        Path pids = folder.resolve("pids");
        List<String> program = List.of(compiler.misbehave().toString(), how, pids.toString());

        JudgeSummary summary = judge("12100", program, 2, Duration.ofMillis(limitMillis), 1, false, 1);

        assertEquals(1, summary.casesRun());
        assertEquals(verdict, summary.failures().get(0).verdict());
        List<Long> started = TestPrograms.pids(pids);
        // the case, then one shrink run
        assertEquals(2 * processesPerRun, started.size(), started.toString());
        for (long pid : started) {
            assertTrue(TestPrograms.ends(pid), "process " + pid + " is still running");
        }
    }
}
