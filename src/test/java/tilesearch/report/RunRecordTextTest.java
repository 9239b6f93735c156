package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import tilesearch.run.Attempt;
import tilesearch.run.RunRecord;

class RunRecordTextTest {

    private static Attempt attempt(int threads, String start, String end, Integer exitCode, String stoppedBy,
            long written) {
        return new Attempt("1.0." + threads, List.of("tilesearch", "solve"), threads, "HOST", "17.0.15",
                Instant.parse(start), end == null ? null : Instant.parse(end), exitCode, stoppedBy,
                new Attempt.Counts(0, 0, written, written, 0, 0, 0));
    }

    @Test
    void lines_threeAttemptsOneKilled_wallTimeOfThoseThatEndedAndEachOutcome() {
        RunRecord record = new RunRecord(Map.of("--moves", "10"), List.of("in"), List.of())
                .withAttempt(attempt(2, "2026-11-30T18:00:00Z", "2026-11-30T18:10:00Z", 3, "deadline", 600))
                .withAttempt(attempt(2, "2026-11-30T19:00:00Z", null, null, null, 0))
                .withAttempt(attempt(4, "2026-12-01T08:00:00Z", "2026-12-01T08:05:00Z", 0, null, 400));

        List<ReportText.SummaryLine> lines = RunRecordText.lines(record, 1000, ZoneOffset.UTC);

        assertEquals(List.of(
                new ReportText.SummaryLine("threads", "2, 4", "of each attempt, from the run record"),
                new ReportText.SummaryLine("wall time", "900.0 s", "the attempts that ended"),
                new ReportText.SummaryLine("boards per second", "1.1",
                        "boards ÷ wall time, on the wall clock as solve's summary gives it"),
                new ReportText.SummaryLine("version", "1.0.2, 1.0.4", "of tilesearch, Java 17.0.15 on HOST"),
                new ReportText.SummaryLine("attempts", "3", "2026-11-30 18:00:00 600 rows written in 600.0 s, "
                        + "stopped by the deadline, exit 3; 2026-11-30 19:00:00 never ended (killed, or still "
                        + "running); 2026-12-01 08:00:00 400 rows written in 300.0 s, exit 0")), lines);
    }

    @Test
    void lines_noAttempt_unknownVersionAndThreads() {
        List<ReportText.SummaryLine> lines = RunRecordText.lines(new RunRecord(Map.of(), List.of("in"), List.of()),
                10, ZoneOffset.UTC);

        assertEquals(List.of(new ReportText.SummaryLine("threads", "unknown", "from the run record"),
                new ReportText.SummaryLine("wall time", "0.0 s", "from the run record"),
                new ReportText.SummaryLine("version", "unknown", "of tilesearch"),
                new ReportText.SummaryLine("attempts", "0", "")), lines);
    }
}
