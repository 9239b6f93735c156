package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.board.Board;
import tilesearch.board.SearchResult;
import tilesearch.input.BoardJob;
import tilesearch.results.JobResult;
import tilesearch.results.ResultCsvWriter;

/** The rules of a resume applied to what an earlier run left: which rows go, which boards are kept. */
class ResumeRulesTest {

    private static final Board BOARD = Board.parse("2 2/0 4");

    @TempDir
    Path dir;

    private static BoardJob job(String file, int ordinal) {
        return new BoardJob(file, ordinal, ordinal, "", new BoardJob.Search(BOARD, 3));
    }

    private static JobResult ok(String file, int ordinal) {
        return JobResult.ok(job(file, ordinal), new SearchResult(3, List.of(), BOARD, 3, 10, true), 1000);
    }

    private static JobResult error(String file, int ordinal) {
        return JobResult.error(job(file, ordinal), "line 1: bad", 1000);
    }

    private static JobResult timeout(String file, int ordinal) {
        return JobResult.timeout(job(file, ordinal), new SearchResult(3, List.of(), BOARD, 5, 10, false), 1000,
                "line 1: time limit reached");
    }

    private static JobResult stopped(String file, int ordinal) {
        return JobResult.stopped(job(file, ordinal), new SearchResult(3, List.of(), BOARD, 5, 10, false), 1000,
                "line 1: the run stopped, again");
    }

