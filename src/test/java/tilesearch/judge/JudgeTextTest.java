package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tilesearch.board.Board;
import tilesearch.board.Direction;

class JudgeTextTest {

    private static Trial applyTrial(String board, Direction move, String got) {
        JudgeCase judgeCase = new JudgeCase(4, Family.EQUAL_LINES, Board.parse(board), move);
        Board after = judgeCase.board().move(move);
        return new Trial(judgeCase, new Expected(after.toText(), List.of(move), after),
                new ProgramRun(0, false, false, got, "", 1), Verdict.WRONG_ANSWER);
    }

    @Test
    void sideBySide_differingCells_markedOnTheProgramsBoard() {
        Trial trial = applyTrial("2 2 2/0 0 0/0 0 1024", Direction.LEFT, "2 4 0\n0 0 0\n1024 0 0\n");

        assertEquals("""
                expected (after L)   program's
                   4     2     0        2*    4*    0
                   0     0     0        0     0     0
                1024     0     0     1024     0     0
                2 cells differ""", JudgeText.sideBySide(trial));
    }

    @Test
    void letters_path_lettersAndCount() {
        assertEquals("UL (2 moves)", JudgeText.letters(List.of(Direction.UP, Direction.LEFT)));
        assertEquals("R (1 move)", JudgeText.letters(List.of(Direction.RIGHT)));
        assertEquals("none (the largest tile is on the board already)", JudgeText.letters(List.of()));
    }

    @Test
    void render_keepGoing_aLinePerFailureAndTheFirstOfEachVerdictInFull() {
        Trial wrong = applyTrial("2 2 2/0 0 0/0 0 0", Direction.LEFT, "2 4 0\n0 0 0\n0 0 0\n");
        Trial alsoWrong = applyTrial("4 4 4/0 0 0/0 0 0", Direction.LEFT, "4 8 0\n0 0 0\n0 0 0\n");
        Trial crashed = new Trial(alsoWrong.judgeCase(), alsoWrong.expected(),
                new ProgramRun(139, false, false, "", "Segmentation fault\n", 1), Verdict.RUNTIME_ERROR);
        Problem problem = new Problem("apply3", Problem.Kind.APPLY, 1, 3, 3, 10);
        JudgeSettings settings = new JudgeSettings(problem, List.of("./sol"), 9, 10, Duration.ofSeconds(1), 0, true,
                1);
        Map<Verdict, Integer> verdicts = new EnumMap<>(Verdict.class);
        for (Verdict verdict : Verdict.values()) {
            verdicts.put(verdict, 0);
        }
        verdicts.put(Verdict.ACCEPTED, 7);
        verdicts.put(Verdict.WRONG_ANSWER, 2);
        verdicts.put(Verdict.RUNTIME_ERROR, 1);
        List<Failure> failures = List.of(new Failure(wrong, new Shrunk(wrong, 0, false)),
                new Failure(alsoWrong, new Shrunk(alsoWrong, 0, false)),
                new Failure(crashed, new Shrunk(crashed, 0, false)));

        String text = JudgeText.render(new JudgeSummary(settings, 10, verdicts, failures), replay -> "");

        assertTrue(text.startsWith("problem apply3 (one move, N = 3, tiles 2..1024), seed 9\n"
                + "10 of 10 cases run: 7 accepted, 2 wrong answer, 1 runtime error\n\nfailures:\n"
                + "  case 4 (equal lines): wrong answer, shrunk to N = 3 with 3 tiles\n"), text);
        assertEquals(3, text.split("\n  case 4 ", -1).length - 1, text);
        assertEquals(1, text.split("\\): wrong answer\n", -1).length - 1, text);
        assertEquals(1, text.split("\\): runtime error\n", -1).length - 1, text);
        assertTrue(text.contains("\nthe program exited with code 139 (128 + signal 11)\nthe end of its stderr:\n"
                + "Segmentation fault\n"), text);
    }
}
