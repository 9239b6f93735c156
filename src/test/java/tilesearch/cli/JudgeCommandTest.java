package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.judge.JudgeText;
import tilesearch.judge.TestPrograms;
import tilesearch.judge.TestPrograms.SearchBug;
import tilesearch.run.ExitCodes;

class JudgeCommandTest {

    @TempDir
    Path folder;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "judge --problem 12100|Missing required parameter: 'PROGRAM'",
        "judge --problem 12100 -- ./no-such-program|PROGRAM './no-such-program' is not an executable file",
        "judge --problem 12100 -- no-such-program-on-path|PROGRAM 'no-such-program-on-path' is not on PATH",
        "judge -- true|choose the puzzle: --problem 12100, 12094, 23796, or --moves K",
        "judge --problem 2048 -- true|unknown problem '2048'",
        "judge --problem 12100 --moves 3 -- true|give --moves, --size and --max-tile only without it",
        "judge --moves 3 --size 4..2 -- true|custom problem: the smallest size 4 is above the largest 2",
        "judge --moves 3 --size big -- true|--size must be N or A..B",
        "judge --moves 3 --max-tile 100 -- true|custom problem: '100' is not a power of two",
        "judge --problem 12100 --count 0 -- true|--count must be 1 or more",
        "judge --problem 12100 --jobs 0 -- true|--jobs must be 1 or more",
        "judge --problem 12100 --time-limit 0s -- true|'0s' is zero"})
    void execute_usageError_exitCode2WithTheReason(String args, String message) {
        CommandRun run = CommandRun.of(args.split(" "));

        assertEquals(ExitCodes.USAGE, run.exitCode(), run.err());
        assertTrue(run.err().contains(message), run.err());
        assertEquals("", run.out());
    }

    @Test
    void execute_notExecutableFile_usageError() throws Exception {
        Path source = Files.writeString(folder.resolve("sol.c"), "int main(void) { return 0; }\n");

        CommandRun run = CommandRun.of("judge", "--problem", "12100", "--", source.toString());

        assertEquals(ExitCodes.USAGE, run.exitCode());
        assertTrue(run.err().contains("is not an executable file"), run.err());
    }

    @Test
    void execute_correctSolution_exitCode0AndProgressLines() throws Exception {
        Path solution = new TestPrograms(folder).search(SearchBug.NONE, false);

        CommandRun run = CommandRun.of("judge", "--problem", "12100", "--count", "200", "--time-limit", "20s", "--",
                solution.toString(), "5");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertEquals("problem 12100 (search, K = 5, N 1..20, tiles 2..1024), seed 1\n"
                + "200 of 200 cases run: 200 accepted\n", run.out());
        assertEquals("tilesearch judge: cases 100 of 200: 100 accepted\n"
                + "tilesearch judge: cases 200 of 200: 200 accepted\n", run.err());
    }

    @Test
    void execute_customProblem_judgedInItsLimits() throws Exception {
        Path solution = new TestPrograms(folder).search(SearchBug.NONE, false);

        CommandRun run = CommandRun.of("judge", "--moves", "3", "--size", "2..3", "--max-tile", "64", "--count",
                "50", "--time-limit", "20s", "--", solution.toString(), "3");

        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        assertTrue(run.out().startsWith("problem custom (search, K = 3, N 2..3, tiles 2..64), seed 1\n"), run.out());
    }

    @Test
    void execute_searchBug_exitCode1WithPastableInputAndReplay() throws Exception {
        Path buggy = new TestPrograms(folder).search(SearchBug.MERGE_AGAIN, false);

        CommandRun run = CommandRun.of("judge", "--problem", "12100", "--time-limit", "20s", "--", buggy.toString(),
                "5");

        assertEquals(ExitCodes.CASE_FAILED, run.exitCode(), run.err());
        String out = run.out();
        assertTrue(out.contains("): wrong answer\nshrunk from N = "), out);
        assertTrue(out.contains("\ninput, ready to paste:\n"), out);
        assertTrue(out.contains("\nexpected output:\n"), out);
        assertTrue(out.contains("\nthe program's output:\n"), out);
        assertTrue(out.contains("\nbest path: "), out);
        assertTrue(out.contains("\nstart\n"), out);
        assertTrue(run.err().lines().anyMatch(line -> line.startsWith("tilesearch judge: case ")
                && line.endsWith("wrong answer; shrinking it")), run.err());
    }

    @Test
    void execute_applyBugSavedAsJson_filesAndSummary() throws Exception {
        Path buggy = new TestPrograms(folder).apply("WRONG_END");
        Path saved = folder.resolve("fails");

        CommandRun run = CommandRun.of("judge", "--problem", "23796", "--format", "json", "--save", saved.toString(),
                "--time-limit", "20s", "--", buggy.toString());

        assertEquals(ExitCodes.CASE_FAILED, run.exitCode(), run.err());
        String json = run.out();
        assertTrue(json.startsWith("{\n  \"format\" : 1,\n  \"problem\" : {\n    \"name\" : \"23796\""), json);
        assertTrue(json.contains("\"verdict\" : \"wrongAnswer\""), json);
        assertTrue(json.contains("\"accepted\" : false"), json);
        String input = Files.readString(saved.resolve("fail-1.in"));
        assertTrue(json.contains("\"input\" : \"" + input.replace("\n", "\\n") + "\""), json);
        assertTrue(input.matches("([0-9]+( [0-9]+){7}\n){8}[UDLR]\n"), input);
        assertTrue(Files.readString(saved.resolve("fail-1.original.in")).matches("([0-9]+( [0-9]+){7}\n){8}[UDLR]\n"));
        assertEquals(8, Files.readAllLines(saved.resolve("fail-1.expected")).size());
        assertTrue(!Files.readString(saved.resolve("fail-1.got")).equals(
                Files.readString(saved.resolve("fail-1.expected"))));
    }

    @Test
    void execute_applyBug_boardsSideBySideWithTheDifferingCellsMarked() throws Exception {
        Path buggy = new TestPrograms(folder).apply("WRONG_END");

        CommandRun run = CommandRun.of("judge", "--problem", "23796", "--time-limit", "20s", "--", buggy.toString());

        assertEquals(ExitCodes.CASE_FAILED, run.exitCode(), run.err());
        assertTrue(run.out().contains("program's\n"), run.out());
        assertTrue(run.out().contains(JudgeText.DIFFERS), run.out());
        assertTrue(run.out().matches("(?s).*\n[0-9]+ cells? differs?\n.*"), run.out());
    }
}
