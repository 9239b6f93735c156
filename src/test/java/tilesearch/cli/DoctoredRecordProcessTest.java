package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tilesearch.run.ExitCodes;
import tilesearch.run.RunFiles;

/**
 * {@code report --format json} in a process of its own beside a run record edited by hand: a value no run writes is
 * refused with a warning naming the field, and the report leaves the record out rather than passing the value on.
 */
class DoctoredRecordProcessTest {

    @TempDir
    Path work;

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"version\": \"[^\"]*\"|\"version\": null|\"attempts[0].version\" should be a string, not null",
        "\"rowsWritten\": 1|\"rowsWritten\": -5|\"attempts[0].rowsWritten\" is out of range: -5",
        "\"threads\": 1,|\"threads\": 99999999999999999999999,|\"attempts[0].threads\" is out of range: "
                + "99999999999999999999999",
        "\"end\": \"[^\"]*\"|\"end\": \"2000-01-01T00:00:00Z\"|\"attempts[0].end\" is before its start"})
    void reportJson_recordWithAValueNoRunWrites_refusedAndLeftOut(String field, String doctored, String message)
            throws Exception {
        Path inputs = Files.createDirectories(work.resolve("in"));
        Files.writeString(inputs.resolve("a.txt"), "2 2\n0 4\n");
        Path results = work.resolve("r.csv");
        Path stderr = work.resolve("stderr.txt");
        assertEquals(ExitCodes.OK, TileSearchProcess.run(work, stderr, List.of(), 60, "solve", "--moves", "2",
                "--threads", "1", "--out", results.toString(), inputs.toString()), Files.readString(stderr));
        Path record = RunFiles.record(results);
        String text = Files.readString(record);
        String edited = text.replaceFirst(field, doctored);
        assertTrue(!edited.equals(text), text);
        Files.writeString(record, edited);
        Path stdout = work.resolve("report.json");

        Process report = TileSearchProcess.startWithOutput(work, stdout, stderr, "report", "--format", "json",
                "--out", "-", results.toString());
        try {
            assertTrue(report.waitFor(60, TimeUnit.SECONDS), "report did not end");
        } finally {
            report.destroyForcibly();
        }

        String err = Files.readString(stderr);
        assertEquals(ExitCodes.OK, report.exitValue(), err);
        assertTrue(err.contains(message), err);
        JsonNode json = new ObjectMapper().readTree(stdout.toFile());
        assertTrue(json.get("attempts").isNull(), json.toString());
    }
}
