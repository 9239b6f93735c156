package tilesearch.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import tilesearch.results.ResultRow;

/**
 * Opens the report of a 200,000-row run in headless Chromium: the page a million-row run used to make (hundreds
 * of MB of circles) no browser opened in reasonable time. Every chart, density charts included, must have a size,
 * and nothing may be logged as an error. The screenshot is kept as {@code target/large-report-screenshot.png}.
 *
 * <p>Tagged {@code browser}, like {@link ReportBrowserTest}, whose browser it shares.
 */
@Tag("browser")
class LargeReportBrowserTest {

    private static final int ROWS = 200_000;
    private static final int WIDTH = 1360;
    private static final Path SCREENSHOT = Path.of("target", "large-report-screenshot.png");
    private static final Path PAGE = Path.of("target", "large-report-browser-test.html");

    @TempDir
    Path temp;

    @Test
    @Timeout(120)
    void report_ofTwoHundredThousandRowsRendersEveryChartWithoutConsoleErrors() throws Exception {
        List<ResultRow> rows = RandomRows.rows(20, ROWS);
        String html = HtmlReport.render(Fixtures.report("outputs/night.csv", rows), List.of());
        Files.createDirectories(PAGE.getParent());
        Files.writeString(PAGE, html, StandardCharsets.UTF_8);
        assertTrue(Files.size(PAGE) <= 3_000_000, Files.size(PAGE) + " bytes");
        assertEquals(2, HtmlReportTest.count(html, "; density of "), "two density charts");

        try (HeadlessChromium browser = HeadlessChromium.start(temp, WIDTH, 900)) {
            browser.open(PAGE);

            List<HeadlessChromium.Box> charts = browser.boxes(".charts > svg");
            assertEquals(4, charts.size(), "charts on the page: " + charts);
            for (HeadlessChromium.Box chart : charts) {
                assertTrue(chart.width() > 100 && chart.height() > 100, "chart rendered too small or not at all: "
                        + chart);
            }
            assertTrue(browser.screenshot(SCREENSHOT) > 10_000, "screenshot suspiciously small");
            assertEquals(List.of(), browser.consoleErrors(), "the page logged errors");
        }
    }
}
