package tilesearch.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CheckerTest {

    private static ProgramRun exited(int code, String stdout) {
        return new ProgramRun(code, false, false, stdout, "", 1);
    }

    @ParameterizedTest(name = "{0} against {1}: {2}")
    @CsvSource(delimiter = '|', value = {
        "16|16|ACCEPTED",
        "'  16\r\n\n'|16|ACCEPTED",
        "'2 4\n8 16\n'|'2 4\n8 16'|ACCEPTED",
        "'2\t4 8   16'|'2 4\n8 16'|ACCEPTED",
        "32|16|WRONG_ANSWER",
        "-2147483648|2147483648|WRONG_ANSWER",
        "016|16|WRONG_ANSWER",
        "'2 4 8'|'2 4\n8 16'|PRESENTATION_ERROR",
        "'16 16'|16|PRESENTATION_ERROR",
        "''|16|PRESENTATION_ERROR",
        "sixteen|16|PRESENTATION_ERROR",
        "16.0|16|PRESENTATION_ERROR"})
    void verdict_output_comparedTokenByToken(String stdout, String expected, Verdict verdict) {
        assertEquals(verdict, Checker.verdict(exited(0, stdout), expected));
    }

    @ParameterizedTest
    @CsvSource({"3", "139", "-1"})
    void verdict_nonZeroExit_runtimeErrorWhateverTheOutput(int exitCode) {
        assertEquals(Verdict.RUNTIME_ERROR, Checker.verdict(exited(exitCode, "16"), "16"));
    }

    @ParameterizedTest
    @CsvSource({"true,false,TIME_LIMIT", "false,true,OUTPUT_LIMIT", "true,true,TIME_LIMIT"})
    void verdict_killedRun_limitVerdictBeforeTheOutput(boolean timedOut, boolean outputCut, Verdict verdict) {
        assertEquals(verdict, Checker.verdict(new ProgramRun(-1, timedOut, outputCut, "16", "", 1), "16"));
    }
}
