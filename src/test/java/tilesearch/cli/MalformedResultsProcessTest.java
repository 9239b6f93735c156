package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.io.ResultColumn;
import tilesearch.run.ExitCodes;

/**
 * {@code report} in a process of its own on a results CSV with one doctored row: a usage error (exit 2) naming
 * the file, the line and what is wrong, never a crash (exit 70) or a page drawn from a value no run writes.
 */
class MalformedResultsProcessTest {

    private static final String GOOD = "a.txt,1,1,,4,search,5,64,L,64 0 0 0/0 0 0 0/0 0 0 0/0 0 0 0,64,12,0.5,ok,";

    @TempDir
    Path work;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "a.txt,2,7,,4,search,5,64,L,,64,12,1e400,ok,            | column elapsed_ms is not a time of 0 ms or more: '1e400'",
        "a.txt,2,7,,4,search,5,64,L,,64,12,Infinity,ok,         | column elapsed_ms is not a time of 0 ms or more: 'Infinity'",
        "a.txt,2,7,,4,search,5,64,L,,64,12,NaN,ok,              | column elapsed_ms is not a time of 0 ms or more: 'NaN'",
        "a.txt,2,7,,4,search,5,64,L,,64,12,-2.5,ok,             | column elapsed_ms is not a time of 0 ms or more: '-2.5'",
        "a.txt,2,7,,4,search,5,64,L,,64,12,0.5,done,            | column status is not ok, error, timeout or stopped: 'done'",
        "a.txt,2,7,,4,search,5,64,L,,64,12,0.5,ok,,extra,fields | the row has 17 fields where the header has 15"})
    void report_ofADoctoredRow_exitTwoNamingFileAndLine(String row, String problem) throws Exception {
        Path csv = work.resolve("doctored.csv");
        Files.writeString(csv, ResultColumn.HEADER_LINE + GOOD + "\n" + row.strip() + "\n" + GOOD + "\n");
        Path page = work.resolve("report.html");

        Process process = TileSearchProcess.start(work, work.resolve("stderr.txt"), List.of("-Xmx128m"),
                "report", csv.toString(), "--out", page.toString());
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the report did not finish in a minute");
        String stderr = Files.readString(work.resolve("stderr.txt"));

        assertEquals(ExitCodes.USAGE, process.exitValue(), stderr);
        assertTrue(stderr.contains(csv + ": line 3: " + problem), stderr);
        assertFalse(Files.exists(page), "no page from a file that is not results");
    }
}