    private static String csv(List<JobResult> results) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ResultCsvWriter writer = new ResultCsvWriter(out)) {
            for (JobResult result : results) {
                writer.write(result);
            }
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    private Path file(List<JobResult> rows) throws IOException {
        return Files.writeString(dir.resolve("results.csv"), csv(rows), StandardCharsets.UTF_8);
    }

    private static Map<String, String> names(List<String> inputs) {
        Map<String, String> names = new HashMap<>();
        for (String input : inputs) {
            names.put(input, input);
        }
        return names;
    }

    @Test
    void judge_rowsOfDroppedFiles_droppedWhereverTheyAreAndCountedPerFile() throws IOException {
        Path file = file(List.of(ok("a.txt", 1), ok("b.txt", 1), error("b.txt", 2), ok("c.txt", 1),
                stopped("b.txt", 3), ok("a.txt", 2), timeout("c.txt", 2), stopped("a.txt", 3)));
        KeptBoards kept = new KeptBoards();

        ExistingResults existing = ExistingResults.read(file, new ResumeRules(kept, changed("b.txt", "c.txt"), null,
                Set.of(), false));
        existing.repair();

        assertEquals(Map.of("b.txt", 3L, "c.txt", 2L), existing.droppedByFile());
        assertEquals(List.of("b.txt", "c.txt"), List.copyOf(existing.droppedByFile().keySet()));
        assertEquals(1, existing.solvedAgain());
        assertEquals(2, kept.size());
        assertEquals(0, existing.errors() + existing.timeouts());
        assertEquals(csv(List.of(ok("a.txt", 1), ok("a.txt", 2))), Files.readString(file));
    }

    @Test
    void judge_manyFiles_inputsInAnyOrderAndFirstRowsKept() throws IOException {
        int files = 5000;
        List<JobResult> rows = new ArrayList<>();
        List<JobResult> keptRows = new ArrayList<>();
        for (int i = files - 1; i >= 0; i--) {
            String name = "f" + i + ".txt";
            // A stopped row is no row of its board: the row after it is the board's first.
            JobResult first = i % 3 == 0 ? stopped(name, 1) : ok(name, 1);
            JobResult second = error(name, 1);
            rows.add(first);
            rows.add(second);
            keptRows.add(i % 3 == 0 ? second : first);
            rows.add(ok("gone" + i + ".txt", 1));
        }
        Path file = file(rows);
        List<String> inputs = new ArrayList<>();
        for (int i = 0; i < files; i++) {
            inputs.add("f" + (i * 7919 % files) + ".txt");
        }
        inputs.add("f1.txt");
        KeptBoards kept = new KeptBoards();

        ExistingResults existing = ExistingResults.read(file, new ResumeRules(kept, NONE, names(inputs), Set.of(),
                true));
        existing.repair();

        int stopped = (files + 2) / 3;
        assertEquals(files, kept.size());
        assertEquals(files - stopped, existing.ok());
        assertEquals(stopped, existing.errors());
        assertEquals(stopped, existing.solvedAgain());
        assertTrue(kept.contains("f1.txt", 1));
        assertTrue(kept.contains("f0.txt", 1));
        assertFalse(kept.contains("gone1.txt", 1));
        assertEquals(1L, existing.droppedByFile().get("gone5.txt"), "no input");
        assertEquals(1L, existing.droppedByFile().get("f5.txt"), "the board's second row");
        assertEquals(null, existing.droppedByFile().get("f3.txt"));
        assertEquals(csv(keptRows), Files.readString(file));
    }

    @Test
    void judge_partsShareTheirBoards_aBoardKeptInAnEarlierPartIsDroppedFromALaterOne() throws IOException {
        Path first = Files.writeString(dir.resolve("part-00000"), csv(List.of(ok("a.txt", 1), ok("a.txt", 2))));
        Path second = Files.writeString(dir.resolve("part-00001"), csv(List.of(ok("a.txt", 2), ok("a.txt", 3))));
        KeptBoards kept = new KeptBoards();
        ResumeRules rules = ResumeRules.keepingAll(kept, Set.of());

        ExistingResults.read(first, rules).repair();
        ExistingResults later = ExistingResults.read(second, rules);
        later.repair();

        assertEquals(3, kept.size());
        assertEquals(Map.of("a.txt", 1L), later.droppedByFile());
        assertEquals(csv(List.of(ok("a.txt", 3))), Files.readString(second));
    }

    @Test
    void judge_keptRowsHoldTheInputsOwnNames() throws IOException {
        Path file = file(List.of(ok("a.txt", 1)));
        String own = new String("a.txt".toCharArray());
        KeptBoards kept = new KeptBoards();

        ExistingResults.read(file, new ResumeRules(kept, NONE, Map.of(own, own), Set.of(), false));

        assertTrue(kept.contains("a.txt", 1));
    }

    private static final RunRecord.InputChanges NONE = new RunRecord.InputChanges(List.of(), List.of());

    private static RunRecord.InputChanges changed(String... files) {
        return new RunRecord.InputChanges(List.of(files), List.of());
    }

    private static RunRecord.InputChanges removed(String... files) {
        return new RunRecord.InputChanges(List.of(), List.of(files));
    }

    @Test
    void judge_retriedStatuses_solvedAgainAndTheOtherRowsKept() throws IOException {
        Path file = file(List.of(ok("a.txt", 1), timeout("a.txt", 2), error("a.txt", 3), stopped("a.txt", 4)));
        KeptBoards kept = new KeptBoards();

        ExistingResults existing = ExistingResults.read(file, new ResumeRules(kept, NONE, names(List.of("a.txt")),
                Set.of(JobResult.Status.TIMEOUT), false));
        existing.repair();

        assertEquals(2, existing.solvedAgain());
        assertEquals(1, existing.ok());
        assertEquals(1, existing.errors());
        assertFalse(kept.contains("a.txt", 2));
        assertEquals(csv(List.of(ok("a.txt", 1), error("a.txt", 3))), Files.readString(file));
    }

    @Test
    void checkNothingLost_finishedRowsOfFilesNoLongerInputs_refusedSayingHowManyAndPrune() throws IOException {
        Path file = file(List.of(ok("a.txt", 1), ok("b.txt", 1), timeout("b.txt", 2), stopped("c.txt", 1),
                ok("d.txt", 1), ok("ghost.txt", 1)));
        ResumeRules rules = new ResumeRules(new KeptBoards(), removed("b.txt", "c.txt", "d.txt"),
                names(List.of("a.txt")), Set.of(), false);
        ExistingResults.read(file, rules);

        RunRefusedException refused = assertThrows(RunRefusedException.class, () -> rules.checkNothingLost(file));

        assertTrue(refused.getMessage().startsWith(file + " holds 3 finished rows of 2 files the PATHs leave out "
                + "(b.txt, d.txt): resuming would drop them."), refused.getMessage());
        assertTrue(refused.getMessage().endsWith("or add --prune to drop their rows"), refused.getMessage());
    }

    @Test
    void checkNothingLost_moreFilesLeftOutThanNamed_namesThreeAndCountsTheRest() throws IOException {
        Path file = file(List.of(ok("b.txt", 1), ok("c.txt", 1), ok("d.txt", 1), ok("e.txt", 1), ok("f.txt", 1)));
        ResumeRules rules = new ResumeRules(new KeptBoards(), removed("b.txt", "c.txt", "d.txt", "e.txt", "f.txt"),
                names(List.of("a.txt")), Set.of(), false);
        ExistingResults.read(file, rules);

        RunRefusedException refused = assertThrows(RunRefusedException.class, () -> rules.checkNothingLost(file));

        assertTrue(refused.getMessage().startsWith(file + " holds 5 finished rows of 5 files the PATHs leave out "
                + "(b.txt, c.txt, d.txt and 2 more): resuming would drop them."), refused.getMessage());
    }

    @Test
    void checkNothingLost_pruneOrNoFileLeftOut_passes() throws IOException {
        Path file = file(List.of(ok("a.txt", 1), ok("b.txt", 1), stopped("c.txt", 1)));
        ResumeRules pruning = new ResumeRules(new KeptBoards(), removed("b.txt", "c.txt"), names(List.of("a.txt")),
                Set.of(), true);
        ResumeRules onlyStopped = new ResumeRules(new KeptBoards(), removed("c.txt"), names(List.of("a.txt",
                "b.txt")), Set.of(), false);
        ExistingResults.read(file, pruning);
        ExistingResults.read(file, onlyStopped);

        pruning.checkNothingLost(file);
        onlyStopped.checkNothingLost(file);
    }
}
