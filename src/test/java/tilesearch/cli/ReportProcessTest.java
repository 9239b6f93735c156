package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tilesearch.report.RandomRows;
import tilesearch.run.ExitCodes;

/**
 * {@code report} on 200,000 rows in a JVM of its own with a heap of 128 MB: before the report streamed, it held
 * every row and ran out of memory here. Also the comparison of two such files, whose baseline keys are held.
 */
class ReportProcessTest {

    private static final int ROWS = 200_000;
    private static final List<String> SMALL_HEAP = List.of("-Xmx128m", "-XX:+UseSerialGC");

    @TempDir
    static Path work;

    private static Path results;

    @BeforeAll
    static void writeResults() throws Exception {
        results = work.resolve("results.csv");
        RandomRows.write(results, RandomRows.rows(14, ROWS));
    }

    @Test
    void report_ofTwoHundredThousandRowsFitsInASmallHeap() throws Exception {
        Path page = work.resolve("report.html");

        int exit = run("report", results.toString(), "--out", page.toString());

        assertEquals(ExitCodes.OK, exit, Files.readString(work.resolve("stderr.txt")));
        long bytes = Files.size(page);
        assertTrue(bytes > 10_000 && bytes <= 3_000_000, bytes + " bytes");
        assertTrue(Files.readString(page, StandardCharsets.UTF_8).contains("<h2>Summary</h2>"));
    }

    @Test
    void baselineComparison_ofTwoSuchFilesFitsInASmallHeap() throws Exception {
        Path markdown = work.resolve("report.md");

        int exit = run("report", results.toString(), "--baseline", results.toString(), "--format", "md",
                "--out", markdown.toString());

        assertEquals(ExitCodes.OK, exit, Files.readString(work.resolve("stderr.txt")));
        assertTrue(Files.readString(markdown).contains("| boards | " + ROWS + " |"));
    }

    @Test
    void report_outOfMemory_oneLineWithTheAdviceAndExit70() throws Exception {
        // one value of 30 million characters, under the line cap, cannot fit in a heap of 32 MB as characters
        Path huge = work.resolve("huge.csv");
        String header = String.join(",", tilesearch.results.ResultColumn.NAMES);
        Files.writeString(huge, header + "\na.txt,1,1,,4,search,5,64,L,,64,12,0.5,error," + "x".repeat(30 << 20)
                + "\n");

        int exit = run(List.of("-Xmx32m", "-XX:+UseSerialGC"), "report", huge.toString(), "--out",
                work.resolve("huge.html").toString());

        String stderr = Files.readString(work.resolve("stderr.txt"));
        assertEquals(ExitCodes.SOFTWARE, exit, stderr);
        assertEquals(1, stderr.lines().count(), stderr);
        assertTrue(stderr.startsWith("tilesearch report: out of memory (Java heap space) while reading " + huge
                + ", with a heap of "), stderr);
        assertTrue(stderr.contains("TILESEARCH_JAVA_OPTS=-Xmx"), stderr);
    }

    @Test
    void report_diskFullWhileWriting_oldReportStaysNothingLeftAndExit74() throws Exception {
        Path folder = Files.createDirectories(work.resolve("full"));
        Path page = Files.writeString(folder.resolve("report.html"), "the report of last night\n");
        Path stderr = work.resolve("full-stderr.txt");

        // 64 KB is far below the page of 200,000 rows, so its writing fails part way, as on a full disk
        Process process = TileSearchProcess.startWithFileSizeLimit(work, stderr, 64, "report", results.toString(),
                "--out", page.toString(), "--force");
        int exit;
        try {
            assertTrue(process.waitFor(120, TimeUnit.SECONDS), "the report did not finish in 2 minutes");
            exit = process.exitValue();
        } finally {
            process.destroyForcibly();
        }

        String message = Files.readString(stderr);
        assertEquals(ExitCodes.IO_ERROR, exit, message);
        assertTrue(message.startsWith("tilesearch report: cannot write " + page + ": "), message);
        assertEquals("the report of last night\n", Files.readString(page));
        try (var left = Files.list(folder)) {
            assertEquals(List.of(page), left.toList());
        }
    }

    @Test
    void report_killedWhileWritingThePage_oldReportStaysWhole() throws Exception {
        Path folder = Files.createDirectories(work.resolve("killed"));
        Path page = folder.resolve("report.html");
        String old = "the report of last night\n";
        int caughtWriting = 0;
        for (int attempt = 0; attempt < 20 && caughtWriting < 3; attempt++) {
            Files.writeString(page, old);
            Process process = TileSearchProcess.start(work, work.resolve("killed-stderr.txt"), SMALL_HEAP, "report",
                    results.toString(), "--out", page.toString(), "--force");
            boolean writing = false;
            try {
                // SIGKILL as soon as the page is being written: its temporary file is there, or the page changed
                while (process.isAlive() && !writing) {
                    writing = !temporaryFiles(folder).isEmpty() || !Files.readString(page).equals(old);
                    Thread.sleep(1);
                }
            } finally {
                process.destroyForcibly();
            }
            assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the report did not die");
            String after = Files.readString(page, StandardCharsets.UTF_8);
            assertTrue(after.equals(old) || after.startsWith("<!DOCTYPE html>") && after.endsWith("</html>\n"),
                    "a torn report of " + after.length() + " characters");
            if (writing && process.exitValue() != ExitCodes.OK) {
                caughtWriting++;
            }
            for (Path left : temporaryFiles(folder)) {
                Files.delete(left);
            }
        }
        assertTrue(caughtWriting >= 1, "no kill came while the report was being written");
    }

    /** The temporary files of the reports in {@code folder}: {@code .report.html.*.tmp}. */
    private static List<Path> temporaryFiles(Path folder) throws java.io.IOException {
        try (var listing = Files.list(folder)) {
            return listing.filter(path -> path.getFileName().toString().startsWith(".report.html.")).toList();
        }
    }

    private static int run(String... args) throws Exception {
        return run(SMALL_HEAP, args);
    }

    private static int run(List<String> jvmOptions, String... args) throws Exception {
        return TileSearchProcess.run(work, work.resolve("stderr.txt"), jvmOptions, 120, args);
    }
}
