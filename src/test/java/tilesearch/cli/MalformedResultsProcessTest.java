package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.results.ResultColumn;
import tilesearch.run.ExitCodes;

/**
 * {@code report} in a process of its own on a results CSV with one doctored row: a usage error (exit 2) naming
 * the file, the line and what is wrong, never a crash (exit 70) or a page drawn from a value no run writes.
 */
class MalformedResultsProcessTest {

    private static final String GOOD = "a.txt,1,1,,4,search,5,64,L,64 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0,64,12,0.5,ok,";

    /** A row's columns up to elapsed_ms, which each case goes on from. */
    private static final String ROW = "a.txt,2,7,,4,search,5,64,L,,64,12,";

    @TempDir
    Path work;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        ROW + "1e400,ok,            | column elapsed_ms is not a time of 0 ms or more: '1e400'",
        ROW + "Infinity,ok,         | column elapsed_ms is not a time of 0 ms or more: 'Infinity'",
        ROW + "NaN,ok,              | column elapsed_ms is not a time of 0 ms or more: 'NaN'",
        ROW + "-2.5,ok,             | column elapsed_ms is not a time of 0 ms or more: '-2.5'",
        ROW + "0.5,done,            | column status is not ok, error, timeout or stopped: 'done'",
        ROW + "0.5,ok,,extra,fields | the row has 17 fields where the header has 15"})
    void report_ofADoctoredRow_exitTwoNamingFileAndLine(String row, String problem) throws Exception {
        Path csv = work.resolve("doctored.csv");
        Files.writeString(csv, ResultColumn.HEADER_LINE + GOOD + "\n" + row.strip() + "\n" + GOOD + "\n");
        Path page = work.resolve("report.html");

        int exit = TileSearchProcess.run(work, work.resolve("stderr.txt"), List.of("-Xmx128m"), 60, "report",
                csv.toString(), "--out", page.toString());
        String stderr = Files.readString(work.resolve("stderr.txt"));

        assertEquals(ExitCodes.USAGE, exit, stderr);
        assertTrue(stderr.contains(csv + ": line 3: " + problem), stderr);
        assertFalse(Files.exists(page), "no page from a file that is not results");
    }
}
