package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tilesearch.board.Board;
import tilesearch.search.ClassicSearcher;

class CaseGeneratorTest {

    static Stream<Problem> problems() {
        return Stream.of(Problem.preset("12100"), Problem.preset("12094"), Problem.preset("23796"),
                Problem.customSearch(3, 1, 1, 3), Problem.customSearch(7, 2, 5, 20),
                Problem.customSearch(2, 30, 30, 40));
    }

    @ParameterizedTest
    @MethodSource("problems")
    void generate_everyCase_withinTheProblemsLimits(Problem problem) {
        CaseGenerator generator = new CaseGenerator(problem, 7);
        for (int index = 0; index < 500; index++) {
            JudgeCase judgeCase = generator.generate(index);
            Board board = judgeCase.board();
            String where = problem.name() + " case " + index + " (" + judgeCase.family() + "): " + board;
            assertEquals(index, judgeCase.index());
            assertTrue(board.size() >= problem.minSize() && board.size() <= problem.maxSize(), where);
            assertTrue(board.maxExponent() >= 1 && board.maxExponent() <= problem.maxExponent(), where);
            if (problem.search()) {
                assertNull(judgeCase.move(), where);
            } else {
                assertNotNull(judgeCase.move(), where);
            }
        }
    }

    @Test
    void generate_sameSeed_sameCasesInAnyOrder() {
        CaseGenerator first = new CaseGenerator(Problem.preset("12094"), 42);
        CaseGenerator second = new CaseGenerator(Problem.preset("12094"), 42);
        List<JudgeCase> forwards = new ArrayList<>();
        for (int index = 0; index < 100; index++) {
            forwards.add(first.generate(index));
        }
        for (int index = 99; index >= 0; index--) {
            assertEquals(forwards.get(index), second.generate(index));
        }
    }

    @Test
    void generate_otherSeed_otherCases() {
        Problem problem = Problem.preset("12100");
        int same = 0;
        for (int index = 0; index < 100; index++) {
            same += new CaseGenerator(problem, 1).generate(index).equals(new CaseGenerator(problem, 2).generate(index))
                    ? 1 : 0;
        }
        // Only tiny boards can come out equal by chance.
        assertTrue(same < 10, same + " of 100 cases equal");
    }

    @Test
    void generate_searchProblem_familiesInFixedProportions() {
        Map<Family, Integer> counts = familyCounts(Problem.preset("12100"), 500);

        assertEquals(Map.of(Family.UNIFORM, 175, Family.TINY, 50, Family.FULL, 50, Family.ONE_TILE, 25,
                Family.EQUAL_LINES, 75, Family.CHAIN, 50, Family.SHALLOW_BEST, 25, Family.WALLS, 50), counts);
    }

    @Test
    void generate_applyProblem_familiesInFixedProportions() {
        Map<Family, Integer> counts = familyCounts(Problem.preset("23796"), 500);

        assertEquals(Map.of(Family.UNIFORM, 175, Family.FULL, 75, Family.ONE_TILE, 25, Family.EQUAL_LINES, 100,
                Family.OVERFLOW, 75, Family.WALLS, 50), counts);
    }

    @Test
    void generate_chain_reachesItsLargestTileOnlyOnMoveK() {
        Problem problem = Problem.preset("12100");
        CaseGenerator generator = new CaseGenerator(problem, 3);
        ClassicSearcher searcher = new ClassicSearcher();
        int chains = 0;
        for (int index = 0; index < 400; index++) {
            JudgeCase judgeCase = generator.generate(index);
            if (judgeCase.family() == Family.CHAIN && judgeCase.board().size() > problem.moves()) {
                chains++;
                int atK = searcher.search(judgeCase.board(), problem.moves()).maxExponent();
                int before = searcher.search(judgeCase.board(), problem.moves() - 1).maxExponent();
                assertTrue(atK > before, judgeCase.board().toString());
            }
        }
        assertTrue(chains >= 20, chains + " chains");
    }

    @Test
    void generate_overflow_someMoveMakesTwoToThe31() {
        CaseGenerator generator = new CaseGenerator(Problem.preset("23796"), 5);
        int overflows = 0;
        for (int index = 0; index < 300; index++) {
            JudgeCase judgeCase = generator.generate(index);
            if (judgeCase.family() == Family.OVERFLOW) {
                overflows++;
                assertEquals(31, judgeCase.board().move(judgeCase.move()).maxExponent(), judgeCase.input());
            }
        }
        assertEquals(45, overflows);
    }

    @Test
    void probe_smallerSide_keepsTheFailingCasesNumberAndDiffersByProbe() {
        CaseGenerator generator = new CaseGenerator(Problem.preset("12100"), 1);
        List<JudgeCase> probes = new ArrayList<>();
        for (int probe = 0; probe < 40; probe++) {
            JudgeCase judgeCase = generator.probe(17, probe, 3);
            assertEquals(17, judgeCase.index());
            assertTrue(judgeCase.board().size() <= 3, judgeCase.board().toString());
            probes.add(judgeCase);
        }
        assertEquals(probes, Stream.iterate(0, p -> p + 1).limit(40).map(p -> generator.probe(17, p, 3)).toList());
        assertNotEquals(probes.get(0), generator.probe(18, 0, 3));
    }

    @Test
    void input_searchAndApply_inThePuzzlesFormat() {
        Board board = Board.parse("2 0/0 1024");

        assertEquals("2\n2 0\n0 1024\n", new JudgeCase(0, Family.UNIFORM, board, null).input());
        assertEquals("2 0\n0 1024\nL\n",
                new JudgeCase(0, Family.UNIFORM, board, tilesearch.board.Direction.LEFT).input());
    }

    private static Map<Family, Integer> familyCounts(Problem problem, int count) {
        CaseGenerator generator = new CaseGenerator(problem, 1);
        Map<Family, Integer> counts = new EnumMap<>(Family.class);
        for (int index = 0; index < count; index++) {
            counts.merge(generator.generate(index).family(), 1, Integer::sum);
        }
        return counts;
    }
}
